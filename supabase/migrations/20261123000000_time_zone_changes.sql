-- Time zone changes cannot bend the daily and weekly limits or the review schedule
-- (docs/decisions.md, "Time zone changes"):
--   1. a change of time zone takes effect from the learner's next local day;
--   2. a learner's day never goes backwards: each session is stamped with the learner's study day,
--      and the learner's today is never before the latest of them;
--   3. due dates are read and written against that same today.
-- Functions stay PL/pgSQL with an empty search_path, for the reasons in 20261121000000.

-- ---------------------------------------------------------------- the zone in force
-- users.timezone stays what the learner chose (and what the profile shows). While a change is
-- pending, timezone_in_force is the zone still in force and timezone_changes_at the moment (the
-- next local midnight of that zone) from which the chosen one applies; both are null otherwise.
-- Only the trigger below writes them: learners have no column grant on them.
alter table public.users
  add column timezone_in_force text,
  add column timezone_changes_at timestamptz,
  add constraint users_time_zone_change_pending
    check ((timezone_in_force is null) = (timezone_changes_at is null));

-- The zone in force at app_now() for a profile row's three time-zone columns.
create function private.zone_in_force(chosen text, previous text, changes_at timestamptz) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  if changes_at > private.app_now() then
    return previous;
  end if;
  return chosen;
end
$$;

create or replace function private.learner_timezone(learner uuid) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce(
    (select private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at)
     from public.users u where u.userid = learner),
    'UTC');
end
$$;

-- Whatever a client sends for the bookkeeping columns is replaced. A new profile starts in its
-- zone at once. On update: a change whose moment has passed is simply the zone in force; choosing
-- the zone in force again cancels a pending change; choosing yet another zone while one is pending
-- only replaces the pending zone (its moment stays); otherwise the new zone waits for the next
-- local midnight of the zone in force.
create function private.schedule_time_zone_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  in_force text;
begin
  if tg_op = 'INSERT' then
    new.timezone_in_force := null;
    new.timezone_changes_at := null;
    return new;
  end if;

  in_force := private.zone_in_force(old.timezone, old.timezone_in_force, old.timezone_changes_at);
  if new.timezone = in_force then
    new.timezone_in_force := null;
    new.timezone_changes_at := null;
  elsif old.timezone_changes_at > private.app_now() then
    new.timezone_in_force := old.timezone_in_force;
    new.timezone_changes_at := old.timezone_changes_at;
  else
    new.timezone_in_force := in_force;
    new.timezone_changes_at :=
      private.local_day_start(private.local_today(in_force) + 1, in_force);
  end if;
  return new;
end
$$;
revoke execute on function private.schedule_time_zone_change() from public, anon, authenticated;

create trigger users_schedule_time_zone_change
  before insert or update on public.users
  for each row execute function private.schedule_time_zone_change();

-- ---------------------------------------------------------------- the learner's today
-- The latest study day among the sessions started up to now (the clock only moves forward in
-- production; tests and the seed move it back, and sessions "from the future" do not count yet).
-- Runs as the caller: a learner sees only its own sessions.
create function private.learner_today(learner uuid) returns date
language plpgsql stable
set search_path = ''
as $$
begin
  return greatest(
    private.local_today(private.learner_timezone(learner)),
    (select max(s.study_day) from public.studysessions s
     where s.userid = learner and s.createdat <= private.app_now())
  );
end
$$;

-- ---------------------------------------------------------------- study day of a session
-- Stamped by the insert trigger; the default is a placeholder, like sessionname's, so that a
-- client's insert needs no value (bulk loaders that bypass the triggers must set their own).
-- Existing sessions get the local day of their start in their learner's zone: no change can be
-- pending before this migration.
alter table public.studysessions add column study_day date;

alter table public.studysessions disable trigger studysessions_before_update;
update public.studysessions s
set study_day = (s.createdat at time zone u.timezone)::date
from public.users u
where u.userid = s.userid;
alter table public.studysessions enable trigger studysessions_before_update;

alter table public.studysessions
  alter column study_day set default current_date,
  alter column study_day set not null;

-- Today's and this week's sessions (limits), and the latest study day.
create index studysessions_by_study_day on public.studysessions (userid, study_day);

-- Sessions of the learner's study day `today` and of its week (from Monday).
drop function private.sessions_used(uuid, text);
create function private.sessions_used(learner uuid, today date, out used_today integer, out used_this_week integer)
language plpgsql stable
set search_path = ''
as $$
begin
  select
    (count(*) filter (where s.study_day = today))::integer,
    count(*)::integer
  into used_today, used_this_week
  from public.studysessions s
  where s.userid = learner
    and s.study_day between private.week_start(today) and today;
