-- A flashcard or question the learner drops at validation is marked dropped on its own row the
-- moment it is dropped, so a reload, a cleared browser or another device shows the set as the
-- learner left it, and an Undo a moment later brings it back. Drops are made only while the
-- session is in validation; when the session moves on to its break the dropped items are deleted,
-- so the reviews never see them. A session left incomplete keeps its drops for when it resumes.

alter table public.flashcards add column isdropped boolean not null default false;
alter table public.quizquestions add column isdropped boolean not null default false;

-- A drop or an undo is made only while the item's session is in validation, whoever writes it.
create function private.before_study_item_drop() returns trigger
language plpgsql
set search_path = ''
as $$
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

create trigger flashcards_drop_in_validation
  before update of isdropped on public.flashcards
  for each row execute function private.before_study_item_drop();
create trigger flashcards_stored_dropped_in_validation
  before insert on public.flashcards
  for each row when (new.isdropped) execute function private.before_study_item_drop();
create trigger quizquestions_drop_in_validation
  before update of isdropped on public.quizquestions
  for each row execute function private.before_study_item_drop();
create trigger quizquestions_stored_dropped_in_validation
  before insert on public.quizquestions
  for each row when (new.isdropped) execute function private.before_study_item_drop();

grant update (isdropped) on public.flashcards, public.quizquestions to authenticated;

-- Drops (dropped = true) or brings back (false) one of the learner's flashcards or questions: the
-- page knows the item by its id alone. It runs as the caller, so row-level security decides whose
-- item it is and the trigger above when. Sent twice it counts once: the same value is written again.
create function public.set_study_item_dropped(item_id uuid, dropped boolean)
returns void
language plpgsql
set search_path = ''
as $$
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

revoke execute on function public.set_study_item_dropped(uuid, boolean) from public, anon;
grant execute on function public.set_study_item_dropped(uuid, boolean) to authenticated;

-- Take a Break moves the session from validation to its break (through the learner's client or a
-- change sent later from the device): the items dropped by then leave the study set, their
-- answers with them. Security definer: the move is made by whoever moves the session, and the
-- dropped items go either way.
create function private.delete_dropped_items_after_validation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
revoke execute on function private.delete_dropped_items_after_validation() from public, anon, authenticated;

create trigger studysessions_delete_dropped_items
  after update of status on public.studysessions
  for each row
  when (old.status = 'validating' and new.status = 'break_in_progress')
  execute function private.delete_dropped_items_after_validation();
