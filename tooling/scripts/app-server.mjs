// Serves the composed app on one origin: the shell at /, each remote under /mf/<folder>/, and the
// deploy-time files remotes.json and runtime-config.json, which no build contains.
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, shell } from '../apps.mjs';
import { contentTypes, fileIn, sendFile } from './static-files.mjs';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The built folder of every app; a test may point one at another build. */
export function defaultAppDirs() {
  return Object.fromEntries(
    [shell, ...remotes].map(({ folder }) => [folder, join(workspaceRoot, folder, 'dist')]),
  );
}

export function remoteManifestUrls() {
  return Object.fromEntries(remotes.map(({ name, folder }) => [name, `/mf/${folder}/mf-manifest.json`]));
}

function sendJson(res, body) {
  res.writeHead(200, { 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-cache' });
  res.end(JSON.stringify(body));
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {{ supabaseUrl: string, supabaseAnonKey: string }} options.runtimeConfig
 * @param {Record<string, string>} [options.appDirs]  folder name -> built folder
 */
export async function startAppServer({ port, runtimeConfig, appDirs = defaultAppDirs(), host = '127.0.0.1' }) {
  const dirs = Object.fromEntries(Object.entries(appDirs).map(([name, dir]) => [name, resolve(dir)]));
  const manifests = remoteManifestUrls();
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const path = decodeURIComponent(pathname);
      if (path === '/remotes.json') return sendJson(res, manifests);
      if (path === '/runtime-config.json') return sendJson(res, runtimeConfig);
      const remote = /^\/mf\/([^/]+)\/(.*)$/.exec(path);
      if (remote) {
        const root = dirs[remote[1]];
        const file = root && remote[1] !== shell.folder ? await fileIn(root, remote[2]) : undefined;
        if (file) return sendFile(req, res, file);
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('Not found');
      }
      const file = await fileIn(dirs[shell.folder], path);
      if (file) return sendFile(req, res, file);
      // Client-side routes: a prerendered page when there is one, else the app's page.
      const page =
        (await fileIn(dirs[shell.folder], join(path, 'index.html'))) ??
        (await fileIn(dirs[shell.folder], 'index.html'));
      if (page) return sendFile(req, res, page);
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      res.end('The shell is not built: run npm run build.');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Server error');
    }
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  const address = server.address();
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
