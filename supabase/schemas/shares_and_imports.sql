-- Sharing and importing: a study set shared by link (and the per-address limit on opening shared
-- links), adding a shared set to one's own, and importing a deck file.

-- What the owner's page shows of a link: never the token, except right after it is made.
CREATE TYPE public.study_set_share AS (
	sessionid uuid,
	token text,
	showownername boolean,
	createdat timestamp with time zone
);

-- What a shared link shows: the set's names and language, the owner's display name when they
-- chose to show it, and the summary, flashcards and questions they kept (never the right answers).
CREATE TYPE public.shared_flashcard AS (
	front text,
	back text
);

CREATE TYPE public.shared_question AS (
	question text,
	options text[]
);

CREATE TYPE public.shared_study_set AS (
	subjectname text,
	topicname text,
	language text,
	ownername text,
	summary text[],
	flashcards public.shared_flashcard[],
	questions public.shared_question[]
);

-- A deck file's parts as the import takes them (import_study_deck).
CREATE TYPE public.deck_card AS (
	front text,
	back text
);

CREATE TYPE public.deck_question AS (
	question text,
	options text[],
	correctoption integer
);

-- Anki's figures for one card: its interval in days, ease, lapses, reviews and the day of its
-- last review.
CREATE TYPE public.deck_card_history AS (
	"interval" integer,
	ease double precision,
	lapses integer,
	reviews integer,
	lastreview date
);

CREATE TABLE public.studysetshares (
    shareid uuid DEFAULT gen_random_uuid() NOT NULL,
    sessionid uuid NOT NULL,
    userid uuid NOT NULL,
    tokenhash bytea NOT NULL,
    -- The owner chose to show their display name on the shared page.
    showownername boolean DEFAULT false NOT NULL,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    -- Set when the owner stops sharing (or makes a new link): the token reads nothing from then on.
    revokedat timestamp with time zone,
    CONSTRAINT studysetshares_pkey PRIMARY KEY (shareid),
    CONSTRAINT studysetshares_tokenhash_key UNIQUE (tokenhash),
    CONSTRAINT studysetshares_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
-- One working link per session.
CREATE UNIQUE INDEX studysetshares_one_active ON public.studysetshares USING btree (sessionid) WHERE (revokedat IS NULL);
ALTER TABLE public.studysetshares ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.studysetshares FROM anon, authenticated;
GRANT SELECT ON TABLE public.studysetshares TO authenticated;

-- The per-address limit on opening shared links. The token's 256 bits already put guessing out of
-- reach; the limit makes a guesser, or a script hammering one link, slow. The API hands each
-- request's headers to the database in the request.headers setting (PostgREST on hosted projects,
-- the local stack likewise) and the address is read there. Per address: 120 lookups a minute (a
-- classroom behind one school network opening a set together stays well under it), and 20 lookups
-- of links that lead nowhere per 10 minutes, which is what guessing looks like; past that every
-- lookup from the address is refused until the window ends, a working link too, or the refusal
-- itself would tell a guesser which tokens are real. A refusal raises PT429 (HTTP 429 through the
-- API) with hint 'shared_lookups_limited', reads nothing and counts nothing. SQL run without an
-- address (the project's own tools and tests; a request through the API always has one) is not
-- counted: one shared bucket for all of them would let one tool lock out the others.

-- Lookups and misses counted per address and window. No policy: nobody reads or writes it through
-- the API; only the functions below, running with their owner's rights, do.
CREATE TABLE private.shared_lookup_counts (
    addresshash bytea NOT NULL,
    kind text NOT NULL,
    windowstart timestamp with time zone NOT NULL,
    lookups integer NOT NULL,
    CONSTRAINT shared_lookup_counts_kind_check CHECK ((kind = ANY (ARRAY['lookup'::text, 'miss'::text]))),
    CONSTRAINT shared_lookup_counts_lookups_check CHECK ((lookups > 0)),
    CONSTRAINT shared_lookup_counts_pkey PRIMARY KEY (addresshash, kind, windowstart)
);
-- Cleaning ended windows reads them by age.
CREATE INDEX shared_lookup_counts_windowstart ON private.shared_lookup_counts USING btree (windowstart);
ALTER TABLE private.shared_lookup_counts ENABLE ROW LEVEL SECURITY;

-- The key of the addresses' hash, made here once: without it a hash of an IPv4 address could be
-- reversed by hashing all four billion of them.
CREATE TABLE private.shared_lookup_key (
    onlyrow boolean DEFAULT true NOT NULL,
    key bytea NOT NULL,
    CONSTRAINT shared_lookup_key_onlyrow_check CHECK (onlyrow),
    CONSTRAINT shared_lookup_key_pkey PRIMARY KEY (onlyrow)
);
ALTER TABLE private.shared_lookup_key ENABLE ROW LEVEL SECURITY;

-- The caller's address as the API's gateway passed it: the first entry of X-Forwarded-For (the
-- client as the first proxy saw it). Null when the statement did not come through the API.
-- The caller's address as the platform states it, never as the client does: the CDN's
-- cf-connecting-ip (set anew on hosted projects), else the gateway's x-real-ip, else the last
-- X-Forwarded-For entry, the one the nearest proxy appended. A client may send any of these
-- headers, but the platform replaces the first two and appends to the third, so earlier entries
-- (a forged "address" among them) are never read.
CREATE FUNCTION private.request_address() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text[];
begin
  if headers is null then
    return null;
  end if;
  forwarded := string_to_array(headers ->> 'x-forwarded-for', ',');
  return coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(forwarded[cardinality(forwarded)]), '')
  );
