-- Two devices changing one session: the change made last wins, whichever arrives last. A device
-- offline since it paused the focus at 10:00 would otherwise undo, when it comes back at 10:10,
-- the resume another device made at 10:05. Each change the app makes says when it was made
-- (`madeat`, the device's clock, never later than the database's); one made before the change
-- the session holds is refused ('stale_session_change') and changes nothing, and the device that
-- made it is told and reads the session again. A change without `madeat` is not ordered.

alter table public.studysessions add column changemadeat timestamptz;

-- Written with the change, by change_study_session (which runs as the caller).
grant update (changemadeat) on public.studysessions to authenticated;

create or replace function public.change_study_session(session_id uuid, change jsonb)
returns public.studysessions
language plpgsql
set search_path = ''
as $$
declare
  unknown text;
  ends_at timestamptz;
  made_at timestamptz;
  kept public.studysessions;
  changed public.studysessions;
begin
  if jsonb_typeof(change) is distinct from 'object' then
    raise exception 'A session change must be an object of status, timerendsat and timerremainingms'
      using errcode = '22023', hint = 'invalid_session_change';
  end if;
  select string_agg(k, ', ' order by k) into unknown
  from jsonb_object_keys(change) k
  where k not in ('status', 'timerendsat', 'timerremainingms', 'madeat');
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
  if change ? 'madeat' then
    begin
      if jsonb_typeof(change -> 'madeat') <> 'string' then
        raise exception using errcode = '22007';
      end if;
      -- A device whose clock runs ahead cannot place its change after later ones.
      made_at := least((change ->> 'madeat')::timestamptz, private.app_now());
    exception when data_exception then
      raise exception 'A session change''s madeat must be an ISO 8601 instant'
        using errcode = '22023', hint = 'invalid_session_change';
    end;
    select * into kept from public.studysessions s where s.sessionid = session_id for update;
    if found and kept.changemadeat is not null and made_at < kept.changemadeat then
      raise exception 'A newer change of this session, made on another device, is kept'
        using errcode = 'P0001', hint = 'stale_session_change';
    end if;
  end if;

  update public.studysessions s set
    status = case when change ? 'status' then change ->> 'status' else s.status end,
    timerendsat = case when change ? 'timerendsat' then ends_at else s.timerendsat end,
    timerremainingms = case when change ? 'timerremainingms' then (change ->> 'timerremainingms')::integer else s.timerremainingms end,
    changemadeat = coalesce(made_at, private.app_now())
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
