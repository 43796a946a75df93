-- Baseline of the product_constants domain, copied from supabase/schemas/product_constants.sql. It stays as it is: a
-- change goes into the schema file, and `pnpm run db:diff <name>` writes it as a new migration.

-- The product's fixed numbers, each written once: the bounds and defaults the learner meets
-- (subject and topic length, focus and break minutes, display name length, the largest upload,
-- the review ladder, the largest deck). Checks and rules call these immutable functions, and
-- public.product_constants() lists them all: supabase/scripts/gen-types.mjs writes them into
-- supabase/src/product-constants.ts, which the apps import instead of repeating the numbers.

-- Days from completing one step of the review cycle to the next stage's due date: stage n is due
-- review_ladder_days()[n] days later, and the last stage ends the cycle (Mastered).
CREATE FUNCTION private.review_ladder_days() RETURNS integer[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select array[1, 3, 7, 14, 30, 90] $$;

CREATE FUNCTION private.review_stage_count() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select cardinality(private.review_ladder_days()) $$;

CREATE FUNCTION private.break_minutes_default() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 5 $$;

CREATE FUNCTION private.break_minutes_max() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 60 $$;

CREATE FUNCTION private.break_minutes_min() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 1 $$;

-- The largest deck taken, in cards; the browser refuses larger ones with the same sentence.
CREATE FUNCTION private.deck_import_max_cards() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 5000 $$;

CREATE FUNCTION private.display_name_max_length() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 60 $$;

-- The focus a new session is offered (the Pomodoro 25/5).
CREATE FUNCTION private.focus_minutes_default() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 25 $$;

CREATE FUNCTION private.focus_minutes_max() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 180 $$;

CREATE FUNCTION private.focus_minutes_min() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 1 $$;

CREATE FUNCTION private.subject_max_length() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 100 $$;

CREATE FUNCTION private.topic_max_length() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 100 $$;

-- The largest study file, and the largest deck file the browser reads (10 MB).
CREATE FUNCTION private.upload_max_bytes() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 10 * 1024 * 1024 $$;

-- Every constant by the name the apps import it under; read by the type generator, and by anyone.
CREATE FUNCTION public.product_constants() RETURNS jsonb
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
    'MAX_DECK_CARDS', private.deck_import_max_cards()
  )
$$;
