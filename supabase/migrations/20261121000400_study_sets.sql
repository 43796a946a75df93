-- Study material uploaded for a session, the study set generated from it (summary points,
-- flashcards, quiz questions, each linked to the passage it came from) and the learner's quiz
-- answers, per review stage.

-- ---------------------------------------------------------------- study material
create table public.studymaterials (
  materialid uuid primary key default gen_random_uuid(),
  sessionid uuid not null,
  userid uuid not null default auth.uid(),
  kind text not null
    check (private.check_input(kind in ('text', 'file', 'link', 'voice'), 'Material kind must be text, file, link or voice')),
  title text not null default '',
  -- The readable text (typed, extracted from a file or page, or a voice transcript).
  content text not null default '',
  -- Where the original file lies in the study-materials bucket ('{userid}/...').
  storagepath text,
  sourceurl text
    check (private.check_input(sourceurl ~* '^https?://', 'Links must start with http:// or https://')),
  mimetype text,
  sizebytes integer
    check (private.check_input(sizebytes between 0 and 10485760, 'A file can be at most 10 MB')),
  -- False when no text could be read from the file; the learner is told, the file is kept.
  textextracted boolean not null default true,
  createdat timestamptz not null default private.app_now(),
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade
);
create index studymaterials_by_session on public.studymaterials (sessionid);

alter table public.studymaterials enable row level security;

-- A learner sees only the material of its own sessions.
create policy "Study material is visible to its owner"
  on public.studymaterials for select to authenticated
  using (userid = (select auth.uid()));
