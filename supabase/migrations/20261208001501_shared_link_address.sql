-- Written by supabase/scripts/db-diff.mjs from the schema files (supabase/schemas/).
-- The shared-link limit reads the address the platform states (cf-connecting-ip, x-real-ip, the
-- last X-Forwarded-For entry), never the first X-Forwarded-For entry, which a client can forge.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.request_address()
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;
