/**
 * Test support shared by the realtime, functions and storage tests: a PGlite database with
 * Supabase's three roles, an HTTP server mounting one area, and HS256 tokens. It stands in for
 * the server core so each area can be tested on its own; the contract suite runs the real stack.
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { jwtVerify, SignJWT } from 'jose';
import type { Caller, Database, Queryable, QueryResult } from '../db/database';
import type { AreaHandler, ServerContext } from '../server/context';

const SECRET = new TextEncoder().encode('local-test-secret-that-is-long-enough-for-hs256');

export function signToken(claims: Record<string, unknown>, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(SECRET);
}

export function learnerToken(userId: string, expiresIn = '1h'): Promise<string> {
  return signToken({ sub: userId, role: 'authenticated', aud: 'authenticated' }, expiresIn);
}

function queryable(pg: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await pg.query<Row>(sql, params);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      };
    },
  };
}

const ROLES_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant anon, authenticated, service_role to postgres;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;
  create function auth.uid() returns uuid language sql stable as
    $$ select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', '')::uuid $$;
  create function auth.role() returns text language sql stable as
    $$ select current_setting('request.jwt.claims', true)::jsonb ->> 'role' $$;
`;

export interface TestStack {
  ctx: ServerContext;
  pg: PGlite;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export interface TestStackOptions {
  /** SQL run after the roles exist (tables, policies). */
  schema?: string;
  area: { prefix: string; handler: AreaHandler };
  upgrade?: (req: Parameters<Server['emit']>[1], socket: Duplex, head: Buffer, ctx: ServerContext) => Promise<void>;
  bootstrapFiles?: string[];
  functionsDir?: string;
  storageDir?: string;
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  const pg = await PGlite.create();
  await pg.exec(ROLES_SQL);
  for (const file of options.bootstrapFiles ?? []) await pg.exec(readFileSync(file, 'utf8'));
  if (options.schema) await pg.exec(options.schema);
  const anonKey = await signToken({ role: 'anon' }, '10y');
  const serviceRoleKey = await signToken({ role: 'service_role' }, '10y');

  const db: Database = {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    listen: async (channel, onNotify) => {
      const stop = await pg.listen(channel, onNotify);
      return () => stop();
    },
    close: () => pg.close(),
  };
  const verifyAccessToken = async (token: string): Promise<Caller> => {
    const { payload } = await jwtVerify(token, SECRET);
    const role = payload.role === 'authenticated' || payload.role === 'service_role' ? payload.role : 'anon';
    return { role, claims: payload as Record<string, unknown> };
  };
  const authenticate = async (headers: IncomingHttpHeaders): Promise<Caller> => {
    const bearer = /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
    const token = bearer ?? (typeof headers.apikey === 'string' ? headers.apikey : undefined);
    if (!token) return { role: 'anon', claims: {} };
    return verifyAccessToken(token);
  };
  const ctx: ServerContext = {
    db,
    authenticate,
    verifyAccessToken,
    runAsCaller: (caller, fn) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
        await tx.query(`set local role ${caller.role}`);
        return fn(tx);
      }),
    config: {
      url: '',
      anonKey,
      serviceRoleKey,
      functionsDir: options.functionsDir ?? '',
      storageDir: options.storageDir ?? '',
    },
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith(options.area.prefix)) {
      res.writeHead(404).end();
      return;
    }
    options.area.handler(req, res, path.slice(options.area.prefix.length), ctx).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    if (options.upgrade) void options.upgrade(req, socket, head, ctx);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.config.url = url;
  return {
    ctx,
    pg,
    url,
    anonKey,
    serviceRoleKey,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pg.close();
    },
  };
}
