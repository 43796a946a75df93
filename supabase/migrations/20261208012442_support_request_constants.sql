-- A support request's bounds and types are constants of their domain: written once in SQL
-- (private.support_title_max_length, support_description_max_length, support_request_types),
-- checked by the table, and handed to the type generator by public.support_request_constants().
-- The helpers come first: the table's checks call them.

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.support_description_max_length()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 1000 $function$
;

CREATE OR REPLACE FUNCTION private.support_request_types()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select array['feedback', 'feature_request', 'issue'] $function$
;

CREATE OR REPLACE FUNCTION private.support_title_max_length()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$ select 100 $function$
;

CREATE OR REPLACE FUNCTION public.support_request_constants()
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'SUPPORT_TITLE_MAX_LENGTH', private.support_title_max_length(),
    'SUPPORT_DESCRIPTION_MAX_LENGTH', private.support_description_max_length(),
    'SUPPORT_REQUEST_TYPES', to_jsonb(private.support_request_types())
  )
$function$
;

grant execute on function private.support_title_max_length() to PUBLIC;

grant execute on function private.support_description_max_length() to PUBLIC;

grant execute on function private.support_request_types() to PUBLIC;

grant execute on function public.support_request_constants() to PUBLIC;

grant execute on function public.support_request_constants() to anon;

grant execute on function public.support_request_constants() to authenticated;

grant execute on function public.support_request_constants() to service_role;

alter table "public"."support_requests" drop constraint "support_requests_description_check";

alter table "public"."support_requests" drop constraint "support_requests_request_type_check";

alter table "public"."support_requests" drop constraint "support_requests_title_check";

alter table "public"."support_requests" add constraint "support_requests_description_check" CHECK (private.check_input(((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= private.support_description_max_length())), format('Description must be 1 to %s characters and not blank'::text, private.support_description_max_length()))) not valid;

alter table "public"."support_requests" validate constraint "support_requests_description_check";

alter table "public"."support_requests" add constraint "support_requests_request_type_check" CHECK (private.check_input((request_type = ANY (private.support_request_types())), 'Request type must be feedback, feature_request or issue'::text)) not valid;

alter table "public"."support_requests" validate constraint "support_requests_request_type_check";

alter table "public"."support_requests" add constraint "support_requests_title_check" CHECK (private.check_input(((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= private.support_title_max_length())), format('Title must be 1 to %s characters and not blank'::text, private.support_title_max_length()))) not valid;

alter table "public"."support_requests" validate constraint "support_requests_title_check";
