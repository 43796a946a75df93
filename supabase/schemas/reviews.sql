-- The review cycle: each completed session's stages on the review ladder, the reviews due, and
-- completing one.

-- The one definition of "due": the signed-in learner's pending reviews, each with isdue when its
-- date is on or before the learner's today (learner_today, which the pinnable clock drives).
-- Home's count and list, the Study Stats, the Pending Reviews page and the review page all read
-- it, so they cannot disagree. Runs as the caller: row-level security keeps it to its own rows.
CREATE TYPE public.pending_review AS (
	entryid uuid,
	sessionid uuid,
	reviewstage integer,
	currentreviewduedate date,
	isdue boolean,
	sessionname text,
	subjectname text,
	topicname text,
	sessioncreatedat timestamp with time zone
);

CREATE TABLE public.reviewcycleentries (
    entryid uuid DEFAULT gen_random_uuid() NOT NULL,
    sessionid uuid NOT NULL,
    userid uuid NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    reviewstage integer DEFAULT 1 NOT NULL,
    -- A date in the learner's time zone: due when on or before the learner's today.
    currentreviewduedate date NOT NULL,
    completedat timestamp with time zone,
    -- The id the learner's device gave the completion: sent again (a lost answer, a queued review
    -- sent after a reload), it gets the first answer back instead of an error.
    completionid uuid,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    -- A review stage is a step of the ladder (0 on quiz answers is the first pass at validation).
    CONSTRAINT reviewcycleentries_reviewstage_check CHECK (private.check_input(((reviewstage >= 1) AND (reviewstage <= private.review_stage_count())), format('Review stage must be 1 to %s'::text, private.review_stage_count()))),
    CONSTRAINT reviewcycleentries_status_check CHECK (private.check_input((status = ANY (ARRAY['pending'::text, 'completed'::text])), 'Review status must be pending or completed'::text)),
    CONSTRAINT reviewcycleentries_one_entry_per_completion UNIQUE (userid, completionid),
    CONSTRAINT reviewcycleentries_one_per_stage UNIQUE (sessionid, reviewstage),
    CONSTRAINT reviewcycleentries_pkey PRIMARY KEY (entryid),
    CONSTRAINT reviewcycleentries_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
-- Pending reviews due up to today (or tomorrow), oldest due first.
CREATE INDEX reviewcycleentries_pending_by_due ON public.reviewcycleentries USING btree (userid, currentreviewduedate) WHERE (status = 'pending'::text);
ALTER TABLE public.reviewcycleentries ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.reviewcycleentries FROM anon, authenticated;
GRANT SELECT ON TABLE public.reviewcycleentries TO authenticated;

-- One quiz answer of a review: the question and the option chosen (0-3).
CREATE TYPE public.review_answer AS (
	questionid uuid,
	chosenoption integer
);

-- One flashcard's grade in a review (1-4, as the memory model takes it).
CREATE TYPE public.flashcard_grade AS (
	flashcardid uuid,
	grade integer
);

-- What completing a review answers: the entry and its stage, how many answers were recorded and
-- how many were right, whether the session is now mastered, and the next stage's entry (null
-- after stage 6).
CREATE TYPE public.review_outcome AS (
	entryid uuid,
	reviewstage integer,
	answered integer,
	correct integer,
	mastered boolean,
	nextentry public.reviewcycleentries
);

-- Days from completing the previous step to the due date of a stage.
CREATE FUNCTION private.review_interval_days(stage integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select (private.review_ladder_days())[stage] $$;

-- What completing a finished entry answered, read back from what it recorded: the stage's answers
-- (one per question and stage, and only complete_review writes review stages) and the next
-- stage's entry as it is now.
CREATE FUNCTION private.review_outcome_of(entry public.reviewcycleentries) RETURNS public.review_outcome
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION private.review_outcome_of(public.reviewcycleentries) FROM PUBLIC;

-- Stage 1 is due the day after the learner's today at completion (learner_today: a learner's day
-- never goes backwards, docs/decisions.md, "Time zone changes"). Definer rights: learners cannot
-- write review entries themselves.
CREATE FUNCTION private.schedule_first_review() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.reviewcycleentries (sessionid, userid, reviewstage, currentreviewduedate)
  values (new.sessionid, new.userid, 1, private.learner_today(new.userid) + private.review_interval_days(1))
  on conflict (sessionid, reviewstage) do nothing;
  return new;
