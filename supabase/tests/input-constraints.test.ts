import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, createLearner, learner, setClock } from './support/learners';

const long = (n: number) => 'x'.repeat(n);

// Each bad value alone, next to a valid change in the same statement that must not happen either.
const profileRules: [string, string, unknown, string][] = [
  ['weekly goal', 'weeklygoal', 15, 'Weekly goal must be 10, 20, 30, 40 or 50'],
  ['weekly goal', 'weeklygoal', 60, 'Weekly goal must be 10, 20, 30, 40 or 50'],
  [
    'student category',
    'studentcategory',
    'wizard',
    'Student category must be one of high_school, college, graduate, professional, lifelong_learner, competitive_exam',
  ],
  [
    'weekday names',
    'preferredstudyweekdays',
    'Funday',
    'Preferred study weekdays must be weekday names from Monday to Sunday, separated by commas',
  ],
  [
    'weekday names',
    'preferredstudyweekdays',
    'Monday,Someday',
    'Preferred study weekdays must be weekday names from Monday to Sunday, separated by commas',
  ],
  [
    'weekday names',
    'preferredstudyweekdays',
    '',
    'Preferred study weekdays must be weekday names from Monday to Sunday, separated by commas',
  ],
  [
    'HH:MM start time',
    'preferredstudystarttime',
    '24:00',
    'Preferred study start time must be HH:MM, from 00:00 to 23:59',
  ],
  [
    'HH:MM start time',
    'preferredstudystarttime',
    '9:30',
    'Preferred study start time must be HH:MM, from 00:00 to 23:59',
  ],
  [
    'HH:MM start time',
    'preferredstudystarttime',
    '09:60',
    'Preferred study start time must be HH:MM, from 00:00 to 23:59',
  ],
  [
    'time zone',
    'timezone',
    'Mars/Olympus_Mons',
    'Time zone must be an IANA time zone name such as Europe/Paris',
  ],
  ['time zone', 'timezone', 'EST', 'Time zone must be an IANA time zone name such as Europe/Paris'],
  ['display name', 'displayname', '   ', 'Display name must be 1 to 60 characters'],
  ['display name', 'displayname', long(61), 'Display name must be 1 to 60 characters'],
];

const sessionRules: [string, Record<string, unknown>, string][] = [
  ['empty subject', { subjectname: '' }, 'Subject must be 1 to 100 characters and not blank'],
  ['blank subject', { subjectname: '   ' }, 'Subject must be 1 to 100 characters and not blank'],
  [
    'subject over 100',
    { subjectname: long(101) },
    'Subject must be 1 to 100 characters and not blank',
  ],
  ['blank topic', { topicname: ' \t ' }, 'Topic must be 1 to 100 characters and not blank'],
  ['topic over 100', { topicname: long(101) }, 'Topic must be 1 to 100 characters and not blank'],
  ['focus 0', { focusdurationminutes: 0 }, 'Focus duration must be between 1 and 180 minutes'],
  ['focus 181', { focusdurationminutes: 181 }, 'Focus duration must be between 1 and 180 minutes'],
  ['break 0', { breakdurationminutes: 0 }, 'Break duration must be between 1 and 60 minutes'],
  ['break 61', { breakdurationminutes: 61 }, 'Break duration must be between 1 and 60 minutes'],
];

const supportRules: [string, Record<string, unknown>, string][] = [
  [
    'unknown type',
    { request_type: 'rant' },
    'Request type must be feedback, feature_request or issue',
  ],
  ['title over 100', { title: long(101) }, 'Title must be 1 to 100 characters and not blank'],
  ['blank title', { title: ' ' }, 'Title must be 1 to 100 characters and not blank'],
  [
    'description over 1000',
    { description: long(1001) },
    'Description must be 1 to 1000 characters and not blank',
  ],
];

describe.each(ENGINES)('input constraints on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-11-18T10:00:00Z');
    me = await createLearner(t.db, { plan: 'premium', displayname: 'Ada' });
  });
  afterAll(() => t?.dispose());

  const profile = () =>
    t.db.query('select * from public.users where userid = $1', [me]).then((r) => r.rows[0]);
  const count = (table: string) =>
    t.db
      .query<{ n: number }>(`select count(*)::integer as n from ${table}`)
      .then((r) => r.rows[0]!.n);
  const insertAs = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        ),
      ),
    );
  };

  it.each(profileRules)(
    'profile: rejects a bad %s (%s = %j)',
    async (_rule, column, value, message) => {
      const before = await profile();
      const outcome = await attempt(() =>
        as(t.db, learner(me), (tx) =>
          tx.query(
            `update public.users set lastloginat = now(), ${column} = $2 where userid = $1`,
            [me, value],
          ),
        ),
      );
      expect(outcome).toMatchObject({ ok: false, code: '23514', message });
      expect(await profile()).toEqual(before);
    },
  );

  it('profile: accepts the edge values', async () => {
    const outcome = await attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(
          `update public.users set weeklygoal = 50, studentcategory = 'competitive_exam', preferredstudyweekdays = 'Monday,Sunday',
             preferredstudystarttime = '23:59', timezone = 'America/Argentina/Buenos_Aires', displayname = $2 where userid = $1`,
          [me, long(60)],
        ),
      ),
    );
    expect(outcome).toMatchObject({ ok: true, rowCount: 1 });
  });

  it.each(sessionRules)('session: rejects %s', async (_rule, bad, message) => {
    const before = await count('public.studysessions');
    const outcome = await insertAs('public.studysessions', {
      subjectname: 'Maths',
      topicname: 'Sets',
      ...bad,
    });
    expect(outcome).toMatchObject({ ok: false, code: '23514', message });
    expect(await count('public.studysessions')).toBe(before);
  });

  it('session: accepts the edge values', async () => {
    const outcome = await insertAs('public.studysessions', {
      subjectname: long(100),
      topicname: 'y',
      focusdurationminutes: 180,
      breakdurationminutes: 60,
    });
    expect(outcome.ok).toBe(true);
    const other = await insertAs('public.studysessions', {
      subjectname: 'M',
      topicname: long(100),
      focusdurationminutes: 1,
      breakdurationminutes: 1,
    });
    expect(other.ok).toBe(true);
  });

  it.each(supportRules)('support request: rejects %s', async (_rule, bad, message) => {
    const before = await count('public.support_requests');
    const outcome = await insertAs('public.support_requests', {
      request_type: 'feedback',
      title: 'Nice',
      description: 'Thanks',
      ...bad,
    });
    expect(outcome).toMatchObject({ ok: false, code: '23514', message });
    expect(await count('public.support_requests')).toBe(before);
  });

  it('support request: accepts 100 and 1000 characters', async () => {
    const outcome = await insertAs('public.support_requests', {
      request_type: 'feature_request',
      title: long(100),
      description: long(1000),
    });
    expect(outcome.ok).toBe(true);
  });
});
