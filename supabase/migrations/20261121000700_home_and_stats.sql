-- One call for the home dashboard and one for the Study Stats dialog, both for the signed-in
-- learner and both in its own calendar. They run as the caller, so they read only its rows.

-- Consecutive days with a completed session, ending today, or yesterday while today is still
-- empty; at most 365 days (decisions.md).
create function private.study_streak(learner uuid, zone text) returns integer
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

-- Pending review entries due on or before the learner's today.
create function private.reviews_due(learner uuid, zone text) returns integer
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
  timezone text
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
    used as (
      select u.* from learner l, plan p cross join lateral private.sessions_used(l.id, p.zone) u
    ),
    reached as (
      select private.limit_reached(p.sessions_per_day, p.sessions_per_week, u.used_today, u.used_this_week) as which
      from plan p, used u
    )
    select row(
      private.reviews_due(l.id, p.zone),
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
      private.local_today(p.zone),
      p.zone
    )::public.home_dashboard
    from learner l, plan p, used u, reached r
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
      private.reviews_due(l.id, l.zone),
      8 - extract(isodow from private.local_today(l.zone))::integer,
      private.local_today(l.zone)
    )::public.study_stats
    from learner l, counts c, streak st
  );
end
$$;
revoke execute on function public.get_study_stats() from public, anon;
grant execute on function public.get_study_stats() to authenticated;
