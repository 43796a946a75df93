import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerToken, startTestStack, type TestStack } from '../realtime/test-stack';
import { createFunctionsArea } from './index';

// Functions served by Deno (AAYRA_FUNCTIONS_RUNTIME=deno) answer as the in-process ones do
// (functions.test.ts); the project's own functions are checked on Deno by the contract suite.
const FIXTURES: Record<string, string> = {
  '_shared/greeting.ts': `export const greeting = (name: string): string => 'Hello ' + name;`,
  'hello/index.ts': `
    import { greeting } from '../_shared/greeting.ts';
    Deno.serve(async (req: Request) => {
      const body = req.method === 'POST' ? await req.json() : null;
      return Response.json({
        greeting: greeting(body?.name ?? 'nobody'),
        method: req.method,
        url: req.url,
        authorization: req.headers.get('authorization'),
        secret: Deno.env.get('STUDY_SECRET') ?? null,
        supabaseUrl: Deno.env.get('SUPABASE_URL'),
        runtime: typeof Deno.version?.deno,
      }, { headers: { 'x-study': 'kept' } });
    });`,
  'stream/index.ts': `
    Deno.serve(() => new Response(new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\\n\\n'));
        controller.enqueue(new TextEncoder().encode('data: two\\n\\n'));
        controller.close();
      },
    }), { status: 202, headers: { 'Content-Type': 'text/event-stream' } }));`,
  'throws/index.ts': `Deno.serve(async () => { throw new Error('broken on purpose'); });`,
  'hangs/index.ts': `Deno.serve(() => new Promise<Response>(() => {}));`,
  'never-serves/index.ts': `export const nothing = 1;`,
  'public/index.ts': `Deno.serve(() => new Response('open'));`,
  '.env': `STUDY_SECRET="focus"\n`,
  '../config.toml': `[functions.public]\nverify_jwt = false\n[functions.stream]\nverify_jwt = false\n`,
};

let root: string;
let stack: TestStack;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aayra-deno-functions-test-'));
  const functionsDir = join(root, 'functions');
  for (const [path, text] of Object.entries(FIXTURES)) {
    const file = join(functionsDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  process.env.AAYRA_FUNCTION_TIMEOUT_MS = '3000';
  process.env.AAYRA_FUNCTIONS_RUNTIME = 'deno';
  stack = await startTestStack({ functionsDir, areas: (ctx) => [{ prefix: '/functions/v1', area: createFunctionsArea(ctx, (line) => console.error(line)) }] });
}, 60_000);

afterAll(async () => {
  delete process.env.AAYRA_FUNCTION_TIMEOUT_MS;
  delete process.env.AAYRA_FUNCTIONS_RUNTIME;
  await stack?.close();
  await rm(root, { recursive: true, force: true });
});

function call(name: string, init: RequestInit = {}, token = stack.anonKey) {
  return fetch(`${stack.url}/functions/v1/${name}`, {
    ...init,
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
  });
}

describe('functions served by Deno', () => {
  it('runs the handler in Deno with the caller, its env, the path and query as on hosted', async () => {
    const token = await learnerToken('7d8b0a52-0000-4000-8000-000000000002');
    const response = await call('hello/sub?week=3', { method: 'POST', body: JSON.stringify({ name: 'Asha' }), headers: { 'Content-Type': 'application/json' } }, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-study')).toBe('kept');
    expect(await response.json()).toEqual({
      greeting: 'Hello Asha',
      method: 'POST',
      url: `${stack.url}/hello/sub?week=3`,
      authorization: `Bearer ${token}`,
      secret: 'focus',
      supabaseUrl: stack.url,
      runtime: 'string',
    });
  });

  it('relays a streamed answer with its status', async () => {
    const response = await call('stream');
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n');
  });

  it('answers 500 JSON when a handler throws, and keeps serving', async () => {
    const response = await call('throws', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
    expect((await call('throws')).status).toBe(500);
    expect((await call('hello')).status).toBe(200);
  });

  it('gives a hanging function a timeout', async () => {
    const response = await call('hangs');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'WORKER_TIMEOUT' });
  });

  it('reports a function that never calls Deno.serve as a boot error', async () => {
    const response = await call('never-serves');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'BOOT_ERROR' });
  });

  it('checks the JWT unless config.toml turns it off', async () => {
    expect((await fetch(`${stack.url}/functions/v1/hello`)).status).toBe(401);
    expect(await (await fetch(`${stack.url}/functions/v1/public`)).text()).toBe('open');
  });

  it('starts a new process when a source file changes', async () => {
    expect(await (await call('public')).text()).toBe('open');
    const file = join(root, 'functions', 'public', 'index.ts');
    await writeFile(file, `Deno.serve(() => new Response('changed'));`);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(await (await call('public')).text()).toBe('changed');
  });
});
