// In development every app reads the same runtime settings as the composed app, and the shell
// finds each remote on its own dev server.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { remotes } from '../apps.mjs';

const runtimeConfigFile = fileURLToPath(new URL('../../.aayra/runtime-config.json', import.meta.url));

function sendJson(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export function serveRuntimeConfig(req, res, next) {
  if (req.url === '/remotes.json') {
    const urls = Object.fromEntries(
      remotes.map(({ name, devPort }) => [name, `http://localhost:${devPort}/mf-manifest.json`]),
    );
    return sendJson(res, 200, urls);
  }
  if (req.url !== '/runtime-config.json') return next();
  readFile(runtimeConfigFile, 'utf8').then(
    (body) => sendJson(res, 200, body),
    () => sendJson(res, 503, { error: 'Start the local backend first: npm run dev starts it.' }),
  );
}
