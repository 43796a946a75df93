-- Local-only tables of the auth server (hosted Supabase keeps its own, internal ones).
-- Only the server's own connection touches them: no grants to anon, authenticated or service_role.

-- Sessions ---------------------------------------------------------------------------------
-- One sign-in; its refresh tokens rotate inside it, and signing out deletes it.
create table if not exists auth.server_sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists server_sessions_user_idx on auth.server_sessions (user_id);

-- Refresh tokens ---------------------------------------------------------------------------
-- Stored as a SHA-256 hash. A used token may be used again for a few seconds (several tabs
-- refresh at once); after that, reusing it means it leaked, and its whole session is revoked.
create table if not exists auth.server_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth.server_sessions (id) on delete cascade,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists server_refresh_tokens_session_idx on auth.server_refresh_tokens (session_id);

-- MFA ------------------------------------------------------------------------------------
create table if not exists auth.server_mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp',
  status text not null default 'unverified',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists server_mfa_factors_user_idx on auth.server_mfa_factors (user_id);

-- What hosted Supabase calls auth.mfa_factors (without the secret), so the migrations' rules read
-- a learner's factors the same way on both.
create or replace view auth.mfa_factors as
  select id, user_id, friendly_name, factor_type, status, created_at, updated_at
  from auth.server_mfa_factors;

create table if not exists auth.server_mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.server_mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);

-- Sign-in attempts --------------------------------------------------------------------------
-- Each password check is reserved here before bcrypt runs, in one statement
-- (auth.server_reserve_sign_in), so parallel guesses cannot slip past the budgets; a sign-in
-- that succeeds gives its reservation back. What stays are the wrong passwords of the last 15
-- minutes, counted per account (from every address), per address (across accounts), and per
-- account from addresses the account never signed in from.
drop table if exists auth.server_sign_in_failures;

create table if not exists auth.server_sign_in_attempts (
  id bigserial primary key,
  email text not null,
  client_ip text not null,
  from_known_address boolean not null,
  attempted_at timestamptz not null default now()
);
create index if not exists server_sign_in_attempts_email_idx on auth.server_sign_in_attempts (email, attempted_at);
create index if not exists server_sign_in_attempts_ip_idx on auth.server_sign_in_attempts (client_ip, attempted_at);

-- Addresses an account signed in from: its owner keeps a share of the budget there.
create table if not exists auth.server_known_addresses (
  email text not null,
  client_ip text not null,
  last_signed_in_at timestamptz not null default now(),
  primary key (email, client_ip)
);

-- The seconds until the oldest of the counted rows that keep a budget full leaves the window.
create or replace function auth.server_seconds_until_free(stamps timestamptz[], budget integer, window_length interval)
returns integer language sql stable as $$
  select greatest(1, ceil(extract(epoch from (
    (select s from unnest(stamps) s order by s offset greatest(0, cardinality(stamps) - budget) limit 1)
    + window_length - now())))::integer)
$$;

-- Reserves one password check for this e-mail from this address. Answers the reservation's id
-- (null when refused), the seconds to wait when refused, and how many wrong passwords this
-- address already gave for this e-mail (the caller slows its answer down after a few).
create or replace function auth.server_reserve_sign_in(
  p_email text,
  p_client_ip text,
  account_budget integer default 30,
  unknown_address_budget integer default 20,
  address_budget integer default 60,
  window_length interval default interval '15 minutes',
  known_for interval default interval '30 days',
  out attempt_id bigint,
  out retry_after integer,
  out earlier_failures integer
) language plpgsql as $$
declare
  since timestamptz;
  known boolean;
  account_stamps timestamptz[];
  unknown_stamps timestamptz[];
  address_stamps timestamptz[];
begin
  -- One reservation at a time per account and per address; every caller takes the account's
  -- lock first, so two callers never wait on each other in a circle. Each statement below sees
  -- what the previous holder committed (a volatile function takes a new snapshot per statement).
  perform pg_advisory_xact_lock(hashtextextended('aayra-sign-in-account:' || p_email, 0));
  perform pg_advisory_xact_lock(hashtextextended('aayra-sign-in-address:' || p_client_ip, 0));
  since := clock_timestamp() - window_length;

  delete from auth.server_sign_in_attempts where email = p_email and attempted_at <= since;
  delete from auth.server_sign_in_attempts where client_ip = p_client_ip and attempted_at <= since;

  select exists (select 1 from auth.server_known_addresses k
                  where k.email = p_email and k.client_ip = p_client_ip and k.last_signed_in_at > now() - known_for)
    into known;
  select coalesce(array_agg(a.attempted_at), '{}'),
         coalesce(array_agg(a.attempted_at) filter (where not a.from_known_address), '{}'),
         count(*) filter (where a.client_ip = p_client_ip)
    into account_stamps, unknown_stamps, earlier_failures
    from auth.server_sign_in_attempts a where a.email = p_email;
  select coalesce(array_agg(a.attempted_at), '{}') into address_stamps
    from auth.server_sign_in_attempts a where a.client_ip = p_client_ip;

  if cardinality(address_stamps) >= address_budget then
    retry_after := auth.server_seconds_until_free(address_stamps, address_budget, window_length);
  elsif cardinality(account_stamps) >= account_budget then
    retry_after := auth.server_seconds_until_free(account_stamps, account_budget, window_length);
  elsif not known and cardinality(unknown_stamps) >= unknown_address_budget then
    retry_after := auth.server_seconds_until_free(unknown_stamps, unknown_address_budget, window_length);
  else
    insert into auth.server_sign_in_attempts (email, client_ip, from_known_address)
    values (p_email, p_client_ip, known) returning id into attempt_id;
  end if;
