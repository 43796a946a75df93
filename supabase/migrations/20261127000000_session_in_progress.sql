-- The session in progress is server state: its phase was already on the row; its timer is now
-- too, so every device a learner signs in on shows the same session with the same time left.
--
-- The timer is the device's wall clock, as the learner's browser counts it: a deadline while it
-- runs, the time left while it is paused, nothing before it starts or in a phase without a timer.
-- The database keeps the two consistent with the phase; it does not compare the deadline with its
-- own clock, because the browser that counts down is the one the learner watches.

alter table public.studysessions
  -- When the running timer of the phase (focus or break) reaches zero.
  add column timerendsat timestamptz,
  -- What was left when the timer was paused, in milliseconds.
  add column timerremainingms integer;

alter table public.studysessions
  add constraint studysessions_timer_one_state check (private.check_input(
    timerendsat is null or timerremainingms is null,
    'A session''s timer is either running or paused, not both')),
  add constraint studysessions_timer_in_timed_phase check (private.check_input(
    status in ('focus_in_progress', 'break_in_progress') or (timerendsat is null and timerremainingms is null),
    'Only focus and break have a timer')),
  add constraint studysessions_timer_within_phase check (private.check_input(
    timerremainingms is null or timerremainingms between 0 and 60000 * case status
      when 'focus_in_progress' then focusdurationminutes
      when 'break_in_progress' then breakdurationminutes
      else 0
    end,
    'The time left must be between zero and the phase''s duration'));

-- A phase change ends the previous phase's timer: the next phase starts without one unless the
-- same update sets it (the break's deadline is written with the move to the break).
create function private.timer_follows_phase() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status
     and (new.timerendsat, new.timerremainingms) is not distinct from (old.timerendsat, old.timerremainingms) then
    new.timerendsat := null;
    new.timerremainingms := null;
  end if;
  return new;
end
$$;

create trigger studysessions_timer_follows_phase
  before update of status on public.studysessions
  for each row execute function private.timer_follows_phase();

-- The learner starts, pauses and resumes the timer of its own sessions (the update policy keeps
-- the row its own); the phase moves with status, as before.
grant update (status, isfavorite, timerendsat, timerremainingms) on public.studysessions to authenticated;

-- ---------------------------------------------------------------- the session in progress
-- The newest of the learner's sessions in focus, upload, validation or break. A deadline long past
-- (the tab closed mid-focus) changes nothing: the session is still the one to continue.
create index studysessions_in_progress on public.studysessions (userid, createdat desc)
  where status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress');

create function public.get_session_in_progress()
returns setof public.studysessions
language plpgsql stable
rows 1
set search_path = ''
as $$
begin
  return query
  select s.* from public.studysessions s
  where s.userid = (select auth.uid())
    and s.status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress')
  order by s.createdat desc, s.sessionid desc
  limit 1;
end
$$;

revoke execute on function public.get_session_in_progress() from public, anon;
grant execute on function public.get_session_in_progress() to authenticated;

-- Other devices learn at once that the session moved on or ended (row-level security decides who
-- is told, as for notification_logs).
alter publication supabase_realtime add table public.studysessions;
