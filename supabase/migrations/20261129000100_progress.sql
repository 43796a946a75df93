-- What a learner can see of its progress: predicted recall per session, topic and subject (from
-- the memory states), readiness for a subject's exam date, the study calendar, and all of its
-- data as JSON. Every call runs as the caller: row-level security keeps it to its own rows.

-- ---------------------------------------------------------------- exam dates
create table public.subjectexams (
  userid uuid not null default auth.uid() references public.users (userid) on delete cascade,
  subjectname text not null
    check (private.check_input(char_length(btrim(subjectname)) between 1 and 200, 'A subject name must be 1 to 200 characters')),
  examdate date not null,
  primary key (userid, subjectname)
);

-- An exam date is today or later in the learner's calendar, and within two years.
create function private.check_exam_date() returns trigger
language plpgsql
set search_path = ''
as $$
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

create trigger subjectexams_check_date
  before insert or update on public.subjectexams
  for each row execute function private.check_exam_date();

alter table public.subjectexams enable row level security;
create policy "Exam dates belong to their owner"
  on public.subjectexams for all to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
create policy "Second factor given when turned on" on public.subjectexams as restrictive for all to authenticated
  using ((select private.second_factor_given())) with check ((select private.second_factor_given()));
revoke all on public.subjectexams from anon, authenticated;
grant select, insert, delete on public.subjectexams to authenticated;
grant update (examdate) on public.subjectexams to authenticated;

-- ---------------------------------------------------------------- predicted recall
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
create type public.recall_figure as (
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

create function public.get_recall() returns setof public.recall_figure
language plpgsql stable
rows 30
set search_path = ''
as $$
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
revoke execute on function public.get_recall() from public, anon;
grant execute on function public.get_recall() to authenticated;

-- ---------------------------------------------------------------- study calendar
-- Completed sessions per day of the learner's calendar (the day each counts for in the streak
-- and the week: private.completion_day) for the 12 weeks ending with the current one, Monday
-- first, up to today: one row per day, days without sessions included.
create type public.study_day as (day date, sessions integer);

create function public.get_study_calendar() returns setof public.study_day
language plpgsql stable
rows 84
set search_path = ''
as $$
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
revoke execute on function public.get_study_calendar() from public, anon;
grant execute on function public.get_study_calendar() to authenticated;

-- ---------------------------------------------------------------- the learner's data
-- Every row of every learner table the caller may read, by table name. Runs as the caller, so
-- row-level security gives it its own rows and none of another learner's; a table added later is
-- included without a change here.
create function public.export_my_data() returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  learner_table record;
  rows jsonb;
  result jsonb := jsonb_build_object('exportedat', private.app_now(), 'userid', (select auth.uid()));
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  for learner_table in
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity and c.relname <> 'subscriptionplans'
    order by c.relname
  loop
    execute format('select coalesce(jsonb_agg(to_jsonb(t)), ''[]''::jsonb) from public.%I t', learner_table.name)
      into rows;
    result := result || jsonb_build_object(learner_table.name, rows);
  end loop;
  return result;
end
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