end
$$;

drop function private.session_limit_reached(uuid);
create function private.session_limit_reached(learner uuid, today date) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    select private.limit_reached(p.sessions_per_day, p.sessions_per_week, u.used_today, u.used_this_week)
    from private.learner_plan(learner) p
    cross join lateral private.sessions_used(learner, today) u
  );
end
$$;

-- As before, plus the study day: taken after the advisory lock, so two parallel inserts see
-- each other's study day and count.
create or replace function private.before_session_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  reached text;
begin
  perform pg_advisory_xact_lock(hashtextextended('aayra.studysessions:' || new.userid::text, 0));

  new.subjectname := btrim(new.subjectname, E' \t\r\n');
  new.topicname := btrim(new.topicname, E' \t\r\n');
  new.status := 'focus_in_progress';
  new.createdat := private.app_now();
  new.updatedat := new.createdat;
  new.completedat := null;
  new.lastreviewedat := null;
  new.masteredat := null;
  new.study_day := private.learner_today(new.userid);

  reached := private.session_limit_reached(new.userid, new.study_day);
  if reached is not null then
    raise exception using errcode = 'P0001', message = private.session_limit_message(reached),
      hint = 'session_limit_' || reached;
  end if;

  select coalesce(max(s.sequencenumber), 0) + 1 into new.sequencenumber
  from public.studysessions s
  where s.userid = new.userid and s.subjectname = new.subjectname and s.topicname = new.topicname;
  new.sessionname := format('%s - %s #%s', new.subjectname, new.topicname, new.sequencenumber);
  return new;
end
$$;

-- As before; the study day is part of the session's start and never changes either.
create or replace function private.before_session_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.userid, new.subjectname, new.topicname, new.sequencenumber, new.sessionname, new.createdat, new.study_day)
     is distinct from
     (old.userid, old.subjectname, old.topicname, old.sequencenumber, old.sessionname, old.createdat, old.study_day) then
    raise exception 'A session''s learner, subject, topic, number, name and start time cannot be changed'
      using errcode = 'P0001', hint = 'session_identity_fixed';
  end if;

  if new.status is distinct from old.status then
    if not private.is_legal_session_move(old.status, new.status) then
      raise exception 'A session cannot move from % to %', old.status, new.status
        using errcode = 'P0001', hint = 'illegal_status_transition';
    end if;
  end if;
  new.completedat := case
    when new.status = 'completed' and old.status <> 'completed' then private.app_now()
    else old.completedat
  end;
  new.updatedat := private.app_now();
  return new;
end
$$;

-- ---------------------------------------------------------------- plan and subscription
-- As before, with the zone in force instead of the chosen one.
create or replace function private.learner_plan(learner uuid)
returns table (
  plan_name text,
  is_trial boolean,
  trial_ends_at timestamptz,
  sessions_per_day integer,
  sessions_per_week integer,
  ads_enabled boolean,
  started_at timestamptz,
  ends_at timestamptz,
  zone text
)
language plpgsql stable
rows 1
set search_path = ''
as $$
begin
  return query
  select
    p.planname,
    t.in_trial,
    t.trial_ends_at,
    case when t.trial_ends_at is null or t.in_trial then p.maxsessionsperday else p.posttrialmaxsessionsperday end,
    case when t.trial_ends_at is null or t.in_trial then p.maxsessionsperweek else p.posttrialmaxsessionsperweek end,
    p.adsenabled,
    coalesce(u.subscription_started_at, u.createdat),
    u.subscription_ends_at,
    private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at)
  from public.users u
  join public.subscriptionplans p on p.planname = u.subscription_plan
  cross join lateral (
    select
      u.createdat + make_interval(days => p.trialdays) as trial_ends_at,
      p.trialdays is not null and private.app_now() < u.createdat + make_interval(days => p.trialdays) as in_trial
  ) t
  where u.userid = learner;
end
$$;

-- Days remaining count from the learner's today.
create or replace function public.get_user_subscription_status(user_id_param uuid)
returns table (
  plan_name text,
  status text,
  start_date timestamptz,
  end_date timestamptz,
  days_remaining integer,
  sessions_per_day integer,
  sessions_per_week integer,
  ads_enabled boolean,
  is_trial boolean
)
language plpgsql stable
rows 1
set search_path = ''
as $$
begin
  return query
  select
    p.plan_name,
    case
      when p.is_trial then 'trialing'
      when p.trial_ends_at is not null then 'trial_ended'
      else 'active'
    end,
    p.started_at,
    coalesce(p.trial_ends_at, p.ends_at),
    case
      when p.trial_ends_at is not null then
        greatest(0, (p.trial_ends_at at time zone p.zone)::date - private.learner_today(user_id_param))
      when p.ends_at is not null then
        greatest(0, (p.ends_at at time zone p.zone)::date - private.learner_today(user_id_param))
    end,
    p.sessions_per_day,
    p.sessions_per_week,
    p.ads_enabled,
    p.is_trial
  from private.learner_plan(user_id_param) p;
