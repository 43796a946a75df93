// Benchmark of the local Supabase stack: a mix of the queries Aayra's pages make at 50
// concurrent clients over loopback, on PGlite and on PostgreSQL 15 in one run, each stack in its
// own process as developers run it. Prints requests/s, p50, p95 and errors per engine, and the
// stack process's CPU time per request (user + system, all its threads, from /proc), which tells
// the stack's own cost apart from the database's and the machine's.
//
// Each engine is warmed up first (JIT, prepared statements, plans on every connection), then
// measured in steady state for a fixed time, as wrk and similar tools do.
//
//   node tests/bench/local-stack.bench.mjs [--seconds 10] [--warmup 3] [--requests N] [--clients 50]
//     [--by-query]     p50 and p95 of each call of the mix
//     [--statements]   PostgreSQL 15's costliest statements (pg_stat_statements) after its run
//     [--cli NAME=PATH]... other copies of the stack's CLI (e.g. a previous version, checked out
//                      elsewhere), each measured on every engine in the same run as this one, in
//                      [--rounds 5] turns of seconds/rounds each, so the machine's ups and downs
//                      weigh on every copy alike
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { KeepAliveConnection } from './support/keep-alive-client.mjs';
import { PROJECT_CLI, startStack } from './support/local-stack.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: 'Infinity' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '50' },
    learners: { type: 'string', default: '20' },
    engines: { type: 'string', default: 'pglite,pg15' },
    'reads-only': { type: 'boolean', default: false },
    'by-query': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    cli: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '5' },
  },
});
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values.warmup);
const CLIENTS = Number(values.clients);
const LEARNERS = Number(values.learners);
const ENGINES = new Set(values.engines.split(','));
const READS_ONLY = values['reads-only'];
const BY_QUERY = values['by-query'];
const STATEMENTS = values.statements;
const ROUNDS = Number(values.rounds);
// Which stacks to measure: other copies first, then this checkout's, each labelled in the table.
const CLIS = [
  ...values.cli.map((entry) => {
    const [name, ...path] = entry.split('=');
    return { name, path: path.join('=') };
  }),
  { name: values.cli.length ? 'current' : '', path: PROJECT_CLI },
];
const GOAL_P95_MS = 25;

const root = fileURLToPath(new URL('../../', import.meta.url));

// e.g. AAYRA_STACK_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
const stackNodeArgs = (process.env.AAYRA_STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);

// Keep-alive connections, as many as requests in flight, reused as the app's browser reuses them.
const idle = new Map();

