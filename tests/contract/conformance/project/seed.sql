-- Catchphrases are made of words text search keeps as they are (no stemming, no stop words).
insert into public.learners (username, data, age_range, status, catchphrase) values
  ('amara', null, '[1,2)', 'FOCUSING', 'card deck'),
  ('bilal', null, '[25,35)', 'AWAY', 'deck quiz'),
  ('chen', null, '[25,35)', 'FOCUSING', 'quiz note'),
  ('dana', null, '[20,30)', 'FOCUSING', 'note card'),
  ('eli', '{"plan": {"week": {"goal": "value"}, "subject": "biology"}}', '[20,30)', 'FOCUSING', 'plan exam');

insert into public.learner_profiles (id, username) values (1, 'amara'), (2, null);

insert into public.revision_partners (id, first_learner, second_learner, third_learner) values
  (1, 'amara', 'bilal', 'chen'),
  (2, 'amara', 'chen', null);

insert into public.study_groups (slug) values ('biology'), ('history'), ('chemistry');

insert into public.group_details (id, details) values (1, 'Cells, genes and ecosystems'), (2, 'From the ancient world to today');

insert into public.group_notes (message, group_id, username) values
  ('Cells divide by mitosis 🧬', 1, 'amara'),
  ('The treaty was signed in 1648, ending thirty years of war.', 2, 'amara'),
  ('Balance every equation', 3, 'amara'),
  ('Balance every equation', 3, 'amara');

insert into public.draft_notes (message, group_id, username) values
  ('Cells divide by mitosis 🧬', 1, 'amara'),
  ('The treaty was signed in 1648, ending thirty years of war.', 2, 'amara'),
  ('Balance every equation', 3, 'amara'),
  ('Balance every equation', 3, 'amara');

insert into public.flashcard_decks (id, tags) values (1, '{biology,cells}'), (2, '{history}'), (3, '{chemistry}');

insert into personal.learners (username, status, age_range) values
  ('amara', 'FOCUSING', '[1,2)'),
  ('bilal', 'AWAY', '[25,35)'),
  ('chen', 'FOCUSING', '[25,35)'),
  ('dana', 'FOCUSING', '[20,30)'),
  ('fay', 'FOCUSING', '[20,40)');
