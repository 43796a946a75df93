import { defineConfig } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../tooling/scripts/find-browser.mjs';

const port = Number(process.env.AAYRA_E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../.aayra/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../.aayra/reports/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: findBrowser(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'app', testIgnore: /redeploy\.spec\.ts/ },
    // Rebuilds a remote while it runs, so it waits for every other test to finish.
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts/, dependencies: ['app'] },
  ],
  webServer: {
    command: `node support/serve-e2e.mjs --port ${port}`,
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    timeout: 120_000,
  },
});
