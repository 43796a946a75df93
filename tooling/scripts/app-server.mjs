// Serves the composed app on one origin: the shell at /, each remote under /mf/<folder>/, and the
// deploy-time files remotes.json and runtime-config.json, which no build contains. Every answer
// carries the security headers of security-headers.mjs.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, shell } from '../apps.mjs';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.mjs';
import { contentTypes, fileIn, requestPath, sendFile } from './static-files.mjs';

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

function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** An HTML page's policy names its own inline scripts; read once per version of the file. */
function pagePolicies(policyFor) {
  const known = new Map();
  return async (file) => {
    const version = `${file.path}:${file.size}:${file.mtimeMs}`;
    let policy = known.get(file.path);
    if (policy?.version !== version) {
      const html = await readFile(file.path, 'utf8');
      policy = { version, text: policyFor(inlineScriptHashes(html)) };
      known.set(file.path, policy);
    }
    return policy.text;
  };
}

/** Headers that only a document or a worker obeys: the policy and the framing rule. */
const documentHeaders = new Set(['Content-Security-Policy', 'X-Frame-Options']);

/**
 * Whether the browser asks for a file that runs under the page's own policy (a script, a
 * stylesheet, an image): repeating the policy on each of a page's dozens of scripts only costs
 * bytes, since HTTP/1.1 does not compress headers. A visit, a frame, a worker, a fetch (the service
 * worker keeps pages it fetches and serves them as visits) and a request that does not say
 * (Sec-Fetch-Dest) get every header.
 */
function isPageSubresource(req) {
  return ['script', 'style', 'font', 'image', 'manifest'].includes(String(req.headers['sec-fetch-dest']));
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {{ supabaseUrl: string, supabaseAnonKey: string }} options.runtimeConfig
 * @param {Record<string, string>} [options.appDirs]  folder name -> built folder
 * @param {Record<string, string>} [options.remoteManifests]  remotes.json (default: every remote here)
 * @param {boolean} [options.serveSourceMaps]  serve *.map files (default: AAYRA_SERVE_SOURCE_MAPS=1)
 */
export async function startAppServer({
  port,
  runtimeConfig,
  appDirs = defaultAppDirs(),
  host = '127.0.0.1',
  remoteManifests = remoteManifestUrls(),
  serveSourceMaps = process.env.AAYRA_SERVE_SOURCE_MAPS === '1',
}) {
  const dirs = Object.fromEntries(Object.entries(appDirs).map(([name, dir]) => [name, resolve(dir)]));
  const policyFor = (scriptHashes) =>
    contentSecurityPolicy({ supabaseUrl: runtimeConfig.supabaseUrl, remoteUrls: Object.values(remoteManifests), scriptHashes });
  const baseHeaders = securityHeaders(policyFor([]));
  const subresourceHeaders = Object.fromEntries(Object.entries(baseHeaders).filter(([name]) => !documentHeaders.has(name)));
  const pagePolicy = pagePolicies(policyFor);

  async function send(req, res, file) {
    if (extname(file.path) === '.html') res.setHeader('Content-Security-Policy', await pagePolicy(file));
    // Built files name no map (hidden source maps); when maps are served, DevTools finds them here.
    if (serveSourceMaps && extname(file.path) === '.js' && (await fileIn(resolve(file.path, '..'), `${basename(file.path)}.map`))) {
      res.setHeader('SourceMap', `${basename(file.path)}.map`);
    }
    return sendFile(req, res, file);
  }

  const server = createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(isPageSubresource(req) ? subresourceHeaders : baseHeaders)) res.setHeader(name, value);
      // A cache keeps a file's answer to a page's script request apart from its answer to a visit.
      res.setHeader('Vary', 'Sec-Fetch-Dest');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const path = requestPath(req.url);
      if (path === null) return sendText(res, 400, 'Bad request: malformed path');
      if (path.endsWith('.map') && !serveSourceMaps) return sendText(res, 404, 'Not found');
      if (path === '/remotes.json') return sendJson(res, remoteManifests);
      if (path === '/runtime-config.json') return sendJson(res, runtimeConfig);
      const remote = /^\/mf\/([^/]+)\/(.*)$/.exec(path);
      if (remote) {
        const root = dirs[remote[1]];
        const file = root && remote[1] !== shell.folder ? await fileIn(root, remote[2]) : undefined;
        if (file) return send(req, res, file);
        return sendText(res, 404, 'Not found');
      }
      const file = await fileIn(dirs[shell.folder], path);
      if (file) return send(req, res, file);
      // Client-side routes: a prerendered page when there is one, else the app's page.
      const page =
        (await fileIn(dirs[shell.folder], join(path, 'index.html'))) ??
        (await fileIn(dirs[shell.folder], 'index.html'));
      if (page) return send(req, res, page);
      sendText(res, 503, 'The shell is not built: run npm run build.');
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
