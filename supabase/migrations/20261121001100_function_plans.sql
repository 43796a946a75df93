-- The SQL-language helpers become PL/pgSQL, with the same signatures, results and rules.
--
-- Why: a function that pins search_path cannot be inlined, and PostgreSQL (before 18) parses and
-- plans a non-inlined SQL function's body again in every statement that calls it. Measured on
-- PostgreSQL 15, get_user_subscription_status cost about 0.8 ms a call, mostly that planning.
-- PL/pgSQL keeps each statement's plan for the life of the connection.

create or replace function private.app_now() returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce((select frozen_at from private.clock), now());
end
$$;

create or replace function private.local_today(zone text) returns date
language plpgsql stable
set search_path = ''
as $$
begin
  return (private.app_now() at time zone zone)::date;
end
$$;

create or replace function private.local_day_start(day date, zone text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  return day::timestamp at time zone zone;
end
$$;

create or replace function private.week_start(day date) returns date
language plpgsql immutable
set search_path = ''
as $$
begin
  return day - (extract(isodow from day)::integer - 1);
end
$$;

create or replace function private.learner_timezone(learner uuid) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce((select timezone from public.users where userid = learner), 'UTC');
end
$$;

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
    u.timezone
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

create or replace function private.sessions_used(learner uuid, zone text, out used_today integer, out used_this_week integer)
language plpgsql stable
set search_path = ''
as $$
begin
  select
    (count(*) filter (where s.createdat >= private.local_day_start(private.local_today(zone), zone)))::integer,
    count(*)::integer
  into used_today, used_this_week
  from public.studysessions s
  where s.userid = learner
    and s.createdat >= private.local_day_start(private.week_start(private.local_today(zone)), zone);
end
$$;

create or replace function private.session_limit_reached(learner uuid) returns text
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    select case
      when p.sessions_per_day is not null and u.used_today >= p.sessions_per_day then 'today'
      when p.sessions_per_week is not null and u.used_this_week >= p.sessions_per_week then 'week'
    end
    from private.learner_plan(learner) p
    cross join lateral private.sessions_used(learner, p.zone) u
  );
end
$$;

create or replace function private.is_legal_session_move(from_status text, to_status text) returns boolean
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

create or replace function private.review_interval_days(stage integer) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  return (array[1, 3, 7, 14, 30, 90])[stage];
end
$$;

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
        greatest(0, (p.trial_ends_at at time zone p.zone)::date - private.local_today(p.zone))
      when p.ends_at is not null then
        greatest(0, (p.ends_at at time zone p.zone)::date - private.local_today(p.zone))
    end,
    p.sessions_per_day,
    p.sessions_per_week,
    p.ads_enabled,
    p.is_trial
  from private.learner_plan(user_id_param) p;
end
$$;

create or replace function private.study_streak(learner uuid, zone text) returns integer
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with today as (
      select private.local_today(zone) as day
    ),
    days as (
      select distinct (s.completedat at time zone zone)::date as day
      from public.studysessions s, today t
      where s.userid = learner
        and s.status = 'completed'
        and s.completedat >= private.local_day_start(t.day - 365, zone)
    ),
    anchor as (
      select case
        when exists (select 1 from days d, today t where d.day = t.day) then (select day from today)
        when exists (select 1 from days d, today t where d.day = t.day - 1) then (select day - 1 from today)
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

create or replace function private.reviews_due(learner uuid, zone text) returns integer
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    select count(*)::integer from public.reviewcycleentries e
    where e.userid = learner and e.status = 'pending' and e.currentreviewduedate <= private.local_today(zone)
  );
end
$$;

create or replace function public.get_home_dashboard() returns json
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
    used as (
      select u.* from learner l, plan p cross join lateral private.sessions_used(l.id, p.zone) u
    ),
    reached as (
      select case
        when p.sessions_per_day is not null and u.used_today >= p.sessions_per_day then 'today'
        when p.sessions_per_week is not null and u.used_this_week >= p.sessions_per_week then 'week'
      end as which
      from plan p, used u
    )
    select json_build_object(
      'pendingreviews', private.reviews_due(l.id, p.zone),
      'incompletesessions', (select count(*)::integer from public.studysessions s
                             where s.userid = l.id and s.status in ('incomplete', 'validating')),
      'completedsessions', (select count(*)::integer from public.studysessions s
                            where s.userid = l.id and s.status = 'completed'),
      'usedtoday', u.used_today,
      'usedthisweek', u.used_this_week,
      'dailylimit', p.sessions_per_day,
      'weeklylimit', p.sessions_per_week,
      'canstart', r.which is null,
      'limitreached', r.which,
      'message', case r.which
        when 'today' then 'Session limit reached for today'
        when 'week' then 'Session limit reached for this week'
      end,
      'planname', p.plan_name,
      'istrial', p.is_trial,
      'today', to_char(private.local_today(p.zone), 'YYYY-MM-DD'),
      'timezone', p.zone
    )
    from learner l, plan p, used u, reached r
  );
end
$$;

create or replace function public.get_study_stats() returns json
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with learner as (
      select u.userid as id, u.timezone as zone, u.weeklygoal as goal
      from public.users u where u.userid = (select auth.uid())
    ),
    counts as (
      select
        count(*) filter (where s.status = 'completed')::integer as completed,
        count(*) filter (where s.status = 'completed'
          and s.completedat >= private.local_day_start(private.week_start(private.local_today(l.zone)), l.zone))::integer as this_week,
        count(*) filter (where s.status in ('incomplete', 'validating'))::integer as unfinished
      from learner l
      left join public.studysessions s on s.userid = l.id
    ),
    streak as (
      select private.study_streak(l.id, l.zone) as days from learner l
    )
    select json_build_object(
      'totalsessions', c.completed,
      'thisweeksessions', c.this_week,
      'streak', st.days,
      'milestone', (select max(m) from unnest(array[7, 15, 25, 30, 50, 75, 100]) m where m <= st.days),
      'nextmilestone', (select min(m) from unnest(array[7, 15, 25, 30, 50, 75, 100]) m where m > st.days),
      'weeklygoal', l.goal,
      'weeklyprogress', round(c.this_week * 100.0 / l.goal)::integer,
      'sessionstogoal', greatest(0, l.goal - c.this_week),
      'completionrate', case when c.completed + c.unfinished = 0 then 0
                             else round(c.completed * 100.0 / (c.completed + c.unfinished))::integer end,
      'pendingreviews', private.reviews_due(l.id, l.zone),
      'daysremaininginweek', 8 - extract(isodow from private.local_today(l.zone))::integer,
      'today', to_char(private.local_today(l.zone), 'YYYY-MM-DD')
    )
    from learner l, counts c, streak st
  );
end
$$;
