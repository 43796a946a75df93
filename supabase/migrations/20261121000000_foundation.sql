-- Foundation: the private schema (never exposed by the API), the application clock, and the
-- helper that turns a failed input rule into a message a learner can read.
--
-- Every function of the schema is PL/pgSQL with an empty search_path, even a one-line helper: a
-- function that pins search_path cannot be inlined, and PostgreSQL (before 18) parses and plans a
-- non-inlined SQL function's body again in every statement that calls it (about 0.8 ms a call of
-- get_user_subscription_status on PostgreSQL 15); PL/pgSQL keeps each statement's plan for the
-- life of the connection.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------- clock
-- Every "now" of the product goes through private.app_now(), so tests and the seed can pin the
-- time of day in a learner's time zone. In production this table stays empty and it is now().
create table private.clock (
  id boolean primary key default true check (id),
  frozen_at timestamptz not null
);
grant select on private.clock to anon, authenticated, service_role;

create function private.app_now() returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  return coalesce((select frozen_at from private.clock), now());
end
$$;

-- ---------------------------------------------------------------- input rules
-- Used inside CHECK constraints: the constraint still guarantees the rule, and the error carries
-- the learner-facing sentence instead of a constraint name.
create function private.check_input(ok boolean, message text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if ok is false then
    raise exception using errcode = 'check_violation', message = message;
  end if;
  return true;
end
$$;

-- An IANA zone name Postgres knows (e.g. Pacific/Honolulu); abbreviations and offsets are not
-- zones a learner lives in, so only names with a region are accepted, plus UTC.
create function private.is_time_zone(zone text) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  if zone is null then
    return null;
  end if;
  if zone <> 'UTC' and zone !~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)+$' then
    return false;
  end if;
  perform now() at time zone zone;
  return true;
exception
  when invalid_parameter_value then
    return false;
end
$$;

-- ---------------------------------------------------------------- learner calendar
-- "Today" and "this week" are always the learner's own (weeks start on Monday).
create function private.local_today(zone text) returns date
language plpgsql stable
set search_path = ''
as $$
begin
  return (private.app_now() at time zone zone)::date;
end
$$;

-- Stable, not immutable: a zone's offsets change with the tz database.
create function private.local_day_start(day date, zone text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  return day::timestamp at time zone zone;
end
$$;

create function private.week_start(day date) returns date
language plpgsql immutable
set search_path = ''
as $$
begin
  return day - (extract(isodow from day)::integer - 1);
end
$$;

-- ---------------------------------------------------------------- bookkeeping
-- Keeps the updated-at column (named by the trigger's argument) honest on every update.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], private.app_now()));
  return new;
end
$$;
