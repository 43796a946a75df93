import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerToken, startTestStack, type TestStack } from '../realtime/test-stack';
import { createFunctionsArea } from './index';
import { readSchedules, runScheduledFunction } from './schedules';

const FIXTURES: Record<string, string> = {
  '_shared/greeting.ts': `export const greeting = (name: string): string => 'Hello ' + name;`,
  'hello/index.ts': `
    import { createClient } from 'npm:@supabase/supabase-js@2';
    import { greeting } from '../_shared/greeting.ts';
    Deno.serve(async (req: Request) => {
      const body = req.method === 'POST' ? await req.json() : null;
      return new Response(JSON.stringify({
        greeting: greeting(body?.name ?? 'nobody'),
        method: req.method,
        path: new URL(req.url).pathname,
        search: new URL(req.url).search,
        authorization: req.headers.get('authorization'),
        secret: Deno.env.get('STUDY_SECRET') ?? null,
        url: Deno.env.get('SUPABASE_URL'),
        hasClient: typeof createClient('http://127.0.0.1:1', 'key').functions.invoke === 'function',
      }), { headers: { 'Content-Type': 'application/json' } });
    });`,
  'teapot/index.ts': `Deno.serve(() => new Response(JSON.stringify({ error: 'short and stout' }), { status: 418, headers: { 'Content-Type': 'application/json' } }));`,
  'throws/index.ts': `Deno.serve(async () => { throw new Error('broken on purpose'); });`,
  'hangs/index.ts': `Deno.serve(() => new Promise<Response>(() => {}));`,
  'old-style/index.ts': `
    import { serve } from 'https://deno.land/std@0.168.0/http/server.ts';
    serve(() => new Response('served'));`,
  'never-serves/index.ts': `export const nothing = 1;`,
  'daily-notifications/index.ts': `
    export const schedule = '0 7 * * *';
    Deno.serve(async (req: Request) => {
      const { scheduled_at } = await req.json();
      const asServiceRole = req.headers.get('authorization') === 'Bearer ' + Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
      return new Response(null, { status: scheduled_at && asServiceRole ? 204 : 400 });
    });`,
  'public/index.ts': `Deno.serve(() => new Response('open'));`,
  '.env': `STUDY_SECRET="focus"\n# a comment\n`,
  '../config.toml': `[functions.public]\nverify_jwt = false\n`,
};

// Node 20 has no WebSocket global; supabase-js wants one even when only functions are used.
const realtime = { transport: WebSocket as never };
let root: string;
let stack: TestStack;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aayra-functions-test-'));
  const functionsDir = join(root, 'functions');
  for (const [path, text] of Object.entries(FIXTURES)) {
    const file = join(functionsDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  process.env.AAYRA_FUNCTION_TIMEOUT_MS = '500';
  stack = await startTestStack({ functionsDir, areas: (ctx) => [{ prefix: '/functions/v1', area: createFunctionsArea(ctx, (line) => console.error(line)) }] });
}, 60_000);

afterAll(async () => {
  delete process.env.AAYRA_FUNCTION_TIMEOUT_MS;
  await stack?.close();
  await rm(root, { recursive: true, force: true });
});

function call(name: string, init: RequestInit = {}, token = stack.anonKey) {
  return fetch(`${stack.url}/functions/v1/${name}`, {
    ...init,
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
  });
}

describe('functions through supabase-js', () => {
  it('runs a Deno.serve handler with the caller forwarded, its env and mapped imports', async () => {
    const token = await learnerToken('7d8b0a52-0000-4000-8000-000000000001');
    const client = createClient(stack.url, stack.anonKey, { accessToken: async () => token, realtime });
    const { data, error } = await client.functions.invoke('hello', { body: { name: 'Asha' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      greeting: 'Hello Asha',
      method: 'POST',
      path: '/hello',
      search: '',
      authorization: `Bearer ${token}`,
      secret: 'focus',
      url: stack.url,
      hasClient: true,
    });
  });

  it('keeps a non-2xx answer non-2xx', async () => {
    const client = createClient(stack.url, stack.anonKey, { realtime });
    const { data, error } = await client.functions.invoke('teapot');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ error: 'short and stout' });
  });
});

describe('function runtime', () => {
  it('answers 500 JSON when a handler throws, and keeps serving', async () => {
    const response = await call('throws', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
    expect((await call('hello?x=1')).status).toBe(200);
  });

  it('gives a hanging function a timeout', async () => {
    const response = await call('hangs');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'WORKER_TIMEOUT' });
  });

  it('passes the path after the name and the query string', async () => {
    const response = await call('hello/sub/path?week=3');
    expect(await response.json()).toMatchObject({ path: '/hello/sub/path', search: '?week=3' });
  });

  it('supports the std serve of older templates', async () => {
    expect(await (await call('old-style')).text()).toBe('served');
  });

  it('reports a function that never calls Deno.serve as a boot error', async () => {
    expect((await call('never-serves')).status).toBe(503);
  });

  it('answers 404 for an unknown function or a shared folder', async () => {
    expect((await call('missing')).status).toBe(404);
    expect((await call('_shared')).status).toBe(404);
  });

  it('checks the JWT unless config.toml turns it off', async () => {
    const unsigned = await fetch(`${stack.url}/functions/v1/hello`);
    expect(unsigned.status).toBe(401);
    expect((await call('hello', {}, 'forged.token.value')).status).toBe(401);
    expect(await (await fetch(`${stack.url}/functions/v1/public`)).text()).toBe('open');
  });

  it('reloads a function when its source changes', async () => {
    const file = join(root, 'functions', 'public', 'index.ts');
    await writeFile(file, `Deno.serve(() => new Response('changed'));`);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(await (await call('public')).text()).toBe('changed');
  });
});

describe('scheduled functions', () => {
  it('reads schedules from the functions and calls them as the service role', async () => {
    expect(await readSchedules(stack.ctx.config.functionsDir)).toEqual([
      { name: 'daily-notifications', schedule: '0 7 * * *' },
    ]);
    expect(await runScheduledFunction(stack.ctx, 'daily-notifications', new Date())).toBe(204);
  });
});
