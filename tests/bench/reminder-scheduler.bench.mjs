// The reminder scheduler (public.schedule_reminders, run every minute) over 10,000 learners on
// PostgreSQL 15: its run time for an ordinary minute, for a minute when every learner has a
// reminder due, for one when every learner's is a smart reminder naming its due topics, and when
// one learner's rows fail and the run writes learner by learner. Goal: under 1 s.
// Run: node tests/bench/reminder-scheduler.bench.mjs [learners] [--runs 7]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres15 } from '../../tooling/scripts/postgres15.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const RUNS = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 7;
const LEARNERS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--runs') ?? 10_000);
const GOAL_MS = 1000;
// Monday 7 December 2026, 09:00 UTC: the minute every run is for.
const RUN_AT = '2026-12-07T09:00:00Z';
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Tongatapu',
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
];

const sqlFiles = (dir) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()
    .map((n) => readFileSync(`${dir}/${n}`, 'utf8'));

// Learners in twelve zones, start times spread over the day, three or four weekdays each; every
// learner has three completed sessions and two pending reviews, one of them due today.
const learnersSql = `
  set local session_replication_role = replica;
  insert into auth.users (id, email, created_at)
  select ('00000000-0000-4000-8000-' || lpad(to_hex(l), 12, '0'))::uuid, 'bench' || l || '@example.test', now() - interval '30 days'
  from generate_series(1, ${LEARNERS}) l;
  insert into public.users (userid, email, displayname, timezone, preferredstudyweekdays, preferredstudystarttime, createdat)
  select ('00000000-0000-4000-8000-' || lpad(to_hex(l), 12, '0'))::uuid, 'bench' || l || '@example.test', 'Learner ' || l,
         (array[${ZONES.map((z) => `'${z}'`).join(', ')}])[1 + l % ${ZONES.length}],
         (array['Monday,Wednesday,Friday', 'Tuesday,Thursday,Saturday', 'Monday,Tuesday,Sunday,Friday'])[1 + l % 3],
         to_char(time '00:00' + make_interval(mins => (l * 7919) % 1440), 'HH24:MI'),
         now() - interval '30 days'
  from generate_series(1, ${LEARNERS}) l;
  insert into public.notification_preferences (user_id, study_reminders_enabled, smart_notifications_enabled)
  select userid, true, true from public.users;
  insert into public.studysessions
    (userid, subjectname, topicname, sequencenumber, sessionname, status, createdat, updatedat, completedat, study_day)
  select u.userid, s.subject, s.topic, 1, s.subject || ' - ' || s.topic || ' #1', 'completed',
         now() - interval '3 days', now() - interval '3 days', now() - interval '3 days', current_date - 3
  from public.users u
  cross join (values ('Biology', 'Cells'), ('History', 'Rome'), ('Physics', 'Waves')) s(subject, topic);
  insert into public.reviewcycleentries (sessionid, userid, status, reviewstage, currentreviewduedate)
  select s.sessionid, s.userid, 'pending', 2,
         case when s.subjectname = 'Biology' then date '${RUN_AT.slice(0, 10)}' else date '${RUN_AT.slice(0, 10)}' + 5 end
  from public.studysessions s where s.subjectname <> 'Physics';
  analyze;
`;

// Start times moved so that every learner has a reminder at RUN_AT in its own zone: with
// `minutesAhead` 10 a smart reminder (reviews are due), with 15 a study reminder.
const everyoneDueSql = (minutesAhead) => `
  update public.users
  set preferredstudyweekdays = 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday',
      preferredstudystarttime = to_char(
        (timestamptz '${RUN_AT}' + make_interval(mins => ${minutesAhead === 'mixed' ? `case when right(userid::text, 1) in ('0','2','4','6','8','a','c','e') then 15 else 10 end` : minutesAhead})) at time zone timezone,
        'HH24:MI');
  analyze public.users;
`;

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// CPU time (user + system) the server process has used, in ms: unlike the wall time it hardly
// grows when other work shares the cores. Null where /proc is not available.
// Linux counts it in clock ticks of 10 ms (USER_HZ 100).
const MS_PER_TICK = 10;
function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

