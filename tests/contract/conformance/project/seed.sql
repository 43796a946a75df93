insert into public.learners (username, data, age_range, status, catchphrase) values
  ('amara', null, '[1,2)', 'FOCUSING', 'spaced repetition beats cramming'),
  ('bilal', null, '[25,35)', 'AWAY', 'one more flashcard'),
  ('chen', null, '[25,35)', 'AWAY', 'review before the quiz'),
  ('dana', null, '[20,30)', 'FOCUSING', 'focus then break');

insert into public.study_groups (data, slug) values (null, 'biology'), (null, 'history');

insert into public.group_notes (data, message, username, group_id) values
  (null, 'Cells divide by mitosis.', 'amara', 1),
  (null, 'The treaty was signed in 1648.', 'amara', 2),
  (null, 'Ribosomes make proteins.', 'bilal', 1);
