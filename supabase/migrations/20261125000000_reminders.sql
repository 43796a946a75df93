-- Reminders, decided by the server in each learner's own time zone (docs/decisions.md,
-- "Reminders (scheduling)"): study reminders 15 and 5 minutes before the preferred start time on
-- preferred weekdays, one smart reminder 10 minutes before it and the smart recap at local
-- midnight of a study day, both only when a review is due within 24 hours. A scheduled edge
-- function calls schedule_reminders() every minute; each reminder becomes one notification_logs
-- row, never two, whoever runs it and however often.

-- ---------------------------------------------------------------- notification_logs
-- reminder_slot: the instant a scheduled reminder is for (null for a learner's own tests).
-- pushed_at: when Web Push was attempted, so overlapping runs never push a row twice.
-- failure_reason: why delivery failed, in the sentence the settings page shows.
alter table public.notification_logs
  add column reminder_slot timestamptz,
  add column pushed_at timestamptz,
  add column failure_reason text
    check (private.check_input(failure_reason is null or char_length(failure_reason) <= 500,
      'A failure reason can be at most 500 characters'));

-- The same reminder is never written twice for a learner, kind and slot, even when two runs
-- overlap: the database refuses the second row, not a check in code.
create unique index notification_logs_one_per_reminder
  on public.notification_logs (user_id, notification_type, reminder_slot)
  where reminder_slot is not null;

-- Rows still waiting for Web Push, by the time they are due (claim_push_deliveries).
create index notification_logs_awaiting_push
  on public.notification_logs ((coalesce(scheduled_time, created_at)))
  where status = 'scheduled' and pushed_at is null;

-- The learner's browser shows the notification, so it records delivery, failure and click.
grant update (status, sent_time, clicked_at, failure_reason) on public.notification_logs to authenticated;

-- ---------------------------------------------------------------- what a notification says
-- Titles by content type: the one place a reminder's title is written.
create table private.notification_titles (
  content_type text primary key,
  title text not null
);

-- Message templates by purpose (a content type, or 'nothing_due' for a smart test with no review
-- due). Placeholders: {minutes} until the session starts, {reviews} ('1 review', '3 reviews') and
-- {topics} (the due topics, 'Biology - Cells, History - Rome and 2 more').
create table private.notification_templates (
  purpose text not null,
  position integer not null,
  body text not null,
  primary key (purpose, position)
);

insert into private.notification_titles (content_type, title) values
  ('ai_tip', 'Study Tip!'),
  ('motivational', 'Study Time!'),
  ('pending_review', 'Review Time!'),
  ('smart_recap', 'Smart Recap Time!'),
  ('test', 'Test Notification');

insert into private.notification_templates (purpose, position, body) values
  ('ai_tip', 1, 'Your session starts in {minutes} minutes. Try explaining today''s topic out loud as if to a friend: the gaps show up fast.'),
  ('ai_tip', 2, 'Starting in {minutes} minutes. Leave your phone in another room during the focus timer; a quick glance costs more focus than it seems.'),
  ('ai_tip', 3, '{minutes} minutes to go. Before you begin, write down one question you want this session to answer.'),
  ('ai_tip', 4, 'Your session starts in {minutes} minutes. Testing yourself beats rereading: try the quiz before you look back at your notes.'),
  ('ai_tip', 5, '{minutes} minutes until your session. Short sessions on many days stick better than one long cram.'),
  ('ai_tip', 6, 'Starting in {minutes} minutes. Use the break for a real rest: stand up, stretch and look away from the screen.'),
  ('motivational', 1, 'Your study session starts in {minutes} minutes. Small steps every day add up to mastery.'),
  ('motivational', 2, '{minutes} minutes to your session. Future you will be glad you showed up today.'),
  ('motivational', 3, 'Your session starts in {minutes} minutes. One focused block is all it takes to keep your momentum.'),
  ('motivational', 4, '{minutes} minutes until study time. You planned this session; now make it count.'),
  ('motivational', 5, 'Study time in {minutes} minutes. Every session brings you closer to your goal.'),
  ('pending_review', 1, 'Due soon: {reviews} on {topics}. Your session starts in {minutes} minutes; a quick review first keeps it fresh.'),
  ('pending_review', 2, '{reviews} due within a day: {topics}. Start with them when your session begins in {minutes} minutes.'),
  ('pending_review', 3, 'Reviewing at the right moment is what makes it stick. Waiting for you: {topics}.'),
  ('pending_review', 4, 'In {minutes} minutes it is study time. Ready for review: {topics}.'),
  ('smart_recap', 1, 'Your recap for today: {reviews} due, on {topics}.'),
  ('smart_recap', 2, 'Today is a study day. Due for review: {topics}. A few minutes now saves hours later.'),
  ('smart_recap', 3, '{reviews} to review today: {topics}. Keep your streak going!'),
  ('smart_recap', 4, 'Spaced review works best on time. Waiting for you today: {topics}.'),
  ('nothing_due', 1, 'You are all caught up: no reviews are due in the next 24 hours. A new session keeps the momentum going.'),
  ('test', 1, 'This is a test notification from Aayra. If you can read it, notifications work on this device.');

-- The text helpers below are SQL-standard bodies: parsed when created (so no search path applies
-- when they run) and inlined into the scheduler's query, where a PL/pgSQL call for each of
-- 10,000 rows cost a fifth of the run.

-- '1 review' or 'N reviews'.
create function private.review_count_text(reviews integer) returns text
language sql immutable
return reviews || case when reviews = 1 then ' review' else ' reviews' end;

-- Names up to three topics, then 'and N more': 'A', 'A and B', 'A, B and C', 'A, B, C and 2 more'.
create function private.named_topics(topics text[]) returns text
language sql immutable
return case
  when coalesce(cardinality(topics), 0) = 0 then ''
  when cardinality(topics) = 1 then topics[1]
  when cardinality(topics) <= 3 then
    array_to_string(topics[1:cardinality(topics) - 1], ', ') || ' and ' || topics[cardinality(topics)]
  else array_to_string(topics[1:3], ', ') || ' and ' || (cardinality(topics) - 3) || ' more'
end;

-- A template with its placeholders filled (a placeholder without a value stays as it is).
create function private.fill_template(body text, minutes integer, reviews integer, topics text[]) returns text
language sql immutable
return replace(replace(replace(body,
  '{minutes}', coalesce(minutes::text, '{minutes}')),
  '{reviews}', coalesce(private.review_count_text(reviews), '{reviews}')),
  '{topics}', coalesce(private.named_topics(topics), '{topics}'));

-- The row's content: {title, body, type, tag, icon, sourceData}.
create function private.notification_json(title text, body text, content_type text, source_data jsonb) returns jsonb
language sql immutable
return jsonb_build_object(
  'title', title, 'body', body, 'type', content_type,
  'tag', 'study-reminder', 'icon', '/favicon.png',
  'sourceData', coalesce(source_data, '{}'::jsonb));

-- The templates of each purpose numbered from 0 in position order, with how many there are:
-- template number (pick mod count) is the one a pick chooses.
create function private.numbered_templates()
returns table (purpose text, number integer, templates integer, body text)
language plpgsql stable
rows 30
set search_path = ''
as $$
begin
  return query
  select t.purpose, (row_number() over w - 1)::integer, (count(*) over (partition by t.purpose))::integer, t.body
  from private.notification_templates t
  window w as (partition by t.purpose order by t.position);
end
$$;

-- One notification's content, for the rows written one at a time (the learner's tests).
create function private.notification_content(
  content_type text, purpose text, pick bigint, minutes integer, reviews integer, topics text[], source_data jsonb
) returns jsonb
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    select private.notification_json(
      n.title, private.fill_template(t.body, minutes, reviews, topics), notification_content.content_type, source_data)
    from private.numbered_templates() t
    join private.notification_titles n on n.content_type = notification_content.content_type
    where t.purpose = notification_content.purpose and t.number = pick % t.templates
  );
