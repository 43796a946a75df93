-- The typed notes of a session at upload, kept with the session while the learner types, so a
-- reload, a cleared browser or another device finds them. Files, links and recordings are already
-- stored the moment they are added (public.studymaterials); typed notes become material only when
-- submitted, so until then they are a draft: one row per session, written only while the session
-- is uploading and gone once it leaves upload (submitted) or is discarded (deleted).

-- A list of notes as the upload page keeps them: [{"id": "n1", "text": "..."}], nothing else.
create function private.is_typed_note_list(notes jsonb) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if notes is null then
    return null;
  end if;
  if jsonb_typeof(notes) <> 'array' then
    return false;
  end if;
  return not exists (
    select 1 from jsonb_array_elements(notes) note
    where jsonb_typeof(note) <> 'object'
      or (select count(*) from jsonb_object_keys(note)) <> 2
      or jsonb_typeof(note -> 'id') is distinct from 'string'
      or jsonb_typeof(note -> 'text') is distinct from 'string'
      or char_length(note ->> 'id') not between 1 and 40
  );
end
$$;

-- The characters typed in all notes together; a list of another shape counts nothing here (its own
-- rule refuses it), so the two rules can run in either order.
create function private.typed_notes_length(notes jsonb) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  if notes is null or jsonb_typeof(notes) <> 'array' then
    return 0;
  end if;
  return coalesce((
    select sum(char_length(note ->> 'text'))
    from jsonb_array_elements(notes) note
    where jsonb_typeof(note) = 'object' and jsonb_typeof(note -> 'text') = 'string'
  ), 0);
end
$$;

create table public.typednotedrafts (
  sessionid uuid primary key,
  userid uuid not null default auth.uid(),
  notes jsonb not null default '[]'::jsonb
    check (private.check_input(private.is_typed_note_list(notes), 'Typed notes must be a list of notes, each with an id and its text'))
    -- The generator reads at most 100,000 characters; a draft never needs more.
    check (private.check_input(jsonb_typeof(notes) <> 'array' or jsonb_array_length(notes) <= 100, 'At most 100 typed notes can be kept'))
    check (private.check_input(private.typed_notes_length(notes) <= 100000, 'Typed notes can be at most 100,000 characters in all')),
  -- The database's time of the last save: a device compares it with the copy it last saw.
  updatedat timestamptz not null default private.app_now(),
  -- Tied to the session's owner, so a draft can never point at another learner's session; it goes
  -- with the session when a discard deletes it.
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade
);

-- A draft is written only while its session waits for material, stays with its session and
-- learner, and carries the database's time of the write, whatever the client sends.
create function private.before_typed_note_draft_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.sessionid, new.userid) is distinct from (old.sessionid, old.userid) then
    raise exception 'Typed notes stay with their session'
      using errcode = 'P0001', hint = 'typed_notes_fixed';
  end if;
  if not exists (
    select 1 from public.studysessions s
    where s.sessionid = new.sessionid and s.userid = new.userid and s.status = 'uploading'
  ) then
    raise exception 'Typed notes can only be kept while the session is at upload'
      using errcode = 'P0001', hint = 'session_not_uploading';
  end if;
  new.updatedat := private.app_now();
  return new;
end
$$;

create trigger typednotedrafts_before_write
  before insert or update on public.typednotedrafts
  for each row execute function private.before_typed_note_draft_write();

-- Submitting moves the session on from upload (the generator does it, as the service role): the
-- notes are then the session's material, and the draft would only be a stale copy.
-- Security definer: the move is made by whoever moves the session, and the draft goes either way.
create function private.forget_typed_notes_after_upload() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.typednotedrafts where sessionid = new.sessionid;
  return null;
end
$$;
revoke execute on function private.forget_typed_notes_after_upload() from public, anon, authenticated;

create trigger studysessions_forget_typed_notes
  after update of status on public.studysessions
  for each row
  when (old.status = 'uploading' and new.status <> 'uploading')
  execute function private.forget_typed_notes_after_upload();

alter table public.typednotedrafts enable row level security;

create policy "Typed notes are visible to their owner"
  on public.typednotedrafts for select to authenticated
  using (userid = (select auth.uid()));
create policy "Learners keep typed notes for their own sessions"
  on public.typednotedrafts for insert to authenticated
  with check (userid = (select auth.uid()));
create policy "Typed notes are editable by their owner"
  on public.typednotedrafts for update to authenticated
  using (userid = (select auth.uid())) with check (userid = (select auth.uid()));
create policy "Typed notes are removable by their owner"
  on public.typednotedrafts for delete to authenticated
  using (userid = (select auth.uid()));
-- As on every learner table: with two-factor authentication on, only a session raised by a code.
create policy "Second factor given when turned on"
  on public.typednotedrafts as restrictive for all to authenticated
  using ((select private.second_factor_given())) with check ((select private.second_factor_given()));

revoke all on public.typednotedrafts from anon, authenticated;
grant select, delete on public.typednotedrafts to authenticated;
grant insert (sessionid, notes) on public.typednotedrafts to authenticated;
-- An upsert sets every column it sends, the key too; the trigger keeps the key from moving.
grant update (sessionid, notes) on public.typednotedrafts to authenticated;
