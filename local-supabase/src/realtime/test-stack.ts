/**
 * Test support shared by the realtime, functions and storage tests: the local database (PGlite,
 * with the platform bootstrap and the realtime trigger), an HTTP server mounting the areas under
 * test, and HS256 tokens. It stands in for the server core so each area can be tested on its
 * own; the contract suite runs the real stack.
 */
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { jwtVerify, SignJWT } from 'jose';
import { createCatalogCache } from '../catalog/catalog-cache';
import type { Caller } from '../db/database';
import { openPglite } from '../db/pglite-database';
import { readAsCaller, runAsCaller } from '../db/run-as-caller';
import type { ServerContext } from '../server/context';
import { attachHandlers, composeAreas, composeUpgrades, createHttpServer, type MountedArea, type Upgrades } from '../server/http-server';
import { createRootArea } from '../server/root-area';

const SECRET = new TextEncoder().encode('local-test-secret-that-is-long-enough-for-hs256');
const BOOTSTRAP = ['00-supabase-platform.sql', '20-realtime.sql'].map((name) =>
  fileURLToPath(new URL(`../../bootstrap/${name}`, import.meta.url)),
);

export function signToken(claims: Record<string, unknown>, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(SECRET);
}

export function learnerToken(userId: string, expiresIn = '1h'): Promise<string> {
  return signToken({ sub: userId, role: 'authenticated', aud: 'authenticated' }, expiresIn);
}

export interface TestStack {
  ctx: ServerContext;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export interface TestStackOptions {
  /** SQL run after the bootstrap (tables, policies, buckets). */
  schema?: string;
  /** The areas under test, made for the test stack's context. */
  areas: (ctx: ServerContext) => MountedArea[];
  /** Websocket upgrade routes by prefix, once the areas are made. */
  upgrades?: () => { prefix: string; upgrades: Upgrades }[];
  functionsDir?: string;
  storageDir?: string;
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  const db = await openPglite();
  for (const file of BOOTSTRAP) await db.exec(readFileSync(file, 'utf8'));
  if (options.schema) await db.exec(options.schema);
  const anonKey = await signToken({ role: 'anon' }, '10y');
  const serviceRoleKey = await signToken({ role: 'service_role' }, '10y');

  const verifyAccessToken = async (token: string): Promise<Caller> => {
    const { payload } = await jwtVerify(token, SECRET);
    const role = payload.role === 'authenticated' || payload.role === 'service_role' ? payload.role : 'anon';
    return { role, claims: payload as Record<string, unknown> };
  };
  const authenticate = async (headers: IncomingHttpHeaders): Promise<Caller> => {
    const bearer = /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
    const token = bearer ?? (typeof headers.apikey === 'string' ? headers.apikey : undefined);
    if (!token) throw new Error('No API key found in request');
    return verifyAccessToken(token);
  };
  const ctx: ServerContext = {
    db,
    catalog: createCatalogCache(db),
    authenticate,
    verifyAccessToken,
    runAsCaller: (caller, fn, searchPath) => runAsCaller(db, caller, fn, searchPath),
    readAsCaller: (caller, searchPath) => readAsCaller(db, caller, searchPath),
    config: {
      url: '',
      anonKey,
      serviceRoleKey,
      functionsDir: options.functionsDir ?? '',
      storageDir: options.storageDir ?? '',
      fileSizeLimit: 50 * 1024 * 1024,
    },
  };

  // Served as the real stack serves its areas: same composition, CORS and error handling.
  const log = (line: string) => console.error(line);
  const server = createHttpServer();
  const areas = composeAreas(options.areas(ctx), createRootArea(log));
  attachHandlers(server, areas, options.upgrades ? composeUpgrades(options.upgrades(), log) : undefined, log);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.config.url = url;
  return {
    ctx,
    url,
    anonKey,
    serviceRoleKey,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
