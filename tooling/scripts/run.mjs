// Runs commands for the workspace scripts, and finds (or installs) pnpm for a fresh machine.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const pnpmMajor = '12';

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

export function runPnpm(args, options) {
  const [command, ...prefix] = ensurePnpm();
  return run(command, [...prefix, ...args], options);
}

export async function installDependencies() {
  const { code } = await runPnpm(['install', '--prefer-offline']);
  if (code !== 0) throw new Error('pnpm install failed.');
}