end
$$;

-- The password matched: the reservation is given back, this address's earlier wrong passwords
-- for the account are forgiven, and the address becomes one the account is known at.
create or replace function auth.server_sign_in_succeeded(p_attempt_id bigint, p_email text, p_client_ip text)
returns void language sql as $$
  delete from auth.server_sign_in_attempts
   where id = p_attempt_id or (email = p_email and client_ip = p_client_ip);
  insert into auth.server_known_addresses (email, client_ip) values (p_email, p_client_ip)
  on conflict (email, client_ip) do update set last_signed_in_at = now();
$$;

-- Other limited requests (sign-ups, e-mails sent) ------------------------------------------
create table if not exists auth.server_limited_requests (
  id bigserial primary key,
  action text not null,
  client_ip text not null,
  requested_at timestamptz not null default now()
);
create index if not exists server_limited_requests_idx on auth.server_limited_requests (action, client_ip, requested_at);

-- Takes one of `budget` requests per window for this action from this address: 0 when taken,
-- else the seconds to wait.
create or replace function auth.server_take_request(p_action text, p_client_ip text, budget integer, window_length interval)
returns integer language plpgsql as $$
declare
  since timestamptz;
  stamps timestamptz[];
begin
  perform pg_advisory_xact_lock(hashtextextended('aayra-request:' || p_action || ':' || p_client_ip, 0));
  since := clock_timestamp() - window_length;
  delete from auth.server_limited_requests
   where action = p_action and client_ip = p_client_ip and requested_at <= since;
  select coalesce(array_agg(requested_at), '{}') into stamps
    from auth.server_limited_requests where action = p_action and client_ip = p_client_ip;
  if cardinality(stamps) >= budget then
    return auth.server_seconds_until_free(stamps, budget, window_length);
  end if;
  insert into auth.server_limited_requests (action, client_ip) values (p_action, p_client_ip);
  return 0;
end
$$;

-- Only the auth server's own connection calls these.
revoke execute on function auth.server_seconds_until_free(timestamptz[], integer, interval) from public;
revoke execute on function auth.server_reserve_sign_in(text, text, integer, integer, integer, interval, interval) from public;
revoke execute on function auth.server_sign_in_succeeded(bigint, text, text) from public;
revoke execute on function auth.server_take_request(text, text, integer, interval) from public;

-- E-mailed links ---------------------------------------------------------------------------
-- The token of each link (sign-up confirmation, recovery, e-mail change), as a SHA-256 hash:
-- it works once, within an hour. An e-mail change link also names the address it confirms.
create table if not exists auth.server_email_links (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('signup', 'recovery', 'email_change')),
  sent_to text not null,
  new_email text,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index if not exists server_email_links_user_idx on auth.server_email_links (user_id, kind);
-- One-time password sign-in and invitations; a link may also carry a 6-digit code (hashed with
-- the address it was sent to) the learner can type instead of following it.
alter table auth.server_email_links drop constraint if exists server_email_links_kind_check;
alter table auth.server_email_links add constraint server_email_links_kind_check
  check (kind in ('signup', 'recovery', 'email_change', 'magiclink', 'invite'));
alter table auth.server_email_links add column if not exists code_hash text;
create index if not exists server_email_links_code_idx on auth.server_email_links (code_hash) where code_hash is not null;
-- A link of a PKCE flow keeps the client's code challenge; following it issues a one-time auth
-- code (hashed) that only the holder of the code verifier can exchange for a session.
alter table auth.server_email_links add column if not exists code_challenge text;
alter table auth.server_email_links add column if not exists code_challenge_method text;
alter table auth.server_email_links add column if not exists auth_code_hash text;
alter table auth.server_email_links add column if not exists auth_code_issued_at timestamptz;
create index if not exists server_email_links_auth_code_idx on auth.server_email_links (auth_code_hash) where auth_code_hash is not null;

-- The local outbox ---------------------------------------------------------------------------
-- No e-mail is sent locally: what a learner would receive (a link to /auth/v1/verify, or a
-- reauthentication code) is kept here and shown on /auth/v1/outbox, to loopback callers only.
create table if not exists auth.server_outbox (
  id bigserial primary key,
  email text not null,
  subject text not null,
  link text not null,
  created_at timestamptz not null default now()
);
alter table auth.server_outbox add column if not exists code text;
-- Messages from before links carried only a one-time token held a session: never show them.
delete from auth.server_outbox where link like '%access_token=%' or link like '%refresh_token=%';
