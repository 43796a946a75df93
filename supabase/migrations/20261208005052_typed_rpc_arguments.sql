-- RPC arguments are typed: a review's answers and grades, a deck's cards, questions and history,
-- a push run's outcomes and a session change's fields are composite types or plain parameters
-- instead of jsonb, so the API turns each value into its declared type before the function runs
-- and the generated TypeScript types name every field. A shared link's set and a push run's
-- devices are answered as composite types too; a link that leads nowhere answers no row.
-- The functions are made again under their new signatures (a signature is part of a function's
-- identity), with the privileges the schema files give them.

drop function if exists "public"."change_study_session"(session_id uuid, change jsonb);
drop function if exists "public"."complete_review"(entry_id uuid, answers jsonb, completion_id uuid, grades jsonb);
drop function if exists "public"."import_study_deck"(subject text, topic text, flashcards jsonb, questions jsonb, history jsonb);
drop function if exists "public"."record_push_outcomes"(outcomes jsonb);
drop function if exists "public"."claim_push_deliveries"(max_rows integer);
drop function if exists "public"."shared_study_set"(token text);

create type "public"."review_answer" as ("questionid" uuid, "chosenoption" integer);

create type "public"."flashcard_grade" as ("flashcardid" uuid, "grade" integer);

create type "public"."deck_card" as ("front" text, "back" text);

create type "public"."deck_question" as ("question" text, "options" text[], "correctoption" integer);

create type "public"."deck_card_history" as ("interval" integer, "ease" double precision, "lapses" integer, "reviews" integer, "lastreview" date);

create type "public"."push_device" as ("id" uuid, "endpoint" text, "p256dh" text, "auth" text);

create type "public"."push_outcome" as ("log_id" uuid, "subscription_id" uuid, "result" text, "reason" text);

create type "public"."shared_flashcard" as ("front" text, "back" text);

create type "public"."shared_question" as ("question" text, "options" text[]);