end
$$;

-- ---------------------------------------------------------------- the signed-in learner
-- The learner calling one of its own functions, or `message` as a 42501 error. The grants let
-- only `authenticated` run those functions, but a role is not a learner: only the token's subject
-- says which learner it is, and a caller without one must not get an answer about nobody.
create function private.signed_in_learner(message text) returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception using errcode = '42501', message = message;
  end if;
  return me;
end
$$;
revoke execute on function private.signed_in_learner(text) from public, anon, authenticated;

-- ---------------------------------------------------------------- study days and due reviews
-- Whether `day` is one of the learner's study weekdays ('Monday,Wednesday').
create function private.is_study_day(weekdays text, day date) returns boolean
language sql immutable
return position(
  (array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])[extract(isodow from day)::integer]
  in weekdays) > 0;

-- A learner's pending reviews due on or before `due_by`: how many, and their topics
-- ('Subject - Topic'), earliest due first; always one row (0 and {} when none is due). The one
-- definition for the scheduler's smart reminders and recaps (reminders_due) and the learner's smart
-- test. An SQL-standard body, so reminders_due's query takes it in as a lateral subquery.
create function private.due_topics(learner uuid, due_by date)
returns table (reviews integer, topics text[])
language sql stable
begin atomic
  select coalesce(sum(t.entries), 0)::integer, coalesce(array_agg(t.topic order by t.first_due, t.topic), '{}')
  from (
    select s.subjectname || ' - ' || s.topicname as topic, min(e.currentreviewduedate) as first_due, count(*) as entries
    from public.reviewcycleentries e
    join public.studysessions s on s.sessionid = e.sessionid
    where e.userid = due_topics.learner and e.status = 'pending' and e.currentreviewduedate <= due_topics.due_by
    group by 1
  ) t;
