/** The fixture's learners as the REST API hands them back (see project/seed.sql). */
export const AMARA = { username: 'amara', data: null, age_range: '[1,2)', status: 'FOCUSING', catchphrase: "'card' 'deck'" };
export const BILAL = { username: 'bilal', data: null, age_range: '[25,35)', status: 'AWAY', catchphrase: "'deck' 'quiz'" };
export const CHEN = { username: 'chen', data: null, age_range: '[25,35)', status: 'FOCUSING', catchphrase: "'note' 'quiz'" };
export const DANA = { username: 'dana', data: null, age_range: '[20,30)', status: 'FOCUSING', catchphrase: "'card' 'note'" };
export const ELI = {
  username: 'eli',
  data: { plan: { week: { goal: 'value' }, subject: 'biology' } },
  age_range: '[20,30)',
  status: 'FOCUSING',
  catchphrase: "'exam' 'plan'",
};
export const LEARNERS = [AMARA, BILAL, CHEN, DANA, ELI];

/** The notes every group starts with (group_notes, and draft_notes before the writes tests). */
export const NOTES = [
  { id: 1, data: null, message: 'Cells divide by mitosis 🧬', username: 'amara', group_id: 1 },
  { id: 2, data: null, message: 'The treaty was signed in 1648, ending thirty years of war.', username: 'amara', group_id: 2 },
  { id: 3, data: null, message: 'Balance every equation', username: 'amara', group_id: 3 },
  { id: 4, data: null, message: 'Balance every equation', username: 'amara', group_id: 3 },
];
