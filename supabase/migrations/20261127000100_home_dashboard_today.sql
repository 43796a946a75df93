-- Home's "Today" section comes with the home cards in one answer (docs/decisions.md, "Home: the
-- Today section"): the study streak and this week's sessions against the weekly goal, as the
-- Study Stats dialog counts them, and the first five reviews due, by name, in the order the
-- Pending Reviews page lists them. Every field the home cards and the Start card read stays as it
-- was. Runs as the caller, so it reads only the caller's rows.
--
-- When a reached limit lets the learner start again is the database's answer too, from the same
-- limit rule (limit_reached), so the Start card never works it out again.
--
-- The streak and this week's sessions come from the same helpers the Study Stats use
-- (study_streak, completion_day, week_start), not from calling get_study_stats, which would count
-- the reviews due and every session again on each Home load.
alter type public.home_dashboard
  add attribute streak integer,
  add attribute thisweeksessions integer,
  add attribute weeklygoal integer,
  -- The first five due, oldest first; pendingreviews counts them all.
  add attribute duereviews public.pending_review[],
  -- While a limit is reached, the learner's day on which a session can start again: tomorrow,
  -- or next Monday when this week's sessions are used up too (even if today's limit came first).
  add attribute limitresetson date;

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
