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

create table if not exists auth.server_mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.server_mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);

-- Failed sign-ins --------------------------------------------------------------------------
-- Per e-mail and client address, so guessing one learner's password gets slower and slower.
create table if not exists auth.server_sign_in_failures (
  email text not null,
  client_ip text not null,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now(),
  primary key (email, client_ip)
);

-- Recovery links (the local outbox) ---------------------------------------------------------
-- No e-mail is sent locally: the link a learner would receive is kept here and shown on
-- /auth/v1/outbox.
create table if not exists auth.server_outbox (
  id bigserial primary key,
  email text not null,
  subject text not null,
  link text not null,
  created_at timestamptz not null default now()
);
