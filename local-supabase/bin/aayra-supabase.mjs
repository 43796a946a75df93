#!/usr/bin/env node
// aayra-supabase start [--port PORT (default: config.toml's [api] port)] [--host 127.0.0.1] [--data-dir .aayra/db] [--database-url URL]
//                     [--key-file FILE] [--site-url URL] [--project-dir supabase] [--no-seed] [--json]
import { register } from 'node:module';
import { parseArgs } from 'node:util';

register('./ts-loader.mjs', import.meta.url);

const usage = 'usage: aayra-supabase start [--port 54321] [--host 127.0.0.1] [--data-dir .aayra/db] [--database-url URL] [--key-file FILE] [--site-url URL] [--project-dir supabase] [--no-seed] [--json]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    // No default here: config.toml's [api] port answers when --port does not.
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'site-url': { type: 'string' },
    'project-dir': { type: 'string' },
    'key-file': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals[0] !== 'start') {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const { startLocalStack } = await import('../src/index.ts');
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const stack = await startLocalStack({
  ...(values.port !== undefined ? { port: Number(values.port) } : {}),
  host: values.host,
  ...(databaseUrl ? { databaseUrl } : { dataDir: values['data-dir'] ?? '.aayra/db' }),
  ...(values['site-url'] ? { siteUrl: values['site-url'] } : {}),
  ...(values['key-file'] ? { keyFile: values['key-file'] } : {}),
  ...(values['project-dir'] ? { projectDir: values['project-dir'] } : {}),
  seed: !values['no-seed'],
}).catch((error) => {
  // A setting the stack would not honour stops it with a sentence naming the setting; anything else with its stack.
  const setting = error instanceof Error && /^(config\.toml|AAYRA_)/.test(error.message);
  console.error(setting ? `aayra-supabase: ${error.message}` : error);
  process.exit(1);
});

if (values.json) {
  console.log(JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, outbox: `${stack.url}/auth/v1/outbox` }));
} else {
  console.log(`Aayra local Supabase stack (${databaseUrl ? 'Postgres' : 'PGlite'})
  API URL:          ${stack.url}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
  Outbox:           ${stack.url}/auth/v1/outbox
  JWKS:             ${stack.url}/auth/v1/.well-known/jwks.json`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    stack.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
