import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../tooling/scripts/find-browser.mjs';
import { e2eBackendPort, e2ePort, e2eStorybookPort } from './support/e2e-dir.mjs';

// Test workers inherit these, so they read the same run's backend.json.
process.env.AAYRA_E2E_PORT = String(e2ePort);
process.env.AAYRA_E2E_BACKEND_PORT = String(e2eBackendPort);
const baseURL = `http://127.0.0.1:${e2ePort}`;

// The design system's built Storybook, whose every story the storybook project renders.
const storybookDir = fileURLToPath(new URL('../design-system/storybook-static', import.meta.url));
const storybookBuilt = existsSync(`${storybookDir}/index.json`);
const storybookSpecs = /storybook-(stories|docs|visual)\.spec\.ts/;
process.env.AAYRA_STORYBOOK_URL = `http://127.0.0.1:${e2eStorybookPort}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../.aayra/test-results',
  fullyParallel: true,
  // Two workers everywhere, as CI runs them: most of a test is waiting (bcrypt, the network, a
  // browser rendering), so the two cores stay busy and npm test keeps within its 30 minutes.
  workers: 2,
  retries: 0,
  // Most tests sign learners up through the real auth API (bcrypt) and drive a real Chromium; with
  // two workers on a two-core machine a 15 s test can take twice as long.
  timeout: 60_000,
  // A page's data can take several seconds to arrive while the other worker reads a picture's text
  // (OCR) or builds a study set on the same two cores.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.aayra/reports/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: findBrowser(), args: chromiumArgs },
    trace: 'retain-on-failure',
    // The app's service worker answers its page's requests itself, where page.route cannot see
    // them; the specs about the worker (offline, notifications) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'app', testIgnore: [/redeploy\.spec\.ts/, storybookSpecs] },
    // Only where the design system's Storybook has been built (npm test always builds it).
    ...(storybookBuilt
      ? [
          {
            name: 'storybook',
            testMatch: storybookSpecs,
            // One accepted picture per story and theme, shared by every spec that compares them.
            snapshotPathTemplate: '{testDir}/storybook-visual/{arg}{ext}',
          },
        ]
      : []),
    // Rebuilds a remote while it runs, so it waits for every other test to finish.
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts/, dependencies: ['app'] },
  ],
  webServer: [
    {
      command: 'node support/serve-e2e.mjs',
      url: `${baseURL}/remotes.json`,
      // A server left by another run would serve another build and another database.
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 120_000,
    },
    ...(storybookBuilt
      ? [
          {
            command: `node ../tooling/scripts/serve-static.mjs --dir ${storybookDir} --port ${e2eStorybookPort}`,
            url: `${process.env.AAYRA_STORYBOOK_URL}/index.json`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
