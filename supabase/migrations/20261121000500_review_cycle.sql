-- The spaced review cycle: stage 1 is due the day after a session is completed, each completed
-- stage schedules the next (1, 3, 7, 14, 30, 90 days), and stage 6 ends it (Mastered).

create table public.reviewcycleentries (
  entryid uuid primary key default gen_random_uuid(),
  sessionid uuid not null,
  userid uuid not null,
  status text not null default 'pending'
    check (private.check_input(status in ('pending', 'completed'), 'Review status must be pending or completed')),
  reviewstage integer not null default 1
    check (private.check_input(reviewstage between 1 and 6, 'Review stage must be 1 to 6')),
  -- A date in the learner's time zone: due when on or before the learner's today.
  currentreviewduedate date not null,
  completedat timestamptz,
  -- The id the learner's device gave the completion: sent again (a lost answer, a queued review
  -- sent after a reload), it gets the first answer back instead of an error.
  completionid uuid,
  createdat timestamptz not null default private.app_now(),
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade,
  constraint reviewcycleentries_one_per_stage unique (sessionid, reviewstage),
  constraint reviewcycleentries_one_entry_per_completion unique (userid, completionid)
);

-- Pending reviews due up to today (or tomorrow), oldest due first.
create index reviewcycleentries_pending_by_due on public.reviewcycleentries (userid, currentreviewduedate)
  where status = 'pending';

alter table public.reviewcycleentries enable row level security;

-- A learner sees only its own review entries; they are written only by the database's rules.
create policy "Review entries are visible to their owner"
  on public.reviewcycleentries for select to authenticated
  using (userid = (select auth.uid()));

revoke all on public.reviewcycleentries from anon, authenticated;
grant select on public.reviewcycleentries to authenticated;

-- Days from completing the previous step to the due date of a stage.
create function private.review_interval_days(stage integer) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  return (array[1, 3, 7, 14, 30, 90])[stage];
end
$$;

-- ---------------------------------------------------------------- stage 1 on completion
-- Stage 1 is due the day after the learner's today at completion (learner_today: a learner's day
-- never goes backwards, docs/decisions.md, "Time zone changes"). Definer rights: learners cannot
-- write review entries themselves.
create function private.schedule_first_review() returns trigger
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

create trigger studysessions_schedule_first_review
  after update of status on public.studysessions
  for each row
  when (new.status = 'completed' and old.status is distinct from 'completed')
  execute function private.schedule_first_review();

-- ---------------------------------------------------------------- completing a review
-- What completing a review answers: the entry and its stage, how many answers were recorded and
-- how many were right, whether the session is now mastered, and the next stage's entry (null
-- after stage 6).
create type public.review_outcome as (
  entryid uuid,
  reviewstage integer,
  answered integer,
  correct integer,
  mastered boolean,
  nextentry public.reviewcycleentries
);

-- What completing a finished entry answered, read back from what it recorded: the stage's answers
-- (one per question and stage, and only complete_review writes review stages) and the next
-- stage's entry as it is now.
create function private.review_outcome_of(entry public.reviewcycleentries) returns public.review_outcome
language plpgsql stable
set search_path = ''
as $$
declare
  answered integer;
  correct integer;
  next_entry public.reviewcycleentries;
begin
  select count(*), count(*) filter (where a.iscorrect) into answered, correct
  from public.quizanswers a
  join public.quizquestions q on q.questionid = a.questionid
  join public.studysets s on s.studysetid = q.studysetid
  where a.userid = entry.userid and a.reviewstage = entry.reviewstage and s.sessionid = entry.sessionid;
  select * into next_entry from public.reviewcycleentries e
  where e.sessionid = entry.sessionid and e.reviewstage = entry.reviewstage + 1;
  return row(
    entry.entryid,
    entry.reviewstage,
    answered,
    correct,
    entry.reviewstage = 6,
    case when next_entry.entryid is not null then next_entry end
  )::public.review_outcome;
end
$$;
revoke execute on function private.review_outcome_of(public.reviewcycleentries) from public, anon, authenticated;

-- answers: [{"questionid": uuid, "chosenoption": 0-3}, ...] for questions of this session.
-- An entry that is not the caller's, not pending or not yet due raises an error and nothing
-- changes. "Due" and the next stage's due date are both against the learner's today.
-- completion_id: the device's id for this completion. The same id again for the entry it completed
-- answers what the first call answered (the next stage's entry as it is now), so a device that
-- never heard the answer can send it again and nothing is recorded twice; any other id (or none)
-- for a completed entry is refused as before.
create function public.complete_review(entry_id uuid, answers jsonb default '[]'::jsonb, completion_id uuid default null)
returns public.review_outcome
language plpgsql security definer
set search_path = ''
as $$
declare
  entry public.reviewcycleentries;
  today date;
  moment timestamptz := private.app_now();
  given integer;
  stored integer;
begin
  select * into entry from public.reviewcycleentries e
  where e.entryid = entry_id and e.userid = (select auth.uid())
  for update;
  if not found then
    raise exception 'Review not found' using errcode = 'P0002', hint = 'review_not_found';
  end if;
  if entry.status <> 'pending' then
    if entry.completionid = completion_id then
      return private.review_outcome_of(entry);
    end if;
    raise exception 'This review is already completed' using errcode = 'P0001', hint = 'review_already_completed';
  end if;
  if completion_id is not null and exists (
    select from public.reviewcycleentries e where e.userid = entry.userid and e.completionid = completion_id
  ) then
    raise exception 'This completion id was already used for another review'
      using errcode = '22023', hint = 'completion_id_used';
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
    returning 1
  )
  select count(*) into stored from inserted;
  if stored <> given then
    raise exception 'Some answers are not for questions of this session' using errcode = '22023', hint = 'invalid_answers';
  end if;

  update public.reviewcycleentries set status = 'completed', completedat = moment, completionid = completion_id
  where entryid = entry.entryid;

  if entry.reviewstage < 6 then
    insert into public.reviewcycleentries (sessionid, userid, reviewstage, currentreviewduedate)
    values (entry.sessionid, entry.userid, entry.reviewstage + 1,
            today + private.review_interval_days(entry.reviewstage + 1));
    update public.studysessions set lastreviewedat = moment where sessionid = entry.sessionid;
  else
    update public.studysessions set lastreviewedat = moment, masteredat = moment where sessionid = entry.sessionid;
  end if;

  -- Read back the way a repeat of this completion reads it: both answers are one.
  return private.review_outcome_of(entry);
end
$$;
revoke execute on function public.complete_review(uuid, jsonb, uuid) from public, anon;
grant execute on function public.complete_review(uuid, jsonb, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- pending reviews
-- The one definition of "due": the signed-in learner's pending reviews, each with isdue when its
-- date is on or before the learner's today (learner_today, which the pinnable clock drives).
-- Home's count and list, the Study Stats, the Pending Reviews page and the review page all read
-- it, so they cannot disagree. Runs as the caller: row-level security keeps it to its own rows.
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
