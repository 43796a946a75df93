// What npm start and npm run dev say when a port is taken or not a port: one sentence that names the
// port and the variable that moves it, before anything is installed or built.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = (name: string) => fileURLToPath(new URL(`./${name}.mjs`, import.meta.url));

let held: Server;
let busy: number;
let free: number;

const listening = (port = 0, host = '127.0.0.1') =>
  new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(port, host, () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as { port: number }).port;

beforeAll(async () => {
  held = await listening();
  busy = portOf(held);
  const probe = await listening();
  free = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => held.close(resolve)));

/** Runs the script as npm would, and what it printed. */
function run(name: string, env: Record<string, string>) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script(name)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status, stdout, stderr: stderr.trim() };
}

describe('npm start', () => {
  it("says which port is busy and how to choose another when the app's port is taken", () => {
    const { status, stdout, stderr } = run('start', { PORT: String(busy), AAYRA_BACKEND_PORT: String(free) });
    expect(status).toBe(1);
    expect(stderr).toBe(
      `Port ${busy} is already in use, so Aayra's app server cannot listen on it: stop the program using it, or choose another port with PORT=${busy + 1} npm start.`,
    );
    // Told before the install step and the builds, not a minute later.
    expect(stdout).toBe('');
  });

  it("says so for the local backend's port, naming AAYRA_BACKEND_PORT", () => {
    const { status, stdout, stderr } = run('start', { PORT: String(free), AAYRA_BACKEND_PORT: String(busy) });
    expect(status).toBe(1);
    expect(stderr).toBe(
      `Port ${busy} is already in use, so the local backend cannot listen on it: stop the program using it, or choose another port with AAYRA_BACKEND_PORT=${busy + 1} npm start.`,
    );
    expect(stdout).toBe('');
  });

  it('refuses a port that is not one, in a sentence', () => {
    for (const value of ['eighty', '70000', '0', '80.5']) {
      const { status, stderr } = run('start', { PORT: value, AAYRA_BACKEND_PORT: String(busy) });
      expect(status).toBe(1);
      expect(stderr).toBe(`PORT=${value} is not a port: give a whole number from 1 to 65535, e.g. PORT=4173.`);
    }
  });
});

describe('npm run dev', () => {
  it("says which port is busy when the local backend's port is taken", () => {
    const { status, stderr } = run('dev', { AAYRA_BACKEND_PORT: String(busy) });
    expect(status).toBe(1);
    expect(stderr).toBe(
      `Port ${busy} is already in use, so the local backend cannot listen on it: stop the program using it, or choose another port with AAYRA_BACKEND_PORT=${busy + 1} npm run dev.`,
    );
  });
});
