import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

export const CLI = fileURLToPath(new URL('../../../local-supabase/bin/aayra-supabase.mjs', import.meta.url));

export interface SpawnedStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  outbox: string;
  child: ChildProcess;
  /** Everything the stack printed after its start line (recovery links, errors). */
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The stack as developers run it: its own process, started by the CLI, on a free port. */
export function spawnStack(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<SpawnedStack> {
  const child = spawn(process.execPath, [CLI, 'start', '--json', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output: string[] = [];
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });
  return new Promise((resolve, reject) => {
    let started = false;
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!started && line.startsWith('{')) {
        started = true;
        resolve({ ...(JSON.parse(line) as Omit<SpawnedStack, 'child' | 'output' | 'stop'>), child, output, stop });
      } else output.push(line);
    });
    child.once('exit', (code) => {
      if (!started) reject(new Error(`The local stack stopped before it started (exit ${code}):\n${output.join('\n')}`));
    });
  });
}
