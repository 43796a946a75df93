-- Baseline of the memory domain, copied from supabase/schemas/memory.sql. It stays as it is: a
-- change goes into the schema file, and `pnpm run db:diff <name>` writes it as a new migration.

-- The memory model: each card's and question's memory (FSRS difficulty and stability) and the
-- grades a learner gave, from which the next review's recall is estimated.

CREATE TYPE private.memory AS (
	difficulty double precision,
	stability double precision
);

-- A learner's own grade of a flashcard after flipping it during a review, one per card and stage.
CREATE TABLE public.flashcardgrades (
    gradeid uuid DEFAULT gen_random_uuid() NOT NULL,
    flashcardid uuid NOT NULL,
    userid uuid NOT NULL,
    reviewstage integer NOT NULL,
    grade integer NOT NULL,
    gradedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT flashcardgrades_grade_check CHECK (private.check_input(((grade >= 1) AND (grade <= 4)), 'A flashcard grade is 1 (Again) to 4 (Easy)'::text)),
    CONSTRAINT flashcardgrades_reviewstage_check CHECK (private.check_input(((reviewstage >= 1) AND (reviewstage <= private.review_stage_count())), format('Review stage must be 1 to %s'::text, private.review_stage_count()))),
    CONSTRAINT flashcardgrades_once_per_stage UNIQUE (flashcardid, reviewstage),
    CONSTRAINT flashcardgrades_pkey PRIMARY KEY (gradeid),
    CONSTRAINT flashcardgrades_flashcardid_fkey FOREIGN KEY (flashcardid) REFERENCES public.flashcards(flashcardid) ON DELETE CASCADE
);
CREATE INDEX flashcardgrades_by_learner ON public.flashcardgrades USING btree (userid);
ALTER TABLE public.flashcardgrades ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.flashcardgrades FROM anon, authenticated;
GRANT SELECT ON TABLE public.flashcardgrades TO authenticated;

