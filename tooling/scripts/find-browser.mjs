// Finds a Chromium for the browser tests: CHROME_PATH, Playwright's own, or Debian's package,
// installed when missing and we may (root). Playwright never downloads a browser here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const debianChromium = '/usr/bin/chromium';

function playwrightsOwn() {
  try {
    const require = createRequire(new URL('../../tests/package.json', import.meta.url));
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findBrowser({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    return process.env.CHROME_PATH;
  }
  const own = playwrightsOwn();
  if (own) return own;
  if (existsSync(debianChromium)) return debianChromium;
  if (install && process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian packages...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(debianChromium)) return debianChromium;
  }
  throw new Error(
    'No Chromium found: set CHROME_PATH, run `npx playwright install chromium`, or install Debian\'s chromium.',
  );
}

/** Flags for a closed network: without them Chromium floods it with background connections. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone that plays a test tone and needs no permission prompt, for voice recordings.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
