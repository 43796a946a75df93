-- Baseline of the foundation domain, copied from supabase/schemas/foundation.sql. It stays as it is: a
-- change goes into the schema file, and `pnpm run db:diff <name>` writes it as a new migration.

-- Foundation: the private schema (never exposed by the API), the application clock, the learner's
-- calendar and the helper that turns a failed input rule into a message a learner can read.
--
-- Every function of the schema is PL/pgSQL with an empty search_path, even a one-line helper: a
-- function that pins search_path cannot be inlined, and PostgreSQL (before 18) parses and plans a
-- non-inlined SQL function's body again in every statement that calls it (about 0.8 ms a call of
-- get_user_subscription_status on PostgreSQL 15); PL/pgSQL keeps each statement's plan for the
-- life of the connection. The exceptions are small SQL bodies that are meant to be inlined.

CREATE SCHEMA IF NOT EXISTS private;
GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

-- Every "now" of the product goes through private.app_now(), so tests and the seed can pin the
-- time of day in a learner's time zone. In production this table stays empty and it is now().
CREATE TABLE private.clock (
    id boolean DEFAULT true NOT NULL,
    frozen_at timestamp with time zone NOT NULL,
    CONSTRAINT clock_id_check CHECK (id),
    CONSTRAINT clock_pkey PRIMARY KEY (id)
);
GRANT SELECT ON TABLE private.clock TO anon, authenticated, service_role;

CREATE FUNCTION private.app_now() RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce((select frozen_at from private.clock), now());
end
$$;

-- Used inside CHECK constraints: the constraint still guarantees the rule, and the error carries
-- the learner-facing sentence instead of a constraint name.
CREATE FUNCTION private.check_input(ok boolean, message text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if ok is false then
    raise exception using errcode = 'check_violation', message = message;
  end if;
  return true;
end
$$;

-- An IANA zone name Postgres knows (e.g. Pacific/Honolulu); abbreviations and offsets are not
-- zones a learner lives in, so only names with a region are accepted, plus UTC.
CREATE FUNCTION private.is_time_zone(zone text) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
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
$_$;

-- Stable, not immutable: a zone's offsets change with the tz database.
CREATE FUNCTION private.local_day_start(day date, zone text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return day::timestamp at time zone zone;
end
$$;

-- "Today" and "this week" are always the learner's own (weeks start on Monday).
CREATE FUNCTION private.local_today(zone text) RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (private.app_now() at time zone zone)::date;
end
$$;

-- Keeps the updated-at column (named by the trigger's argument) honest on every update.
CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], private.app_now()));
  return new;
end
$$;

CREATE FUNCTION private.week_start(day date) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return day - (extract(isodow from day)::integer - 1);
end
$$;
