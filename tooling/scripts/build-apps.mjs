// Builds apps with each one's own build script, in its folder as its team would, two at a time
// (two cores). The shell's script also prerenders the landing page.
import { join } from 'node:path';
import { apps } from '../apps.mjs';
import { runPnpm, workspaceRoot } from './run.mjs';

/** @returns {Promise<{ folder: string, ok: boolean, seconds: number, output: string }[]>} */
export async function buildApps(folders = apps.map((app) => app.folder), { parallel = 2, env = {} } = {}) {
  const queue = [...folders];
  const results = [];
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      const started = performance.now();
      const { code, output } = await runPnpm(['run', 'build'], {
        cwd: join(workspaceRoot, folder),
        env: { NODE_ENV: 'production', ...env },
        quiet: true,
      });
      results.push({ folder, ok: code === 0, seconds: (performance.now() - started) / 1000, output });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return folders.map((folder) => results.find((result) => result.folder === folder));
}