end;

-- ---------------------------------------------------------------- reminders due
-- Every reminder whose slot falls in (run_at - 5 minutes, run_at], for every learner with
-- preferred weekdays and a start time (or only those in `learners`), in one set-based query.
-- A study day d starts at (d + start time) in the learner's zone in force, daylight saving
-- included; its reminders can fall on the local day before (start 00:05: 23:50 the day before),
-- so the local days around run_at are yesterday, today and tomorrow. The weekday is the study
-- day's. "Due within 24 hours": a pending review due on or before the local date of slot + 24 h.
-- Time zone conversions are the costly part, so a day is looked at closely only when its start
-- or its midnight is within a few hours of the learner's wall clock now (a slot in the window is
-- within 15 minutes of now, and a zone's offset moves by at most 2 hours at once).
-- Custom plans: all learners read the table once, a few go through its key.
create function private.reminders_due(run_at timestamptz, learners uuid[] default null)
returns table (learner uuid, kind text, slot timestamptz, content jsonb)
language plpgsql stable
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
begin
  return query
  with schedules as materialized (
    select
      u.userid,
      z.zone,
      u.preferredstudyweekdays as weekdays,
      u.preferredstudystarttime::time as start_time,
      coalesce(p.study_reminders_enabled, true) as study_on,
      coalesce(p.smart_notifications_enabled, true) as smart_on,
      run_at at time zone z.zone as wall_now
    from public.users u
    cross join lateral (
      select case when u.timezone_changes_at > run_at then u.timezone_in_force else u.timezone end as zone
    ) z
    left join public.notification_preferences p on p.user_id = u.userid
    where u.preferredstudyweekdays is not null
      and u.preferredstudystarttime is not null
      and (learners is null or u.userid = any(learners))
  ),
  near_days as (
    select s.*, d.day,
      d.day + s.start_time between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 45 minutes'
        and (s.study_on or s.smart_on) as near_start,
      d.day::timestamp between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 30 minutes'
        and s.smart_on as near_midnight
    from schedules s
    cross join (values (-1), (0), (1)) o(days)
    cross join lateral (select s.wall_now::date + o.days as day) d
    where (d.day + s.start_time between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 45 minutes'
           or d.day::timestamp between s.wall_now - interval '2 hours 30 minutes' and s.wall_now + interval '2 hours 30 minutes')
      -- The study day's weekday.
      and private.is_study_day(s.weekdays, d.day)
  ),
  slots as (
    select d.userid, d.zone, d.day, k.kind, st.starts_at - make_interval(mins => k.minutes) as slot_at, k.minutes, st.starts_at
    from near_days d
    cross join lateral (select (d.day + d.start_time) at time zone d.zone as starts_at) st
    cross join lateral (values
      ('study_reminder', 15, d.study_on),
      ('smart_reminder', 10, d.smart_on),
      ('study_reminder', 5, d.study_on)
    ) k(kind, minutes, enabled)
    where d.near_start and k.enabled
      and st.starts_at - make_interval(mins => k.minutes) > run_at - interval '5 minutes'
      and st.starts_at - make_interval(mins => k.minutes) <= run_at
    union all
    select d.userid, d.zone, d.day, 'smart_recap', m.midnight, null::integer, null::timestamptz
    from near_days d
    cross join lateral (select d.day::timestamp at time zone d.zone as midnight) m
    where d.near_midnight and m.midnight > run_at - interval '5 minutes' and m.midnight <= run_at
  ),
  -- Study reminders always; smart ones only with a review due, naming the reviews due within 24
  -- hours of the slot.
  reminders as (
    select sl.*, null::integer as reviews, null::text[] as topics
    from slots sl
    where sl.kind = 'study_reminder'
    union all
    select sl.*, due.reviews, due.topics
    from slots sl
    cross join lateral private.due_topics(sl.userid, ((sl.slot_at + interval '24 hours') at time zone sl.zone)::date) due
    where sl.kind <> 'study_reminder' and due.reviews > 0
  ),
  -- One hash of (learner, slot) chooses the content: a tip for about 40 percent of study
  -- reminders, and the template, the same on every run, so a retried run writes the same text.
  typed as (
    select r.*, h.pick,
      case
        when r.kind = 'smart_reminder' then 'pending_review'
        when r.kind = 'smart_recap' then 'smart_recap'
        when h.pick % 100 < 40 then 'ai_tip'
        else 'motivational'
      end as content_type
    from reminders r
    cross join lateral (
      select hashtextextended(r.userid::text || '@' || extract(epoch from r.slot_at)::bigint::text, 0)
             & 9223372036854775807 as pick
    ) h
  )
  select
    t.userid,
    t.kind,
    t.slot_at,
    private.notification_json(
      n.title,
      private.fill_template(tpl.body, t.minutes, t.reviews, t.topics),
      t.content_type,
      jsonb_strip_nulls(jsonb_build_object(
        'studyDay', to_char(t.day, 'YYYY-MM-DD'), 'startsAt', t.starts_at, 'minutesBefore', t.minutes,
        'dueReviews', t.reviews, 'topics', t.topics)))
  from typed t
  join private.notification_titles n on n.content_type = t.content_type
  join private.numbered_templates() tpl
    on tpl.purpose = t.content_type and tpl.number = (t.pick / 100) % tpl.templates
  -- One order for every run, so two overlapping runs take the rows' locks in the same order.
  order by t.userid, t.kind, t.slot_at;