end
$$;

-- ---------------------------------------------------------------- reviews
-- Stage 1 is due the day after the learner's today at completion.
create or replace function private.schedule_first_review() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.reviewcycleentries (sessionid, userid, reviewstage, currentreviewduedate)
  values (new.sessionid, new.userid, 1, private.learner_today(new.userid) + private.review_interval_days(1))
  on conflict (sessionid, reviewstage) do nothing;
  return new;
end
$$;
revoke execute on function private.schedule_first_review() from public, anon, authenticated;

-- As before, with the learner's today for "due" and for the next stage's due date.
create or replace function public.complete_review(entry_id uuid, answers jsonb default '[]'::jsonb) returns public.review_outcome
language plpgsql security definer
set search_path = ''
as $$
declare
  entry public.reviewcycleentries;
  today date;
  moment timestamptz := private.app_now();
  given integer;
  stored integer;
  correct integer;
  next_entry public.reviewcycleentries;
begin
  select * into entry from public.reviewcycleentries e
  where e.entryid = entry_id and e.userid = (select auth.uid())
  for update;
  if not found then
    raise exception 'Review not found' using errcode = 'P0002', hint = 'review_not_found';
  end if;
  if entry.status <> 'pending' then
    raise exception 'This review is already completed' using errcode = 'P0001', hint = 'review_already_completed';
  end if;
  today := private.learner_today(entry.userid);
  if entry.currentreviewduedate > today then
    raise exception 'This review is not due until %', to_char(entry.currentreviewduedate, 'YYYY-MM-DD')
      using errcode = 'P0001', hint = 'review_not_due';
  end if;
  if jsonb_typeof(coalesce(answers, '[]'::jsonb)) <> 'array' then
    raise exception 'Answers must be a list' using errcode = '22023', hint = 'invalid_answers';
  end if;

  given := jsonb_array_length(coalesce(answers, '[]'::jsonb));
  with inserted as (
    insert into public.quizanswers (questionid, userid, reviewstage, chosenoption)
    select q.questionid, entry.userid, entry.reviewstage, (a ->> 'chosenoption')::integer
    from jsonb_array_elements(coalesce(answers, '[]'::jsonb)) a
    join public.quizquestions q on q.questionid = (a ->> 'questionid')::uuid
    join public.studysets s on s.studysetid = q.studysetid
    where s.sessionid = entry.sessionid and q.userid = entry.userid
    returning iscorrect
  )
  select count(*), count(*) filter (where iscorrect) into stored, correct from inserted;
  if stored <> given then
    raise exception 'Some answers are not for questions of this session' using errcode = '22023', hint = 'invalid_answers';
  end if;

  update public.reviewcycleentries set status = 'completed', completedat = moment
  where entryid = entry.entryid;

  if entry.reviewstage < 6 then
    insert into public.reviewcycleentries (sessionid, userid, reviewstage, currentreviewduedate)
    values (entry.sessionid, entry.userid, entry.reviewstage + 1,
            today + private.review_interval_days(entry.reviewstage + 1))
    returning * into next_entry;
    update public.studysessions set lastreviewedat = moment where sessionid = entry.sessionid;
  else
    update public.studysessions set lastreviewedat = moment, masteredat = moment where sessionid = entry.sessionid;
  end if;

  return row(
    entry.entryid,
    entry.reviewstage,
    stored,
    correct,
    entry.reviewstage = 6,
    case when next_entry.entryid is not null then next_entry end
  )::public.review_outcome;
end
$$;

-- The one definition of "due": the signed-in learner's pending reviews, each with isdue when its
-- date is on or before the learner's today (learner_today, which the pinnable clock drives).
-- Home's count and list, the Study Stats, the Pending Reviews page and the review page all read
-- it, so they cannot disagree. Runs as the caller: row-level security keeps it to its own rows.
drop function private.reviews_due(uuid, text);
create type public.pending_review as (
  entryid uuid,
  sessionid uuid,
  reviewstage integer,
  currentreviewduedate date,
  isdue boolean,
  sessionname text,
  subjectname text,
  topicname text,
  sessioncreatedat timestamptz
);

