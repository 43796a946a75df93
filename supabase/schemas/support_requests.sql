-- Support requests a learner sends from the app.

-- A request's title and description bounds and what it may be about: the table checks them, and
-- support_request_constants() hands them to the type generator for the help page's form.
CREATE FUNCTION private.support_title_max_length() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 100 $$;

CREATE FUNCTION private.support_description_max_length() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 1000 $$;

CREATE FUNCTION private.support_request_types() RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select array['feedback', 'feature_request', 'issue'] $$;

-- This domain's constants by the names the apps import them under (as product_constants()).
CREATE FUNCTION public.support_request_constants() RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'SUPPORT_TITLE_MAX_LENGTH', private.support_title_max_length(),
    'SUPPORT_DESCRIPTION_MAX_LENGTH', private.support_description_max_length(),
    'SUPPORT_REQUEST_TYPES', to_jsonb(private.support_request_types())
  )
$$;

CREATE TABLE public.support_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    request_type text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT private.app_now() NOT NULL,
    CONSTRAINT support_requests_description_check CHECK (private.check_input(((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= private.support_description_max_length())), format('Description must be 1 to %s characters and not blank'::text, private.support_description_max_length()))),
    CONSTRAINT support_requests_request_type_check CHECK (private.check_input((request_type = ANY (private.support_request_types())), 'Request type must be feedback, feature_request or issue'::text)),
    CONSTRAINT support_requests_status_check CHECK (private.check_input((status = ANY (ARRAY['open'::text, 'closed'::text])), 'Request status must be open or closed'::text)),
    CONSTRAINT support_requests_title_check CHECK (private.check_input(((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= private.support_title_max_length())), format('Title must be 1 to %s characters and not blank'::text, private.support_title_max_length()))),
    CONSTRAINT support_requests_pkey PRIMARY KEY (id),
    CONSTRAINT support_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(userid) ON DELETE CASCADE
);
CREATE INDEX support_requests_by_user ON public.support_requests USING btree (user_id, created_at DESC);
ALTER TABLE public.support_requests ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.support_requests FROM anon, authenticated;
GRANT SELECT ON TABLE public.support_requests TO authenticated;
GRANT INSERT (user_id, request_type, title, description) ON TABLE public.support_requests TO authenticated;

-- ---------------------------------------------------------------- who reads and writes what

-- A learner sends requests in its own name; once sent they are the support team's (no edits).
CREATE POLICY "Learners send support requests in their own name" ON public.support_requests FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.support_requests AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- A learner sees the requests it sent.
CREATE POLICY "Support requests are visible to their sender" ON public.support_requests FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
