-- Bringing a deck in: an Anki package, a CSV/TSV or a Quizlet export, read in the learner's
-- browser, becomes a completed session of theirs with the deck's cards as flashcards and
-- questions made from its term/definition pairs (docs/decisions.md, "Importing a deck").
--
-- The deck arrives as plain text (the browser strips HTML and leaves media out) and is checked
-- here whole before anything is written: one refused card refuses the deck and stores nothing.
-- The session is started through the usual insert rule, so an import counts as one of the day's
-- sessions like a shared set's copy, and completed through the status flow, so review stage 1 is
-- scheduled as for any session. A deck with Anki review history also starts each reviewed card's
-- memory state from it, and its first review is due when Anki would have shown it.

-- The largest deck taken, in cards; the browser refuses larger ones with the same sentence.
create function private.deck_import_max_cards() returns integer
language sql immutable
set search_path = ''
as $$ select 5000 $$;

-- An Anki card's review history as a starting FSRS memory state: the mapping of fsrs-rs
-- (memory_state_from_sm2) at Anki's default 90% retention. Anki schedules a card for the day its
-- recall falls to about 90%, which is what FSRS calls stability, so stability is the interval;
-- difficulty follows from the ease the card has earned (2.5 the default, 1.3 the hardest).
create function private.memory_from_anki(interval_days double precision, ease double precision)
returns private.memory
language plpgsql immutable
set search_path = ''
as $$
declare
  w double precision[] := private.fsrs_weights();
  s double precision := greatest(interval_days, 0.1);
  d double precision;
begin
  d := 11 - (ease - 1) / (exp(w[9]) * power(s, -w[10]) * (exp((1 - 0.9) * w[11]) - 1));
  return row(private.fsrs_clamp(private.fsrs_round(d), 1, 10), private.fsrs_round(s))::private.memory;
end
$$;
revoke execute on function private.memory_from_anki(double precision, double precision) from public, anon, authenticated;

-- Refuses a deck with a sentence and a hint the app turns into its own words.
create function private.refuse_deck(message text, hint text) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = '22023', hint = hint;
end
$$;
revoke execute on function private.refuse_deck(text, text) from public, anon, authenticated;

-- Imports a deck as a new completed session of the caller and returns its id.
--   flashcards: [{front, back}], 1 to 5,000, fronts 1-1000 and backs 1-2000 characters.
--   questions:  [{question, options: [4 texts], correctoption: 0-3}], at most 50 (may be empty).
--   history:    null, or one entry per flashcard in the same order: null for a card never
--               reviewed, else {interval: days 1-36500, ease: 1.3-5, lapses: 0+, reviews: 1+,
--               lastreview: 'YYYY-MM-DD'}, Anki's figures for the card.
create function public.import_study_deck(
  subject text, topic text, flashcards jsonb, questions jsonb default '[]'::jsonb, history jsonb default null
)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  card_count integer;
  bad integer;
  session_id uuid;
  set_id uuid;
  today date;
  step text;
  first_due date;
