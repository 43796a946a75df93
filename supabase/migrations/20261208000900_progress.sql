-- Baseline of the progress domain, copied from supabase/schemas/progress.sql. It stays as it is: a
-- change goes into the schema file, and `pnpm run db:diff <name>` writes it as a new migration.

-- Home and progress: the home dashboard, study stats and streaks, the study calendar, recall
-- figures and the learner's subject exams.

-- What the two calls answer, one typed row each (null when the caller has no profile), so the
-- generated client types carry every field.
CREATE TYPE public.home_dashboard AS (
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
	planname public.plan_name,
	istrial boolean,
	today date,
	timezone text,
	streak integer,
	thisweeksessions integer,
	weeklygoal integer,
	duereviews public.pending_review[],
	limitresetson date
);

-- One row per subject, per topic and per session of the learner's items with a memory state
-- (scope 'subject', 'topic' or 'session'; the finer columns, and the session's name, are null on
-- coarser rows): the mean
-- of the items' probability of recall today, and the number of items.
-- With an exam date on the subject: examrecall is the mean predicted recall on that day; on a
-- session row, examgain is how much reviewing that session today (every item answered Good)
-- would raise the subject's examrecall, so the sessions to review first are those with the
-- largest gain. nextreview is a session's next pending review's due date, and nextrecall its
-- predicted recall on that day (once mastered, 90 days on: the ladder's last interval). That is
-- the figure a review's last screen shows as "Recall after this review".
CREATE TYPE public.recall_figure AS (
	scope text,
	subjectname text,
	topicname text,
	sessionid uuid,
	sessionname text,
	recall double precision,
	items integer,
	examdate date,
	examrecall double precision,
	examgain double precision,
	nextreview date,
	nextrecall double precision
);

-- Completed sessions per day of the learner's calendar (the day each counts for in the streak
-- and the week: private.completion_day) for the 12 weeks ending with the current one, Monday
-- first, up to today: one row per day, days without sessions included.
CREATE TYPE public.study_day AS (
	day date,
	sessions integer
);

CREATE TYPE public.study_stats AS (
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

CREATE TABLE public.subjectexams (
    userid uuid DEFAULT auth.uid() NOT NULL,
    subjectname text NOT NULL,
    examdate date NOT NULL,
    CONSTRAINT subjectexams_subjectname_check CHECK (private.check_input(((char_length(btrim(subjectname)) >= 1) AND (char_length(btrim(subjectname)) <= 200)), 'A subject name must be 1 to 200 characters'::text)),
    CONSTRAINT subjectexams_pkey PRIMARY KEY (userid, subjectname),
    CONSTRAINT subjectexams_userid_fkey FOREIGN KEY (userid) REFERENCES public.users(userid) ON DELETE CASCADE
);
ALTER TABLE public.subjectexams ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.subjectexams FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.subjectexams TO authenticated;
GRANT UPDATE (examdate) ON TABLE public.subjectexams TO authenticated;

-- An exam date is today or later in the learner's calendar, and within two years.
CREATE FUNCTION private.check_exam_date() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  today date := private.learner_today(new.userid);
begin
  if new.examdate < today or new.examdate > today + 731 then
    raise exception 'An exam date must be between today and two years from now'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

-- The day a completed session counts for: its completion's local day in the zone in force, but
-- never before the study day it was started on (after a move west, both are the learner's day).
CREATE FUNCTION private.completion_day(completed_at timestamp with time zone, study_day date, zone text) RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return greatest((completed_at at time zone zone)::date, study_day);
end
$$;

-- How many of the signed-in learner's reviews are due (get_pending_reviews' isdue).
CREATE FUNCTION private.reviews_due() RETURNS integer
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (select count(*)::integer from public.get_pending_reviews() r where r.isdue);
end
$$;

-- Consecutive days with a completed session, ending the learner's today, or yesterday while
-- today is still empty; at most 365 days (decisions.md).
CREATE FUNCTION private.study_streak(learner uuid, zone text, today date) RETURNS integer
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

-- The home cards: counts, and today's / this week's usage against the plan's limits (null: no
-- limit). limitreached is 'today', 'week' or null; message is the text the Start card shows then.
-- With them, Home's "Today" section in the same answer: the streak, this week's sessions and the
-- first five reviews due, by name, in the order the Pending Reviews page lists them. When a reached
-- limit lets the learner start again is the database's answer too, from the same limit rule
-- (limit_reached), so the Start card never works it out again. The streak and this week's
-- sessions come from the same helpers the Study Stats use (study_streak, completion_day,
-- week_start), not from calling get_study_stats, which would count the reviews due and every
-- session again on each Home load.
CREATE FUNCTION public.get_home_dashboard() RETURNS public.home_dashboard
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION public.get_home_dashboard() FROM PUBLIC, anon;

