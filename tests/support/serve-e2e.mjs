// The composed app as the end-to-end tests see it: the built apps behind one origin.
import { parseArgs } from 'node:util';
import { startAppServer } from '../../tooling/scripts/app-server.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4174' } } });
const app = await startAppServer({
  port: Number(values.port),
  runtimeConfig: { supabaseUrl: 'http://127.0.0.1:54399', supabaseAnonKey: 'anon' },
});
console.log(`Aayra for end-to-end tests: ${app.url}`);
