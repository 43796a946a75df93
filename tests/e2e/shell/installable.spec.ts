/**
 * Aayra installs as an app: every page names the web app manifest, Chromium finds nothing in it
 * that stops an install, and the icons it and the notifications name are images of their sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type BrowserType, type LaunchOptions } from '@playwright/test';
import { signInPage } from '../../support/learners';
import { test } from '../signed-in';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** A PNG's width and height from its header; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A browser profile of its own: Chromium offers no install in a private (incognito) window, which
 * is what a test's usual context is. `flags` are added to the launch options' own.
 */
async function withInstallableBrowser(
  { playwright, baseURL, launchOptions }: { playwright: { chromium: BrowserType }; baseURL: string | undefined; launchOptions: LaunchOptions },
  run: (context: BrowserContext) => Promise<void>,
  flags: string[] = [],
) {
  const profile = mkdtempSync(join(tmpdir(), 'aayra-install-'));
  const args = [...(launchOptions.args ?? []), ...flags];
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, args, baseURL });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('every page names the manifest and the theme colour, and Chromium finds Aayra installable', async ({ playwright, baseURL, launchOptions }) => {
  await withInstallableBrowser({ playwright, baseURL, launchOptions }, checkInstallable);
});

test('Settings offers Install Aayra once the browser offers the install', async ({ playwright, baseURL, launchOptions, newLearner }) => {
  const learner = newLearner;
  // Chromium offers an install only after some use of the site; the flag stands for that use.
  await withInstallableBrowser({ playwright, baseURL, launchOptions }, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInPage(page, learner);
    // However late the start-up is (here its runtime files are slow), the offer made meanwhile is kept.
    await context.route('**/remotes.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/settings');
    const install = page.getByRole('button', { name: 'Install', exact: true });
    await expect(install).toBeVisible();
    await expect(page.getByText('Install Aayra', { exact: true })).toBeVisible();
  }, ['--bypass-app-banner-engagement-checks']);
});

async function checkInstallable(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const path of ['/', '/landing', '/login', '/home', '/pending-reviews']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]'), path).toHaveAttribute('content', '#4f46e5');
  }
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Aayra: study companion',
    short_name: 'Aayra',
    start_url: '/home',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f6f6fa',
  });
  // Chromium's own check of what an install needs (manifest fields, icons, a secure origin).
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

test('the icons are images of the sizes the manifest gives, and the maskable one is coloured to its edges', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const { icons } = (await response.json()) as { icons: ManifestIcon[] };
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of icons.filter((each) => each.type === 'image/png')) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }
  // The notifications' icon, which is also the manifest's first.
  const favicon = await request.get('/favicon.png');
  expect(pngSize(await favicon.body())).toEqual({ width: 192, height: 192 });

  // Launchers cut a maskable icon to their own shape: its corners must be the background, not empty.
  await page.goto('/login');
  const corners = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [[0, 0], [image.width - 1, image.height - 1]].map(([x, y]) => [...context.getImageData(x!, y!, 1, 1).data]);
  }, icons.find((icon) => icon.purpose === 'maskable')!.src);
  expect(corners).toEqual([[79, 70, 229, 255], [79, 70, 229, 255]]);
});
