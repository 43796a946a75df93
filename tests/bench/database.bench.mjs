// The app's list and count queries over 100,000 study sessions on PGlite and on PostgreSQL 15, side by side:
// the scan each plan uses and the median / p95 time of each query run as the learner.
// Run: node tests/bench/database.bench.mjs [sessions]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { startPostgres15 } from '../../tooling/scripts/postgres15.mjs';
import {
  BENCH_LEARNER,
  benchmarkDataSql,
  DASHBOARD_CALLS,
  planScans,
  PAGE_QUERIES,
} from '../../supabase/tests/support/page-queries.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
const fromSupabase = createRequire(`${SUPABASE_DIR}package.json`);
const { PGlite } = await import(fromSupabase.resolve('@electric-sql/pglite'));
const { pgcrypto } = await import(fromSupabase.resolve('@electric-sql/pglite/contrib/pgcrypto'));


const SESSIONS = Number(process.argv[2] ?? 100_000);
const RUNS = 30;

const sqlFiles = (dir) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((n) => readFileSync(`${dir}/${n}`, 'utf8'));
const schemaSql = [
  ...sqlFiles(fileURLToPath(new URL('../../local-supabase/bootstrap', import.meta.url))),
  ...sqlFiles(`${SUPABASE_DIR}migrations`),
];

/** The same three calls on both engines: exec a script, query with parameters, close. */
async function openEngine(name) {
  if (name === 'pglite') {
    const db = await PGlite.create({ extensions: { pgcrypto } });
    return {
      exec: (sql) => db.exec(sql),
      query: (sql, params) => db.query(sql, params),
      close: () => db.close(),
      stop: async () => {},
    };
  }
  const server = await startPostgres15();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    query: (sql, params) => client.query(sql, params),
    close: () => client.end(),
    stop: server.stop,
  };
}

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(name) {
  const db = await openEngine(name);
  try {
    let start = process.hrtime.bigint();
    for (const sql of schemaSql) await db.exec(sql);
    const migrateMs = ms(start);
    start = process.hrtime.bigint();
    await db.exec(`begin; ${benchmarkDataSql(SESSIONS)} commit;`);
    const loadMs = ms(start);

    const results = new Map();
    const calls = [
      ...PAGE_QUERIES.map((q) => ({ ...q, explain: true })),
      ...DASHBOARD_CALLS.map((c) => ({
        ...c,
        params: () => (c.withLearner ? [BENCH_LEARNER] : []),
        explain: false,
      })),
    ];
    for (const call of calls) {
      const role = call.caller === 'service_role' ? 'service_role' : 'authenticated';
      await db.exec('begin');
      await db.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
        [role, JSON.stringify({ sub: BENCH_LEARNER, role }), BENCH_LEARNER],
      );
      let scans = '';
      if (call.explain) {
        const plan = await db.query(`explain (format json) ${call.sql}`, call.params());
        const raw = plan.rows[0]['QUERY PLAN'];
        scans = planScans(typeof raw === 'string' ? JSON.parse(raw) : raw)
          .map((s) => `${s.type}${s.index ? ` ${s.index}` : ''}`)
          .join(', ');
      }
      const times = [];
      for (let i = 0; i < RUNS + 3; i += 1) {
        const t = process.hrtime.bigint();
        await db.query(call.sql, call.params());
        if (i >= 3) times.push(ms(t));
      }
      await db.exec('rollback');
      results.set(call.name, {
        scans,
        median: percentile(times, 0.5),
        p95: percentile(times, 0.95),
      });
    }
    return { migrateMs, loadMs, results };
  } finally {
    await db.close();
    await db.stop();
  }
}

const pglite = await measure('pglite');
const postgres = await measure('postgres');

const pad = (s, n) => String(s).padEnd(n);
const num = (v) => v.toFixed(2).padStart(8);
console.log(
  `\nAayra database benchmark: ${SESSIONS.toLocaleString('en')} study sessions, ${RUNS} runs per query (ms)\n`,
);
console.log(
  `schema: PGlite ${pglite.migrateMs.toFixed(0)} ms, PostgreSQL 15 ${postgres.migrateMs.toFixed(0)} ms`,
);
console.log(
  `data load: PGlite ${pglite.loadMs.toFixed(0)} ms, PostgreSQL 15 ${postgres.loadMs.toFixed(0)} ms\n`,
);
console.log(
  `${pad('query', 64)} ${pad('PGlite med', 10)} ${pad('p95', 8)} ${pad('PG15 med', 8)} ${pad('p95', 8)}  PGlite/PG15`,
);
for (const [name, a] of pglite.results) {
  const b = postgres.results.get(name);
  console.log(
    `${pad(name.slice(0, 64), 64)} ${num(a.median)}   ${num(a.p95)} ${num(b.median)} ${num(b.p95)}  ${(a.median / b.median).toFixed(1)}x`,
  );
}
console.log('\nplans (PGlite | PostgreSQL 15):');
for (const [name, a] of pglite.results) {
  if (!a.scans) continue;
  console.log(`- ${name}\n    ${a.scans}\n    ${postgres.results.get(name).scans}`);
}
const seqScans = [...pglite.results.values(), ...postgres.results.values()].filter((r) =>
  r.scans.includes('Seq Scan'),
);
console.log(
  seqScans.length === 0
    ? '\nNo sequential scans.'
    : `\n${seqScans.length} plan(s) with a sequential scan.`,
);
