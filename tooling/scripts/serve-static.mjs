// Serves one built folder on loopback (Storybook's build for the accessibility run):
//   node tooling/scripts/serve-static.mjs --dir design-system/storybook-static --port 6006
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileIn, requestPath, sendFile } from './static-files.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string', default: '6006' } } });
if (!values.dir) throw new Error('usage: serve-static.mjs --dir FOLDER [--port 6006]');
const root = resolve(values.dir);

createServer(async (req, res) => {
  const path = requestPath(req.url);
  if (path === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain' });
    return res.end('Bad request: malformed path');
  }
  const file = (await fileIn(root, path)) ?? (await fileIn(root, `${path}/index.html`));
  if (file) return sendFile(req, res, file);
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
}).listen(Number(values.port), '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${values.port}`));
