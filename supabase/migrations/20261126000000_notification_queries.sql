-- Notification queries in one answer each: the settings page's counts, the signed-in learner
-- check shared by the learner's own functions, one definition of a study day and of the reviews
-- due (used by the scheduler and the smart test alike), and the record of what push devices said
-- about a claimed batch, written in one statement (docs/decisions.md, "Web Push").

-- The settings page's counts over all of the caller's notifications, in one answer: delivered
-- (status 'sent', clicked ones included), failed and clicked. Security invoker: row-level security
-- and the learner filter both keep them the caller's own.
create type public.notification_counts as (
  delivered integer,
  failed integer,
  clicked integer
);

create function public.get_notification_counts() returns public.notification_counts
language sql stable
set search_path = ''
as $$
  select row(
    count(*) filter (where l.status = 'sent')::integer,
    count(*) filter (where l.status = 'failed')::integer,
    count(*) filter (where l.clicked_at is not null)::integer)::public.notification_counts
  from public.notification_logs l
  where l.user_id = (select auth.uid())
$$;
revoke execute on function public.get_notification_counts() from public, anon, service_role;
grant execute on function public.get_notification_counts() to authenticated;

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
-- The same question as before, now with an SQL-standard body that a caller's query can take in.
drop function private.due_topics(uuid, date);
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

revoke execute on function private.due_topics(uuid, date) from public, anon, authenticated;

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
create or replace function private.reminders_due(run_at timestamptz, learners uuid[] default null)
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

-- ---------------------------------------------------------------- the daily run, for one learner
-- The midnight run's rules applied to the caller now: the recap of today's local midnight,
-- written exactly as the midnight run writes it (same slot, so never twice). Says why nothing
-- was written: no_schedule, notifications_off, not_a_study_day, nothing_due or already_written.
create or replace function public.run_daily_notifications_for_me() returns public.daily_run
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

-- ---------------------------------------------------------------- saving a subscription
-- This device's endpoint now belongs to the signed-in learner, with the keys it sent.
create or replace function public.save_push_subscription(endpoint text, p256dh text, auth text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  saved uuid;
begin
  if me is null then
    raise exception 'Sign in to receive notifications on this device' using errcode = '42501';
  end if;
  -- The table's checks refuse a bad endpoint or key with their own sentences.
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth)
  values (me, save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth)
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth
  returning s.id into saved;
  return saved;
end
$$;
revoke execute on function public.save_push_subscription(text, text, text) from public, anon, service_role;
grant execute on function public.save_push_subscription(text, text, text) to authenticated;

