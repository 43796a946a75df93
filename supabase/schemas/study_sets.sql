-- Study sets: what a session's material becomes (summary points, flashcards, quiz questions), the
-- items a learner writes or drops during validation, and the quiz answers.

-- The length of the longest option, 0 for anything that is not a list of texts.
CREATE FUNCTION private.longest_option(options jsonb) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when jsonb_typeof(options) = 'array' then
    (select coalesce(max(char_length(o #>> '{}')), 0) from jsonb_array_elements(options) o)
  else 0 end
$$;

CREATE TABLE public.studysets (
    studysetid uuid DEFAULT gen_random_uuid() NOT NULL,
    sessionid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    -- 'local' or the model that generated it.
    provider text DEFAULT 'local'::text NOT NULL,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    updatedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    language text DEFAULT 'und'::text NOT NULL,
    CONSTRAINT studysets_language_code CHECK (private.check_input((language ~ '^(?:[a-z]{2,3}|und)$'::text), 'A study set''s language must be a language code such as en, es or hi'::text)),
    CONSTRAINT studysets_owner UNIQUE (studysetid, userid),
    CONSTRAINT studysets_pkey PRIMARY KEY (studysetid),
    CONSTRAINT studysets_sessionid_key UNIQUE (sessionid),
    CONSTRAINT studysets_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
ALTER TABLE public.studysets ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.studysets FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.studysets TO authenticated;
GRANT UPDATE (provider) ON TABLE public.studysets TO authenticated;

CREATE TABLE public.flashcards (
    flashcardid uuid DEFAULT gen_random_uuid() NOT NULL,
    studysetid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    front text NOT NULL,
    back text NOT NULL,
    materialid uuid,
    sourcepassage text DEFAULT ''::text NOT NULL,
    authoredbylearner boolean DEFAULT false NOT NULL,
    isdropped boolean DEFAULT false NOT NULL,
    CONSTRAINT flashcards_back_check CHECK (private.check_input(((char_length(btrim(back)) >= 1) AND (char_length(btrim(back)) <= 2000)), 'A flashcard back must be 1 to 2000 characters'::text)),
    CONSTRAINT flashcards_front_check CHECK (private.check_input(((char_length(btrim(front)) >= 1) AND (char_length(btrim(front)) <= 1000)), 'A flashcard front must be 1 to 1000 characters'::text)),
    CONSTRAINT flashcards_own_quote_nothing CHECK (private.check_input(((NOT authoredbylearner) OR ((materialid IS NULL) AND (sourcepassage = ''::text))), 'Your own flashcard cannot quote material'::text)),
    CONSTRAINT flashcards_pkey PRIMARY KEY (flashcardid),
    CONSTRAINT flashcards_materialid_fkey FOREIGN KEY (materialid) REFERENCES public.studymaterials(materialid) ON DELETE SET NULL,
    CONSTRAINT flashcards_studysetid_userid_fkey FOREIGN KEY (studysetid, userid) REFERENCES public.studysets(studysetid, userid) ON DELETE CASCADE
);
CREATE INDEX flashcards_by_set ON public.flashcards USING btree (studysetid, "position");
ALTER TABLE public.flashcards ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.flashcards FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.flashcards TO authenticated;
GRANT UPDATE ("position", front, back, sourcepassage, isdropped) ON TABLE public.flashcards TO authenticated;

CREATE TABLE public.quizquestions (
    questionid uuid DEFAULT gen_random_uuid() NOT NULL,
    studysetid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    question text NOT NULL,
    -- Exactly four choices, as a JSON array of strings.
    options jsonb NOT NULL,
    correctoption integer NOT NULL,
    explanation text DEFAULT ''::text NOT NULL,
    materialid uuid,
    sourcepassage text DEFAULT ''::text NOT NULL,
    authoredbylearner boolean DEFAULT false NOT NULL,
    isdropped boolean DEFAULT false NOT NULL,
    CONSTRAINT quizquestions_correctoption_check CHECK (private.check_input(((correctoption >= 0) AND (correctoption <= 3)), 'The correct option is 0 to 3'::text)),
    CONSTRAINT quizquestions_options_check CHECK (private.check_input(((jsonb_typeof(options) = 'array'::text) AND (jsonb_array_length(options) = 4)), 'A question has exactly 4 options'::text)),
    CONSTRAINT quizquestions_own_explanation_length CHECK (private.check_input(((NOT authoredbylearner) OR (char_length(explanation) <= 2000)), 'An explanation can be at most 2000 characters'::text)),
    -- Generated options and explanations are bounded by the material they quote; typed ones here.
    CONSTRAINT quizquestions_own_option_length CHECK (private.check_input(((NOT authoredbylearner) OR (private.longest_option(options) <= 500)), 'An option can be at most 500 characters'::text)),
    CONSTRAINT quizquestions_own_quote_nothing CHECK (private.check_input(((NOT authoredbylearner) OR ((materialid IS NULL) AND (sourcepassage = ''::text))), 'Your own question cannot quote material'::text)),
    CONSTRAINT quizquestions_question_check CHECK (private.check_input(((char_length(btrim(question)) >= 1) AND (char_length(btrim(question)) <= 1000)), 'A question must be 1 to 1000 characters'::text)),
    CONSTRAINT quizquestions_owner UNIQUE (questionid, userid),
    CONSTRAINT quizquestions_pkey PRIMARY KEY (questionid),
    CONSTRAINT quizquestions_materialid_fkey FOREIGN KEY (materialid) REFERENCES public.studymaterials(materialid) ON DELETE SET NULL,
    CONSTRAINT quizquestions_studysetid_userid_fkey FOREIGN KEY (studysetid, userid) REFERENCES public.studysets(studysetid, userid) ON DELETE CASCADE
);
CREATE INDEX quizquestions_by_set ON public.quizquestions USING btree (studysetid, "position");
ALTER TABLE public.quizquestions ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.quizquestions FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.quizquestions TO authenticated;
GRANT UPDATE ("position", question, options, correctoption, explanation, sourcepassage, isdropped) ON TABLE public.quizquestions TO authenticated;

-- Stage 0 is the first pass at validation; stages 1-6 are the reviews.
CREATE TABLE public.quizanswers (
    answerid uuid DEFAULT gen_random_uuid() NOT NULL,
    questionid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    reviewstage integer DEFAULT 0 NOT NULL,
    chosenoption integer NOT NULL,
    -- Written by the database from the question, never by the client.
    iscorrect boolean DEFAULT false NOT NULL,
    answeredat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT quizanswers_chosenoption_check CHECK (private.check_input(((chosenoption >= 0) AND (chosenoption <= 3)), 'The chosen option is 0 to 3'::text)),
    CONSTRAINT quizanswers_reviewstage_check CHECK (private.check_input(((reviewstage >= 0) AND (reviewstage <= private.review_stage_count())), format('Review stage must be 0 (validation) to %s'::text, private.review_stage_count()))),
    -- Answers are locked: one per question and stage.
    CONSTRAINT quizanswers_once_per_stage UNIQUE (questionid, reviewstage),
    CONSTRAINT quizanswers_pkey PRIMARY KEY (answerid),
    CONSTRAINT quizanswers_questionid_userid_fkey FOREIGN KEY (questionid, userid) REFERENCES public.quizquestions(questionid, userid) ON DELETE CASCADE
);
ALTER TABLE public.quizanswers ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.quizanswers FROM anon, authenticated;
GRANT SELECT ON TABLE public.quizanswers TO authenticated;
GRANT INSERT (questionid, userid, reviewstage, chosenoption) ON TABLE public.quizanswers TO authenticated;

CREATE TABLE public.summarypoints (
    pointid uuid DEFAULT gen_random_uuid() NOT NULL,
    studysetid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    text text NOT NULL,
    materialid uuid,
    sourcepassage text DEFAULT ''::text NOT NULL,
    CONSTRAINT summarypoints_text_check CHECK (private.check_input(((char_length(btrim(text)) >= 1) AND (char_length(btrim(text)) <= 2000)), 'A summary point must be 1 to 2000 characters'::text)),
    CONSTRAINT summarypoints_pkey PRIMARY KEY (pointid),
    CONSTRAINT summarypoints_materialid_fkey FOREIGN KEY (materialid) REFERENCES public.studymaterials(materialid) ON DELETE SET NULL,
    CONSTRAINT summarypoints_studysetid_userid_fkey FOREIGN KEY (studysetid, userid) REFERENCES public.studysets(studysetid, userid) ON DELETE CASCADE
);
CREATE INDEX summarypoints_by_set ON public.summarypoints USING btree (studysetid, "position");
ALTER TABLE public.summarypoints ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.summarypoints FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.summarypoints TO authenticated;
GRANT UPDATE ("position", text, sourcepassage) ON TABLE public.summarypoints TO authenticated;

-- A drop or an undo is made only while the item's session is in validation, whoever writes it.
CREATE FUNCTION private.before_study_item_drop() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (
    select 1
    from public.studysets st
    join public.studysessions s on s.sessionid = st.sessionid
    where st.studysetid = new.studysetid and s.status = 'validating'
  ) then
    raise exception 'Flashcards and questions can be dropped or brought back only while their session is in validation'
      using errcode = 'P0001', hint = 'session_not_validating';
  end if;
  return new;
end
$$;

-- Take a Break moves the session from validation to its break (through the learner's client or a
-- change sent later from the device): the items dropped by then leave the study set, their
-- answers with them. Security definer: the move is made by whoever moves the session, and the
-- dropped items go either way.
CREATE FUNCTION private.delete_dropped_items_after_validation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.flashcards f
  using public.studysets st
  where st.sessionid = new.sessionid and f.studysetid = st.studysetid and f.isdropped;
  delete from public.quizquestions q
  using public.studysets st
  where st.sessionid = new.sessionid and q.studysetid = st.studysetid and q.isdropped;
  return null;
end
$$;
REVOKE EXECUTE ON FUNCTION private.delete_dropped_items_after_validation() FROM PUBLIC;

CREATE FUNCTION private.grade_quiz_answer() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.iscorrect := coalesce(
    (select q.correctoption = new.chosenoption from public.quizquestions q where q.questionid = new.questionid),
    false);
  new.answeredat := private.app_now();
  return new;
end
$$;

-- True when no two options are the same answer, ignoring case and outer spaces.
CREATE FUNCTION private.options_are_distinct(options jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when jsonb_typeof(options) = 'array' then
    (select count(distinct lower(btrim(o #>> '{}'))) = count(*) from jsonb_array_elements(options) o)
  end
$$;

-- True for a list of texts none of which is blank; null (no verdict) for anything else, which the
-- 'exactly 4 options' check already refuses.
CREATE FUNCTION private.options_are_filled(options jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when jsonb_typeof(options) = 'array' then
    (select coalesce(bool_and(jsonb_typeof(o) = 'string' and btrim(o #>> '{}') <> ''), true)
     from jsonb_array_elements(options) o)
  end
$$;

-- The learner's own item goes after every item of its set, whatever position the client sent, so
-- items added at validation or in a review come last in the stored order.
CREATE FUNCTION private.place_learner_item_last() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  execute format('select coalesce(max(position) + 1, 0) from %I.%I where studysetid = $1', tg_table_schema, tg_table_name)
    into new.position
    using new.studysetid;
  return new;
end
$_$;

-- Drops (dropped = true) or brings back (false) one of the learner's flashcards or questions: the
-- page knows the item by its id alone. It runs as the caller, so row-level security decides whose
-- item it is and the trigger above when. Sent twice it counts once: the same value is written again.
CREATE FUNCTION public.set_study_item_dropped(item_id uuid, dropped boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if item_id is null or dropped is null then
    raise exception 'Say which flashcard or question, and whether it is dropped'
      using errcode = '22023', hint = 'invalid_study_item_drop';
  end if;
  update public.flashcards set isdropped = dropped where flashcardid = item_id;
  if found then
    return;
  end if;
  update public.quizquestions set isdropped = dropped where questionid = item_id;
  if not found then
    raise exception 'This flashcard or question was not found'
      using errcode = 'P0002', hint = 'study_item_not_found';
  end if;
end
$$;
REVOKE EXECUTE ON FUNCTION public.set_study_item_dropped(uuid, boolean) FROM PUBLIC, anon;

ALTER TABLE public.quizquestions
    ADD CONSTRAINT quizquestions_options_distinct CHECK (private.check_input((private.options_are_distinct(options) IS NOT FALSE), 'Each option of a question must be different'::text)) NOT VALID;

-- NOT VALID: questions stored before this rule are kept as they are; every new or changed one obeys.
ALTER TABLE public.quizquestions
    ADD CONSTRAINT quizquestions_options_filled CHECK (private.check_input((private.options_are_filled(options) IS NOT FALSE), 'An option of a question cannot be empty'::text)) NOT VALID;

-- ---------------------------------------------------------------- who reads and writes what

-- The learner may edit a generated card before it enters the review cycle.
CREATE POLICY "Flashcards are editable by their owner" ON public.flashcards FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- The learner may drop a generated card.
CREATE POLICY "Flashcards are removable by their owner" ON public.flashcards FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own flashcards.
CREATE POLICY "Flashcards are visible to their owner" ON public.flashcards FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner answers its own questions at validation (stage 0); review-stage answers are stored
-- by complete_review. Answers are locked once given (no update or delete).
CREATE POLICY "Learners answer their own questions at validation" ON public.quizanswers FOR INSERT TO authenticated WITH CHECK (((userid = ( SELECT auth.uid() AS uid)) AND (reviewstage = 0)));

-- Generated cards are stored into the learner's own study set.
CREATE POLICY "Learners store flashcards in their own study sets" ON public.flashcards FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- Generated questions are stored into the learner's own study set.
CREATE POLICY "Learners store quiz questions in their own study sets" ON public.quizquestions FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A study set is stored for the learner's own session.
CREATE POLICY "Learners store study sets for their own sessions" ON public.studysets FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- Generated points are stored into the learner's own study set.
CREATE POLICY "Learners store summary points in their own study sets" ON public.summarypoints FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own answers.
CREATE POLICY "Quiz answers are visible to their owner" ON public.quizanswers FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- The learner may edit a generated question before it enters the review cycle.
CREATE POLICY "Quiz questions are editable by their owner" ON public.quizquestions FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- The learner may drop a generated question.
CREATE POLICY "Quiz questions are removable by their owner" ON public.quizquestions FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own quiz questions.
CREATE POLICY "Quiz questions are visible to their owner" ON public.quizquestions FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.flashcards AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.quizanswers AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.quizquestions AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.studysets AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

CREATE POLICY "Second factor given when turned on" ON public.summarypoints AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- Regenerating records a new provider.
CREATE POLICY "Study sets are editable by their owner" ON public.studysets FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- Dropping a study set drops its items.
CREATE POLICY "Study sets are removable by their owner" ON public.studysets FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own study sets.
CREATE POLICY "Study sets are visible to their owner" ON public.studysets FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- The learner may edit a generated point.
CREATE POLICY "Summary points are editable by their owner" ON public.summarypoints FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- The learner may drop a generated point.
CREATE POLICY "Summary points are removable by their owner" ON public.summarypoints FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own summary points.
CREATE POLICY "Summary points are visible to their owner" ON public.summarypoints FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER flashcards_drop_in_validation BEFORE UPDATE OF isdropped ON public.flashcards FOR EACH ROW EXECUTE FUNCTION private.before_study_item_drop();

CREATE TRIGGER flashcards_learner_item_last BEFORE INSERT ON public.flashcards FOR EACH ROW WHEN (new.authoredbylearner) EXECUTE FUNCTION private.place_learner_item_last();

CREATE TRIGGER flashcards_stored_dropped_in_validation BEFORE INSERT ON public.flashcards FOR EACH ROW WHEN (new.isdropped) EXECUTE FUNCTION private.before_study_item_drop();

CREATE TRIGGER quizanswers_grade BEFORE INSERT ON public.quizanswers FOR EACH ROW EXECUTE FUNCTION private.grade_quiz_answer();

CREATE TRIGGER quizquestions_drop_in_validation BEFORE UPDATE OF isdropped ON public.quizquestions FOR EACH ROW EXECUTE FUNCTION private.before_study_item_drop();

CREATE TRIGGER quizquestions_learner_item_last BEFORE INSERT ON public.quizquestions FOR EACH ROW WHEN (new.authoredbylearner) EXECUTE FUNCTION private.place_learner_item_last();

CREATE TRIGGER quizquestions_stored_dropped_in_validation BEFORE INSERT ON public.quizquestions FOR EACH ROW WHEN (new.isdropped) EXECUTE FUNCTION private.before_study_item_drop();

CREATE TRIGGER studysessions_delete_dropped_items AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (old.status = 'validating' and new.status = 'break_in_progress') EXECUTE FUNCTION private.delete_dropped_items_after_validation();

CREATE TRIGGER studysets_touch_updatedat BEFORE UPDATE ON public.studysets FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at('updatedat');
