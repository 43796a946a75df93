-- File storage: profile pictures (public images, 5 MB) and study material (private, the largest
-- upload), each learner writing only inside its own folder: the first path segment is its user id.

-- ---------------------------------------------------------------- who reads and writes what

-- A learner deletes only files in its own folder.
CREATE POLICY "Learners delete files in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['profile-pictures'::text, 'study-materials'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- A learner lists and downloads only files in its own folder (avatars are also public by URL).
CREATE POLICY "Learners read files in their own folder" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['profile-pictures'::text, 'study-materials'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- A learner replaces only files in its own folder, and cannot move them out of it.
CREATE POLICY "Learners replace files in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['profile-pictures'::text, 'study-materials'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = ANY (ARRAY['profile-pictures'::text, 'study-materials'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- A learner uploads only into its own folder.
CREATE POLICY "Learners upload files into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['profile-pictures'::text, 'study-materials'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Second factor given when turned on" ON storage.objects AS RESTRICTIVE TO authenticated USING (( SELECT private.second_factor_given() AS second_factor_given)) WITH CHECK (( SELECT private.second_factor_given() AS second_factor_given));

-- ---------------------------------------------------------------- product data
-- The study-materials bucket also takes the audio the browser records (MediaRecorder: WebM or
-- Ogg with Opus in Chromium and Firefox, MP4 in Safari) and the common MP3 and WAV.
INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES
  ('profile-pictures', 'profile-pictures', true, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('study-materials', 'study-materials', false, private.upload_max_bytes(),
   array['application/pdf', 'text/plain', 'text/markdown',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
         'image/png', 'image/jpeg',
         'audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'])
ON CONFLICT (id) DO NOTHING;