create type "public"."shared_study_set" as ("subjectname" text, "topicname" text, "language" text, "ownername" text, "summary" text[], "flashcards" shared_flashcard[], "questions" shared_question[]);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.change_study_session(session_id uuid, status text, timer_ends_at timestamp with time zone DEFAULT NULL::timestamp with time zone, timer_remaining_ms integer DEFAULT NULL::integer, made_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS studysessions
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  made timestamptz;
  kept public.studysessions;
  changed public.studysessions;
  new_status public.session_status;
begin
  begin
    new_status := change_study_session.status::public.session_status;
  exception when check_violation then
    raise exception 'A session change''s status must be one of %', array_to_string(private.session_statuses(), ', ')
      using errcode = '22023', hint = 'invalid_session_change';
  end;
  if new_status is null then
    raise exception 'A session change must say the session''s status'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  if timer_remaining_ms < 0 then
    raise exception 'A session change''s time left cannot be below zero'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  if made_at is not null then
    -- A device whose clock runs ahead cannot place its change after later ones.
    made := least(made_at, private.app_now());
    select * into kept from public.studysessions s where s.sessionid = session_id for update;
    if found and kept.changemadeat is not null and made < kept.changemadeat then
      raise exception 'A newer change of this session, made on another device, is kept'
        using errcode = 'P0001', hint = 'stale_session_change';
    end if;
  end if;

  update public.studysessions s set
    status = new_status,
    timerendsat = timer_ends_at,
    timerremainingms = timer_remaining_ms,
    changemadeat = coalesce(made, private.app_now())
  where s.sessionid = session_id
  returning s.* into changed;
  -- Another learner's session is not visible to the caller: the same answer as a discarded one.
  if not found then
    raise exception 'Session not found' using errcode = 'P0002', hint = 'session_not_found';
  end if;
  return changed;
end
$function$
;

CREATE OR REPLACE FUNCTION public.complete_review(entry_id uuid, answers review_answer[] DEFAULT '{}'::review_answer[], completion_id uuid DEFAULT NULL::uuid, grades flashcard_grade[] DEFAULT '{}'::flashcard_grade[])
 RETURNS review_outcome
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION public.import_study_deck(subject text, topic text, flashcards deck_card[], questions deck_question[] DEFAULT '{}'::deck_question[], history deck_card_history[] DEFAULT NULL::deck_card_history[])
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := (select auth.uid());
  card_count integer := coalesce(cardinality(flashcards), 0);
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
  if card_count = 0 then
    perform private.refuse_deck('This deck has no cards', 'deck_empty');
  end if;
  if card_count > private.deck_import_max_cards() then
    perform private.refuse_deck(format('This deck has more than %s cards', private.deck_import_max_cards()), 'deck_too_many_cards');
  end if;
  select min(i) into bad from unnest(flashcards) with ordinality c(front, back, i)
  where coalesce(char_length(btrim(c.front)) not between 1 and 1000, true)
     or coalesce(char_length(btrim(c.back)) not between 1 and 2000, true);
  if bad is not null then
    perform private.refuse_deck(format('Card %s needs a front of 1 to 1000 characters and a back of 1 to 2000', bad), 'invalid_deck_card');
  end if;

  questions := coalesce(questions, '{}');
  if cardinality(questions) > 50 then
    perform private.refuse_deck('Questions must be a list of at most 50', 'invalid_deck_question');
  end if;
  select min(i) into bad from unnest(questions) with ordinality q(question, options, correctoption, i)
  where coalesce(char_length(btrim(q.question)) not between 1 and 1000, true)
     or coalesce(cardinality(q.options) <> 4, true)
     or exists (select from unnest(q.options) o where coalesce(char_length(btrim(o)) not between 1 and 1000, true))
     or coalesce(q.correctoption not between 0 and 3, true);
  if bad is not null then
    perform private.refuse_deck(format('Question %s needs a text, four options and the right one (0 to 3)', bad), 'invalid_deck_question');
  end if;

  if history is not null then
    if cardinality(history) <> card_count then
      perform private.refuse_deck('Review history must have one entry per card', 'invalid_deck_history');
    end if;
    -- An entry with no figure at all is a card never reviewed; one with some must have them all.
    select min(i) into bad from unnest(history) with ordinality h("interval", ease, lapses, reviews, lastreview, i)
    where not (h."interval", h.ease, h.lapses, h.reviews, h.lastreview) is null and coalesce(
         h."interval" not between 1 and 36500
      or h.ease not between 1.3 and 5
      or h.lapses not between 0 and 100000
      or h.reviews not between 1 and 100000
      or h.lastreview is null, true);
    if bad is not null then
      perform private.refuse_deck(format('The review history of card %s is not Anki''s', bad), 'invalid_deck_history');
    end if;
  end if;

  -- The insert rule checks the names, numbers the session and refuses it when a limit is reached.
  insert into public.studysessions (userid, subjectname, topicname)
  values (me, subject, topic)
  returning sessionid into session_id;
  insert into public.studysets (sessionid, userid, provider)
  values (session_id, me, 'import')
  returning studysetid into set_id;
  insert into public.flashcards (studysetid, userid, position, front, back)
  select set_id, me, (i - 1)::integer, btrim(c.front), btrim(c.back)
  from unnest(flashcards) with ordinality c(front, back, i);
  insert into public.quizquestions (studysetid, userid, position, question, options, correctoption)
  select set_id, me, (i - 1)::integer, btrim(q.question), to_jsonb(q.options), q.correctoption
  from unnest(questions) with ordinality q(question, options, correctoption, i);

  foreach step in array array['uploading', 'validating', 'break_in_progress', 'completed'] loop
    update public.studysessions set status = step where sessionid = session_id;
  end loop;

  if exists (select from unnest(history) h where h.lastreview is not null) then
    today := private.learner_today(me);
    -- A review day Anki dated after today is taken as today: a state is never answered in the future.
    insert into public.memorystates (userid, sessionid, flashcardid, difficulty, stability, answers, lapses,
                                     lastanswerday, lastansweredat)
    select me, session_id, f.flashcardid, m.difficulty, m.stability, h.reviews, h.lapses,
           least(h.lastreview, today), least(h.lastreview, today)::timestamptz
    from unnest(history) with ordinality h("interval", ease, lapses, reviews, lastreview, i)
    join public.flashcards f on f.studysetid = set_id and f.position = h.i - 1
    cross join lateral private.memory_from_anki(h."interval", h.ease) m
    where h.lastreview is not null;
    -- The first review is due the first day Anki would show one of the deck's reviewed cards:
    -- today when Anki has it overdue, and at most the ladder's longest step (90 days) away.
    select min(h.lastreview + h."interval") into first_due from unnest(history) h;
    update public.reviewcycleentries
    set currentreviewduedate = least(greatest(first_due, today), today + private.review_interval_days(private.review_stage_count()))
    where sessionid = session_id and reviewstage = 1;
  end if;
  return session_id;
end
$function$
;

CREATE OR REPLACE FUNCTION public.record_push_outcomes(outcomes push_outcome[])
 RETURNS TABLE(pushed integer, failed integer, removed_subscriptions integer)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(outcomes is not null, 'outcomes must be a list of push outcomes');
  perform private.check_input(not exists (
      select 1 from unnest(outcomes) as o
      where o.log_id is null or o.subscription_id is null
        or o.result is null or o.result not in ('accepted', 'gone', 'failed')),
    'Each push outcome needs a log_id, a subscription_id and a result of accepted, gone or failed');

  return query
  with given as (
    select o.log_id, o.subscription_id, o.result, o.reason
    from unnest(outcomes) as o
  ),
  reminders as (
    select g.log_id, bool_or(g.result = 'accepted') as accepted,
      string_agg(distinct g.reason, '; ' order by g.reason) filter (where g.result <> 'accepted') as reasons
    from given g
    group by g.log_id
  ),
  sent as (
    update public.notification_logs l set status = 'sent', sent_time = moment, failure_reason = null
    from reminders r
    where l.id = r.log_id and r.accepted and l.status <> 'sent'
  ),
  not_sent as (
    update public.notification_logs l set status = 'failed', failure_reason = r.reasons
    from reminders r
    where l.id = r.log_id and not r.accepted and l.status = 'scheduled'
  ),
  gone as (
    select distinct g.subscription_id from given g where g.result = 'gone'
  ),
  removed as (
    delete from public.push_subscriptions s using gone where s.id = gone.subscription_id
  ),
  -- A device gone for one reminder is deleted even if it accepted another in the same batch.
  used as (
    update public.push_subscriptions s set last_used_at = moment
    from given g
    where s.id = g.subscription_id and g.result = 'accepted'
      and not exists (select 1 from gone where gone.subscription_id = s.id)
  )
  select
    (select count(*) from reminders r where r.accepted)::integer,
    (select count(*) from reminders r where not r.accepted)::integer,
    (select count(*) from gone)::integer;
end
$function$
;

CREATE OR REPLACE FUNCTION public.claim_push_deliveries(max_rows integer DEFAULT 500)
 RETURNS TABLE(log_id uuid, user_id uuid, content jsonb, subscriptions push_device[])
 LANGUAGE plpgsql
 SECURITY DEFINER ROWS 100
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  moment timestamptz := private.app_now();
begin
  perform private.check_input(coalesce(max_rows between 1 and 5000, false), 'max_rows must be 1 to 5000');
  return query
  with claimable as (
    select l.id
    from public.notification_logs l
    where l.status = 'scheduled'
      and l.pushed_at is null
      and coalesce(l.scheduled_time, l.created_at) <= moment
      and coalesce(l.scheduled_time, l.created_at) > moment - interval '15 minutes'
      and exists (select 1 from public.push_subscriptions s where s.user_id = l.user_id)
    order by coalesce(l.scheduled_time, l.created_at), l.id
    limit max_rows
    for update skip locked
  ),
  claimed as (
    update public.notification_logs l set pushed_at = moment
    from claimable c
    where l.id = c.id
    returning l.id, l.user_id, l.content
  )
  select c.id, c.user_id, c.content,
    array(select row(s.id, s.endpoint, s.p256dh, s.auth)::public.push_device
          from public.push_subscriptions s where s.user_id = c.user_id
          order by s.created_at, s.id)
  from claimed c;
end
$function$
;

CREATE OR REPLACE FUNCTION public.shared_study_set(token text)
 RETURNS SETOF shared_study_set
 LANGUAGE plpgsql
 SECURITY DEFINER ROWS 1
 SET search_path TO ''
AS $function$
declare
  share public.studysetshares := private.shared_share(token);
begin
  if share.shareid is null then
    return;
  end if;
  return query
    select s.subjectname, s.topicname, st.language,
      case when share.showownername then u.displayname end,
      coalesce((select array_agg(p.text order by p.position, p.pointid)
                from public.summarypoints p where p.studysetid = st.studysetid), '{}'),
      coalesce((select array_agg(row(f.front, f.back)::public.shared_flashcard order by f.position, f.flashcardid)
                from public.flashcards f where f.studysetid = st.studysetid and not f.isdropped), '{}'),
      coalesce((select array_agg(row(q.question, array(select jsonb_array_elements_text(q.options)))::public.shared_question
                                 order by q.position, q.questionid)
                from public.quizquestions q where q.studysetid = st.studysetid and not q.isdropped), '{}')
    from public.studysessions s
    join public.studysets st on st.sessionid = s.sessionid
    left join public.users u on u.userid = s.userid
    where s.sessionid = share.sessionid;
end
$function$
;

REVOKE EXECUTE ON FUNCTION public.change_study_session(uuid, text, timestamp with time zone, integer, timestamp with time zone) FROM PUBLIC, anon;
REVOKE EXECUTE ON FUNCTION public.complete_review(uuid, public.review_answer[], uuid, public.flashcard_grade[]) FROM PUBLIC, anon;
REVOKE EXECUTE ON FUNCTION public.import_study_deck(text, text, public.deck_card[], public.deck_question[], public.deck_card_history[]) FROM PUBLIC, anon;
REVOKE EXECUTE ON FUNCTION public.record_push_outcomes(public.push_outcome[]) FROM PUBLIC, anon, authenticated;
REVOKE EXECUTE ON FUNCTION public.claim_push_deliveries(integer) FROM PUBLIC, anon, authenticated;
REVOKE EXECUTE ON FUNCTION public.shared_study_set(text) FROM PUBLIC;
