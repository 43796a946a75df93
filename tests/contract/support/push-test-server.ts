import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../../support/free-port';

/** A browser's subscription as the push test server makes it (clientHash names it there). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushTestServer {
  origin: string;
  /** Subscribes a pretend browser with the server's VAPID public key, as pushManager.subscribe does. */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The messages this subscription received, decrypted by the push test server. */
  messages(clientHash: string): Promise<string[]>;
  /** Makes the subscription answer 410 from now on, as after a browser unsubscribes. */
  expire(clientHash: string): Promise<void>;
  stop(): Promise<void>;
}

async function post(url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The web-push-testing push service, in a process of its own on a free port: it checks each
 * push's VAPID signature against the key the subscription was made with, decrypts the message
 * with the subscription's private key, and keeps it for messages().
 */
export async function startPushTestServer(): Promise<PushTestServer> {
  const require = createRequire(import.meta.url);
  const serverScript = join(
    dirname(require.resolve('web-push-testing/package.json')),
    'src/bin/server.js',
  );
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverScript, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server running')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`The push test server stopped (exit ${code}): ${output}`)),
    );
  });

  return {
    origin,
    async subscribe(applicationServerKey) {
      const response = await post(`${origin}/subscribe`, {
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: TestSubscription }).data;
    },
    async messages(clientHash) {
      const response = await post(`${origin}/get-notifications`, { clientHash });
      if (!response.ok)
        throw new Error(`get-notifications: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { messages: string[] } }).data.messages;
    },
    async expire(clientHash) {
      const response = await post(`${origin}/expire-subscription/${clientHash}`);
      if (!response.ok)
        throw new Error(`expire-subscription: ${response.status} ${await response.text()}`);
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
