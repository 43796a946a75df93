-- Study sessions: a session's steps (focus, upload, validation, break), the plan's session limits,
-- the session in progress and its changes, and the typed notes drafted during the focus.

-- A session's status: one of private.session_statuses(). A domain over text rather than an enum:
-- under row-level security the planner uses an index for a condition only when its comparison is
-- leakproof, and text's = is where an enum's is not, so a learner's session lists
-- (status = 'completed', ...) keep their index (query-plans.test.ts).
CREATE DOMAIN public.session_status AS text
    CONSTRAINT session_status_known CHECK (private.check_input(VALUE = ANY (private.session_statuses()),
      format('Status must be one of %s', array_to_string(private.session_statuses(), ', '))));

-- A list of notes as the upload page keeps them: [{"id": "n1", "text": "..."}], nothing else.
CREATE FUNCTION private.is_typed_note_list(notes jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
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
CREATE FUNCTION private.typed_notes_length(notes jsonb) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
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

CREATE TABLE public.studysessions (
    sessionid uuid DEFAULT gen_random_uuid() NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    -- '{subject} - {topic} #{n}', always written by the database.
    sessionname text DEFAULT ''::text NOT NULL,
    subjectname text NOT NULL,
    topicname text NOT NULL,
    focusdurationminutes integer DEFAULT private.focus_minutes_default() NOT NULL,
    breakdurationminutes integer DEFAULT private.break_minutes_default() NOT NULL,
    status public.session_status DEFAULT 'focus_in_progress' NOT NULL,
    -- Per learner, subject and topic, from 1; always written by the database.
    sequencenumber integer DEFAULT 0 NOT NULL,
    isfavorite boolean DEFAULT false NOT NULL,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    updatedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    completedat timestamp with time zone,
    lastreviewedat timestamp with time zone,
    -- Set when review stage 6 is completed: the session is shown as Mastered.
    masteredat timestamp with time zone,
    -- The learner's study day the session was started on (learner_today), stamped by the insert
    -- trigger; the default is a placeholder, like sessionname's, so that a client's insert needs no
    -- value (bulk loaders that bypass the triggers must set their own).
    study_day date DEFAULT CURRENT_DATE NOT NULL,
    -- When the running timer of the phase (focus or break) reaches zero.
    timerendsat timestamp with time zone,
    -- What was left when the timer was paused, in milliseconds.
    timerremainingms integer,
    changemadeat timestamp with time zone,
    CONSTRAINT studysessions_breakdurationminutes_check CHECK (private.check_input(((breakdurationminutes >= private.break_minutes_min()) AND (breakdurationminutes <= private.break_minutes_max())), format('Break duration must be between %s and %s minutes'::text, private.break_minutes_min(), private.break_minutes_max()))),
    CONSTRAINT studysessions_focusdurationminutes_check CHECK (private.check_input(((focusdurationminutes >= private.focus_minutes_min()) AND (focusdurationminutes <= private.focus_minutes_max())), format('Focus duration must be between %s and %s minutes'::text, private.focus_minutes_min(), private.focus_minutes_max()))),
    CONSTRAINT studysessions_subjectname_check CHECK (private.check_input(((char_length(subjectname) >= 1) AND (char_length(subjectname) <= private.subject_max_length())), format('Subject must be 1 to %s characters and not blank'::text, private.subject_max_length()))),
    CONSTRAINT studysessions_timer_in_timed_phase CHECK (private.check_input(
      status in ('focus_in_progress', 'break_in_progress') or (timerendsat is null and timerremainingms is null),
      'Only focus and break have a timer')),
    CONSTRAINT studysessions_timer_one_state CHECK (private.check_input(((timerendsat IS NULL) OR (timerremainingms IS NULL)), 'A session''s timer is either running or paused, not both'::text)),
    CONSTRAINT studysessions_timer_within_phase CHECK (private.check_input(((timerremainingms IS NULL) OR ((timerremainingms >= 0) AND (timerremainingms <= (60000 *
CASE status
    WHEN 'focus_in_progress' THEN focusdurationminutes
    WHEN 'break_in_progress' THEN breakdurationminutes
    ELSE 0
END)))), 'The time left must be between zero and the phase''s duration'::text)),
    CONSTRAINT studysessions_topicname_check CHECK (private.check_input(((char_length(topicname) >= 1) AND (char_length(topicname) <= private.topic_max_length())), format('Topic must be 1 to %s characters and not blank'::text, private.topic_max_length()))),
    CONSTRAINT studysessions_number_per_topic UNIQUE (userid, subjectname, topicname, sequencenumber),
    -- Lets the study material, study set and review tables prove they share the session's owner.
    CONSTRAINT studysessions_owner UNIQUE (sessionid, userid),
    CONSTRAINT studysessions_pkey PRIMARY KEY (sessionid),
    CONSTRAINT studysessions_userid_fkey FOREIGN KEY (userid) REFERENCES public.users(userid) ON DELETE CASCADE
);
-- A learner's sessions by start time (learner_today reads those started up to now).
CREATE INDEX studysessions_by_creation ON public.studysessions USING btree (userid, createdat);
-- Completed lists (newest first, last 3 days), stats, incomplete and validating lists.
CREATE INDEX studysessions_by_status ON public.studysessions USING btree (userid, status, completedat DESC);
-- Today's and this week's sessions (limits), and the latest study day.
CREATE INDEX studysessions_by_study_day ON public.studysessions USING btree (userid, study_day);
-- Favorites: every favorite, not only the latest 50.
CREATE INDEX studysessions_favorites ON public.studysessions USING btree (userid, createdat DESC) WHERE isfavorite;
-- The newest of the learner's sessions in focus, upload, validation or break. A deadline long past
-- (the tab closed mid-focus) changes nothing: the session is still the one to continue.
CREATE INDEX studysessions_in_progress ON public.studysessions USING btree (userid, createdat DESC) WHERE status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress');
ALTER TABLE public.studysessions ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.studysessions FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.studysessions TO authenticated;
GRANT UPDATE (status, isfavorite, timerendsat, timerremainingms, changemadeat) ON TABLE public.studysessions TO authenticated;

CREATE TABLE public.typednotedrafts (
    sessionid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    notes jsonb DEFAULT '[]'::jsonb NOT NULL,
    -- The database's time of the last save: a device compares it with the copy it last saw.
    updatedat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT typednotedrafts_notes_check CHECK (private.check_input(private.is_typed_note_list(notes), 'Typed notes must be a list of notes, each with an id and its text'::text)),
    CONSTRAINT typednotedrafts_notes_check1 CHECK (private.check_input(((jsonb_typeof(notes) <> 'array'::text) OR (jsonb_array_length(notes) <= 100)), 'At most 100 typed notes can be kept'::text)),
    CONSTRAINT typednotedrafts_notes_check2 CHECK (private.check_input((private.typed_notes_length(notes) <= 100000), 'Typed notes can be at most 100,000 characters in all'::text)),
    CONSTRAINT typednotedrafts_pkey PRIMARY KEY (sessionid),
    CONSTRAINT typednotedrafts_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
ALTER TABLE public.typednotedrafts ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.typednotedrafts FROM anon, authenticated;
GRANT SELECT, DELETE ON TABLE public.typednotedrafts TO authenticated;
GRANT INSERT (sessionid, notes) ON TABLE public.typednotedrafts TO authenticated;
GRANT UPDATE (sessionid, notes) ON TABLE public.typednotedrafts TO authenticated;

-- The latest study day among the sessions started up to now (the clock only moves forward in
-- production; tests and the seed move it back, and sessions "from the future" do not count yet),
-- and never before today in the zone in force: a learner's day never goes backwards
-- (docs/decisions.md, "Time zone changes"). Runs as the caller: a learner sees only its own
-- sessions.
CREATE FUNCTION private.learner_today(learner uuid) RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return greatest(
    private.local_today(private.learner_timezone(learner)),
    (select max(s.study_day) from public.studysessions s
     where s.userid = learner and s.createdat <= private.app_now())
  );
end
$$;

-- What the learner reads when a limit stops a new session ('today' or 'week'): the insert rule's
-- error and Home's Start card say it in the same words. The error's hint is session_limit_today
-- or session_limit_week, which is what callers match on.
CREATE FUNCTION private.session_limit_message(reached text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case reached
    when 'today' then 'Session limit reached for today'
    when 'week' then 'Session limit reached for this week'
  end;
end
$$;

-- The limit rule: which limit a learner who used `used_today` and `used_this_week` sessions has
-- reached, 'today' first, then 'week', or null. Null limits mean unlimited. The insert rule and
-- Home's dashboard both ask it.
CREATE FUNCTION private.limit_reached(per_day integer, per_week integer, used_today integer, used_this_week integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case
    when per_day is not null and used_today >= per_day then 'today'
    when per_week is not null and used_this_week >= per_week then 'week'
  end;
end
$$;

-- Sessions of the learner's study day `today` and of its week (from Monday).
CREATE FUNCTION private.sessions_used(learner uuid, today date, OUT used_today integer, OUT used_this_week integer) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  select
    (count(*) filter (where s.study_day = today))::integer,
    count(*)::integer
  into used_today, used_this_week
  from public.studysessions s
  where s.userid = learner
    and s.study_day between private.week_start(today) and today;
end
$$;

-- Which limit (if any) stops a learner from starting a session on its study day `today`:
-- 'today', 'week' or null.
CREATE FUNCTION private.session_limit_reached(learner uuid, today date) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (
    select private.limit_reached(p.sessions_per_day, p.sessions_per_week, u.used_today, u.used_this_week)
    from private.learner_plan(learner) p
    cross join lateral private.sessions_used(learner, today) u
  );
end
$$;

-- Runs as the caller: it counts exactly the sessions the caller may see, which for a learner are
-- its own. The advisory lock serializes one learner's concurrent inserts, so the count and the
-- number cannot be raced (two parallel requests cannot both take the last free slot). The study
-- day is taken after the lock too, so two parallel inserts see each other's study day and count.
CREATE FUNCTION private.before_session_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  reached text;
begin
  perform pg_advisory_xact_lock(hashtextextended('aayra.studysessions:' || new.userid::text, 0));

  new.subjectname := btrim(new.subjectname, E' \t\r\n');
  new.topicname := btrim(new.topicname, E' \t\r\n');
  new.status := 'focus_in_progress';
  new.createdat := private.app_now();
  new.updatedat := new.createdat;
  new.completedat := null;
  new.lastreviewedat := null;
  new.masteredat := null;
  new.study_day := private.learner_today(new.userid);

  reached := private.session_limit_reached(new.userid, new.study_day);
  if reached is not null then
    raise exception using errcode = 'P0001', message = private.session_limit_message(reached),
      hint = 'session_limit_' || reached;
  end if;

  select coalesce(max(s.sequencenumber), 0) + 1 into new.sequencenumber
  from public.studysessions s
  where s.userid = new.userid and s.subjectname = new.subjectname and s.topicname = new.topicname;
  new.sessionname := format('%s - %s #%s', new.subjectname, new.topicname, new.sequencenumber);
  return new;
end
$$;

-- The legal moves:
--   focus_in_progress -> uploading -> validating -> break_in_progress -> completed
--   validating -> incomplete (exit during validation, or marked incomplete directly)
--   incomplete -> validating (resume)
-- Focus and upload have no move to incomplete: discarding there deletes the session (see the
-- delete policy), so an incomplete session always has its material and resumes at validation.
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

-- The study day is part of the session's start and never changes either.
CREATE FUNCTION private.before_session_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.userid, new.subjectname, new.topicname, new.sequencenumber, new.sessionname, new.createdat, new.study_day)
     is distinct from
     (old.userid, old.subjectname, old.topicname, old.sequencenumber, old.sessionname, old.createdat, old.study_day) then
    raise exception 'A session''s learner, subject, topic, number, name and start time cannot be changed'
      using errcode = 'P0001', hint = 'session_identity_fixed';
  end if;

  if new.status is distinct from old.status then
    if not private.is_legal_session_move(old.status, new.status) then
      raise exception 'A session cannot move from % to %', old.status, new.status
        using errcode = 'P0001', hint = 'illegal_status_transition';
    end if;
  end if;
  new.completedat := case
    when new.status = 'completed' and old.status <> 'completed' then private.app_now()
    else old.completedat
  end;
  new.updatedat := private.app_now();
  return new;
end
$$;

-- A draft is written only while its session waits for material, stays with its session and
-- learner, and carries the database's time of the write, whatever the client sends.
CREATE FUNCTION private.before_typed_note_draft_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Submitting moves the session on from upload (the generator does it, as the service role): the
-- notes are then the session's material, and the draft would only be a stale copy.
-- Security definer: the move is made by whoever moves the session, and the draft goes either way.
CREATE FUNCTION private.forget_typed_notes_after_upload() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.typednotedrafts where sessionid = new.sessionid;
  return null;
end
$$;
REVOKE EXECUTE ON FUNCTION private.forget_typed_notes_after_upload() FROM PUBLIC;

-- A phase change ends the previous phase's timer: the next phase starts without one unless the
-- same update sets it (the break's deadline is written with the move to the break).
CREATE FUNCTION private.timer_follows_phase() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status
     and (new.timerendsat, new.timerremainingms) is not distinct from (old.timerendsat, old.timerremainingms) then
    new.timerendsat := null;
    new.timerremainingms := null;
  end if;
  return new;
end
$$;

-- A change states the session's phase and its timer after it: the deadline of a running timer, or
-- the time left of a paused one, or neither. The phase is read as a status first: a word that is
-- not one is refused as an invalid change (invalid_session_change), before the status flow is
-- asked about the move. made_at is when the learner made the change on their device, so a change
-- sent later from a device's queue still loses to one made after it.
CREATE FUNCTION public.change_study_session(session_id uuid, status text, timer_ends_at timestamp with time zone DEFAULT NULL::timestamp with time zone, timer_remaining_ms integer DEFAULT NULL::integer, made_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS public.studysessions
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
$$;
REVOKE EXECUTE ON FUNCTION public.change_study_session(uuid, text, timestamp with time zone, integer, timestamp with time zone) FROM PUBLIC, anon;

CREATE FUNCTION public.get_session_in_progress() RETURNS SETOF public.studysessions
    LANGUAGE plpgsql STABLE ROWS 1
    SET search_path TO ''
    AS $$
begin
  return query
  select s.* from public.studysessions s
  where s.userid = (select auth.uid())
    and s.status in ('focus_in_progress', 'uploading', 'validating', 'break_in_progress')
  order by s.createdat desc, s.sessionid desc
  limit 1;
end
$$;
REVOKE EXECUTE ON FUNCTION public.get_session_in_progress() FROM PUBLIC, anon;

-- ---------------------------------------------------------------- who reads and writes what

CREATE POLICY "Learners keep typed notes for their own sessions" ON public.typednotedrafts FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A learner starts sessions only for itself (limits are checked by the insert trigger).
CREATE POLICY "Learners start their own sessions" ON public.studysessions FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.studysessions AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- As on every learner table: with two-factor authentication on, only a session raised by a code.
CREATE POLICY "Second factor given when turned on" ON public.typednotedrafts AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- Discarding during focus or upload deletes the session; later phases keep it, as the learner's study.
CREATE POLICY "Sessions are discarded by their owner before validation" ON public.studysessions FOR DELETE TO authenticated USING (((userid = ( SELECT auth.uid() AS uid)) AND status in ('focus_in_progress', 'uploading')));

-- A learner moves its own sessions through the flow and marks favorites.
CREATE POLICY "Sessions are updated by their owner" ON public.studysessions FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only its own sessions.
CREATE POLICY "Sessions are visible to their owner" ON public.studysessions FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Typed notes are editable by their owner" ON public.typednotedrafts FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Typed notes are removable by their owner" ON public.typednotedrafts FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Typed notes are visible to their owner" ON public.typednotedrafts FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER studysessions_before_insert BEFORE INSERT ON public.studysessions FOR EACH ROW EXECUTE FUNCTION private.before_session_insert();

CREATE TRIGGER studysessions_before_update BEFORE UPDATE ON public.studysessions FOR EACH ROW EXECUTE FUNCTION private.before_session_update();

CREATE TRIGGER studysessions_forget_typed_notes AFTER UPDATE OF status ON public.studysessions FOR EACH ROW WHEN (old.status = 'uploading' and new.status <> 'uploading') EXECUTE FUNCTION private.forget_typed_notes_after_upload();

CREATE TRIGGER studysessions_timer_follows_phase BEFORE UPDATE OF status ON public.studysessions FOR EACH ROW EXECUTE FUNCTION private.timer_follows_phase();

CREATE TRIGGER typednotedrafts_before_write BEFORE INSERT OR UPDATE ON public.typednotedrafts FOR EACH ROW EXECUTE FUNCTION private.before_typed_note_draft_write();

-- Other devices learn at once that the session moved on or ended (row-level security decides who
-- is told, as for notification_logs).
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.studysessions;
