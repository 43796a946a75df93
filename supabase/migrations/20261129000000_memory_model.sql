-- How well a learner holds each flashcard and question: a memory state (difficulty, stability)
-- computed with FSRS-6 from every answer the learner gives, kept by the database so it can never
-- disagree with the answers. The ladder (1, 3, 7, 14, 30, 90 days) still decides when a review is
-- due; the states only predict recall. The formulas and default parameters are those of the
-- ts-fsrs library (FSRSAlgorithm.next_state and forgetting_curve, short-term on); the database
-- suite checks them against it.
--
-- Ratings: 1 Again, 2 Hard, 3 Good, 4 Easy. A quiz answer rates its question Good when right and
-- Again when wrong; a flashcard is rated by the learner's own grade during a review. Elapsed time
-- is counted in the learner's days.

-- ---------------------------------------------------------------- the model
create function private.fsrs_weights() returns double precision[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array[0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
               1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]::double precision[];
$$;

-- ts-fsrs rounds every intermediate figure to 8 decimals (Math.round: halves up).
create function private.fsrs_round(x double precision) returns double precision
language sql immutable parallel safe
set search_path = ''
as $$
  select floor(x * 1e8 + 0.5) / 1e8;
$$;

create function private.fsrs_clamp(x double precision, low double precision, high double precision)
returns double precision
language sql immutable parallel safe
set search_path = ''
as $$
  select least(greatest(x, low), high);
$$;

-- The probability of recalling an item elapsed_days after its last answer.
create function private.fsrs_recall(elapsed_days double precision, stability double precision)
returns double precision
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  decay double precision := -(private.fsrs_weights())[21];
  factor double precision := private.fsrs_round(exp(ln(0.9) / decay) - 1);
begin
  return private.fsrs_round(power(1 + factor * greatest(elapsed_days, 0) / stability, decay));
end
$$;

create function private.fsrs_initial_difficulty(grade integer) returns double precision
language sql immutable parallel safe
set search_path = ''
as $$
  select private.fsrs_round(w[5] - exp((grade - 1) * w[6]) + 1) from private.fsrs_weights() w;
$$;

create type private.memory as (difficulty double precision, stability double precision);

-- The state after an answer rated grade, elapsed_days after the previous one (null: first answer).
create function private.fsrs_next(previous private.memory, elapsed_days integer, grade integer)
returns private.memory
language plpgsql immutable parallel safe
set search_path = ''
as $$
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

-- ---------------------------------------------------------------- states and grades
create table public.memorystates (
  stateid uuid primary key default gen_random_uuid(),
  userid uuid not null,
  sessionid uuid not null,
  flashcardid uuid unique references public.flashcards (flashcardid) on delete cascade,
  questionid uuid unique references public.quizquestions (questionid) on delete cascade,
  difficulty double precision not null,
  stability double precision not null,
  answers integer not null default 1,
  -- Answers rated Again.
  lapses integer not null default 0,
  -- The learner's day of the last answer: recall is predicted from it.
  lastanswerday date not null,
  lastansweredat timestamptz not null,
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade,
  constraint memorystates_one_item check (num_nonnulls(flashcardid, questionid) = 1)
);
create index memorystates_by_session on public.memorystates (userid, sessionid);

-- A learner's own grade of a flashcard after flipping it during a review, one per card and stage.
create table public.flashcardgrades (
  gradeid uuid primary key default gen_random_uuid(),
  flashcardid uuid not null references public.flashcards (flashcardid) on delete cascade,
  userid uuid not null,
  reviewstage integer not null
    check (private.check_input(reviewstage between 1 and 6, 'Review stage must be 1 to 6')),
  grade integer not null
    check (private.check_input(grade between 1 and 4, 'A flashcard grade is 1 (Again) to 4 (Easy)')),
  gradedat timestamptz not null default private.app_now(),
  constraint flashcardgrades_once_per_stage unique (flashcardid, reviewstage)
);
create index flashcardgrades_by_learner on public.flashcardgrades (userid);

alter table public.memorystates enable row level security;
alter table public.flashcardgrades enable row level security;

-- Both are written only by the database's rules, from the answers; a learner reads its own.
create policy "Memory states are visible to their owner"
  on public.memorystates for select to authenticated using (userid = (select auth.uid()));
create policy "Flashcard grades are visible to their owner"
  on public.flashcardgrades for select to authenticated using (userid = (select auth.uid()));
create policy "Second factor given when turned on" on public.memorystates as restrictive for all to authenticated
  using ((select private.second_factor_given())) with check ((select private.second_factor_given()));
create policy "Second factor given when turned on" on public.flashcardgrades as restrictive for all to authenticated
  using ((select private.second_factor_given())) with check ((select private.second_factor_given()));

revoke all on public.memorystates, public.flashcardgrades from anon, authenticated;
grant select on public.memorystates, public.flashcardgrades to authenticated;

-- Applies one rated answer to an item's state (created on its first answer, with its session).
create function private.remember_answer(
  learner uuid, rated_flashcard uuid, rated_question uuid, grade integer, day date, moment timestamptz
) returns void
language plpgsql
set search_path = ''
as $$
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
revoke execute on function private.remember_answer(uuid, uuid, uuid, integer, date, timestamptz)
  from public, anon, authenticated;

-- Every quiz answer (validation and review stages: right is Good, wrong is Again) and every
-- flashcard grade updates its item's state in the same statement. Definer rights: learners cannot
-- write states themselves.
create function private.remember_rated_answer() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
revoke execute on function private.remember_rated_answer() from public, anon, authenticated;

create trigger quizanswers_remember
  after insert on public.quizanswers
  for each row execute function private.remember_rated_answer();

create trigger flashcardgrades_remember
  after insert on public.flashcardgrades
  for each row execute function private.remember_rated_answer();

-- Answers given before the model existed, replayed in order on each answer's local day.
do $$
declare
  answer record;
begin
  for answer in
    select a.userid, a.questionid, a.iscorrect, a.answeredat,
           (a.answeredat at time zone private.learner_timezone(a.userid))::date as day
    from public.quizanswers a
    order by a.answeredat, a.reviewstage
  loop
    perform private.remember_answer(answer.userid, null, answer.questionid,
      case when answer.iscorrect then 3 else 1 end, answer.day, answer.answeredat);
  end loop;
end
$$;

-- ---------------------------------------------------------------- completing a review, with grades
-- As before (20261121000500_review_cycle.sql), and grades: [{"flashcardid": uuid, "grade": 1-4},
-- ...], the learner's optional self-grades of this session's flashcards. They are stored with the
-- answers, and both update the memory states, in the same transaction: a refused review changes
-- neither.
drop function public.complete_review(uuid, jsonb, uuid);

create function public.complete_review(
  entry_id uuid, answers jsonb default '[]'::jsonb, completion_id uuid default null, grades jsonb default '[]'::jsonb
)
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
  if jsonb_typeof(coalesce(grades, '[]'::jsonb)) <> 'array' then
    raise exception 'Grades must be a list' using errcode = '22023', hint = 'invalid_grades';
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

  given := jsonb_array_length(coalesce(grades, '[]'::jsonb));
  with inserted as (
    insert into public.flashcardgrades (flashcardid, userid, reviewstage, grade)
    select f.flashcardid, entry.userid, entry.reviewstage, (g ->> 'grade')::integer
    from jsonb_array_elements(coalesce(grades, '[]'::jsonb)) g
    join public.flashcards f on f.flashcardid = (g ->> 'flashcardid')::uuid
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
revoke execute on function public.complete_review(uuid, jsonb, uuid, jsonb) from public, anon;
grant execute on function public.complete_review(uuid, jsonb, uuid, jsonb) to authenticated, service_role;