CREATE TABLE public.memorystates (
    stateid uuid DEFAULT gen_random_uuid() NOT NULL,
    userid uuid NOT NULL,
    sessionid uuid NOT NULL,
    flashcardid uuid,
    questionid uuid,
    difficulty double precision NOT NULL,
    stability double precision NOT NULL,
    answers integer DEFAULT 1 NOT NULL,
    -- Answers rated Again.
    lapses integer DEFAULT 0 NOT NULL,
    -- The learner's day of the last answer: recall is predicted from it.
    lastanswerday date NOT NULL,
    lastansweredat timestamp with time zone NOT NULL,
    CONSTRAINT memorystates_one_item CHECK ((num_nonnulls(flashcardid, questionid) = 1)),
    CONSTRAINT memorystates_flashcardid_key UNIQUE (flashcardid),
    CONSTRAINT memorystates_pkey PRIMARY KEY (stateid),
    CONSTRAINT memorystates_questionid_key UNIQUE (questionid),
    CONSTRAINT memorystates_flashcardid_fkey FOREIGN KEY (flashcardid) REFERENCES public.flashcards(flashcardid) ON DELETE CASCADE,
    CONSTRAINT memorystates_questionid_fkey FOREIGN KEY (questionid) REFERENCES public.quizquestions(questionid) ON DELETE CASCADE,
    CONSTRAINT memorystates_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
CREATE INDEX memorystates_by_session ON public.memorystates USING btree (userid, sessionid);
ALTER TABLE public.memorystates ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.memorystates FROM anon, authenticated;
GRANT SELECT ON TABLE public.memorystates TO authenticated;

CREATE FUNCTION private.fsrs_clamp(x double precision, low double precision, high double precision) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select least(greatest(x, low), high);
$$;

-- ts-fsrs rounds every intermediate figure to 8 decimals (Math.round: halves up).
CREATE FUNCTION private.fsrs_round(x double precision) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select floor(x * 1e8 + 0.5) / 1e8;
$$;

CREATE FUNCTION private.fsrs_weights() RETURNS double precision[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select array[0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
               1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]::double precision[];
$$;

CREATE FUNCTION private.fsrs_initial_difficulty(grade integer) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select private.fsrs_round(w[5] - exp((grade - 1) * w[6]) + 1) from private.fsrs_weights() w;
$$;

-- The probability of recalling an item elapsed_days after its last answer.
CREATE FUNCTION private.fsrs_recall(elapsed_days double precision, stability double precision) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  decay double precision := -(private.fsrs_weights())[21];
  factor double precision := private.fsrs_round(exp(ln(0.9) / decay) - 1);
begin
  return private.fsrs_round(power(1 + factor * greatest(elapsed_days, 0) / stability, decay));
end
$$;

-- The state after an answer rated grade, elapsed_days after the previous one (null: first answer).
CREATE FUNCTION private.fsrs_next(previous private.memory, elapsed_days integer, grade integer) RETURNS private.memory
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  w double precision[] := private.fsrs_weights();
  d double precision := previous.difficulty;
  s double precision := previous.stability;
  r double precision;
  next_s double precision;
  next_d double precision;
begin
  if grade is null or grade not between 1 and 4 then
    raise exception 'A rating is 1 (Again) to 4 (Easy)' using errcode = '22023';
  end if;
  if previous is null or (d is null and s is null) then
    return row(private.fsrs_clamp(private.fsrs_initial_difficulty(grade), 1, 10),
               greatest(w[grade], 0.1))::private.memory;
  end if;
  r := private.fsrs_recall(elapsed_days, s);
  if elapsed_days = 0 then
    -- Short-term: an answer on the same day as the previous one.
    next_s := power(s, -w[20]) * exp(w[18] * (grade - 3 + w[19]));
    if grade >= 2 then
      next_s := greatest(next_s, 1);
    end if;
    next_s := private.fsrs_round(private.fsrs_clamp(s * next_s, 0.001, 36500));
  elsif grade = 1 then
    next_s := least(
      greatest(private.fsrs_round(s / exp(w[18] * w[19])), 0.001),
      private.fsrs_round(private.fsrs_clamp(
        w[12] * power(d, -w[13]) * (power(s + 1, w[14]) - 1) * exp((1 - r) * w[15]), 0.001, 36500)));
  else
    next_s := private.fsrs_round(private.fsrs_clamp(
      s * (1 + exp(w[9]) * (11 - d) * power(s, -w[10]) * (exp((1 - r) * w[11]) - 1)
             * (case when grade = 2 then w[16] else 1 end) * (case when grade = 4 then w[17] else 1 end)),
      0.001, 36500));
  end if;
  -- Difficulty moves by the rating, damped towards 10, and reverts towards an Easy first answer.
  next_d := d + private.fsrs_round(-w[7] * (grade - 3) * (10 - d) / 9);
  next_d := private.fsrs_clamp(
    private.fsrs_round(w[8] * private.fsrs_initial_difficulty(4) + (1 - w[8]) * next_d), 1, 10);
  return row(next_d, next_s)::private.memory;
end
$$;

-- Applies one rated answer to an item's state (created on its first answer, with its session).
CREATE FUNCTION private.remember_answer(learner uuid, rated_flashcard uuid, rated_question uuid, grade integer, day date, moment timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  state public.memorystates;
  next private.memory;
begin
  select * into state from public.memorystates m
  where (rated_flashcard is not null and m.flashcardid = rated_flashcard) or (rated_question is not null and m.questionid = rated_question)
  for update;
  if not found then
    next := private.fsrs_next(null, 0, grade);
    insert into public.memorystates (userid, sessionid, flashcardid, questionid, difficulty, stability,
                                     lapses, lastanswerday, lastansweredat)
    select learner, s.sessionid, rated_flashcard, rated_question, next.difficulty, next.stability,
           (grade = 1)::integer, day, moment
    from public.studysets s
    where s.studysetid = coalesce(
      (select f.studysetid from public.flashcards f where f.flashcardid = rated_flashcard),
      (select q.studysetid from public.quizquestions q where q.questionid = rated_question));
  else
    next := private.fsrs_next(row(state.difficulty, state.stability)::private.memory,
                              greatest(day - state.lastanswerday, 0), grade);
    update public.memorystates
    set difficulty = next.difficulty, stability = next.stability, answers = answers + 1,
        lapses = lapses + (grade = 1)::integer, lastanswerday = greatest(day, lastanswerday),
        lastansweredat = moment
    where stateid = state.stateid;
  end if;
end
$$;
REVOKE EXECUTE ON FUNCTION private.remember_answer(uuid, uuid, uuid, integer, date, timestamp with time zone) FROM PUBLIC;

-- Every quiz answer (validation and review stages: right is Good, wrong is Again) and every
-- flashcard grade updates its item's state in the same statement. Definer rights: learners cannot
-- write states themselves.
CREATE FUNCTION private.remember_rated_answer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_table_name = 'quizanswers' then
    perform private.remember_answer(new.userid, null, new.questionid, case when new.iscorrect then 3 else 1 end,
                                    private.learner_today(new.userid), new.answeredat);
  else
    perform private.remember_answer(new.userid, new.flashcardid, null, new.grade,
                                    private.learner_today(new.userid), new.gradedat);
  end if;
  return new;
end
$$;
REVOKE EXECUTE ON FUNCTION private.remember_rated_answer() FROM PUBLIC;

-- ---------------------------------------------------------------- who reads and writes what

CREATE POLICY "Flashcard grades are visible to their owner" ON public.flashcardgrades FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- Both are written only by the database's rules, from the answers; a learner reads its own.
CREATE POLICY "Memory states are visible to their owner" ON public.memorystates FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.flashcardgrades AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.memorystates AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER flashcardgrades_remember AFTER INSERT ON public.flashcardgrades FOR EACH ROW EXECUTE FUNCTION private.remember_rated_answer();

CREATE TRIGGER quizanswers_remember AFTER INSERT ON public.quizanswers FOR EACH ROW EXECUTE FUNCTION private.remember_rated_answer();
