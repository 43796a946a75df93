// Stopping the stack while a page is still open: npm start stops it on SIGTERM with the learner's
// tab open, whose realtime socket only the stack itself can end. Before, stop() waited for the
// server to close before ending that socket, and never returned.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPglite } from '../db/pglite-database';
import { prepareDatabase } from '../db/prepare-database';
import { serveStack } from './serve-stack';

const stateDir = mkdtempSync(join(tmpdir(), 'aayra-stop-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

it('stops, and frees its port, while a client still holds a realtime socket and a kept-alive connection', async () => {
  const db = await openPglite();
  await prepareDatabase(db, { seed: false });
  const stack = await serveStack(db, { port: 0, keyFile: join(stateDir, 'signing-key.json'), log: () => {} });
  const port = Number(new URL(stack.url).port);

  const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const health = await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.anonKey, connection: 'keep-alive' } });
  expect(health.ok).toBe(true);

  const stopped = await Promise.race([stack.stop().then(() => true), new Promise((resolve) => setTimeout(resolve, 5_000, false))]);
  expect(stopped).toBe(true);
  await closed;
  const free = await new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  expect(free).toBe(true);
}, 60_000);