create function public.get_pending_reviews() returns setof public.pending_review
language plpgsql stable
rows 20
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  today date := private.learner_today(me);
begin
  return query
  select e.entryid, e.sessionid, e.reviewstage, e.currentreviewduedate, e.currentreviewduedate <= today,
         s.sessionname, s.subjectname, s.topicname, s.createdat
  from public.reviewcycleentries e
  join public.studysessions s on s.sessionid = e.sessionid and s.userid = e.userid
  where e.userid = me and e.status = 'pending';
end
$$;
revoke execute on function public.get_pending_reviews() from public, anon;
grant execute on function public.get_pending_reviews() to authenticated;

-- How many of the signed-in learner's reviews are due.
create function private.reviews_due() returns integer
language plpgsql stable
set search_path = ''
as $$
begin
  return (select count(*)::integer from public.get_pending_reviews() r where r.isdue);
end
$$;

-- ---------------------------------------------------------------- home and stats
-- The day a completed session counts for: its completion's local day in the zone in force, but
-- never before the study day it was started on (after a move west, both are the learner's day).
create function private.completion_day(completed_at timestamptz, study_day date, zone text) returns date
language plpgsql stable
set search_path = ''
as $$
begin
  return greatest((completed_at at time zone zone)::date, study_day);
end
$$;

-- As before, anchored on the learner's today.
drop function private.study_streak(uuid, text);
create function private.study_streak(learner uuid, zone text, today date) returns integer
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with days as (
      select distinct private.completion_day(s.completedat, s.study_day, zone) as day
      from public.studysessions s
      where s.userid = learner
        and s.status = 'completed'
        and s.completedat >= private.local_day_start(today - 366, zone)
    ),
    anchor as (
      select case
        when exists (select 1 from days d where d.day = today) then today
        when exists (select 1 from days d where d.day = today - 1) then today - 1
      end as day
    ),
    run as (
      select d.day, row_number() over (order by d.day desc) as position
      from days d, anchor a
      where d.day <= a.day and d.day > a.day - 365
    )
    select count(*)::integer from run r, anchor a where a.day - r.day = r.position - 1
  );
end
$$;

create or replace function public.get_home_dashboard()
returns public.home_dashboard
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with learner as (
      select (select auth.uid()) as id
    ),
    plan as (
      select p.* from learner l cross join lateral private.learner_plan(l.id) p
    ),
    day as (
      select private.learner_today(l.id) as today from learner l
    ),
    used as (
      select u.* from learner l, day d cross join lateral private.sessions_used(l.id, d.today) u
    ),
    reached as (
      select private.limit_reached(p.sessions_per_day, p.sessions_per_week, u.used_today, u.used_this_week) as which
      from plan p, used u
    )
    select row(
      private.reviews_due(),
      (select count(*)::integer from public.studysessions s
       where s.userid = l.id and s.status in ('incomplete', 'validating')),
      (select count(*)::integer from public.studysessions s
       where s.userid = l.id and s.status = 'completed'),
      u.used_today,
      u.used_this_week,
      p.sessions_per_day,
      p.sessions_per_week,
      r.which is null,
      r.which,
      private.session_limit_message(r.which),
      p.plan_name,
      p.is_trial,
      d.today,
      p.zone
    )::public.home_dashboard
    from learner l, plan p, day d, used u, reached r
  );
end
$$;

create or replace function public.get_study_stats()
returns public.study_stats
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with learner as (
      select u.userid as id,
             private.zone_in_force(u.timezone, u.timezone_in_force, u.timezone_changes_at) as zone,
             private.learner_today(u.userid) as today,
             u.weeklygoal as goal
      from public.users u where u.userid = (select auth.uid())
    ),
    counts as (
      select
        count(*) filter (where s.status = 'completed')::integer as completed,
        count(*) filter (where s.status = 'completed'
          and private.completion_day(s.completedat, s.study_day, l.zone) >= private.week_start(l.today))::integer as this_week,
        count(*) filter (where s.status in ('incomplete', 'validating'))::integer as unfinished
      from learner l
      left join public.studysessions s on s.userid = l.id
    ),
    streak as (
      select private.study_streak(l.id, l.zone, l.today) as days from learner l
    )
    select row(
      c.completed,
      c.this_week,
      st.days,
      (select max(m) from unnest(array[7, 15, 25, 30, 50, 75, 100]) m where m <= st.days),
      (select min(m) from unnest(array[7, 15, 25, 30, 50, 75, 100]) m where m > st.days),
      l.goal,
      round(c.this_week * 100.0 / l.goal)::integer,
      greatest(0, l.goal - c.this_week),
      case when c.completed + c.unfinished = 0 then 0
           else round(c.completed * 100.0 / (c.completed + c.unfinished))::integer end,
      private.reviews_due(),
      8 - extract(isodow from l.today)::integer,
      l.today
    )::public.study_stats
    from learner l, counts c, streak st
  );
end
$$;