end
$$;

-- ---------------------------------------------------------------- the scheduler
-- Writes the reminders of `learners` (null: everyone) due in (run_at - 5 minutes, run_at] as
-- 'scheduled' rows for their slots; returns how many rows it wrote. Should the rows of some
-- learner fail, the group is split in two and each half written on its own, down to single
-- learners: a learner whose rows fail is skipped with a warning in the database log and everyone
-- else is written, in about 2 x log2(learners) attempts for one failing learner instead of one
-- attempt per learner.
create function private.write_reminders(run_at timestamptz, learners uuid[] default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Read once: as a column default the clock would be read again for every row.
  written_at timestamptz := private.app_now();
  written integer;
  half integer;
begin
  begin
    insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, reminder_slot, created_at)
    select r.learner, r.kind, r.content, 'scheduled', r.slot, r.slot, written_at
    from private.reminders_due(run_at, learners) r
    on conflict (user_id, notification_type, reminder_slot) where reminder_slot is not null do nothing;
    get diagnostics written = row_count;
    return written;
  exception when others then
    if cardinality(learners) = 1 then
      raise warning 'Reminders for learner % at % skipped (%: %)', learners[1], run_at, sqlstate, sqlerrm;
      return 0;
    elsif learners is null then
      raise warning 'Reminders at % could not be written together (%: %); writing them in smaller groups',
        run_at, sqlstate, sqlerrm;
    end if;
  end;

  if learners is null then
    select array_agg(u.userid order by u.userid) into learners
    from public.users u
    where u.preferredstudyweekdays is not null and u.preferredstudystarttime is not null;
  end if;
  if coalesce(cardinality(learners), 0) = 0 then
    return 0;
  end if;
  half := cardinality(learners) / 2;
  return private.write_reminders(run_at, learners[1:half])
       + private.write_reminders(run_at, learners[half + 1:]);
