-- One call for the home dashboard and one for the Study Stats dialog, both for the signed-in
-- learner and both in its own calendar. They run as the caller, so they read only its rows.

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

-- Consecutive days with a completed session, ending the learner's today, or yesterday while
-- today is still empty; at most 365 days (decisions.md).
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

-- How many of the signed-in learner's reviews are due (get_pending_reviews' isdue).
create function private.reviews_due() returns integer
language plpgsql stable
set search_path = ''
as $$
begin
  return (select count(*)::integer from public.get_pending_reviews() r where r.isdue);
end
$$;

-- What the two calls answer, one typed row each (null when the caller has no profile), so the
-- generated client types carry every field.
create type public.home_dashboard as (
  pendingreviews integer,
  incompletesessions integer,
  completedsessions integer,
  usedtoday integer,
  usedthisweek integer,
  dailylimit integer,
  weeklylimit integer,
  canstart boolean,
  limitreached text,
  message text,
  planname text,
  istrial boolean,
  today date,
  timezone text,
  -- Home's "Today" section (docs/decisions.md, "Home: the Today section"): the study streak and
  -- this week's sessions against the weekly goal, as the Study Stats dialog counts them.
  streak integer,
  thisweeksessions integer,
  weeklygoal integer,
  -- The first five due, oldest first; pendingreviews counts them all.
  duereviews public.pending_review[],
  -- While a limit is reached, the learner's day on which a session can start again: tomorrow,
  -- or next Monday when this week's sessions are used up too (even if today's limit came first).
  limitresetson date
);

create type public.study_stats as (
  totalsessions integer,
  thisweeksessions integer,
  streak integer,
  milestone integer,
  nextmilestone integer,
  weeklygoal integer,
  weeklyprogress integer,
  sessionstogoal integer,
  completionrate integer,
  pendingreviews integer,
  daysremaininginweek integer,
  today date
);

-- The home cards: counts, and today's / this week's usage against the plan's limits (null: no
-- limit). limitreached is 'today', 'week' or null; message is the text the Start card shows then.
-- With them, Home's "Today" section in the same answer: the streak, this week's sessions and the
-- first five reviews due, by name, in the order the Pending Reviews page lists them. When a reached
-- limit lets the learner start again is the database's answer too, from the same limit rule
-- (limit_reached), so the Start card never works it out again. The streak and this week's
-- sessions come from the same helpers the Study Stats use (study_streak, completion_day,
-- week_start), not from calling get_study_stats, which would count the reviews due and every
-- session again on each Home load.
create function public.get_home_dashboard()
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
    ),
    -- One pass over the learner's sessions for the cards' counts and this week's sessions.
    counts as (
      select
        count(*) filter (where s.status = 'completed')::integer as completed,
        count(*) filter (where s.status in ('incomplete', 'validating'))::integer as unfinished,
        count(*) filter (where s.status = 'completed'
          and private.completion_day(s.completedat, s.study_day, p.zone) >= private.week_start(d.today))::integer as this_week
      from learner l
      cross join plan p
      cross join day d
      left join public.studysessions s on s.userid = l.id
    ),
    due as (
      select r from public.get_pending_reviews() r where r.isdue
    )
    select row(
      (select count(*)::integer from due),
      c.unfinished,
      c.completed,
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
      p.zone,
      private.study_streak(l.id, p.zone, d.today),
      c.this_week,
      (select g.weeklygoal from public.users g where g.userid = l.id),
      -- Oldest due first, then the earliest stage; ties in the order the sessions were started.
      array(
        select x.r from due x
        order by (x.r).currentreviewduedate, (x.r).reviewstage, (x.r).sessioncreatedat, (x.r).entryid
        limit 5
      ),
      case
        when r.which is null then null
        when private.limit_reached(null, p.sessions_per_week, 0, u.used_this_week) = 'week'
          then private.week_start(d.today) + 7
        else d.today + 1
      end
    )::public.home_dashboard
    from learner l, plan p, day d, used u, reached r, counts c
  );
end
$$;
revoke execute on function public.get_home_dashboard() from public, anon;
grant execute on function public.get_home_dashboard() to authenticated;

-- The Study Stats dialog (decisions.md): completed sessions all-time and since Monday, streak and
-- milestone, weekly progress against the profile's goal (not capped; the bar caps it), completion
-- rate = completed / (completed + unfinished: incomplete or validating), pending reviews due, and
-- days remaining in the week counting today (Monday 7 ... Sunday 1).
create function public.get_study_stats()
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
revoke execute on function public.get_study_stats() from public, anon;
grant execute on function public.get_study_stats() to authenticated;