/** One HTTP call; resolves with status and body text. */
async function call(base, { method = 'GET', path, headers = {}, body }) {
  const free = idle.get(base) ?? [];
  idle.set(base, free);
  const connection = free.pop() ?? new KeepAliveConnection(new URL(base));
  try {
    return await connection.request({
      method,
      path,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } finally {
    free.push(connection);
  }
}

async function mustCall(base, options) {
  const response = await call(base, options);
  if (response.status >= 300) throw new Error(`${options.method ?? 'GET'} ${options.path}: ${response.status} ${response.text}`);
  return response.text ? JSON.parse(response.text) : null;
}

/** Follows the sign-up confirmation link in the local outbox: the session its redirect carries. */
async function confirmFromOutbox(stack, email) {
  const [message] = await mustCall(stack.url, { path: `/auth/v1/outbox?email=${encodeURIComponent(email)}`, headers: { accept: 'application/json' } });
  const verify = await fetch(message.link, { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(verify.headers.get('location')).hash.slice(1));
  const accessToken = fragment.get('access_token');
  const user = await mustCall(stack.url, { path: '/auth/v1/user', headers: { apikey: stack.anonKey, authorization: `Bearer ${accessToken}` } });
  return { access_token: accessToken, user };
}

/** Learners with a profile, a completed session (so a review entry) and one in progress. */
async function seedLearners(stack) {
  const learners = [];
  for (let i = 0; i < LEARNERS; i++) {
    const anon = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    const email = `bench-${Date.now()}-${i}@example.com`;
    await mustCall(stack.url, {
      method: 'POST', path: '/auth/v1/signup', headers: anon,
      body: { email, password: 'Bench-password-1', data: { displayname: `Bench ${i}` } },
    });
    const session = await confirmFromOutbox(stack, email);
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}`, prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' };
    const id = session.user.id;
    const done = await mustCall(stack.url, { method: 'POST', path: '/rest/v1/studysessions?select=sessionid', headers, body: { userid: id, subjectname: 'Physics', topicname: 'Motion' } });
    for (const status of ['uploading', 'validating', 'break_in_progress', 'completed']) {
      await mustCall(stack.url, { method: 'PATCH', path: `/rest/v1/studysessions?sessionid=eq.${done.sessionid}`, headers: { ...headers, prefer: 'return=minimal' }, body: { status } });
    }
    const open = await mustCall(stack.url, { method: 'POST', path: '/rest/v1/studysessions?select=sessionid', headers, body: { userid: id, subjectname: 'Physics', topicname: 'Waves' } });
    await mustCall(stack.url, { method: 'PATCH', path: `/rest/v1/users?userid=eq.${id}`, headers: { ...headers, prefer: 'return=minimal' }, body: { preferredstudyweekdays: 'Monday,Thursday', preferredstudystarttime: '18:00' } });
    learners.push({ id, token: session.access_token, completed: done.sessionid, open: open.sessionid });
  }
  return learners;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The app's real calls, as supabase-js sends them; weights follow how often the screens make them. */
function queryMix(stack, learner, n) {
  const auth = { apikey: stack.anonKey, authorization: `Bearer ${learner.token}`, 'accept-profile': 'public' };
  const mix = [
    { path: `/rest/v1/users?select=*&userid=eq.${learner.id}`, headers: { ...auth, accept: 'application/vnd.pgrst.object+json' } },
    { path: `/rest/v1/studysessions?select=*&userid=eq.${learner.id}&status=eq.completed&order=completedat.desc&limit=50`, headers: auth },
    { path: `/rest/v1/studysessions?select=*&userid=eq.${learner.id}&status=in.(incomplete,validating)&limit=20`, headers: auth },
    { path: `/rest/v1/reviewcycleentries?select=entryid,sessionid,userid,status,reviewstage,currentreviewduedate,studysessions!inner(sessionid,sessionname,subjectname,topicname,lastreviewedat,createdat)&userid=eq.${learner.id}&status=eq.pending&currentreviewduedate=lte.${today()}&order=currentreviewduedate.asc`, headers: auth },
    { method: 'HEAD', path: `/rest/v1/studysessions?select=sessionid&userid=eq.${learner.id}&createdat=gte.${today()}T00:00:00Z`, headers: { ...auth, prefer: 'count=exact' } },
    { path: '/rest/v1/subscriptionplans?select=*&planname=eq.free', headers: { ...auth, accept: 'application/vnd.pgrst.object+json' } },
    { method: 'POST', path: '/rest/v1/rpc/get_user_subscription_status', headers: { ...auth, 'content-profile': 'public' }, body: { user_id_param: learner.id } },
    { path: `/rest/v1/notification_logs?select=*&user_id=eq.${learner.id}&order=created_at.desc&limit=20`, headers: auth },
    { method: 'PATCH', path: `/rest/v1/studysessions?sessionid=eq.${learner.completed}`, headers: { ...auth, 'content-profile': 'public' }, body: { isfavorite: n % 2 === 0 } },
  ];
  // --reads-only leaves out the favorite toggle, to tell write cost (triggers, realtime) from reads.
  const used = READS_ONLY ? mix.slice(0, -1) : mix;
  return { ...used[n % used.length], kind: n % used.length };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * CPU time (ms, user + system, every thread) the stack's process has used, from /proc where there
 * is one (NaN elsewhere). /proc counts in clock ticks, which Linux fixes at 100 a second for it.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function run(stack, learners, total, seconds) {
  const cpuBefore = cpuMsOf(stack.pid);
  const latencies = [];
  const byKind = new Map();
  let errors = 0;
  let issued = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  async function client() {
    while (issued < total && Date.now() < deadline) {
      const n = issued++;
      const learner = learners[n % learners.length];
      const query = queryMix(stack, learner, n);
      const t0 = performance.now();
      try {
        const { status } = await call(stack.url, query);
        if (status >= 400) errors++;
      } catch {
        errors++;
      }
      const ms = performance.now() - t0;
      latencies.push(ms);
      if (!byKind.has(query.kind)) byKind.set(query.kind, { label: `${query.method ?? 'GET'} ${query.path.split('?')[0]}`, latencies: [] });
      byKind.get(query.kind).latencies.push(ms);
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return summarize({ latencies, byKind, errors, elapsed: (performance.now() - started) / 1000, cpuMs: cpuMsOf(stack.pid) - cpuBefore });
}

/** One measurement's figures; slices of one stack's measurement are merged first (see merge). */
function summarize({ latencies, byKind, errors, elapsed, cpuMs }) {
  latencies.sort((a, b) => a - b);
  const queries = [...byKind.values()].map(({ label, latencies: each }) => {
    each.sort((a, b) => a - b);
    return { label, p50: percentile(each, 50), p95: percentile(each, 95) };
  });
  return {
    requests: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors, queries,
    cpuPerRequest: (cpuMs * 1000) / latencies.length,
    raw: { latencies, byKind, errors, elapsed, cpuMs },
  };
}

function merge(slices) {
  const byKind = new Map();
  for (const { raw } of slices) {
    for (const [kind, { label, latencies }] of raw.byKind) {
      if (!byKind.has(kind)) byKind.set(kind, { label, latencies: [] });
      byKind.get(kind).latencies.push(...latencies);
    }
  }
  return summarize({
    latencies: slices.flatMap(({ raw }) => raw.latencies),
    byKind,
    errors: slices.reduce((sum, { raw }) => sum + raw.errors, 0),
    elapsed: slices.reduce((sum, { raw }) => sum + raw.elapsed, 0),
    cpuMs: slices.reduce((sum, { raw }) => sum + raw.cpuMs, 0),
  });
}

/**
 * Measures one engine with each stack in `stacks` ({ name, args, cli }). With several stacks, all
 * are started, seeded and warmed up first, then measured in turns of a few seconds each, so a
 * machine that slows down or speeds up meanwhile weighs on all of them alike.
 */
async function bench(stacks) {
  const started = [];
  try {
    for (const { name, args, cli } of stacks) {
      const stack = await startStack(args, stackNodeArgs, cli);
      started.push({ name, stack, learners: await seedLearners(stack), slices: [] });
    }
    for (const each of started) await run(each.stack, each.learners, Infinity, WARMUP_SECONDS);
    const rounds = started.length > 1 ? ROUNDS : 1;
    for (let round = 0; round < rounds; round++) {
      for (const each of started) each.slices.push(await run(each.stack, each.learners, REQUESTS / rounds, SECONDS / rounds));
    }
    return started.map(({ name, slices }) => ({ name, ...merge(slices) }));
  } finally {
    for (const { stack } of started) {
      for (const connection of idle.get(stack.url) ?? []) connection.close();
      await stack.stop();
    }
  }
}

// The local stack's own driver, so the benchmark needs nothing the stack does not.
const postgres = createRequire(join(root, 'local-supabase/package.json'))('postgres');

/** Where PostgreSQL 15 spent its time in the run (seeding and warm-up included). */
async function printStatements(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe('create extension if not exists pg_stat_statements');
    const rows = await sql.unsafe(`
      select calls, round((total_plan_time + total_exec_time)::numeric / calls, 3)::text as mean_ms,
        left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as statement
      from pg_stat_statements where calls >= 100
      order by total_plan_time + total_exec_time desc limit 12`);
    console.log('\nPostgreSQL 15 statements, by total time (plan + execute)');
    console.log('   calls  mean ms  statement');
    for (const row of rows) console.log(`${String(row.calls).padStart(8)} ${String(row.mean_ms).padStart(8)}  ${row.statement}`);
  } finally {
    await sql.end();
  }
}

/** A new, empty database on the server at url; returns its URL. */
async function createDatabase(url, name) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

const { startPostgres15 } = await import(join(root, 'tooling/scripts/postgres15.mjs'));
const dataRoot = mkdtempSync(join(tmpdir(), 'aayra-bench-'));
const results = [];
let server;
try {
  const label = (engine, cli) => (cli.name ? `${engine} ${cli.name}` : engine);
  if (ENGINES.has('pglite')) {
    results.push(...(await bench(CLIS.map((cli, i) => ({
      name: label('PGlite', cli), cli: cli.path, args: ['--data-dir', join(dataRoot, `pglite-${i}`), '--key-file', join(dataRoot, 'key.json')],
    })))));
  }
  if (ENGINES.has('pg15')) {
    if (STATEMENTS) {
      process.env.AAYRA_PG15_SETTINGS = `${process.env.AAYRA_PG15_SETTINGS ?? ''} -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on`;
    }
    server = await startPostgres15();
    const stacks = [];
    for (const [i, cli] of CLIS.entries()) {
      // Each stack gets a database of its own, as a fresh checkout would.
      const url = i === 0 ? server.url : await createDatabase(server.url, `bench_${i}`);
      stacks.push({ name: label('PostgreSQL 15', cli), cli: cli.path, args: ['--database-url', url, '--key-file', join(dataRoot, 'key.json')] });
    }
    results.push(...(await bench(stacks)));
    if (STATEMENTS) await printStatements(server.url);
  }
} finally {
  await server?.stop();
  rmSync(dataRoot, { recursive: true, force: true });
}

const limit = Number.isFinite(REQUESTS) ? `up to ${REQUESTS} requests in ` : '';
console.log(`\nLocal stack, ${CLIENTS} concurrent clients, mix of ${READS_ONLY ? 8 : 9} app queries${READS_ONLY ? ' (reads only)' : ''}, ${limit}${SECONDS} s per engine after ${WARMUP_SECONDS} s of warm-up`);
console.log('engine                   requests   req/s    p50 ms   p95 ms   errors   stack CPU µs/request');
for (const r of results) {
  console.log(`${r.name.padEnd(24)} ${String(r.requests).padStart(8)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${Number.isNaN(r.cpuPerRequest) ? '' : r.cpuPerRequest.toFixed(0).padStart(10)}`);
  // --by-query: where the time goes, per call of the mix.
  if (BY_QUERY) for (const q of r.queries) console.log(`  ${q.label.padEnd(48)} p50 ${q.p50.toFixed(1).padStart(6)}  p95 ${q.p95.toFixed(1).padStart(6)}`);
}
const pg15 = results.findLast((r) => r.name.startsWith('PostgreSQL 15'));
if (pg15) {
  const met = pg15.p95 <= GOAL_P95_MS && pg15.errors === 0;
  const pglite = results.findLast((r) => r.name.startsWith('PGlite'));
  const ratio = pglite ? `; PGlite/PG15 req/s ratio ${(pglite.rps / pg15.rps).toFixed(2)}` : '';
  console.log(`PostgreSQL 15 goal (p95 <= ${GOAL_P95_MS} ms, 0 errors): ${met ? 'met' : 'NOT met'}${ratio}`);
}
