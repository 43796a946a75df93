// Starts a throwaway PostgreSQL 15 for tests: a new cluster in a temp folder, on 127.0.0.1 and a
// free port, with its socket kept in the data folder. Postgres refuses to run as root, so as root
// every command runs as the postgres user; Debian's postgresql-15 is installed when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = process.env.POSTGRES15_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args) {
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

function ensureInstalled() {
  if (existsSync(join(BIN, 'initdb'))) return;
  if (!isRoot)
    throw new Error(
      `PostgreSQL 15 not found in ${BIN}; install postgresql-15 (Debian) or set POSTGRES15_BIN.`,
    );
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} the superuser URL and a stopper */
export async function startPostgres15() {
  ensureInstalled();
  const dataDir = mkdtempSync(join(tmpdir(), 'aayra-pg15-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dataDir, uid, gid);
  }
  run(join(BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  // AAYRA_PG15_SETTINGS adds server settings, e.g. '-c shared_preload_libraries=pg_stat_statements'.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${process.env.AAYRA_PG15_SETTINGS ?? ''}`;
  run(join(BIN, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    settings,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Creates another database on the same server and answers its URL. */
    createDatabase(name) {
      run(join(BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// `node tooling/scripts/postgres15.mjs` starts one and keeps it running until Ctrl-C.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostgres15();
  console.log(server.url);
  const stop = () => server.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