CREATE FUNCTION public.get_recall() RETURNS SETOF public.recall_figure
    LANGUAGE plpgsql STABLE ROWS 30
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  today date := private.learner_today(me);
begin
  return query
  with items as (
    select s.subjectname, s.topicname, s.sessionid, s.sessionname, x.examdate, e.currentreviewduedate as nextreview,
           count(*) over (partition by s.subjectname) as subjectitems,
           private.fsrs_recall(today - m.lastanswerday, m.stability) as recall,
           private.fsrs_recall(coalesce(e.currentreviewduedate, today + 90) - m.lastanswerday, m.stability)
             as nextrecall,
           -- The exam figures only for a subject with an exam date: the rest need none of this work.
           case when x.examdate is not null then
             private.fsrs_recall(x.examdate - m.lastanswerday, m.stability) end as examrecall,
           case when x.examdate is not null then
             private.fsrs_recall(x.examdate - today,
               (private.fsrs_next(row(m.difficulty, m.stability)::private.memory, today - m.lastanswerday, 3)).stability)
           end as examrecallifreviewed
    from public.memorystates m
    join public.studysessions s on s.sessionid = m.sessionid and s.userid = m.userid
    left join public.subjectexams x on x.userid = m.userid and x.subjectname = s.subjectname
    left join public.reviewcycleentries e on e.sessionid = m.sessionid and e.status = 'pending'
    where m.userid = me
  )
  select
    case when grouping(i.topicname) = 1 then 'subject'
         when grouping(i.sessionid) = 1 then 'topic' else 'session' end,
    i.subjectname,
    case when grouping(i.topicname) = 0 then i.topicname end,
    case when grouping(i.sessionid) = 0 then i.sessionid end,
    case when grouping(i.sessionid) = 0 then max(i.sessionname) end,
    avg(i.recall),
    count(*)::integer,
    max(i.examdate),
    avg(i.examrecall),
    case when grouping(i.sessionid) = 0 then
      sum(i.examrecallifreviewed - i.examrecall) / max(i.subjectitems) end,
    case when grouping(i.sessionid) = 0 then max(i.nextreview) end,
    case when grouping(i.sessionid) = 0 then avg(i.nextrecall) end
  from items i
  group by grouping sets ((i.subjectname), (i.subjectname, i.topicname), (i.subjectname, i.topicname, i.sessionid));
end
$$;
REVOKE EXECUTE ON FUNCTION public.get_recall() FROM PUBLIC, anon;

CREATE FUNCTION public.get_study_calendar() RETURNS SETOF public.study_day
    LANGUAGE plpgsql STABLE ROWS 84
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  today date := private.learner_today(me);
  zone text := private.learner_timezone(me);
  first_day date := private.week_start(today) - 77;
begin
  return query
  with counted as (
    select private.completion_day(s.completedat, s.study_day, zone) as day, count(*)::integer as sessions
    from public.studysessions s
    where s.userid = me and s.status = 'completed'
      and s.completedat >= private.local_day_start(first_day - 1, zone)
    group by 1
  )
  select d::date, coalesce(c.sessions, 0)
  from generate_series(first_day, today, interval '1 day') d
  left join counted c on c.day = d::date
  order by 1;
end
$$;
REVOKE EXECUTE ON FUNCTION public.get_study_calendar() FROM PUBLIC, anon;

-- The Study Stats dialog (decisions.md): completed sessions all-time and since Monday, streak and
-- milestone, weekly progress against the profile's goal (not capped; the bar caps it), completion
-- rate = completed / (completed + unfinished: incomplete or validating), pending reviews due, and
-- days remaining in the week counting today (Monday 7 ... Sunday 1).
CREATE FUNCTION public.get_study_stats() RETURNS public.study_stats
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION public.get_study_stats() FROM PUBLIC, anon;

-- ---------------------------------------------------------------- who reads and writes what

CREATE POLICY "Exam dates belong to their owner" ON public.subjectexams TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.subjectexams AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER subjectexams_check_date BEFORE INSERT OR UPDATE ON public.subjectexams FOR EACH ROW EXECUTE FUNCTION private.check_exam_date();
