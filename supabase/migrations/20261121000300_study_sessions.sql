-- Study sessions: numbering, session limits and the status flow, enforced here so that no
-- client (or direct API call) can bypass them.

create table public.studysessions (
  sessionid uuid primary key default gen_random_uuid(),
  userid uuid not null default auth.uid() references public.users (userid) on delete cascade,
  -- '{subject} - {topic} #{n}', always written by the database.
  sessionname text not null default '',
  subjectname text not null
    check (private.check_input(char_length(subjectname) between 1 and 100,
      'Subject must be 1 to 100 characters and not blank')),
  topicname text not null
    check (private.check_input(char_length(topicname) between 1 and 100,
      'Topic must be 1 to 100 characters and not blank')),
  focusdurationminutes integer not null default 25
    check (private.check_input(focusdurationminutes between 1 and 180,
      'Focus duration must be between 1 and 180 minutes')),
  breakdurationminutes integer not null default 5
    check (private.check_input(breakdurationminutes between 1 and 60,
      'Break duration must be between 1 and 60 minutes')),
  status text not null default 'focus_in_progress'
    check (private.check_input(status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress', 'completed', 'incomplete'),
      'Status must be one of focus_in_progress, uploading, validating, break_in_progress, completed, incomplete')),
  -- Per learner, subject and topic, from 1; always written by the database.
  sequencenumber integer not null default 0,
  isfavorite boolean not null default false,
  createdat timestamptz not null default private.app_now(),
  updatedat timestamptz not null default private.app_now(),
  completedat timestamptz,
  lastreviewedat timestamptz,
  -- Set when review stage 6 is completed: the session is shown as Mastered.
  masteredat timestamptz,
  -- The learner's study day the session was started on (learner_today), stamped by the insert
  -- trigger; the default is a placeholder, like sessionname's, so that a client's insert needs no
  -- value (bulk loaders that bypass the triggers must set their own).
  study_day date not null default current_date,
  constraint studysessions_number_per_topic unique (userid, subjectname, topicname, sequencenumber),
  -- Lets the study material, study set and review tables prove they share the session's owner.
  constraint studysessions_owner unique (sessionid, userid)
);

-- Completed lists (newest first, last 3 days), stats, incomplete and validating lists.
create index studysessions_by_status on public.studysessions (userid, status, completedat desc);
-- A learner's sessions by start time (learner_today reads those started up to now).
create index studysessions_by_creation on public.studysessions (userid, createdat);
-- Favorites: every favorite, not only the latest 50.
create index studysessions_favorites on public.studysessions (userid, createdat desc) where isfavorite;
-- Today's and this week's sessions (limits), and the latest study day.
create index studysessions_by_study_day on public.studysessions (userid, study_day);

alter table public.studysessions enable row level security;

-- A learner sees only its own sessions.
create policy "Sessions are visible to their owner"
  on public.studysessions for select
  to authenticated
  using (userid = (select auth.uid()));

-- A learner starts sessions only for itself (limits are checked by the insert trigger).
create policy "Learners start their own sessions"
  on public.studysessions for insert
  to authenticated
  with check (userid = (select auth.uid()));

-- A learner moves its own sessions through the flow and marks favorites.
create policy "Sessions are updated by their owner"
  on public.studysessions for update
  to authenticated
  using (userid = (select auth.uid()))
  with check (userid = (select auth.uid()));

-- Discarding during focus or upload deletes the session; later phases keep it, as the learner's study.
create policy "Sessions are discarded by their owner before validation"
  on public.studysessions for delete
  to authenticated
  using (userid = (select auth.uid()) and status in ('focus_in_progress', 'uploading'));

-- Whatever a client sends for name, number or dates is replaced by the insert trigger; after
-- that only the status and the favorite flag are the learner's to change.
revoke all on public.studysessions from anon, authenticated;
grant select, insert, delete on public.studysessions to authenticated;
grant update (status, isfavorite) on public.studysessions to authenticated;

-- ---------------------------------------------------------------- the learner's today
-- The latest study day among the sessions started up to now (the clock only moves forward in
-- production; tests and the seed move it back, and sessions "from the future" do not count yet),
-- and never before today in the zone in force: a learner's day never goes backwards
-- (docs/decisions.md, "Time zone changes"). Runs as the caller: a learner sees only its own
-- sessions.
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

-- ---------------------------------------------------------------- plan limits
-- The limits in force for a learner now: the plan's trial limits while the trial runs, its
-- post-trial limits after. Null limits mean unlimited. No row when the profile is not visible.
-- zone is the learner's time zone in force (a pending change waits for the next local day).
create function private.learner_plan(learner uuid)
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
-- One learner has one plan; the default estimate of 1000 rows made callers' plans look costly
-- enough for PostgreSQL to JIT-compile them (seconds).
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

-- Sessions of the learner's study day `today` and of its week (from Monday).
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

-- The limit rule: which limit a learner who used `used_today` and `used_this_week` sessions has
-- reached, 'today' first, then 'week', or null. Null limits mean unlimited. The insert rule and
-- Home's dashboard both ask it.
create function private.limit_reached(per_day integer, per_week integer, used_today integer, used_this_week integer)
returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  return case
    when per_day is not null and used_today >= per_day then 'today'
    when per_week is not null and used_this_week >= per_week then 'week'
  end;
end
$$;

-- Which limit (if any) stops a learner from starting a session on its study day `today`:
-- 'today', 'week' or null.
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

-- What the learner reads when a limit stops a new session ('today' or 'week'): the insert rule's
-- error and Home's Start card say it in the same words. The error's hint is session_limit_today
-- or session_limit_week, which is what callers match on.
create function private.session_limit_message(reached text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  return case reached
    when 'today' then 'Session limit reached for today'
    when 'week' then 'Session limit reached for this week'
  end;
end
$$;

-- ---------------------------------------------------------------- insert rule
-- Runs as the caller: it counts exactly the sessions the caller may see, which for a learner are
-- its own. The advisory lock serializes one learner's concurrent inserts, so the count and the
-- number cannot be raced (two parallel requests cannot both take the last free slot). The study
-- day is taken after the lock too, so two parallel inserts see each other's study day and count.
create function private.before_session_insert() returns trigger
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

create trigger studysessions_before_insert
  before insert on public.studysessions
  for each row execute function private.before_session_insert();

-- ---------------------------------------------------------------- status flow
-- The legal moves:
--   focus_in_progress -> uploading -> validating -> break_in_progress -> completed
--   validating -> incomplete (exit during validation, or marked incomplete directly)
--   incomplete -> validating (resume)
-- Focus and upload have no move to incomplete: discarding there deletes the session (see the
-- delete policy), so an incomplete session always has its material and resumes at validation.
create function private.is_legal_session_move(from_status text, to_status text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  return (from_status, to_status) in (
    ('focus_in_progress', 'uploading'),
    ('uploading', 'validating'),
    ('validating', 'break_in_progress'),
    ('validating', 'incomplete'),
    ('incomplete', 'validating'),
    ('break_in_progress', 'completed')
  );
end
$$;

-- The study day is part of the session's start and never changes either.
create function private.before_session_update() returns trigger
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

create trigger studysessions_before_update
  before update on public.studysessions
  for each row execute function private.before_session_update();
