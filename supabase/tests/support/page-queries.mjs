// The list and count queries the app's pages make, as its table calls run them, with the index
// each must use; shared by the database test (EXPLAIN) and tests/bench/database.bench.mjs.
// Plain ESM so the benchmark runs under node without a TypeScript step.

/** The learner every query runs for: the first of the generated learners. */
export const BENCH_LEARNER = '00000000-0000-4000-8000-000000000001';

/**
 * `sessions` study sessions spread over 1,000 learners (100 each by default), a review entry per
 * completed session, written in bulk with the rule triggers off (the rules are tested elsewhere).
 */
export function benchmarkDataSql(sessions = 100_000, learners = 1_000) {
  const perLearner = Math.ceil(sessions / learners);
  return `
    set local session_replication_role = replica;
    insert into auth.users (id, email, created_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(l), 12, '0'))::uuid, 'bench' || l || '@example.test', now() - interval '30 days'
    from generate_series(1, ${learners}) l;
    insert into public.users (userid, email, timezone, preferredstudyweekdays, preferredstudystarttime, createdat)
    select id, email, 'UTC',
           case when right(email, 15) like '0@%' then 'Monday,Thursday' end,
           case when right(email, 15) like '0@%' then '18:00' end,
           created_at
    from auth.users where email like 'bench%';
    insert into public.studysessions
      (userid, subjectname, topicname, sequencenumber, sessionname, status, createdat, updatedat, completedat, isfavorite)
    select u, subject, topic, i / 35 + 1, subject || ' - ' || topic || ' #' || (i / 35 + 1),
           status, created, created, case when status = 'completed' then created + interval '40 minutes' end, i % 13 = 0
    from (
      select ('00000000-0000-4000-8000-' || lpad(to_hex(l), 12, '0'))::uuid as u, i,
             'Subject ' || (i % 5) as subject, 'Topic ' || (i % 7) as topic,
             case when i % 20 < 16 then 'completed' when i % 20 < 18 then 'incomplete'
                  when i % 20 = 18 then 'validating' else 'focus_in_progress' end as status,
             now() - make_interval(hours => i * 7) as created
      from generate_series(1, ${learners}) l, generate_series(0, ${perLearner - 1}) i
      where (l - 1) * ${perLearner} + i < ${sessions}
    ) g;
    insert into public.reviewcycleentries (sessionid, userid, status, reviewstage, currentreviewduedate, createdat)
    select sessionid, userid, case when sequencenumber % 5 = 0 then 'pending' else 'completed' end,
           1 + sequencenumber % 6, (completedat at time zone 'UTC')::date + 1, completedat
    from public.studysessions where status = 'completed';
    analyze;
  `;
}

/** @type {import('./page-queries.d.mts').PageQuery[]} */
export const PAGE_QUERIES = [
  {
    name: 'users: profile by userid',
    sql: 'select * from public.users where userid = $1',
    params: () => [BENCH_LEARNER],
    index: ['users_pkey'],
  },
  {
    name: 'users: learners with weekdays and start time (daily service)',
    sql: `select userid, displayname, preferredstudyweekdays, preferredstudystarttime, timezone from public.users
          where preferredstudyweekdays is not null and preferredstudystarttime is not null`,
    params: () => [],
    index: ['users_with_study_schedule'],
    caller: 'service_role',
  },
  {
    name: 'studysessions: completed, newest first, limit 50',
    sql: `select * from public.studysessions where userid = $1 and status = 'completed'
          order by completedat desc limit 50`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_by_status'],
  },
  {
    name: 'studysessions: incomplete or validating, limit 20',
    sql: `select * from public.studysessions where userid = $1 and status in ('incomplete', 'validating')
          order by updatedat desc limit 20`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_by_status'],
  },
  {
    name: 'studysessions: completed in the last 3 days, limit 5',
    sql: `select * from public.studysessions where userid = $1 and status = 'completed'
          and completedat >= now() - interval '3 days' order by completedat desc limit 5`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_by_status'],
  },
  {
    name: 'studysessions: sessionid and completedat of completed (stats)',
    sql: `select sessionid, completedat from public.studysessions where userid = $1 and status = 'completed'`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_by_status'],
  },
  {
    name: 'studysessions: created today and since Monday (limits)',
    sql: `select sessionid from public.studysessions where userid = $1
          and createdat >= date_trunc('week', now())`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_by_creation'],
  },
  {
    name: 'studysessions: highest sequencenumber of a subject and topic',
    sql: `select sequencenumber from public.studysessions where userid = $1 and subjectname = 'Subject 1'
          and topicname = 'Topic 1' order by sequencenumber desc limit 1`,
    params: () => [BENCH_LEARNER],
    index: ['studysessions_number_per_topic'],
  },
  {
    name: 'studysessions: favorites',
    sql: 'select * from public.studysessions where userid = $1 and isfavorite order by createdat desc',
    params: () => [BENCH_LEARNER],
    index: ['studysessions_favorites'],
  },
  {
    name: 'studysessions: one session by sessionid (update, delete, review page)',
    sql: `select * from public.studysessions where sessionid = (
            select sessionid from public.studysessions where userid = $1 order by createdat desc limit 1)`,
    params: () => [BENCH_LEARNER],
    // Either unique index on sessionid serves it.
    index: ['studysessions_pkey', 'studysessions_owner'],
  },
  {
    name: 'reviewcycleentries: pending due up to today with the session, oldest first',
    sql: `select e.*, s.sessionid, s.sessionname, s.subjectname, s.topicname, s.lastreviewedat, s.createdat
          from public.reviewcycleentries e join public.studysessions s on s.sessionid = e.sessionid
          where e.userid = $1 and e.status = 'pending' and e.currentreviewduedate <= current_date
          order by e.currentreviewduedate`,
    params: () => [BENCH_LEARNER],
    index: ['reviewcycleentries_pending_by_due'],
  },
  {
    name: 'reviewcycleentries: one pending due by tomorrow',
    sql: `select entryid from public.reviewcycleentries where userid = $1 and status = 'pending'
          and currentreviewduedate <= current_date + 1 limit 1`,
    params: () => [BENCH_LEARNER],
    index: ['reviewcycleentries_pending_by_due'],
  },
];

/** The two dashboard calls, timed by the benchmark (their plans live inside the functions). */
export const DASHBOARD_CALLS = [
  { name: 'rpc get_home_dashboard', sql: 'select public.get_home_dashboard()' },
  { name: 'rpc get_study_stats', sql: 'select public.get_study_stats()' },
  {
    name: 'rpc get_user_subscription_status',
    sql: 'select * from public.get_user_subscription_status($1)',
    withLearner: true,
  },
];

/** Tables whose scans an EXPLAIN plan contains: node type and index (if any) per relation. */
export function planScans(plan) {
  const scans = [];
  const visit = (node) => {
    // A bitmap scan shows as a Bitmap Heap Scan (the table) over a Bitmap Index Scan (the index).
    if (node['Relation Name'] || node['Index Name']) {
      scans.push({
        table: node['Relation Name'] ?? null,
        type: node['Node Type'],
        index: node['Index Name'] ?? null,
      });
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan[0].Plan);
  return scans;
}
