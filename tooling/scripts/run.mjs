// Runs commands for the workspace scripts, and finds (or installs) pnpm for a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const pnpmMajor = '12';

/** A problem the scripts tell the person at the terminal in a sentence, with no stack trace. */
export class ClearError extends Error {}

/** Runs a script's main part: a ClearError ends it with its sentence alone and exit code 1. */
export async function runScript(main) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof ClearError)) throw error;
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}

function works(command, args) {
  return spawnSync(command, args, { stdio: 'ignore', shell: false }).status === 0;
}

let pnpm;
/** The pnpm command: the one on PATH, else installed with npm, else run through npx. */
export function ensurePnpm() {
  if (pnpm) return pnpm;
  if (works('pnpm', ['--version'])) return (pnpm = ['pnpm']);
  console.log(`Installing pnpm ${pnpmMajor} with npm...`);
  if (works('npm', ['install', '--global', `pnpm@${pnpmMajor}`]) && works('pnpm', ['--version'])) {
    return (pnpm = ['pnpm']);
  }
  return (pnpm = ['npx', '--yes', `pnpm@${pnpmMajor}`]);
}

/** Runs a command to its end; resolves with its exit code (never rejects). */
export function run(command, args, { cwd = workspaceRoot, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Calls stop once on Ctrl+C, SIGTERM or SIGHUP, or once the process that started this one has
 * ended: npm runs a script under `sh -c`, and a SIGTERM to npm ends that shell without passing the
 * signal on, which would leave the servers running with nobody to stop them.
 * @param {() => Promise<void>} stop
 */
export function onStopRequest(stop) {
  const parent = process.ppid;
  let stopping = false;
  const stopOnce = () => {
    if (stopping) return;
    stopping = true;
    stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopOnce);
  setInterval(() => process.ppid !== parent && stopOnce(), 1000).unref();
}

export function runPnpm(args, options) {
  const [command, ...prefix] = ensurePnpm();
  return run(command, [...prefix, ...args], options);
}

export async function installDependencies() {
  const { code } = await runPnpm(['install', '--prefer-offline']);
  if (code !== 0) throw new ClearError('pnpm install failed: its own messages above say why.');
}
