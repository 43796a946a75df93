import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './app-server.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

const themeScript = 'document.documentElement.dataset.theme="light"';
// sha256 of themeScript, as a browser computes it for the CSP.
const themeHash = "'sha256-NQMAizEjUYG0TB5oMhjy/dNBbLqqZkgpxH/Z5+gdp04='";

describe('the app server', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'aayra-app-server-'));
    mkdirSync(join(root, 'shell'));
    mkdirSync(join(root, 'mf-auth'));
    writeFileSync(join(root, 'shell', 'index.html'), `<!doctype html><script>${themeScript}</script><script src="/main.1234567890.js"></script>`);
    writeFileSync(join(root, 'shell', 'main.1234567890.js'), 'console.log(1)');
    writeFileSync(join(root, 'shell', 'main.1234567890.js.map'), '{}');
    writeFileSync(join(root, 'mf-auth', 'remoteEntry.js'), 'console.log(2)');
    server = await startAppServer({
      port: 0,
      runtimeConfig: { supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon' },
      appDirs: { shell: join(root, 'shell'), 'mf-auth': join(root, 'mf-auth') },
      remoteManifests: { mf_auth: '/mf/mf-auth/mf-manifest.json', mf_reviews: 'https://cdn.example/reviews/mf-manifest.json' },
      serveSourceMaps: false,
    });
  });

  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the security headers with every answer, errors included', async () => {
    for (const path of ['/', '/home', '/main.1234567890.js', '/remotes.json', '/mf/mf-auth/missing.js', '/%E0%A4%A']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("leaves the page's policy off the scripts a page loads, and keeps it for visits and workers", async () => {
    const asked = (dest: string) => fetch(`${server.url}/main.1234567890.js`, { headers: { 'Sec-Fetch-Dest': dest } });
    const script = await asked('script');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('vary')).toBe('Sec-Fetch-Dest, Accept-Encoding');
    for (const dest of ['document', 'worker', 'empty']) {
      const response = await asked(dest);
      expect(response.headers.get('content-security-policy'), dest).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-frame-options'), dest).toBe('DENY');
    }
  });

  it("allows a page's own inline scripts by hash, the backend and a remote on a CDN", async () => {
    const policy = (await fetch(`${server.url}/home`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' https://cdn.example ${themeHash}`);
    expect(policy).toContain("worker-src 'self' blob: https://cdn.example");
    expect(policy).toContain("media-src 'self' blob: https://project.supabase.co");
    expect(policy).toContain("connect-src 'self' https://project.supabase.co wss://project.supabase.co https://cdn.example");
    expect(policy).toContain("img-src 'self' https://project.supabase.co https://cdn.example");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('answers 400 to malformed paths and 404 to source maps', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/mf/mf-auth/%E0%A4%A', '/a%00b']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(400);
    }
    expect((await fetch(`${server.url}/main.1234567890.js.map`)).status).toBe(404);
    expect((await fetch(`${server.url}/main.1234567890.js`)).headers.get('sourcemap')).toBeNull();
  });

  it('serves source maps, named by a SourceMap header, only when asked', async () => {
    const withMaps = await startAppServer({
      port: 0,
      runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' },
      appDirs: { shell: join(root, 'shell') },
      serveSourceMaps: true,
    });
    try {
      expect((await fetch(`${withMaps.url}/main.1234567890.js`)).headers.get('sourcemap')).toBe('main.1234567890.js.map');
      expect((await fetch(`${withMaps.url}/main.1234567890.js.map`)).status).toBe(200);
    } finally {
      await withMaps.stop();
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('turns the backend into its websocket form and leaves same-origin remotes to self', () => {
    const policy = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', remoteUrls: ['/mf/mf-auth/mf-manifest.json'] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
        "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321; img-src 'self' http://127.0.0.1:54321; font-src 'self'; " +
        "media-src 'self' blob: http://127.0.0.1:54321; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