async function timeScheduler(client, label) {
  const times = [];
  const cpu = [];
  const { rows: backend } = await client.query('select pg_backend_pid() as pid');
  let written = 0;
  for (let i = 0; i < RUNS + 1; i += 1) {
    await client.query('delete from public.notification_logs');
    await client.query('begin');
    await client.query(`set local role service_role`);
    const cpuBefore = cpuMs(backend[0].pid);
    const start = process.hrtime.bigint();
    const { rows } = await client.query('select public.schedule_reminders($1) as written', [
      RUN_AT,
    ]);
    const elapsed = ms(start);
    const cpuAfter = cpuMs(backend[0].pid);
    await client.query('commit');
    written = rows[0].written;
    if (i > 0) {
      times.push(elapsed);
      if (cpuBefore !== null) cpu.push(cpuAfter - cpuBefore);
    }
  }
  return {
    label,
    written,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
    cpu: cpu.length ? median(cpu) : null,
  };
}

const server = await startPostgres15();
const client = new pg.Client({ connectionString: server.url });
await client.connect();
// The warning of the learner-by-learner run is expected here; it is not news.
client.on('notice', () => {});
try {
  for (const sql of [
    ...sqlFiles(fileURLToPath(new URL('../../local-supabase/bootstrap', import.meta.url))),
    ...sqlFiles(`${SUPABASE_DIR}migrations`),
  ])
    await client.query(sql);
  let start = process.hrtime.bigint();
  await client.query(`begin; ${learnersSql} commit;`);
  const loadMs = ms(start);

  const results = [];
  results.push(await timeScheduler(client, 'ordinary minute'));
  await client.query(everyoneDueSql('mixed'));
  results.push(await timeScheduler(client, 'every learner due (study and smart reminders)'));
  await client.query(everyoneDueSql(10));
  results.push(await timeScheduler(client, 'every learner due, all smart reminders with topics'));
  // One learner's rows fail: the set-based insert is undone and the run goes learner by learner.
  await client.query(`
    create function public.bench_refuse_one() returns trigger language plpgsql as $$
    begin
      if new.user_id = '00000000-0000-4000-8000-000000000001' then raise exception 'refused'; end if;
      return new;
    end $$;
    create trigger bench_refuse_one before insert on public.notification_logs
      for each row execute function public.bench_refuse_one();`);
  results.push(await timeScheduler(client, 'every learner due, one failing (learner by learner)'));

  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `\nAayra reminder scheduler on PostgreSQL 15: ${LEARNERS.toLocaleString('en')} learners in ${ZONES.length} time zones, ` +
      `median of ${RUNS} runs (ms), goal under ${GOAL_MS} ms\n`,
  );
  console.log(`data load: ${loadMs.toFixed(0)} ms`);
  // Other work on the machine slows every figure; the load says how busy it was.
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end\n`,
  );
  console.log(
    `${pad('minute', 54)} ${pad('rows', 6)} ${pad('median', 8)} ${pad('min', 8)} ${pad('max', 8)} ${pad('CPU', 8)} goal`,
  );
  const cell = (v) => (v === null ? 'n/a' : v.toFixed(1)).padStart(8);
  for (const r of results) {
    console.log(
      `${pad(r.label, 54)} ${pad(r.written, 6)} ${cell(r.median)} ${cell(r.min)} ${cell(r.max)} ${cell(r.cpu)} ${
        r.median < GOAL_MS ? 'met' : 'MISSED'
      }`,
    );
  }
  console.log(
    '\nmedian, min, max: wall time of the call; CPU: median CPU time of the server process (10 ms ticks).',
  );
} finally {
  await client.end();
  await server.stop();
}
