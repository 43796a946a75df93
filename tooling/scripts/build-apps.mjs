// Builds apps with each one's own build script, in its folder as its team would, two at a time
// (two cores). The shell's script also prerenders the landing page.
import { join } from 'node:path';
import { apps } from '../apps.mjs';
import { buildPlan, recordBuilds } from './build-record.mjs';
import { runPnpm, workspaceRoot } from './run.mjs';

/**
 * @param {string[]} [folders]
 * @param {{ parallel?: number, env?: Record<string, string>, progress?: (line: string) => void }} [options]
 *   progress: told when each build starts and ends (npm start's builds take about a minute)
 * @returns {Promise<{ folder: string, ok: boolean, seconds: number, output: string }[]>}
 */
export async function buildApps(folders = apps.map((app) => app.folder), { parallel = 2, env = {}, progress } = {}) {
  const queue = [...folders];
  const results = [];
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      const started = performance.now();
      progress?.(`  building ${folder}...`);
      const { code, output } = await runPnpm(['run', 'build'], {
        cwd: join(workspaceRoot, folder),
        env: { NODE_ENV: 'production', ...env },
        quiet: true,
      });
      const result = { folder, ok: code === 0, seconds: (performance.now() - started) / 1000, output };
      progress?.(`  ${result.ok ? 'built ' : 'FAILED'} ${folder} in ${result.seconds.toFixed(1)} s`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return folders.map((folder) => results.find((result) => result.folder === folder));
}

/**
 * Builds the apps whose files changed since their last build (every app with all), says why each
 * one is built or not, and records each build that succeeds (build-record.mjs).
 * @param {{ all?: boolean, progress?: (line: string) => void }} [options]
 */
export async function buildChangedApps({ all = false, progress = console.log } = {}) {
  const plan = buildPlan();
  const toBuild = plan.filter((app) => all || app.reason);
  if (!all) {
    for (const { folder, reason } of plan) {
      progress(reason ? `  ${folder} is to be built: ${reason}` : `  ${folder} is up to date: no file it is built from changed since its last build`);
    }
  }
  const results = await buildApps(toBuild.map((app) => app.folder), { progress });
  recordBuilds(toBuild.filter(({ folder }) => results.find((result) => result.folder === folder)?.ok));
  return results;
}
