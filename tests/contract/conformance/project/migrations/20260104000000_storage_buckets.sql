-- The conformance fixture's storage: two buckets that exist before any test runs (the rest are
-- created through the bucket API by the tests themselves).
--
-- flashcard-decks: read only, its settings fixed (dates and owner included) so a test can compare
-- the bucket API's answer field by field. shared-decks: where tests move and copy objects to from
-- the buckets they create; each test writes names of its own there.
insert into storage.buckets (id, name, owner, public, created_at, updated_at) values
  ('flashcard-decks', 'flashcard-decks', '6f1c2a9e-3b7d-4e8a-9c51-2d4b8e7f0a13', false,
   '2021-02-17T04:43:32.770Z', '2021-02-17T04:43:32.770Z'),
  ('shared-decks', 'shared-decks', '6f1c2a9e-3b7d-4e8a-9c51-2d4b8e7f0a13', false,
   '2021-02-17T04:43:32.770Z', '2021-02-17T04:43:32.770Z');

-- learner-notes: private notes, each learner reading and writing only inside the folder named by
-- their own user id. The official suites run as the service role, which row-level security lets
-- through; these policies show the same calls as a learner, whom they hold to their own folder.
insert into storage.buckets (id, name, public) values ('learner-notes', 'learner-notes', false);

create policy "Learners keep notes in their own folder" on storage.objects for all to authenticated
  using (bucket_id = 'learner-notes' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'learner-notes' and (storage.foldername(name))[1] = auth.uid()::text);
