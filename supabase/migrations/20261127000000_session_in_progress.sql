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

-- ---------------------------------------------------------------- changing the session in progress
-- One phase or timer change, as the learner's device makes it, online or sent later from the
-- device's queue: the keys present in `change` (status, timerendsat, timerremainingms) are written,
-- the others are left as they are. It runs as the caller, so the update policy, the column grants,
-- the status flow and the timer checks apply exactly as to an update of the row.
-- Sent twice, a change counts once: the second writes the same values, and the same status again
-- is no move. A change from a device that fell behind (the session was completed elsewhere) is
-- refused by the status flow ('illegal_status_transition') or the timer checks, and changes nothing.
create function public.change_study_session(session_id uuid, change jsonb)
returns public.studysessions
language plpgsql
set search_path = ''
as $$
declare
  unknown text;
  ends_at timestamptz;
  changed public.studysessions;
begin
  if jsonb_typeof(change) is distinct from 'object' then
    raise exception 'A session change must be an object of status, timerendsat and timerremainingms'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  select string_agg(k, ', ' order by k) into unknown
  from jsonb_object_keys(change) k
  where k not in ('status', 'timerendsat', 'timerremainingms');
  if unknown is not null then
    raise exception 'A session change cannot set %', unknown
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  if change ? 'status' and jsonb_typeof(change -> 'status') <> 'string' then
    raise exception 'A session change''s status must be text'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  if change ? 'timerremainingms' and not (
    jsonb_typeof(change -> 'timerremainingms') = 'null'
    or (jsonb_typeof(change -> 'timerremainingms') = 'number'
        and (change -> 'timerremainingms')::numeric between 0 and 2147483647
        and (change -> 'timerremainingms')::numeric % 1 = 0)
  ) then
    raise exception 'A session change''s timerremainingms must be a whole number of milliseconds, or null'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  if change ? 'timerendsat' then
    begin
      if jsonb_typeof(change -> 'timerendsat') not in ('string', 'null') then
        raise exception using errcode = '22007';
      end if;
      ends_at := (change ->> 'timerendsat')::timestamptz;
    exception when data_exception then
      raise exception 'A session change''s timerendsat must be an ISO 8601 instant, or null'
        using errcode = '22023', hint = 'invalid_session_change';
    end;
  end if;

  update public.studysessions s set
    status = case when change ? 'status' then change ->> 'status' else s.status end,
    timerendsat = case when change ? 'timerendsat' then ends_at else s.timerendsat end,
    timerremainingms = case when change ? 'timerremainingms' then (change -> 'timerremainingms')::numeric::integer else s.timerremainingms end
  where s.sessionid = session_id
  returning s.* into changed;
  -- Another learner's session is not visible to the caller: the same answer as a discarded one.
  if not found then
    raise exception 'Session not found' using errcode = 'P0002', hint = 'session_not_found';
  end if;
  return changed;
end
$$;

revoke execute on function public.change_study_session(uuid, jsonb) from public, anon;
grant execute on function public.change_study_session(uuid, jsonb) to authenticated;
