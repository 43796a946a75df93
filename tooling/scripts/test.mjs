// npm test: every check of the workspace, then one line totalling them all.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildApps } from './build-apps.mjs';
import { findBrowser } from './find-browser.mjs';
import { installDependencies, runPnpm, run, workspaceRoot } from './run.mjs';
import { conformanceCoverage } from './conformance-coverage.mjs';

const reports = join(workspaceRoot, '.aayra/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function record(name, { passed = 0, failed = 0, skipped = 0 }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** A check that is one command: it passes or fails as a whole. */
async function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { code } = await (command === 'pnpm' ? runPnpm(args) : run(command, args));
  record(name, code === 0 ? { passed: 1 } : { failed: 1 });
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function playwrightCounts(report) {
  const stats = report?.stats;
  return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped } : { failed: 1 };
}

/** A runner that exited with an error must count as failed even if its report shows no failure. */
function withExitCode(counts, code) {
  return code !== 0 && !counts.failed ? { ...counts, failed: 1 } : counts;
}

/** Free loopback ports for the end-to-end run, held together while picked so they differ. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(server));
      }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

// What the local stack does with each of the Supabase client libraries' official server behaviours
// (as Supabase does, refused loudly, fails, not covered), in the summary; a test naming a
// behaviour the official suites do not have fails the check.
function conformanceSummary(report) {
  if (!report) return;
  const { lines: coverage, unknown } = conformanceCoverage(report);
  for (const name of unknown) console.log(`not an official behaviour: ${name}`);
  record('conformance tests name official behaviours', unknown.length ? { failed: 1 } : { passed: 1 });
  lines.push(...coverage);
}

function vitestCounts(report) {
  if (!report) return { failed: 1 };
  // A test file that cannot even load has no failed test: count it, or the run would look green.
  const unloadable = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloadable,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

await installDependencies();
const browser = findBrowser();
console.log(`Browser for end-to-end tests: ${browser}`);

await check('types', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
await check('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
if (existsSync(join(workspaceRoot, 'supabase/scripts/gen-types.mjs'))) {
  await check('database types match the schema', 'node', ['supabase/scripts/gen-types.mjs', '--check']);
}

console.log('\n▶ builds');
const builds = await buildApps();
for (const { folder, ok, seconds, output } of builds) {
  console.log(`${ok ? 'built ' : 'FAILED'} ${folder} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(output);
  record(`build ${folder}`, ok ? { passed: 1 } : { failed: 1 });
}
await check('Storybook build', 'pnpm', ['--filter', '@aayra/design-system', 'build-storybook']);

console.log('\n▶ unit, component, database and contract tests (vitest)');
const vitestReport = join(reports, 'vitest.json');
const vitestRun = await runPnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
record('vitest', withExitCode(vitestCounts(readJson(vitestReport)), vitestRun.code));
conformanceSummary(readJson(vitestReport));

console.log('\n▶ end-to-end tests (Playwright, Chromium)');
if (builds.every((build) => build.ok)) {
  const playwrightReport = join(reports, 'playwright.json');
  // A server left running by another run cannot collide with this one.
  const [appPort, backendPort, storybookPort] = await freePorts(3);
  const playwrightRun = await runPnpm(['exec', 'playwright', 'test'], {
    cwd: join(workspaceRoot, 'tests'),
    env: {
      CHROME_PATH: browser,
      AAYRA_E2E_PORT: String(appPort),
      AAYRA_E2E_BACKEND_PORT: String(backendPort),
      AAYRA_E2E_STORYBOOK_PORT: String(storybookPort),
    },
  });
  record('playwright', withExitCode(playwrightCounts(readJson(playwrightReport)), playwrightRun.code));
} else {
  record('playwright (apps did not build)', { failed: 1 });
}

// Alone, after the rest: it installs and builds a clone of its own on the same two cores.
console.log('\n▶ npm start from a fresh clone (Playwright, Chromium)');
const freshCloneRun = await runPnpm(['exec', 'playwright', 'test', '--config', 'playwright.start.config.ts'], {
  cwd: join(workspaceRoot, 'tests'),
  env: { CHROME_PATH: browser },
});
record('npm start from a fresh clone', withExitCode(playwrightCounts(readJson(join(reports, 'fresh-clone.json'))), freshCloneRun.code));

console.log(`\n${lines.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
