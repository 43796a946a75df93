-- Home's "Today" section comes with the home cards in one answer (docs/decisions.md, "Home: the
-- Today section"): the study streak and this week's sessions against the weekly goal, as the
-- Study Stats dialog counts them, and the first five reviews due, by name, in the order the
-- Pending Reviews page lists them. Every field the home cards and the Start card read stays as it
-- was. Runs as the caller, so it reads only the caller's rows.
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
    day as (
      select private.learner_today(l.id) as today from learner l
    ),
    used as (
      select u.* from learner l, day d cross join lateral private.sessions_used(l.id, d.today) u
    ),
    reached as (
      select case
        when p.sessions_per_day is not null and u.used_today >= p.sessions_per_day then 'today'
        when p.sessions_per_week is not null and u.used_this_week >= p.sessions_per_week then 'week'
      end as which
      from plan p, used u
    ),
    -- One definition of the streak and of this week's sessions: the Study Stats dialog's.
    stats as (
      select public.get_study_stats() as figures
    ),
    -- Oldest due first, then the earliest stage; ties in the order the sessions were started.
    due as (
      select coalesce(json_agg(json_build_object(
               'entryid', x.entryid,
               'sessionid', x.sessionid,
               'sessionname', x.sessionname,
               'reviewstage', x.reviewstage,
               'currentreviewduedate', to_char(x.currentreviewduedate, 'YYYY-MM-DD'))
             order by x.currentreviewduedate, x.reviewstage, x.createdat, x.entryid), '[]'::json) as reviews
      from (
        select e.entryid, e.sessionid, s.sessionname, e.reviewstage, e.currentreviewduedate, s.createdat
        from learner l, day d, public.reviewcycleentries e
        join public.studysessions s on s.sessionid = e.sessionid
        where e.userid = l.id and e.status = 'pending' and e.currentreviewduedate <= d.today
        order by e.currentreviewduedate, e.reviewstage, s.createdat, e.entryid
        limit 5
      ) x
    )
    select json_build_object(
      'pendingreviews', private.reviews_due(l.id, d.today),
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
      'today', to_char(d.today, 'YYYY-MM-DD'),
      'timezone', p.zone,
      'streak', coalesce((st.figures->>'streak')::integer, 0),
      'thisweeksessions', coalesce((st.figures->>'thisweeksessions')::integer, 0),
      'weeklygoal', (st.figures->>'weeklygoal')::integer,
      'duereviews', due.reviews
    )
    from learner l, plan p, day d, used u, reached r, stats st, due
  );
end
$$;