-- ---------------------------------------------------------------- recording outcomes
-- What the devices said about one claimed batch, one entry per push:
-- {log_id, subscription_id, result: 'accepted' | 'gone' | 'failed', reason}. All of it is recorded
-- together: a reminder one device accepted is 'sent' (a row already 'sent' keeps its time); one
-- no device accepted is 'failed' with the reasons, unless it is no longer 'scheduled' (an open
-- page showed it meanwhile); a gone subscription (404 or 410) is deleted; one that accepted gets
-- last_used_at. Answers how many reminders were pushed and failed, and how many subscriptions
-- were gone.
create function public.record_push_outcomes(outcomes jsonb)
returns table (pushed integer, failed integer, removed_subscriptions integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(coalesce(jsonb_typeof(outcomes) = 'array', false),
    'outcomes must be an array of push outcomes');
  perform private.check_input(not exists (
      select 1 from jsonb_to_recordset(outcomes) as o(log_id uuid, subscription_id uuid, result text)
      where o.log_id is null or o.subscription_id is null
        or o.result is null or o.result not in ('accepted', 'gone', 'failed')),
    'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed');

  return query
  with given as (
    select o.log_id, o.subscription_id, o.result, o.reason
    from jsonb_to_recordset(outcomes) as o(log_id uuid, subscription_id uuid, result text, reason text)
  ),
  reminders as (
    select g.log_id, bool_or(g.result = 'accepted') as accepted,
      string_agg(distinct g.reason, '; ' order by g.reason) filter (where g.result <> 'accepted') as reasons
    from given g
    group by g.log_id
  ),
  sent as (
    update public.notification_logs l set status = 'sent', sent_time = moment, failure_reason = null
    from reminders r
    where l.id = r.log_id and r.accepted and l.status <> 'sent'
  ),
  not_sent as (
    update public.notification_logs l set status = 'failed', failure_reason = r.reasons
    from reminders r
    where l.id = r.log_id and not r.accepted and l.status = 'scheduled'
  ),
  gone as (
    select distinct g.subscription_id from given g where g.result = 'gone'
  ),
  removed as (
    delete from public.push_subscriptions s using gone where s.id = gone.subscription_id
  ),
  -- A device gone for one reminder is deleted even if it accepted another in the same batch.
  used as (
    update public.push_subscriptions s set last_used_at = moment
    from given g
    where s.id = g.subscription_id and g.result = 'accepted'
      and not exists (select 1 from gone where gone.subscription_id = s.id)
  )
  select
    (select count(*) from reminders r where r.accepted)::integer,
    (select count(*) from reminders r where not r.accepted)::integer,
    (select count(*) from gone)::integer;
end
$$;
revoke execute on function public.record_push_outcomes(jsonb) from public, anon, authenticated;
grant execute on function public.record_push_outcomes(jsonb) to service_role;

-- ---------------------------------------------------------------- test notifications
-- Checks the caller through signed_in_learner.
create or replace function public.send_test_notification(kind text default 'basic', deliver_in_minutes integer default 0)
returns public.notification_logs
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.signed_in_learner('Sign in to send a test notification');
  moment timestamptz := private.app_now();
  profile public.users;
  zone text;
  due record;
  content jsonb;
  written public.notification_logs;
begin
  perform private.check_input(coalesce(kind in ('basic', 'smart'), false),
    'Test notification kind must be basic or smart');
  perform private.check_input(coalesce(deliver_in_minutes between 0 and 1440, false),
    'A test notification can be scheduled 0 to 1440 minutes ahead');

  -- At most 30 an hour: a test writes a row others may receive by push, so it must not flood.
  -- The lock makes parallel calls count each other.
  perform pg_advisory_xact_lock(hashtextextended('aayra.test_notifications:' || me::text, 0));
  if (select count(*) from public.notification_logs l
      where l.user_id = me and l.notification_type = 'test' and l.created_at > moment - interval '1 hour') >= 30 then
    raise exception 'You can send at most 30 test notifications an hour'
      using errcode = 'P0001', hint = 'test_notification_limit';
  end if;

  if kind = 'basic' then
    content := private.notification_content('test', 'test', 0, null, null, null,
      jsonb_build_object('kind', 'basic'));
  else
    select * into profile from public.users u where u.userid = me;
    if not found then
      raise exception 'Could not fetch user data for smart notification'
        using errcode = 'P0002', hint = 'profile_not_found';
    end if;
    zone := private.zone_in_force(profile.timezone, profile.timezone_in_force, profile.timezone_changes_at);
    select * into due from private.due_topics(me, ((moment + interval '24 hours') at time zone zone)::date);
    content := private.notification_content(
      'smart_recap',
      case when due.reviews > 0 then 'smart_recap' else 'nothing_due' end,
      hashtextextended(me::text || '@' || extract(epoch from moment)::text, 0) & 9223372036854775807,
      null, due.reviews, due.topics,
      jsonb_build_object('kind', 'smart', 'dueReviews', due.reviews, 'topics', due.topics));
  end if;

  insert into public.notification_logs (user_id, notification_type, content, status, scheduled_time, created_at)
  values (me, 'test', content, 'scheduled', moment + make_interval(mins => deliver_in_minutes), moment)
  returning * into written;
  return written;
end
$$;
revoke execute on function public.send_test_notification(text, integer) from public, anon, service_role;
grant execute on function public.send_test_notification(text, integer) to authenticated;
