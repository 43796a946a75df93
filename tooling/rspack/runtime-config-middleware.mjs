// In development every app reads the same runtime settings the composed app is served with.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const runtimeConfigFile = fileURLToPath(new URL('../../.aayra/runtime-config.json', import.meta.url));

export function serveRuntimeConfig(req, res, next) {
  if (req.url !== '/runtime-config.json') return next();
  readFile(runtimeConfigFile, 'utf8').then(
    (body) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    },
    () => {
      res.statusCode = 503;
      res.end(JSON.stringify({ error: 'Start the local backend first: npm run dev starts it.' }));
    },
  );
}