end
$$;

-- Writes every reminder due in (run_at - 5 minutes, run_at] (run_at: now by default); returns
-- how many rows it wrote. A run that overlaps another, or repeats it, writes nothing twice, and
-- one learner's failure never stops the run (write_reminders).
create function public.schedule_reminders(run_at timestamptz default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.write_reminders(coalesce(run_at, private.app_now()));
end
$$;
revoke execute on function public.schedule_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.schedule_reminders(timestamptz) to service_role;

-- ---------------------------------------------------------------- the daily run, for one learner
-- What the daily run for one learner answers: whether a recap was written, why not (a reason
-- below) and the notification row (the one written, or the one already there).
create type public.daily_run as (
  written boolean,
  reason text,
  log public.notification_logs
);

-- The midnight run's rules applied to the caller now: the recap of today's local midnight,
-- written exactly as the midnight run writes it (same slot, so never twice). Says why nothing
-- was written: no_schedule, notifications_off, not_a_study_day, nothing_due or already_written.
create function public.run_daily_notifications_for_me() returns public.daily_run
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.signed_in_learner('Sign in to run your daily notifications');
  profile public.users;
  smart_on boolean;
  zone text;
  today date;
  midnight timestamptz;
  recap jsonb;
  written public.notification_logs;
  existing public.notification_logs;
begin
  select * into profile from public.users u where u.userid = me;
  if not found or profile.preferredstudyweekdays is null or profile.preferredstudystarttime is null then
    return row(false, 'no_schedule', null)::public.daily_run;
  end if;
  select coalesce(p.smart_notifications_enabled, true) into smart_on
  from public.notification_preferences p where p.user_id = me;
  if smart_on is false then
    return row(false, 'notifications_off', null)::public.daily_run;
  end if;

  zone := private.zone_in_force(profile.timezone, profile.timezone_in_force, profile.timezone_changes_at);
  today := private.local_today(zone);
  midnight := private.local_day_start(today, zone);
  if not private.is_study_day(profile.preferredstudyweekdays, today) then
    return row(false, 'not_a_study_day', null)::public.daily_run;
  end if;

  select r.content into recap
  from private.reminders_due(midnight, array[me]) r
  where r.kind = 'smart_recap' and r.slot = midnight;
  if recap is null then
    return row(false, 'nothing_due', null)::public.daily_run;
  end if;

  insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, reminder_slot)
  values (me, 'smart_recap', recap, 'scheduled', private.app_now(), midnight)
  on conflict (user_id, notification_type, reminder_slot) where reminder_slot is not null do nothing
  returning * into written;
  if written.id is null then
    select * into existing from public.notification_logs l
    where l.user_id = me and l.notification_type = 'smart_recap' and l.reminder_slot = midnight;
    return row(false, 'already_written', existing)::public.daily_run;
  end if;
  return row(true, null, written)::public.daily_run;
end
$$;
revoke execute on function public.run_daily_notifications_for_me() from public, anon, service_role;
grant execute on function public.run_daily_notifications_for_me() to authenticated;

revoke execute on function private.reminders_due(timestamptz, uuid[]) from public, anon, authenticated;
revoke execute on function private.write_reminders(timestamptz, uuid[]) from public, anon, authenticated;
revoke execute on function private.due_topics(uuid, date) from public, anon, authenticated;
revoke execute on function private.notification_content(text, text, bigint, integer, integer, text[], jsonb) from public, anon, authenticated;
