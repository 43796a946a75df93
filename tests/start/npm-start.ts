// npm start run as a newcomer runs it, in a folder of its own: its output, the URL it prints, and a
// look at what it left running once it was stopped.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter } from 'node:path';

export interface RunningStart {
  url: string;
  /** Seconds from the command to the printed URL. */
  seconds: number;
  output(): string;
  /** Ctrl+C in its terminal: SIGINT to the whole foreground process group. */
  pressCtrlC(): Promise<void>;
  /** What a process manager does: SIGTERM to npm alone. */
  terminateNpm(): Promise<void>;
}

/**
 * The environment of a person's terminal: none of the variables npm, pnpm and Playwright set for
 * npm test, and no folder of this workspace's packages on the PATH. pnpm's shims set NODE_PATH to
 * the workspace's packages, through which the clone would find what it has not installed.
 */
function terminalEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|PNPM_|PLAYWRIGHT|PW_|TEST_|AAYRA_|NODE_OPTIONS$|NODE_PATH$|INIT_CWD$|CHROME_PATH$|DATABASE_URL$)/.test(key),
    ),
  );
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => !folder.includes('node_modules'))
    .join(delimiter);
  return { ...env, ...extra };
}

/** Runs `npm start` in the folder and resolves once it has printed the app's URL. */
export function npmStart(folder: string, { port, backendPort }: { port: number; backendPort: number }): Promise<RunningStart> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: folder,
    env: terminalEnvironment({ PORT: String(port), AAYRA_BACKEND_PORT: String(backendPort) }),
    // A process group of its own, as a terminal gives the command it runs.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stopped = async () => {
    const code = await exited;
    output += `\n[npm start exited with ${code}]\n`;
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /Aayra is running: (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', read);
      child.stdout.on('data', (more: Buffer) => (output += more));
      resolve({
        url,
        seconds: (performance.now() - started) / 1000,
        output: () => output,
        pressCtrlC: () => (process.kill(-child.pid!, 'SIGINT'), stopped()),
        terminateNpm: () => (child.kill('SIGTERM'), stopped()),
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`npm start exited with ${code} before printing its URL:\n${output}`)));
  });
}

/** Every process whose working folder or command line is inside the folder, as "pid command". */
export function processesIn(folder: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      let cwd = '';
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // A process of another user, or one that has just ended.
      }
      if (cwd === folder || cwd.startsWith(`${folder}/`) || command.includes(folder)) found.push(`${pid} ${command}`);
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** Whether a program could listen on the port now. */
export function portIsFree(port: number, host = '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
