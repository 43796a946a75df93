import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt } from './support/attempt';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { anon, as, createLearner, learner, setClock } from './support/learners';

// The numbers and words the apps import (public.product_constants(), generated into
// @aayra/supabase/product-constants) are the ones the database's own rules enforce: a learner
// shown "at most 100 characters" is refused at 101 and taken at 100, whatever the number becomes.
interface Bounds {
  min: number;
  max: number;
  default: number;
}
interface Constants {
  SUBJECT_MAX_LENGTH: number;
  TOPIC_MAX_LENGTH: number;
  DISPLAY_NAME_MAX_LENGTH: number;
  FOCUS_MINUTES: Bounds;
  BREAK_MINUTES: Bounds;
  UPLOAD_MAX_BYTES: number;
  REVIEW_LADDER_DAYS: number[];
  MAX_DECK_CARDS: number;
  SESSION_STATUSES: string[];
}

describe.each(ENGINES)('the product constants on %s', (engine) => {
  let t: TestDatabase;
  let me: string;
  let constants: Constants;

  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-11-18T10:00:00Z');
    me = await createLearner(t.db, { plan: 'premium' });
    const { rows } = await as(t.db, anon, (tx) =>
      tx.query<{ constants: Constants }>('select public.product_constants() as constants'),
    );
    constants = rows[0]!.constants;
  });
  afterAll(() => t?.dispose());

  const startSession = (row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return attempt(() =>
      as(t.db, learner(me), (tx) =>
        tx.query(
          `insert into public.studysessions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           returning focusdurationminutes, breakdurationminutes, status`,
          Object.values(row),
        ),
      ),
    );
  };

  it('are readable by a visitor who is not signed in', () => {
    expect(constants.SESSION_STATUSES).toEqual(['focus_in_progress', 'uploading', 'validating', 'break_in_progress', 'completed', 'incomplete']);
    expect(constants.REVIEW_LADDER_DAYS.length).toBeGreaterThan(0);
  });

  it('take a subject and topic at their longest and refuse one character more, naming the limit', async () => {
    const { SUBJECT_MAX_LENGTH: subject, TOPIC_MAX_LENGTH: topic } = constants;
    expect(await startSession({ subjectname: 'x'.repeat(subject), topicname: 'y'.repeat(topic) })).toMatchObject({ ok: true });
    expect(await startSession({ subjectname: 'x'.repeat(subject + 1), topicname: 'y' })).toMatchObject({
      ok: false,
      code: '23514',
      message: `Subject must be 1 to ${subject} characters and not blank`,
    });
    expect(await startSession({ subjectname: 'x', topicname: 'y'.repeat(topic + 1) })).toMatchObject({
      ok: false,
      message: `Topic must be 1 to ${topic} characters and not blank`,
    });
  });

  it('give a new session the default focus and break, and hold both to their bounds', async () => {
    const { FOCUS_MINUTES: focus, BREAK_MINUTES: pause } = constants;
    expect(await startSession({ subjectname: 'Maths', topicname: 'Defaults' })).toMatchObject({
      ok: true,
      rows: [{ focusdurationminutes: focus.default, breakdurationminutes: pause.default, status: 'focus_in_progress' }],
    });
    expect(await startSession({ subjectname: 'Maths', topicname: 'Edges', focusdurationminutes: focus.max, breakdurationminutes: pause.max })).toMatchObject({ ok: true });
    expect(await startSession({ subjectname: 'Maths', topicname: 'Long', focusdurationminutes: focus.max + 1 })).toMatchObject({
      ok: false,
      message: `Focus duration must be between ${focus.min} and ${focus.max} minutes`,
    });
    expect(await startSession({ subjectname: 'Maths', topicname: 'Long', breakdurationminutes: pause.max + 1 })).toMatchObject({
      ok: false,
      message: `Break duration must be between ${pause.min} and ${pause.max} minutes`,
    });
  });

  it('hold a display name to its longest', async () => {
    const rename = (name: string) =>
      attempt(() => as(t.db, learner(me), (tx) => tx.query('update public.users set displayname = $2 where userid = $1', [me, name])));
    expect(await rename('a'.repeat(constants.DISPLAY_NAME_MAX_LENGTH))).toMatchObject({ ok: true, rowCount: 1 });
    expect(await rename('a'.repeat(constants.DISPLAY_NAME_MAX_LENGTH + 1))).toMatchObject({
      ok: false,
      message: `Display name must be 1 to ${constants.DISPLAY_NAME_MAX_LENGTH} characters`,
    });
  });

  it('are the upload limit of the study-materials bucket and the review ladder the stages follow', async () => {
    const { rows: bucket } = await t.db.query<{ file_size_limit: number }>(
      `select file_size_limit from storage.buckets where id = 'study-materials'`,
    );
    expect(Number(bucket[0]!.file_size_limit)).toBe(constants.UPLOAD_MAX_BYTES);
    const { rows: days } = await t.db.query<{ days: number[] }>(
      `select array(select private.review_interval_days(stage) from generate_series(1, private.review_stage_count()) stage) as days`,
    );
    expect(days[0]!.days).toEqual(constants.REVIEW_LADDER_DAYS);
  });

  it('refuse a status that is not one of the statuses, and change nothing', async () => {
    const { rows } = await as(t.db, learner(me), (tx) =>
      tx.query<{ sessionid: string }>(`insert into public.studysessions (subjectname, topicname) values ('Maths', 'Status') returning sessionid`),
    );
    const sessionid = rows[0]!.sessionid;
    expect(
      await attempt(() =>
        as(t.db, learner(me), (tx) => tx.query(`update public.studysessions set status = 'paused' where sessionid = $1`, [sessionid])),
      ),
    ).toMatchObject({ ok: false, code: '23514', message: `Status must be one of ${constants.SESSION_STATUSES.join(', ')}` });
    const { rows: after } = await t.db.query<{ status: string }>('select status from public.studysessions where sessionid = $1', [sessionid]);
    expect(after[0]!.status).toBe('focus_in_progress');
  });
});
