-- Baseline of the study_materials domain, copied from supabase/schemas/study_materials.sql. It stays as it is: a
-- change goes into the schema file, and `pnpm run db:diff <name>` writes it as a new migration.

-- Study materials: the files, notes, pages and recordings a learner uploads for a session, and
-- their order.

CREATE TABLE public.studymaterials (
    materialid uuid DEFAULT gen_random_uuid() NOT NULL,
    sessionid uuid NOT NULL,
    userid uuid DEFAULT auth.uid() NOT NULL,
    kind text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    -- The readable text (typed, extracted from a file or page, or a voice transcript).
    content text DEFAULT ''::text NOT NULL,
    -- Where the original file lies in the study-materials bucket ('{userid}/...').
    storagepath text,
    sourceurl text,
    mimetype text,
    sizebytes integer,
    -- False when no text could be read from the file; the learner is told, the file is kept.
    textextracted boolean DEFAULT true NOT NULL,
    createdat timestamp with time zone DEFAULT private.app_now() NOT NULL,
    -- Why a kept file gave no text (a scan, a password, damage), in the sentence the learner was told
    -- when adding it, so the page says the same after a reload.
    unreadablereason text,
    "position" integer DEFAULT 0 NOT NULL,
    CONSTRAINT studymaterials_file_in_own_folder CHECK (private.check_input(((storagepath IS NULL) OR starts_with(storagepath, ((userid)::text || '/'::text))), 'A stored file must lie in your own folder'::text)),
    CONSTRAINT studymaterials_file_is_stored CHECK (private.check_input(((kind <> ALL (ARRAY['file'::text, 'voice'::text])) OR (storagepath IS NOT NULL)), 'A file or recording must name its stored file'::text)),
    CONSTRAINT studymaterials_kind_check CHECK (private.check_input((kind = ANY (ARRAY['text'::text, 'file'::text, 'link'::text, 'voice'::text])), 'Material kind must be text, file, link or voice'::text)),
    CONSTRAINT studymaterials_link_has_address CHECK (private.check_input(((kind <> 'link'::text) OR (sourceurl IS NOT NULL)), 'A link must have its address'::text)),
    CONSTRAINT studymaterials_position_range CHECK (private.check_input((("position" >= 0) AND ("position" <= 100000)), 'A material''s place must be between 0 and 100000'::text)),
    CONSTRAINT studymaterials_sizebytes_check CHECK (private.check_input(((sizebytes >= 0) AND (sizebytes <= private.upload_max_bytes())), format('A file can be at most %s MB'::text, (private.upload_max_bytes() / (1024 * 1024))))),
    CONSTRAINT studymaterials_sourceurl_check CHECK (private.check_input((sourceurl ~* '^https?://'::text), 'Links must start with http:// or https://'::text)),
    CONSTRAINT studymaterials_title_length CHECK (private.check_input((char_length(title) <= 300), 'A material''s title can be at most 300 characters'::text)),
    CONSTRAINT studymaterials_unreadablereason_check CHECK (private.check_input(((unreadablereason IS NULL) OR (char_length(unreadablereason) <= 300)), 'The reason a file could not be read can be at most 300 characters'::text)),
    CONSTRAINT studymaterials_pkey PRIMARY KEY (materialid),
    CONSTRAINT studymaterials_sessionid_userid_fkey FOREIGN KEY (sessionid, userid) REFERENCES public.studysessions(sessionid, userid) ON DELETE CASCADE
);
CREATE INDEX studymaterials_by_session ON public.studymaterials USING btree (sessionid);
ALTER TABLE public.studymaterials ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE public.studymaterials FROM anon, authenticated;
GRANT SELECT, INSERT, DELETE ON TABLE public.studymaterials TO authenticated;
GRANT UPDATE (title, content, textextracted) ON TABLE public.studymaterials TO authenticated;

-- A file, link or recording inserted without a place takes the next one in its session.
CREATE FUNCTION private.place_new_material() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.position = 0 and new.kind <> 'text' then
    -- Serialised per session, so two additions at once never take one place.
    perform pg_advisory_xact_lock(hashtext('studymaterials'), hashtext(new.sessionid::text));
    select coalesce(max(position), 0) + 1 into new.position
    from public.studymaterials
    where sessionid = new.sessionid and kind <> 'text';
  end if;
  return new;
end;
$$;
REVOKE EXECUTE ON FUNCTION private.place_new_material() FROM PUBLIC;

-- ---------------------------------------------------------------- who reads and writes what

-- A learner adds material only to its own sessions (the foreign key ties it to the session's owner).
CREATE POLICY "Learners add material to their own sessions" ON public.studymaterials FOR INSERT TO authenticated WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Second factor given when turned on" ON public.studymaterials AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- A learner may correct a title or an extracted text of its own material.
CREATE POLICY "Study material is editable by its owner" ON public.studymaterials FOR UPDATE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid))) WITH CHECK ((userid = ( SELECT auth.uid() AS uid)));

-- A learner removes an item before submitting it.
CREATE POLICY "Study material is removable by its owner" ON public.studymaterials FOR DELETE TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- A learner sees only the material of its own sessions.
CREATE POLICY "Study material is visible to its owner" ON public.studymaterials FOR SELECT TO authenticated USING ((userid = ( SELECT auth.uid() AS uid)));

-- ---------------------------------------------------------------- triggers

CREATE TRIGGER studymaterials_place_new BEFORE INSERT ON public.studymaterials FOR EACH ROW EXECUTE FUNCTION private.place_new_material();
