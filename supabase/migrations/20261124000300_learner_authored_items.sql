-- The learner's own flashcards and questions, added at validation or in a review so that a study
-- set the generator could not fill is still useful. They are marked as the learner's own, go after
-- the set's other items, quote no material, and keep the limits of generated items. Every
-- question's four options must be different and non-empty, which the generator already promises.

alter table public.flashcards add column authoredbylearner boolean not null default false;
alter table public.quizquestions add column authoredbylearner boolean not null default false;

-- ---------------------------------------------------------------- options
-- True for a list of texts none of which is blank; null (no verdict) for anything else, which the
-- 'exactly 4 options' check already refuses.
create function private.options_are_filled(options jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(options) = 'array' then
    (select coalesce(bool_and(jsonb_typeof(o) = 'string' and btrim(o #>> '{}') <> ''), true)
     from jsonb_array_elements(options) o)
  end
$$;

-- True when no two options are the same answer, ignoring case and outer spaces.
create function private.options_are_distinct(options jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(options) = 'array' then
    (select count(distinct lower(btrim(o #>> '{}'))) = count(*) from jsonb_array_elements(options) o)
  end
$$;

-- The length of the longest option, 0 for anything that is not a list of texts.
create function private.longest_option(options jsonb) returns integer
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(options) = 'array' then
    (select coalesce(max(char_length(o #>> '{}')), 0) from jsonb_array_elements(options) o)
  else 0 end
$$;

-- NOT VALID: questions stored before this rule are kept as they are; every new or changed one obeys.
alter table public.quizquestions
  add constraint quizquestions_options_filled
    check (private.check_input(private.options_are_filled(options) is not false, 'An option of a question cannot be empty'))
    not valid,
  add constraint quizquestions_options_distinct
    check (private.check_input(private.options_are_distinct(options) is not false, 'Each option of a question must be different'))
    not valid;

-- ---------------------------------------------------------------- the learner's own items
alter table public.flashcards
  add constraint flashcards_own_quote_nothing
    check (private.check_input(not authoredbylearner or (materialid is null and sourcepassage = ''),
      'Your own flashcard cannot quote material'));

alter table public.quizquestions
  add constraint quizquestions_own_quote_nothing
    check (private.check_input(not authoredbylearner or (materialid is null and sourcepassage = ''),
      'Your own question cannot quote material')),
  -- Generated options and explanations are bounded by the material they quote; typed ones here.
  add constraint quizquestions_own_option_length
    check (private.check_input(not authoredbylearner or private.longest_option(options) <= 500,
      'An option can be at most 500 characters')),
  add constraint quizquestions_own_explanation_length
    check (private.check_input(not authoredbylearner or char_length(explanation) <= 2000,
      'An explanation can be at most 2000 characters'));

-- The learner's own item goes after every item of its set, whatever position the client sent, so
-- items added at validation or in a review come last in the stored order.
create function private.place_learner_item_last() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  execute format('select coalesce(max(position) + 1, 0) from %I.%I where studysetid = $1', tg_table_schema, tg_table_name)
    into new.position
    using new.studysetid;
  return new;
end
$$;

create trigger flashcards_learner_item_last
  before insert on public.flashcards
  for each row when (new.authoredbylearner) execute function private.place_learner_item_last();

create trigger quizquestions_learner_item_last
  before insert on public.quizquestions
  for each row when (new.authoredbylearner) execute function private.place_learner_item_last();