begin
  if me is null or not private.second_factor_given() then
    raise exception 'Sign in to import a deck' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if flashcards is null or jsonb_typeof(flashcards) <> 'array' then
    perform private.refuse_deck('The deck must be a list of cards', 'invalid_deck');
  end if;
  card_count := jsonb_array_length(flashcards);
  if card_count = 0 then
    perform private.refuse_deck('This deck has no cards', 'deck_empty');
  end if;
  if card_count > private.deck_import_max_cards() then
    perform private.refuse_deck(format('This deck has more than %s cards', private.deck_import_max_cards()), 'deck_too_many_cards');
  end if;
  select min(i) into bad from jsonb_array_elements(flashcards) with ordinality c(card, i)
  where jsonb_typeof(card) <> 'object'
     or jsonb_typeof(card -> 'front') is distinct from 'string'
     or jsonb_typeof(card -> 'back') is distinct from 'string'
     or char_length(btrim(card ->> 'front')) not between 1 and 1000
     or char_length(btrim(card ->> 'back')) not between 1 and 2000;
  if bad is not null then
    perform private.refuse_deck(format('Card %s needs a front of 1 to 1000 characters and a back of 1 to 2000', bad), 'invalid_deck_card');
  end if;

  if questions is null then
    questions := '[]'::jsonb;
  end if;
  if jsonb_typeof(questions) <> 'array' or jsonb_array_length(questions) > 50 then
    perform private.refuse_deck('Questions must be a list of at most 50', 'invalid_deck_question');
  end if;
  select min(i) into bad from jsonb_array_elements(questions) with ordinality q(item, i)
  where jsonb_typeof(item) <> 'object'
     or jsonb_typeof(item -> 'question') is distinct from 'string'
     or char_length(btrim(item ->> 'question')) not between 1 and 1000
     or case when jsonb_typeof(item -> 'options') is distinct from 'array' then true
             else jsonb_array_length(item -> 'options') <> 4
               or exists (select from jsonb_array_elements(item -> 'options') o
                          where jsonb_typeof(o) <> 'string' or char_length(btrim(o #>> '{}')) not between 1 and 1000)
        end
     or jsonb_typeof(item -> 'correctoption') is distinct from 'number'
     or (item ->> 'correctoption') not in ('0', '1', '2', '3');
  if bad is not null then
    perform private.refuse_deck(format('Question %s needs a text, four options and the right one (0 to 3)', bad), 'invalid_deck_question');
  end if;

  if history is not null then
    if jsonb_typeof(history) <> 'array' or jsonb_array_length(history) <> card_count then
      perform private.refuse_deck('Review history must have one entry per card', 'invalid_deck_history');
    end if;
    select min(i) into bad from jsonb_array_elements(history) with ordinality h(entry, i)
    where jsonb_typeof(entry) <> 'null' and (
      case
        when jsonb_typeof(entry) <> 'object'
          or jsonb_typeof(entry -> 'interval') is distinct from 'number'
          or jsonb_typeof(entry -> 'ease') is distinct from 'number'
          or jsonb_typeof(entry -> 'lapses') is distinct from 'number'
          or jsonb_typeof(entry -> 'reviews') is distinct from 'number'
          or jsonb_typeof(entry -> 'lastreview') is distinct from 'string'
          or (entry ->> 'lastreview') !~ '^\d{4}-\d{2}-\d{2}$' then true
        -- Only once every figure is a number are they read as one.
        else (entry ->> 'interval')::numeric not between 1 and 36500
          or (entry ->> 'interval')::numeric <> trunc((entry ->> 'interval')::numeric)
          or (entry ->> 'ease')::numeric not between 1.3 and 5
          or (entry ->> 'lapses')::numeric not between 0 and 100000
          or (entry ->> 'lapses')::numeric <> trunc((entry ->> 'lapses')::numeric)
          or (entry ->> 'reviews')::numeric not between 1 and 100000
          or (entry ->> 'reviews')::numeric <> trunc((entry ->> 'reviews')::numeric)
      end);
    if bad is not null then
      perform private.refuse_deck(format('The review history of card %s is not Anki''s', bad), 'invalid_deck_history');
    end if;
    begin
      perform (entry ->> 'lastreview')::date from jsonb_array_elements(history) h(entry) where jsonb_typeof(entry) = 'object';
    exception when others then
      perform private.refuse_deck('A review date in the history is not a day of the calendar', 'invalid_deck_history');
    end;
  end if;

  -- The insert rule checks the names, numbers the session and refuses it when a limit is reached.
  insert into public.studysessions (userid, subjectname, topicname)
  values (me, subject, topic)
  returning sessionid into session_id;
  insert into public.studysets (sessionid, userid, provider)
  values (session_id, me, 'import')
  returning studysetid into set_id;
  insert into public.flashcards (studysetid, userid, position, front, back)
  select set_id, me, (i - 1)::integer, btrim(card ->> 'front'), btrim(card ->> 'back')
  from jsonb_array_elements(flashcards) with ordinality c(card, i);
  insert into public.quizquestions (studysetid, userid, position, question, options, correctoption)
  select set_id, me, (i - 1)::integer, btrim(item ->> 'question'), item -> 'options', (item ->> 'correctoption')::integer
  from jsonb_array_elements(questions) with ordinality q(item, i);

  foreach step in array array['uploading', 'validating', 'break_in_progress', 'completed'] loop
    update public.studysessions set status = step where sessionid = session_id;
  end loop;

  if history is not null and exists (select from jsonb_array_elements(history) h(entry) where jsonb_typeof(entry) = 'object') then
    today := private.learner_today(me);
    -- A review day Anki dated after today is taken as today: a state is never answered in the future.
    insert into public.memorystates (userid, sessionid, flashcardid, difficulty, stability, answers, lapses,
                                     lastanswerday, lastansweredat)
    select me, session_id, f.flashcardid, m.difficulty, m.stability, (h.entry ->> 'reviews')::integer,
           (h.entry ->> 'lapses')::integer, least((h.entry ->> 'lastreview')::date, today),
           least((h.entry ->> 'lastreview')::date, today)::timestamptz
    from jsonb_array_elements(history) with ordinality h(entry, i)
    join public.flashcards f on f.studysetid = set_id and f.position = h.i - 1
    cross join lateral private.memory_from_anki((h.entry ->> 'interval')::double precision,
                                                (h.entry ->> 'ease')::double precision) m
    where jsonb_typeof(h.entry) = 'object';
    -- The first review is due the first day Anki would show one of the deck's reviewed cards:
    -- today when Anki has it overdue, and at most the ladder's longest step (90 days) away.
    select min((h.entry ->> 'lastreview')::date + (h.entry ->> 'interval')::integer) into first_due
    from jsonb_array_elements(history) h(entry) where jsonb_typeof(h.entry) = 'object';
    update public.reviewcycleentries
    set currentreviewduedate = least(greatest(first_due, today), today + private.review_interval_days(6))
    where sessionid = session_id and reviewstage = 1;
  end if;
  return session_id;
end
$$;
revoke execute on function public.import_study_deck(text, text, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.import_study_deck(text, text, jsonb, jsonb, jsonb) to authenticated;
