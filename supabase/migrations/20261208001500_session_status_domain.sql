-- A session's status becomes a domain over text (public.session_status), its words listed once
-- in private.session_statuses() and carried by public.product_constants() as SESSION_STATUSES.
-- It was an enum: under row-level security the planner uses an index for a condition only when
-- its comparison is leakproof, and an enum's = is not (text's is), so a learner's session lists
-- (status = 'completed', status in ('incomplete', 'validating')) had lost their index.
--
-- What depends on the column's type (triggers with a condition or a column list, the delete
-- policy, the in-progress index, the timer checks, the status flow's function) is set aside and
-- made again over the domain, unchanged; every row keeps its status.

CREATE FUNCTION private.session_statuses() RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select array['focus_in_progress', 'uploading', 'validating', 'break_in_progress', 'completed', 'incomplete'] $$;

CREATE OR REPLACE FUNCTION public.product_constants() RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'SUBJECT_MAX_LENGTH', private.subject_max_length(),
    'TOPIC_MAX_LENGTH', private.topic_max_length(),
    'DISPLAY_NAME_MAX_LENGTH', private.display_name_max_length(),
    'FOCUS_MINUTES', jsonb_build_object(
      'min', private.focus_minutes_min(), 'max', private.focus_minutes_max(), 'default', private.focus_minutes_default()),
    'BREAK_MINUTES', jsonb_build_object(
      'min', private.break_minutes_min(), 'max', private.break_minutes_max(), 'default', private.break_minutes_default()),
    'UPLOAD_MAX_BYTES', private.upload_max_bytes(),
    'REVIEW_LADDER_DAYS', to_jsonb(private.review_ladder_days()),
    'MAX_DECK_CARDS', private.deck_import_max_cards(),
    'SESSION_STATUSES', to_jsonb(private.session_statuses())
  )
$$;

ALTER TYPE public.session_status RENAME TO session_status_enum;
CREATE DOMAIN public.session_status AS text
    CONSTRAINT session_status_known CHECK (private.check_input(VALUE = ANY (private.session_statuses()),
      format('Status must be one of %s', array_to_string(private.session_statuses(), ', '))));

DROP TRIGGER studysessions_schedule_first_review ON public.studysessions;
DROP TRIGGER studysessions_forget_typed_notes ON public.studysessions;
DROP TRIGGER studysessions_delete_dropped_items ON public.studysessions;
DROP TRIGGER studysessions_timer_follows_phase ON public.studysessions;
DROP POLICY "Sessions are discarded by their owner before validation" ON public.studysessions;
DROP INDEX public.studysessions_in_progress;
ALTER TABLE public.studysessions
  DROP CONSTRAINT studysessions_timer_in_timed_phase,
  DROP CONSTRAINT studysessions_timer_within_phase,
  ALTER COLUMN status DROP DEFAULT;

ALTER TABLE public.studysessions
  ALTER COLUMN status TYPE public.session_status USING status::text,
  ALTER COLUMN status SET DEFAULT 'focus_in_progress';

ALTER TABLE public.studysessions
  ADD CONSTRAINT studysessions_timer_in_timed_phase CHECK (private.check_input(
    status in ('focus_in_progress', 'break_in_progress') or (timerendsat is null and timerremainingms is null),
    'Only focus and break have a timer')),
  ADD CONSTRAINT studysessions_timer_within_phase CHECK (private.check_input(((timerremainingms IS NULL) OR ((timerremainingms >= 0) AND (timerremainingms <= (60000 *
CASE status
    WHEN 'focus_in_progress' THEN focusdurationminutes
    WHEN 'break_in_progress' THEN breakdurationminutes
    ELSE 0
END)))), 'The time left must be between zero and the phase''s duration'::text));

CREATE INDEX studysessions_in_progress ON public.studysessions USING btree (userid, createdat DESC) WHERE status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress');

CREATE POLICY "Sessions are discarded by their owner before validation" ON public.studysessions FOR DELETE TO authenticated USING (((userid = ( SELECT auth.uid() AS uid)) AND status in ('focus_in_progress', 'uploading')));

CREATE TRIGGER studysessions_schedule_first_review AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (new.status = 'completed' and old.status is distinct from 'completed') EXECUTE FUNCTION private.schedule_first_review();
CREATE TRIGGER studysessions_forget_typed_notes AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (old.status = 'uploading' and new.status <> 'uploading') EXECUTE FUNCTION private.forget_typed_notes_after_upload();
CREATE TRIGGER studysessions_delete_dropped_items AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (old.status = 'validating' and new.status = 'break_in_progress') EXECUTE FUNCTION private.delete_dropped_items_after_validation();
CREATE TRIGGER studysessions_timer_follows_phase BEFORE UPDATE OF status ON public.studysessions FOR EACH ROW EXECUTE FUNCTION private.timer_follows_phase();

DROP FUNCTION private.is_legal_session_move(public.session_status_enum, public.session_status_enum);
CREATE FUNCTION private.is_legal_session_move(from_status public.session_status, to_status public.session_status) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (from_status::text, to_status::text) in (
    ('focus_in_progress', 'uploading'),
    ('uploading', 'validating'),
    ('validating', 'break_in_progress'),
    ('validating', 'incomplete'),
    ('incomplete', 'validating'),
    ('break_in_progress', 'completed')
  )
$$;

-- A change's status is read as a status first: a word that is not one is refused as an invalid
-- change (invalid_session_change), before the status flow is asked about the move.
CREATE OR REPLACE FUNCTION public.change_study_session(session_id uuid, change jsonb) RETURNS public.studysessions
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  unknown text;
  ends_at timestamptz;
  made_at timestamptz;
  kept public.studysessions;
  changed public.studysessions;
  new_status public.session_status;
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
  if change ? 'status' then
    begin
      new_status := (change ->> 'status')::public.session_status;
    exception when check_violation then
      raise exception 'A session change''s status must be one of %', array_to_string(private.session_statuses(), ', ')
        using errcode = '22023', hint = 'invalid_session_change';
    end;
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
    status = case when change ? 'status' then new_status else s.status end,
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

-- The enum's cast from text goes with it; nothing else uses it any more.
DROP CAST (text AS public.session_status_enum);
DROP TYPE public.session_status_enum;
