-- File storage: profile pictures (public images, 5 MB) and study material (private, 10 MB), each
-- learner writing only inside its own folder: the first path segment is its user id.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('profile-pictures', 'profile-pictures', true, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  ('study-materials', 'study-materials', false, 10485760,
   array['application/pdf', 'text/plain', 'text/markdown',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
         'image/png', 'image/jpeg'])
on conflict (id) do nothing;

-- A learner lists and downloads only files in its own folder (avatars are also public by URL).
create policy "Learners read files in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id in ('profile-pictures', 'study-materials')
         and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A learner uploads only into its own folder.
create policy "Learners upload files into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('profile-pictures', 'study-materials')
              and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A learner replaces only files in its own folder, and cannot move them out of it.
create policy "Learners replace files in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id in ('profile-pictures', 'study-materials')
         and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id in ('profile-pictures', 'study-materials')
              and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A learner deletes only files in its own folder.
create policy "Learners delete files in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id in ('profile-pictures', 'study-materials')
         and (storage.foldername(name))[1] = (select auth.uid())::text);
