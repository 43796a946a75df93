/**
 * What a request tells the database besides its caller, as PostgREST does on a hosted project:
 * request.headers, request.method and request.path, set in the request's own transaction, for
 * functions, reads and writes alike, on PGlite and PostgreSQL 15. The shared-link limit reads the
 * caller's address from request.headers.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../db/database';
import { createPostgresTemplate, dropPostgresDatabase } from '../db/fresh-database';
import { openPglite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { prepareDatabase } from '../db/prepare-database';
import { serveStack, type LocalStack } from '../server/serve-stack';
import { requestSettings } from './request-settings';

const POSTGRES15 = new URL('../../../tooling/scripts/postgres15.mjs', import.meta.url).href;
interface Postgres15 {
  url: string;
  stop(): Promise<void>;
}

// A function, a view and a column default that read the request's settings, as a project's own
// SQL reads them.
const READERS = `
  create function public.request_setting(name text) returns text
    language sql stable as $$ select current_setting(name, true) $$;
  create function public.request_header_written(name text) returns text
    language plpgsql volatile as $$ begin return current_setting('request.headers', true)::json ->> name; end $$;
  grant execute on function public.request_setting(text), public.request_header_written(text) to anon;
  create view public.request_seen with (security_invoker) as
    select current_setting('request.method', true) as method,
           current_setting('request.path', true) as path,
           current_setting('request.headers', true)::json ->> 'x-study-group' as study_group;
  grant select on public.request_seen to anon;
  create table public.request_notes (
    id bigint generated always as identity primary key,
    note text not null,
    study_group text default current_setting('request.headers', true)::json ->> 'x-study-group'
  );
  grant insert, select on public.request_notes to anon;
`;

const engines = ['pglite', 'postgres'] as const;

describe.each(engines)("the request's settings on %s", (engine) => {
  let postgres: Postgres15 | undefined;
  let databaseName: string | undefined;
  let db: Database;
  let stack: LocalStack;
  let group: SupabaseClient;
  const stateDir = mkdtempSync(join(tmpdir(), 'aayra-request-settings-'));

  beforeAll(async () => {
    if (engine === 'pglite') {
      db = await openPglite();
      await prepareDatabase(db, { seed: false });
    } else {
      const { startPostgres15 } = (await import(/* @vite-ignore */ POSTGRES15)) as { startPostgres15(): Promise<Postgres15> };
      postgres = await startPostgres15();
      databaseName = `aayra_request_settings_${Date.now()}`;
      db = await openPostgres(await createPostgresTemplate(postgres.url, { name: databaseName }));
    }
    await db.exec(READERS);
    stack = await serveStack(db, { port: 0, keyFile: join(stateDir, 'signing-key.json'), log: () => {} });
    group = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { 'X-Study-Group': 'Chemistry room 7' } },
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (postgres && databaseName) await dropPostgresDatabase(postgres.url, databaseName).catch(() => {});
    await postgres?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  /** Calls request_setting(name) with POST from a loopback address of our choosing, as a client there would. */
  function settingFrom(localAddress: string, name: string, headers: Record<string, string> = {}): Promise<string | null> {
    const body = JSON.stringify({ name });
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        `${stack.url}/rest/v1/rpc/request_setting`,
        {
          method: 'POST',
          localAddress,
          headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text) as string | null) : reject(new Error(`${res.statusCode}: ${text}`))));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  it("hands a function the request's headers, method and path, for a write (POST) and a read (GET)", async () => {
    const headers = await group.rpc('request_setting', { name: 'request.headers' });
    expect(headers.error).toBeNull();
    expect(JSON.parse(headers.data as string)).toMatchObject({ 'x-study-group': 'Chemistry room 7', apikey: stack.anonKey });
    expect((await group.rpc('request_setting', { name: 'request.method' })).data).toBe('POST');
    expect((await group.rpc('request_setting', { name: 'request.path' })).data).toBe('/rpc/request_setting');
    // A stable function called with GET reads in a read-only statement of its own: the settings are there too.
    const read = await group.rpc('request_setting', { name: 'request.method' }, { get: true });
    expect(read).toMatchObject({ error: null, data: 'GET' });
    const written = await group.rpc('request_header_written', { name: 'x-study-group' });
    expect(written).toMatchObject({ error: null, data: 'Chemistry room 7' });
  });

  it('hands them to reads and writes of tables and views', async () => {
    const seen = await group.from('request_seen').select('*').single();
    expect(seen).toMatchObject({ error: null, data: { method: 'GET', path: '/request_seen', study_group: 'Chemistry room 7' } });
    const note = await group.from('request_notes').insert({ note: 'Covalent bonds' }).select('note, study_group').single();
    expect(note).toMatchObject({ error: null, data: { note: 'Covalent bonds', study_group: 'Chemistry room 7' } });
  });

  it("states the client's address as a gateway does: X-Real-IP, and last in X-Forwarded-For after what the client claimed", async () => {
    const addressHeadersFrom = async (localAddress: string, headers?: Record<string, string>) => {
      const seen = JSON.parse((await settingFrom(localAddress, 'request.headers', headers))!) as Record<string, string>;
      return [seen['x-real-ip'], seen['x-forwarded-for'], seen['cf-connecting-ip']];
    };
    expect(await addressHeadersFrom('127.0.0.1')).toEqual(['127.0.0.1', '127.0.0.1', undefined]);
    expect(await addressHeadersFrom('127.0.4.9', { 'X-Forwarded-For': '203.0.113.8, 10.0.0.2', 'CF-Connecting-IP': '198.51.100.1' })).toEqual([
      '127.0.4.9',
      '203.0.113.8, 10.0.0.2, 127.0.4.9',
      undefined,
    ]);
    // A proxy on this machine says where its client came from.
    expect(await addressHeadersFrom('127.0.4.9', { 'X-Real-IP': '203.0.113.8' })).toEqual(['203.0.113.8', '203.0.113.8', undefined]);
  });

  it('keeps one request\'s settings out of the next one', async () => {
    const plain = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    for (let i = 0; i < 3; i++) {
      expect((await group.rpc('request_setting', { name: 'request.headers' })).data).toContain('Chemistry room 7');
      expect((await plain.rpc('request_setting', { name: 'request.headers' })).data).not.toContain('Chemistry room 7');
    }
    // Outside a request (a script, a scheduled job) there are none.
    const { rows } = await db.query<{ headers: string | null }>(`select nullif(current_setting('request.headers', true), '') as headers`);
    expect(rows[0]!.headers).toBeNull();
  });
});

describe('the address the stack vouches for', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({ method: 'POST', headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const stated = (req: IncomingMessage) => JSON.parse(requestSettings(req, '/rest/v1/rpc/shared_study_set')['request.headers']!) as Record<string, string>;

  it("never takes a remote client's word for its address", () => {
    const seen = stated(request('203.0.113.77', { 'x-real-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2', 'cf-connecting-ip': '198.51.100.3' }));
    expect([seen['x-real-ip'], seen['x-forwarded-for'], seen['cf-connecting-ip']]).toEqual(['203.0.113.77', '198.51.100.2, 203.0.113.77', undefined]);
  });

  it('reads an IPv4-mapped peer as plain IPv4, and ignores a stated address that is no address', () => {
    expect(stated(request('::ffff:127.0.0.1', { 'x-real-ip': 'somewhere' }))['x-real-ip']).toBe('127.0.0.1');
  });
});