end
$$;
REVOKE EXECUTE ON FUNCTION private.request_address() FROM PUBLIC;

-- The limits, in one place for the functions and their tests.
CREATE FUNCTION private.shared_lookup_limits(OUT lookups_per_minute integer, OUT misses_per_window integer, OUT miss_window interval) RETURNS record
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 120, 20, interval '10 minutes'
$$;
REVOKE EXECUTE ON FUNCTION private.shared_lookup_limits() FROM PUBLIC;

-- The start of the window of misses that instant falls in.
CREATE FUNCTION private.shared_miss_window(instant timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select to_timestamp(floor(extract(epoch from instant) / extract(epoch from (private.shared_lookup_limits()).miss_window))
                      * extract(epoch from (private.shared_lookup_limits()).miss_window))
$$;
REVOKE EXECUTE ON FUNCTION private.shared_miss_window(timestamp with time zone) FROM PUBLIC;

-- Counts one lookup of a shared set by the caller's address, or refuses it (PT429) when the
-- address is over either limit; the refusal undoes its own count. Answers the address's hash, for
-- counting a miss afterwards, or null when there is no address to count.
CREATE FUNCTION private.count_shared_lookup() RETURNS bytea
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  address text := private.request_address();
  limits record;
  now_at timestamptz := private.app_now();
  address_hash bytea;
  minute_start timestamptz := date_trunc('minute', now_at);
  counted integer;
begin
  if address is null then
    return null;
  end if;
  select * into limits from private.shared_lookup_limits();
  address_hash := sha256((select k.key from private.shared_lookup_key k) || convert_to(address, 'UTF8'));
  if coalesce((select c.lookups from private.shared_lookup_counts c
               where c.addresshash = address_hash and c.kind = 'miss'
                 and c.windowstart = private.shared_miss_window(now_at)), 0) >= limits.misses_per_window then
    raise exception 'Too many shared study sets were looked up from this address; try again in a few minutes'
      using errcode = 'PT429', hint = 'shared_lookups_limited';
  end if;
  insert into private.shared_lookup_counts as c (addresshash, kind, windowstart, lookups)
  values (address_hash, 'lookup', minute_start, 1)
  on conflict (addresshash, kind, windowstart) do update set lookups = c.lookups + 1
  returning c.lookups into counted;
  if counted > limits.lookups_per_minute then
    raise exception 'Too many shared study sets were looked up from this address; try again in a minute'
      using errcode = 'PT429', hint = 'shared_lookups_limited';
  end if;
  -- The address's first lookup this minute cleans the windows that are over, so the table holds
  -- only the last few minutes' counts.
  if counted = 1 then
    delete from private.shared_lookup_counts c where c.windowstart < now_at - limits.miss_window;
  end if;
  return address_hash;
end
$$;
REVOKE EXECUTE ON FUNCTION private.count_shared_lookup() FROM PUBLIC;

-- Counts a lookup that led nowhere against the address (hash from count_shared_lookup).
CREATE FUNCTION private.count_shared_miss(address_hash bytea) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if address_hash is null then
    return;
  end if;
  insert into private.shared_lookup_counts as c (addresshash, kind, windowstart, lookups)
  values (address_hash, 'miss', private.shared_miss_window(private.app_now()), 1)
  on conflict (addresshash, kind, windowstart) do update set lookups = c.lookups + 1;
end
$$;
REVOKE EXECUTE ON FUNCTION private.count_shared_miss(bytea) FROM PUBLIC;

-- An Anki card's review history as a starting FSRS memory state: the mapping of fsrs-rs
-- (memory_state_from_sm2) at Anki's default 90% retention. Anki schedules a card for the day its
-- recall falls to about 90%, which is what FSRS calls stability, so stability is the interval;
-- difficulty follows from the ease the card has earned (2.5 the default, 1.3 the hardest).
CREATE FUNCTION private.memory_from_anki(interval_days double precision, ease double precision) RETURNS private.memory
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  w double precision[] := private.fsrs_weights();
  s double precision := greatest(interval_days, 0.1);
  d double precision;
begin
  d := 11 - (ease - 1) / (exp(w[9]) * power(s, -w[10]) * (exp((1 - 0.9) * w[11]) - 1));
  return row(private.fsrs_clamp(private.fsrs_round(d), 1, 10), private.fsrs_round(s))::private.memory;
end
$$;
REVOKE EXECUTE ON FUNCTION private.memory_from_anki(double precision, double precision) FROM PUBLIC;

-- Refuses a deck with a sentence and a hint the app turns into its own words.
CREATE FUNCTION private.refuse_deck(message text, hint text) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  raise exception '%', message using errcode = '22023', hint = hint;
end
$$;
REVOKE EXECUTE ON FUNCTION private.refuse_deck(text, text) FROM PUBLIC;

-- The signed-in learner, who must have given the second factor when it is turned on (these
-- functions run with definer rights, so row-level security does not ask it for them).
CREATE FUNCTION private.share_caller() RETURNS uuid
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not private.second_factor_given() then
    raise exception 'Sign in to share or add a study set' using errcode = '42501', hint = 'not_signed_in';
  end if;
  return me;
end
$$;
REVOKE EXECUTE ON FUNCTION private.share_caller() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.share_caller() TO authenticated;

-- The stored form of a token: its SHA-256. Text of any length or shape hashes alike.
CREATE FUNCTION private.share_token_hash(token text) RETURNS bytea
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return sha256(convert_to(coalesce(token, ''), 'UTF8'));
end
$$;
REVOKE EXECUTE ON FUNCTION private.share_token_hash(text) FROM PUBLIC;

-- The link's share, now counted: both the shared page (shared_study_set) and adding the set
-- (add_shared_study_set) go through here. A miss while adding raises, which undoes its count; that
-- path needs a signed-in learner, and the lookup itself is still refused past the limits.
CREATE FUNCTION private.shared_share(token text) RETURNS public.studysetshares
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  address_hash bytea := private.count_shared_lookup();
  found_share public.studysetshares;
begin
  select * into found_share from public.studysetshares s
  where s.tokenhash = private.share_token_hash(token) and s.revokedat is null;
  if not found then
    perform private.count_shared_miss(address_hash);
  end if;
  return found_share;
end
$$;
REVOKE EXECUTE ON FUNCTION private.shared_share(text) FROM PUBLIC;

-- Copies the set behind a working link into a new completed session of the caller: the same
-- subject and topic, the summary, the cards and the questions with their answers, none of the
-- owner's material, passages or answers. The session is started like any other (the plan's daily
-- and weekly limits apply and it counts as one of the day's sessions) and completed at once, so
-- review stage 1 is due tomorrow, as for a session completed today. Returns the new session's id.
CREATE FUNCTION public.add_shared_study_set(token text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.share_caller();
  share public.studysetshares := private.shared_share(token);
  source public.studysessions;
  source_set public.studysets;
  copy_id uuid;
  copy_set uuid;
  step text;
begin
  if share.shareid is null then
    raise exception 'This shared set is no longer available' using errcode = 'P0002', hint = 'shared_set_not_found';
  end if;
  if share.userid = me then
    raise exception 'This study set is already yours' using errcode = 'P0001', hint = 'shared_set_is_yours';
  end if;
  select * into source from public.studysessions s where s.sessionid = share.sessionid;
  select * into source_set from public.studysets st where st.sessionid = share.sessionid;

  -- The insert rule numbers the session and refuses it when a limit is reached.
  insert into public.studysessions (userid, subjectname, topicname)
  values (me, source.subjectname, source.topicname)
  returning sessionid into copy_id;

  insert into public.studysets (sessionid, userid, provider, language)
  values (copy_id, me, source_set.provider, source_set.language)
  returning studysetid into copy_set;
  insert into public.summarypoints (studysetid, userid, position, text)
  select copy_set, me, p.position, p.text from public.summarypoints p where p.studysetid = source_set.studysetid;
  insert into public.flashcards (studysetid, userid, position, front, back)
  select copy_set, me, f.position, f.front, f.back
  from public.flashcards f where f.studysetid = source_set.studysetid and not f.isdropped;
  insert into public.quizquestions (studysetid, userid, position, question, options, correctoption, explanation)
  select copy_set, me, q.position, q.question, q.options, q.correctoption, q.explanation
  from public.quizquestions q where q.studysetid = source_set.studysetid and not q.isdropped;

  -- Through the status flow, so completion schedules the first review as it does for any session.
  foreach step in array array['uploading', 'validating', 'break_in_progress', 'completed'] loop
    update public.studysessions set status = step where sessionid = copy_id;
  end loop;
  return copy_id;
end
$$;
REVOKE EXECUTE ON FUNCTION public.add_shared_study_set(text) FROM PUBLIC, anon;

-- Whether the session is shared now, and with the name or not; null when it is not.
CREATE FUNCTION public.get_study_set_share(session_id uuid) RETURNS public.study_set_share
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.share_caller();
  found_share public.studysetshares;
begin
  select * into found_share from public.studysetshares s
  where s.sessionid = session_id and s.userid = me and s.revokedat is null;
  if not found then
    return null;
  end if;
  return row(found_share.sessionid, null, found_share.showownername, found_share.createdat)::public.study_set_share;
end
$$;
REVOKE EXECUTE ON FUNCTION public.get_study_set_share(uuid) FROM PUBLIC, anon;

-- Imports a deck as a new completed session of the caller and returns its id.
--   flashcards: 1 to 5,000, fronts 1-1000 and backs 1-2000 characters.
--   questions:  at most 50 (may be empty), each with four options and the right one (0-3).
--   history:    null, or one entry per flashcard in the same order: null for a card never
--               reviewed, else Anki's figures for the card (interval in days 1-36500, ease 1.3-5,
--               lapses 0+, reviews 1+, the day of the last review).
CREATE FUNCTION public.import_study_deck(subject text, topic text, flashcards public.deck_card[], questions public.deck_question[] DEFAULT '{}'::public.deck_question[], history public.deck_card_history[] DEFAULT NULL::public.deck_card_history[]) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := (select auth.uid());
  card_count integer := coalesce(cardinality(flashcards), 0);
  bad integer;
  session_id uuid;
  set_id uuid;
  today date;
  step text;
  first_due date;
begin
  if me is null or not private.second_factor_given() then
    raise exception 'Sign in to import a deck' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if card_count = 0 then
    perform private.refuse_deck('This deck has no cards', 'deck_empty');
  end if;
  if card_count > private.deck_import_max_cards() then
    perform private.refuse_deck(format('This deck has more than %s cards', private.deck_import_max_cards()), 'deck_too_many_cards');
  end if;
  select min(i) into bad from unnest(flashcards) with ordinality c(front, back, i)
  where coalesce(char_length(btrim(c.front)) not between 1 and 1000, true)
     or coalesce(char_length(btrim(c.back)) not between 1 and 2000, true);
  if bad is not null then
    perform private.refuse_deck(format('Card %s needs a front of 1 to 1000 characters and a back of 1 to 2000', bad), 'invalid_deck_card');
  end if;

  questions := coalesce(questions, '{}');
  if cardinality(questions) > 50 then
    perform private.refuse_deck('Questions must be a list of at most 50', 'invalid_deck_question');
  end if;
  select min(i) into bad from unnest(questions) with ordinality q(question, options, correctoption, i)
  where coalesce(char_length(btrim(q.question)) not between 1 and 1000, true)
     or coalesce(cardinality(q.options) <> 4, true)
     or exists (select from unnest(q.options) o where coalesce(char_length(btrim(o)) not between 1 and 1000, true))
     or coalesce(q.correctoption not between 0 and 3, true);
  if bad is not null then
    perform private.refuse_deck(format('Question %s needs a text, four options and the right one (0 to 3)', bad), 'invalid_deck_question');
  end if;

  if history is not null then
    if cardinality(history) <> card_count then
      perform private.refuse_deck('Review history must have one entry per card', 'invalid_deck_history');
    end if;
    -- An entry with no figure at all is a card never reviewed; one with some must have them all.
    select min(i) into bad from unnest(history) with ordinality h("interval", ease, lapses, reviews, lastreview, i)
    where not (h."interval", h.ease, h.lapses, h.reviews, h.lastreview) is null and coalesce(
         h."interval" not between 1 and 36500
      or h.ease not between 1.3 and 5
      or h.lapses not between 0 and 100000
      or h.reviews not between 1 and 100000
      or h.lastreview is null, true);
    if bad is not null then
      perform private.refuse_deck(format('The review history of card %s is not Anki''s', bad), 'invalid_deck_history');
    end if;
  end if;

  -- The insert rule checks the names, numbers the session and refuses it when a limit is reached.
  insert into public.studysessions (userid, subjectname, topicname)
  values (me, subject, topic)
  returning sessionid into session_id;
  insert into public.studysets (sessionid, userid, provider)
  values (session_id, me, 'import')
  returning studysetid into set_id;
  insert into public.flashcards (studysetid, userid, position, front, back)
  select set_id, me, (i - 1)::integer, btrim(c.front), btrim(c.back)
  from unnest(flashcards) with ordinality c(front, back, i);
  insert into public.quizquestions (studysetid, userid, position, question, options, correctoption)
  select set_id, me, (i - 1)::integer, btrim(q.question), to_jsonb(q.options), q.correctoption
  from unnest(questions) with ordinality q(question, options, correctoption, i);

  foreach step in array array['uploading', 'validating', 'break_in_progress', 'completed'] loop
    update public.studysessions set status = step where sessionid = session_id;
  end loop;

  if exists (select from unnest(history) h where h.lastreview is not null) then
    today := private.learner_today(me);
    -- A review day Anki dated after today is taken as today: a state is never answered in the future.
    insert into public.memorystates (userid, sessionid, flashcardid, difficulty, stability, answers, lapses,
                                     lastanswerday, lastansweredat)
    select me, session_id, f.flashcardid, m.difficulty, m.stability, h.reviews, h.lapses,
           least(h.lastreview, today), least(h.lastreview, today)::timestamptz
    from unnest(history) with ordinality h("interval", ease, lapses, reviews, lastreview, i)
    join public.flashcards f on f.studysetid = set_id and f.position = h.i - 1
    cross join lateral private.memory_from_anki(h."interval", h.ease) m
    where h.lastreview is not null;
    -- The first review is due the first day Anki would show one of the deck's reviewed cards:
    -- today when Anki has it overdue, and at most the ladder's longest step (90 days) away.
    select min(h.lastreview + h."interval") into first_due from unnest(history) h;
    update public.reviewcycleentries
    set currentreviewduedate = least(greatest(first_due, today), today + private.review_interval_days(private.review_stage_count()))
    where sessionid = session_id and reviewstage = 1;
  end if;
  return session_id;
end
$$;
REVOKE EXECUTE ON FUNCTION public.import_study_deck(text, text, public.deck_card[], public.deck_question[], public.deck_card_history[]) FROM PUBLIC, anon;

-- Shows or hides the owner's name on the session's working link (the link stays the same).
CREATE FUNCTION public.set_study_set_share_name(session_id uuid, show_owner_name boolean) RETURNS public.study_set_share
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.share_caller();
  changed public.studysetshares;
begin
  if show_owner_name is null then
    raise exception 'Say whether your name is shown' using errcode = '22023', hint = 'invalid_share_name';
  end if;
  update public.studysetshares set showownername = show_owner_name
  where sessionid = session_id and userid = me and revokedat is null
  returning * into changed;
  if not found then
    raise exception 'This session is not shared' using errcode = 'P0002', hint = 'share_not_found';
  end if;
  return row(changed.sessionid, null, changed.showownername, changed.createdat)::public.study_set_share;
end
$$;
REVOKE EXECUTE ON FUNCTION public.set_study_set_share_name(uuid, boolean) FROM PUBLIC, anon;

-- Makes the link of one of the caller's completed sessions that has a study set, replacing the
-- session's earlier link (which stops working at once). The token is returned this once.
CREATE FUNCTION public.share_study_set(session_id uuid, show_owner_name boolean DEFAULT false) RETURNS public.study_set_share
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.share_caller();
  token text;
  made public.studysetshares;
begin
  if not exists (
    select 1 from public.studysessions s
    join public.studysets st on st.sessionid = s.sessionid
    where s.sessionid = session_id and s.userid = me and s.status = 'completed'
  ) then
    raise exception 'Only a completed session of yours with a study set can be shared'
      using errcode = 'P0002', hint = 'session_not_shareable';
  end if;
  -- Serializes two taps on Share for one session: the second replaces the first's link.
  perform pg_advisory_xact_lock(hashtextextended('aayra.studysetshares:' || session_id::text, 0));
  update public.studysetshares set revokedat = private.app_now()
  where sessionid = session_id and revokedat is null;
  token := rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into public.studysetshares (sessionid, userid, tokenhash, showownername)
  values (session_id, me, private.share_token_hash(token), coalesce(show_owner_name, false))
  returning * into made;
  return row(made.sessionid, token, made.showownername, made.createdat)::public.study_set_share;
end
$$;
REVOKE EXECUTE ON FUNCTION public.share_study_set(uuid, boolean) FROM PUBLIC, anon;

-- A set of rows, not one row: a link that leads nowhere answers no row (an empty answer), where a
-- single composite would reach the API as an object of nulls.
CREATE FUNCTION public.shared_study_set(token text) RETURNS SETOF public.shared_study_set
    LANGUAGE plpgsql SECURITY DEFINER ROWS 1
    SET search_path TO ''
    AS $$
declare
  share public.studysetshares := private.shared_share(token);
begin
  if share.shareid is null then
    return;
  end if;
  return query
    select s.subjectname, s.topicname, st.language,
      case when share.showownername then u.displayname end,
      coalesce((select array_agg(p.text order by p.position, p.pointid)
                from public.summarypoints p where p.studysetid = st.studysetid), '{}'),
      coalesce((select array_agg(row(f.front, f.back)::public.shared_flashcard order by f.position, f.flashcardid)
                from public.flashcards f where f.studysetid = st.studysetid and not f.isdropped), '{}'),
      coalesce((select array_agg(row(q.question, array(select jsonb_array_elements_text(q.options)))::public.shared_question
                                 order by q.position, q.questionid)
                from public.quizquestions q where q.studysetid = st.studysetid and not q.isdropped), '{}')
    from public.studysessions s
    join public.studysets st on st.sessionid = s.sessionid
    left join public.users u on u.userid = s.userid
    where s.sessionid = share.sessionid;
end
$$;
REVOKE EXECUTE ON FUNCTION public.shared_study_set(text) FROM PUBLIC;

-- Stops sharing: the link reads nothing from this statement on. Stopping twice is no error.
CREATE FUNCTION public.stop_sharing_study_set(session_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me uuid := private.share_caller();
begin
  update public.studysetshares set revokedat = private.app_now()
  where sessionid = session_id and userid = me and revokedat is null;
end
$$;
REVOKE EXECUTE ON FUNCTION public.stop_sharing_study_set(uuid) FROM PUBLIC, anon;

-- ---------------------------------------------------------------- who reads and writes what

CREATE POLICY "Second factor given when turned on" ON public.studysetshares AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- The owner sees their own links (never the token, which is not stored); nobody else sees any.
CREATE POLICY "Share links are visible to their owner" ON public.studysetshares FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- ---------------------------------------------------------------- product data
-- The key of the addresses' hash, made once per database: without it a hash of an IPv4 address
-- could be reversed by hashing all four billion of them.
INSERT INTO private.shared_lookup_key (key) VALUES (extensions.gen_random_bytes(32));
