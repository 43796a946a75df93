-- Sharing a completed session's study set with a classmate: a read-only link /shared/<token>.
--
-- The token is 32 random bytes the database makes; only its SHA-256 is stored, so a copy of the
-- table (or a learner reading their own rows) never yields a working link. The link is shown to
-- its owner once, when it is made; making a new one replaces it. The set is served by its token
-- alone: there is no listing, an unknown, malformed or revoked token answers exactly alike
-- (nothing), and each lookup is one probe of a unique index whatever the token. Guessing is kept
-- out by the token's size (256 bits); a per-address request limit belongs to the HTTP gateway in
-- front of the API, not to the database (docs/decisions.md, "Sharing a study set").

create table public.studysetshares (
  shareid uuid primary key default gen_random_uuid(),
  sessionid uuid not null,
  userid uuid not null,
  tokenhash bytea not null unique,
  -- The owner chose to show their display name on the shared page.
  showownername boolean not null default false,
  createdat timestamptz not null default private.app_now(),
  -- Set when the owner stops sharing (or makes a new link): the token reads nothing from then on.
  revokedat timestamptz,
  foreign key (sessionid, userid) references public.studysessions (sessionid, userid) on delete cascade
);

-- One working link per session.
create unique index studysetshares_one_active on public.studysetshares (sessionid) where revokedat is null;

alter table public.studysetshares enable row level security;

-- The owner sees their own links (never the token, which is not stored); nobody else sees any.
create policy "Share links are visible to their owner"
  on public.studysetshares for select to authenticated
  using (userid = (select auth.uid()));
create policy "Second factor given when turned on" on public.studysetshares as restrictive for all to authenticated
  using ((select private.second_factor_given())) with check ((select private.second_factor_given()));

-- Links are made and revoked only by the functions below (a learner cannot pick its own token or
-- bring a revoked link back).
revoke all on public.studysetshares from anon, authenticated;
grant select on public.studysetshares to authenticated;

-- The stored form of a token: its SHA-256. Text of any length or shape hashes alike.
create function private.share_token_hash(token text) returns bytea
language plpgsql immutable
set search_path = ''
as $$
begin
  return sha256(convert_to(coalesce(token, ''), 'UTF8'));
end
$$;
revoke execute on function private.share_token_hash(text) from public, anon, authenticated;

-- The signed-in learner, who must have given the second factor when it is turned on (these
-- functions run with definer rights, so row-level security does not ask it for them).
create function private.share_caller() returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not private.second_factor_given() then
    raise exception 'Sign in to share or add a study set' using errcode = '42501', hint = 'not_signed_in';
  end if;
  return me;
end
$$;
revoke execute on function private.share_caller() from public, anon;
grant execute on function private.share_caller() to authenticated;

-- ---------------------------------------------------------------- the owner's link
-- What the owner's page shows of a link: never the token, except right after it is made.
create type public.study_set_share as (
  sessionid uuid,
  token text,
  showownername boolean,
  createdat timestamptz
);

-- Makes the link of one of the caller's completed sessions that has a study set, replacing the
-- session's earlier link (which stops working at once). The token is returned this once.
create function public.share_study_set(session_id uuid, show_owner_name boolean default false)
returns public.study_set_share
language plpgsql security definer
set search_path = ''
as $$
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
revoke execute on function public.share_study_set(uuid, boolean) from public, anon;
grant execute on function public.share_study_set(uuid, boolean) to authenticated;

-- Whether the session is shared now, and with the name or not; null when it is not.
create function public.get_study_set_share(session_id uuid)
returns public.study_set_share
language plpgsql stable security definer
set search_path = ''
as $$
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
revoke execute on function public.get_study_set_share(uuid) from public, anon;
grant execute on function public.get_study_set_share(uuid) to authenticated;

-- Shows or hides the owner's name on the session's working link (the link stays the same).
create function public.set_study_set_share_name(session_id uuid, show_owner_name boolean)
returns public.study_set_share
language plpgsql security definer
set search_path = ''
as $$
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
revoke execute on function public.set_study_set_share_name(uuid, boolean) from public, anon;
grant execute on function public.set_study_set_share_name(uuid, boolean) to authenticated;

-- Stops sharing: the link reads nothing from this statement on. Stopping twice is no error.
create function public.stop_sharing_study_set(session_id uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := private.share_caller();
begin
  update public.studysetshares set revokedat = private.app_now()
  where sessionid = session_id and userid = me and revokedat is null;
end
$$;
revoke execute on function public.stop_sharing_study_set(uuid) from public, anon;
grant execute on function public.stop_sharing_study_set(uuid) to authenticated;

-- ---------------------------------------------------------------- the shared page
-- The set behind a working link, or null (unknown, malformed and revoked tokens alike):
--   { subjectname, topicname, language, ownername (null unless the owner chose to show it),
--     summary: [text], flashcards: [{front, back}], questions: [{question, options}] }
-- Nothing else of the owner: no session name, number or dates, no material or quoted passages,
-- and no correct answers or explanations (the page is a preview; a copy has them).
create function private.shared_share(token text) returns public.studysetshares
language plpgsql stable
set search_path = ''
as $$
declare
  found_share public.studysetshares;
begin
  select * into found_share from public.studysetshares s
  where s.tokenhash = private.share_token_hash(token) and s.revokedat is null;
  return found_share;
end
$$;
revoke execute on function private.shared_share(text) from public, anon, authenticated;

create function public.shared_study_set(token text)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  share public.studysetshares := private.shared_share(token);
begin
  if share.shareid is null then
    return null;
  end if;
  return (
    select jsonb_build_object(
      'subjectname', s.subjectname,
      'topicname', s.topicname,
      'language', st.language,
      'ownername', case when share.showownername then u.displayname end,
      'summary', coalesce((select jsonb_agg(p.text order by p.position, p.pointid)
                           from public.summarypoints p where p.studysetid = st.studysetid), '[]'::jsonb),
      'flashcards', coalesce((select jsonb_agg(jsonb_build_object('front', f.front, 'back', f.back) order by f.position, f.flashcardid)
                              from public.flashcards f where f.studysetid = st.studysetid and not f.isdropped), '[]'::jsonb),
      'questions', coalesce((select jsonb_agg(jsonb_build_object('question', q.question, 'options', q.options) order by q.position, q.questionid)
                             from public.quizquestions q where q.studysetid = st.studysetid and not q.isdropped), '[]'::jsonb)
    )
    from public.studysessions s
    join public.studysets st on st.sessionid = s.sessionid
    left join public.users u on u.userid = s.userid
    where s.sessionid = share.sessionid
  );
end
$$;
revoke execute on function public.shared_study_set(text) from public;
grant execute on function public.shared_study_set(text) to anon, authenticated;

-- ---------------------------------------------------------------- adding a shared set
-- Copies the set behind a working link into a new completed session of the caller: the same
-- subject and topic, the summary, the cards and the questions with their answers, none of the
-- owner's material, passages or answers. The session is started like any other (the plan's daily
-- and weekly limits apply and it counts as one of the day's sessions) and completed at once, so
-- review stage 1 is due tomorrow, as for a session completed today. Returns the new session's id.
create function public.add_shared_study_set(token text)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
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
revoke execute on function public.add_shared_study_set(text) from public, anon;
grant execute on function public.add_shared_study_set(text) to authenticated;
