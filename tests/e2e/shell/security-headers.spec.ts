/**
 * The app's security headers, as a browser meets them: a Content-Security-Policy that the whole
 * app (landing, sign-in, the remotes on /home, realtime) runs under without one violation, no
 * framing by another site, no sniffing, a referrer policy, no source maps for the asking, and a
 * malformed path answered 400 rather than 500.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { e2eBackend } from '../../support/backend';
import { signInWithForm } from '../auth/auth-page';
import { test } from '../signed-in';

/** Every CSP violation the page reports, across navigations. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources];
  }));
}

test('every page and file carries the security headers, and the policy names exactly what the app reaches', async ({ request }) => {
  const backend = new URL(e2eBackend().url).origin;
  for (const path of ['/', '/landing', '/home', '/login', '/remotes.json', '/mf/mf-auth/remoteEntry.js', '/no-such-file.js']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const policy = directives(headers['content-security-policy']);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('connect-src'), path).toEqual(["'self'", backend, backend.replace(/^http/, 'ws')]);
    expect(policy.get('img-src'), path).toEqual(["'self'", backend]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts.slice(0, 2), path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Inline scripts only by their hash: never 'unsafe-inline' or 'unsafe-eval'.
    expect(scripts.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)), path).toBe(true);
  }
});

test('the landing, sign-in and home with its remotes run under the policy without a violation', async ({ page, newLearner }) => {
  // Signs in, then walks four pages: more than one page's time on a busy machine.
  test.setTimeout(90_000);
  const violations = await collectViolations(page);
  const learner = newLearner;
  await page.goto('/');
  // The prerendered landing's own inline script (allowed by its hash) flips a result card.
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.getByRole('button', { name: '54% retention' }).click();
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
  await page.goto('/login');
  await signInWithForm(page, learner);
  await expect(page).toHaveURL(/\/home$/);
  // Cards from two remotes, loaded through the federation runtime, with the learner's data.
  await expect(page.getByRole('link', { name: /Start New Session/ })).toContainText('(0/2 today)');
  await expect(page.getByTestId('display-name')).toHaveText('Maya Lin');
  await page.reload();
  await expect(page.getByRole('link', { name: /Start New Session/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Maya Lin');
  expect(violations).toEqual([]);
});

test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
  // Another origin on this machine (another port), so the browser lets it reach the app at all.
  const framer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>Framer</title><iframe src="${baseURL}/login" title="app"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const framed = page.waitForResponse(`${baseURL}/login`);
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    // The app answered the frame's request, and the browser refused to show the answer there.
    expect((await framed).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('load');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  } finally {
    framer.close();
  }
});

test('a malformed path is a 400 and source maps are not served', async ({ request }) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  expect((await request.get('/mf/mf-auth/%E0%A4%A')).status()).toBe(400);
  expect((await request.get('/%00')).status()).toBe(400);
  const page = await (await request.get('/home')).text();
  const [, script] = /<script[^>]*src="([^"]+\.js)"/.exec(page) ?? /"(\/main\.[0-9a-f]+\.js)"/.exec(page) ?? [];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).status()).toBe(200);
  const map = await request.get(`${script}.map`);
  expect(map.status()).toBe(404);
  expect((await request.get('/mf/mf-auth/remoteEntry.js.map')).status()).toBe(404);
});
