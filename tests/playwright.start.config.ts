import { defineConfig } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../tooling/scripts/find-browser.mjs';

// npm start as a newcomer runs it, from a fresh clone (start/). Apart from the other end-to-end
// tests, which serve this tree's own build: it installs and builds a whole clone of its own, so
// npm test runs it alone, after them, where its two cores are its own.
export default defineConfig({
  testDir: './start',
  outputDir: '../.aayra/test-results-start',
  workers: 1,
  retries: 0,
  timeout: 10 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.aayra/reports/fresh-clone.json' }]],
  use: {
    launchOptions: { executablePath: findBrowser(), args: chromiumArgs },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
});