-- A learner adds material only to its own sessions (the foreign key ties it to the session's owner).
create policy "Learners add material to their own sessions"
  on public.studymaterials for insert to authenticated
  with check (userid = (select auth.uid()));
-- A learner may correct a title or an extracted text of its own material.
create policy "Study material is editable by its owner"
  on public.studymaterials for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
-- A learner removes an item before submitting it.
create policy "Study material is removable by its owner"
  on public.studymaterials for delete to authenticated
  using (userid = (select auth.uid()));

revoke all on public.studymaterials from anon, authenticated;
grant select, insert, delete on public.studymaterials to authenticated;
grant update (title, content, textextracted) on public.studymaterials to authenticated;

-- ---------------------------------------------------------------- study sets
create table public.studysets (
  studysetid uuid primary key default gen_random_uuid(),
  sessionid uuid not null unique,
  userid uuid not null default auth.uid(),
  -- 'local' or the model that generated it.
  provider text not null default 'local',
  createdat timestamptz not null default private.app_now(),
  updatedat timestamptz not null default private.app_now(),
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade,
  constraint studysets_owner unique (studysetid, userid)
);

create trigger studysets_touch_updatedat
  before update on public.studysets
  for each row execute function private.touch_updated_at('updatedat');

create table public.summarypoints (
  pointid uuid primary key default gen_random_uuid(),
  studysetid uuid not null,
  userid uuid not null default auth.uid(),
  position integer not null default 0,
  text text not null
    check (private.check_input(char_length(btrim(text)) between 1 and 2000, 'A summary point must be 1 to 2000 characters')),
  materialid uuid references public.studymaterials (materialid) on delete set null,
  sourcepassage text not null default '',
  foreign key (studysetid, userid) references public.studysets (studysetid, userid) on delete cascade
);
create index summarypoints_by_set on public.summarypoints (studysetid, position);

create table public.flashcards (
  flashcardid uuid primary key default gen_random_uuid(),
  studysetid uuid not null,
  userid uuid not null default auth.uid(),
  position integer not null default 0,
  front text not null
    check (private.check_input(char_length(btrim(front)) between 1 and 1000, 'A flashcard front must be 1 to 1000 characters')),
  back text not null
    check (private.check_input(char_length(btrim(back)) between 1 and 2000, 'A flashcard back must be 1 to 2000 characters')),
  materialid uuid references public.studymaterials (materialid) on delete set null,
  sourcepassage text not null default '',
  foreign key (studysetid, userid) references public.studysets (studysetid, userid) on delete cascade
);
create index flashcards_by_set on public.flashcards (studysetid, position);

create table public.quizquestions (
  questionid uuid primary key default gen_random_uuid(),
  studysetid uuid not null,
  userid uuid not null default auth.uid(),
  position integer not null default 0,
  question text not null
    check (private.check_input(char_length(btrim(question)) between 1 and 1000, 'A question must be 1 to 1000 characters')),
  -- Exactly four choices, as a JSON array of strings.
  options jsonb not null
    check (private.check_input(jsonb_typeof(options) = 'array' and jsonb_array_length(options) = 4, 'A question has exactly 4 options')),
  correctoption integer not null
    check (private.check_input(correctoption between 0 and 3, 'The correct option is 0 to 3')),
  explanation text not null default '',
  materialid uuid references public.studymaterials (materialid) on delete set null,
  sourcepassage text not null default '',
  foreign key (studysetid, userid) references public.studysets (studysetid, userid) on delete cascade,
  constraint quizquestions_owner unique (questionid, userid)
);
create index quizquestions_by_set on public.quizquestions (studysetid, position);

-- Stage 0 is the first pass at validation; stages 1-6 are the reviews.
create table public.quizanswers (
  answerid uuid primary key default gen_random_uuid(),
  questionid uuid not null,
  userid uuid not null default auth.uid(),
  reviewstage integer not null default 0
    check (private.check_input(reviewstage between 0 and 6, 'Review stage must be 0 (validation) to 6')),
  chosenoption integer not null
    check (private.check_input(chosenoption between 0 and 3, 'The chosen option is 0 to 3')),
  -- Written by the database from the question, never by the client.
  iscorrect boolean not null default false,
  answeredat timestamptz not null default private.app_now(),
  foreign key (questionid, userid) references public.quizquestions (questionid, userid) on delete cascade,
  -- Answers are locked: one per question and stage.
  constraint quizanswers_once_per_stage unique (questionid, reviewstage)
);

create function private.grade_quiz_answer() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.iscorrect := coalesce(
    (select q.correctoption = new.chosenoption from public.quizquestions q where q.questionid = new.questionid),
    false);
  new.answeredat := private.app_now();
  return new;
end
$$;

create trigger quizanswers_grade
  before insert on public.quizanswers
  for each row execute function private.grade_quiz_answer();

-- ---------------------------------------------------------------- row-level security
alter table public.studysets enable row level security;
alter table public.summarypoints enable row level security;
alter table public.flashcards enable row level security;
alter table public.quizquestions enable row level security;
alter table public.quizanswers enable row level security;

-- A learner sees only its own study sets.
create policy "Study sets are visible to their owner"
  on public.studysets for select to authenticated using (userid = (select auth.uid()));
-- A study set is stored for the learner's own session.
create policy "Learners store study sets for their own sessions"
  on public.studysets for insert to authenticated with check (userid = (select auth.uid()));
-- Regenerating records a new provider.
create policy "Study sets are editable by their owner"
  on public.studysets for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
-- Dropping a study set drops its items.
create policy "Study sets are removable by their owner"
  on public.studysets for delete to authenticated using (userid = (select auth.uid()));

-- A learner sees only its own summary points.
create policy "Summary points are visible to their owner"
  on public.summarypoints for select to authenticated using (userid = (select auth.uid()));
-- Generated points are stored into the learner's own study set.
create policy "Learners store summary points in their own study sets"
  on public.summarypoints for insert to authenticated with check (userid = (select auth.uid()));
-- The learner may edit a generated point.
create policy "Summary points are editable by their owner"
  on public.summarypoints for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
-- The learner may drop a generated point.
create policy "Summary points are removable by their owner"
  on public.summarypoints for delete to authenticated using (userid = (select auth.uid()));

-- A learner sees only its own flashcards.
create policy "Flashcards are visible to their owner"
  on public.flashcards for select to authenticated using (userid = (select auth.uid()));
-- Generated cards are stored into the learner's own study set.
create policy "Learners store flashcards in their own study sets"
  on public.flashcards for insert to authenticated with check (userid = (select auth.uid()));
-- The learner may edit a generated card before it enters the review cycle.
create policy "Flashcards are editable by their owner"
  on public.flashcards for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
-- The learner may drop a generated card.
create policy "Flashcards are removable by their owner"
  on public.flashcards for delete to authenticated using (userid = (select auth.uid()));

-- A learner sees only its own quiz questions.
create policy "Quiz questions are visible to their owner"
  on public.quizquestions for select to authenticated using (userid = (select auth.uid()));
-- Generated questions are stored into the learner's own study set.
create policy "Learners store quiz questions in their own study sets"
  on public.quizquestions for insert to authenticated with check (userid = (select auth.uid()));
-- The learner may edit a generated question before it enters the review cycle.
create policy "Quiz questions are editable by their owner"
  on public.quizquestions for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
-- The learner may drop a generated question.
create policy "Quiz questions are removable by their owner"
  on public.quizquestions for delete to authenticated using (userid = (select auth.uid()));

-- A learner sees only its own answers.
create policy "Quiz answers are visible to their owner"
  on public.quizanswers for select to authenticated using (userid = (select auth.uid()));
-- A learner answers its own questions at validation (stage 0); review-stage answers are stored
-- by complete_review. Answers are locked once given (no update or delete).
create policy "Learners answer their own questions at validation"
  on public.quizanswers for insert to authenticated
  with check (userid = (select auth.uid()) and reviewstage = 0);

revoke all on public.studysets, public.summarypoints, public.flashcards, public.quizquestions, public.quizanswers
  from anon, authenticated;
grant select, insert, delete on public.studysets, public.summarypoints, public.flashcards, public.quizquestions
  to authenticated;
grant update (provider) on public.studysets to authenticated;
grant update (position, text, sourcepassage) on public.summarypoints to authenticated;
grant update (position, front, back, sourcepassage) on public.flashcards to authenticated;
grant update (position, question, options, correctoption, explanation, sourcepassage) on public.quizquestions to authenticated;
grant select on public.quizanswers to authenticated;
grant insert (questionid, userid, reviewstage, chosenoption) on public.quizanswers to authenticated;