end
$$;
REVOKE EXECUTE ON FUNCTION private.schedule_first_review() FROM PUBLIC;

-- answers: the chosen option (0-3) of questions of this session; grades: the learner's grade of
-- flashcards of this session.
-- An entry that is not the caller's, not pending or not yet due raises an error and nothing
-- changes. "Due" and the next stage's due date are both against the learner's today.
-- completion_id: the device's id for this completion. The same id again for the entry it completed
-- answers what the first call answered (the next stage's entry as it is now), so a device that
-- never heard the answer can send it again and nothing is recorded twice; any other id (or none)
-- for a completed entry is refused as before.
CREATE FUNCTION public.complete_review(entry_id uuid, answers public.review_answer[] DEFAULT '{}'::public.review_answer[], completion_id uuid DEFAULT NULL::uuid, grades public.flashcard_grade[] DEFAULT '{}'::public.flashcard_grade[]) RETURNS public.review_outcome
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  if exists (select from unnest(answers) a where a is null or a.questionid is null or a.chosenoption is null) then
    raise exception 'Each answer needs its question and the option chosen' using errcode = '22023', hint = 'invalid_answers';
  end if;
  if exists (select from unnest(grades) g where g is null or g.flashcardid is null or g.grade is null) then
    raise exception 'Each grade needs its flashcard and the grade' using errcode = '22023', hint = 'invalid_grades';
  end if;

  given := coalesce(cardinality(answers), 0);
  with inserted as (
    insert into public.quizanswers (questionid, userid, reviewstage, chosenoption)
    select q.questionid, entry.userid, entry.reviewstage, a.chosenoption
    from unnest(answers) a
    join public.quizquestions q on q.questionid = a.questionid
    join public.studysets s on s.studysetid = q.studysetid
    where s.sessionid = entry.sessionid and q.userid = entry.userid
    returning 1
  )
  select count(*) into stored from inserted;
  if stored <> given then
    raise exception 'Some answers are not for questions of this session' using errcode = '22023', hint = 'invalid_answers';
  end if;

  given := coalesce(cardinality(grades), 0);
  with inserted as (
    insert into public.flashcardgrades (flashcardid, userid, reviewstage, grade)
    select f.flashcardid, entry.userid, entry.reviewstage, g.grade
    from unnest(grades) g
    join public.flashcards f on f.flashcardid = g.flashcardid
    join public.studysets s on s.studysetid = f.studysetid
    where s.sessionid = entry.sessionid and f.userid = entry.userid
    returning 1
  )
  select count(*) into stored from inserted;
  if stored <> given then
    raise exception 'Some grades are not for flashcards of this session' using errcode = '22023', hint = 'invalid_grades';
  end if;

  update public.reviewcycleentries set status = 'completed', completedat = moment, completionid = completion_id
  where entryid = entry.entryid;

  if entry.reviewstage < private.review_stage_count() then
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
REVOKE EXECUTE ON FUNCTION public.complete_review(uuid, public.review_answer[], uuid, public.flashcard_grade[]) FROM PUBLIC, anon;

CREATE FUNCTION public.get_pending_reviews() RETURNS SETOF public.pending_review
    LANGUAGE plpgsql STABLE ROWS 20
    SET search_path TO ''
    AS $$
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
REVOKE EXECUTE ON FUNCTION public.get_pending_reviews() FROM PUBLIC, anon;

-- ---------------------------------------------------------------- who reads and writes what

-- A learner sees only its own review entries; they are written only by the database's rules.
CREATE POLICY "Review entries are visible to their owner" ON public.reviewcycleentries FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.reviewcycleentries AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER studysessions_schedule_first_review AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (new.status = 'completed' and old.status is distinct from 'completed') EXECUTE FUNCTION private.schedule_first_review();
