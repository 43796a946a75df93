import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './app-server.mjs';
import { precompressFolder } from './precompress.mjs';

/** Text that compresses like code does: repeated words, a few KB. */
const script = Array.from({ length: 200 }, (_, n) => `export const topic${n} = 'Photosynthesis, stage ${n}';`).join('\n');
const page = `<!doctype html><html><head><title>Aayra</title></head><body>${'<p>Focus, summaries, flashcards.</p>'.repeat(60)}</body></html>`;

/** One GET as a browser sends it, with the body's bytes as they came over the wire. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the app server, compressed', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'aayra-compressed-'));
    for (const folder of ['shell', 'mf-reviews']) mkdirSync(join(root, folder));
    writeFileSync(join(root, 'shell', 'index.html'), page);
    writeFileSync(join(root, 'shell', 'main.0123456789.js'), script);
    writeFileSync(join(root, 'mf-reviews', 'remoteEntry.js'), script);
    writeFileSync(join(root, 'mf-reviews', 'mf-manifest.json'), JSON.stringify({ exposes: Array.from({ length: 80 }, (_, n) => ({ name: `page${n}` })) }));
    writeFileSync(join(root, 'mf-reviews', 'tiny.0123456789.js'), 'export {};');
    await precompressFolder(join(root, 'shell'));
    await precompressFolder(join(root, 'mf-reviews'));
    server = await startAppServer({
      port: 0,
      runtimeConfig: { supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon' },
      appDirs: { shell: join(root, 'shell'), 'mf-reviews': join(root, 'mf-reviews') },
      remoteManifests: { mf_reviews: '/mf/mf-reviews/mf-manifest.json' },
    });
  });

  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a browser that accepts brotli with the brotli copy, the same text in fewer bytes', async () => {
    for (const [path, text] of [['/main.0123456789.js', script], ['/home', page], ['/mf/mf-reviews/remoteEntry.js', script]] as const) {
      const { headers, body } = await rawGet(`${server.url}${path}`, 'gzip, deflate, br, zstd');
      expect(headers['content-encoding'], path).toBe('br');
      expect(headers.vary, path).toContain('Accept-Encoding');
      expect(Number(headers['content-length']), path).toBe(body.length);
      expect(body.length, path).toBeLessThan(Buffer.byteLength(text) / 4);
      expect(brotliDecompressSync(body).toString(), path).toBe(text);
    }
  });

  it('falls back to gzip, then to the plain file, as the request allows', async () => {
    const gzipped = await rawGet(`${server.url}/main.0123456789.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const refused = await rawGet(`${server.url}/main.0123456789.js`, 'br;q=0, gzip;q=0.5');
    expect(refused.headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await rawGet(`${server.url}/main.0123456789.js`, acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      expect(plain.body.toString()).toBe(script);
    }
    // A file too small to gain from it was never compressed.
    const tiny = await rawGet(`${server.url}/mf/mf-reviews/tiny.0123456789.js`, 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('lets hashed files be kept for good and has everything else revalidated', async () => {
    const cacheControl = async (path: string) => (await rawGet(`${server.url}${path}`, 'br, gzip')).headers['cache-control'];
    expect(await cacheControl('/main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/home', '/', '/remotes.json', '/runtime-config.json', '/mf/mf-reviews/mf-manifest.json', '/mf/mf-reviews/remoteEntry.js']) {
      expect(await cacheControl(path), path).toBe('no-cache');
    }
  });
});
