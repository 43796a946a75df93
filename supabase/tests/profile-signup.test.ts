import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';
import { as, serviceRole, setClock } from './support/learners';

describe.each(ENGINES)('profile from sign-up on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
    await setClock(t.db, '2026-11-18T10:00:00Z');
  });
  afterAll(() => t?.dispose());

  // The Auth server writes auth.users as the service role; the profile follows from the metadata.
  const signUp = async (metadata: Record<string, unknown>, confirmed = true) => {
    const id = randomUUID();
    await as(t.db, serviceRole, (tx) =>
      tx.query(
        `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, created_at)
         values ($1, $2, $3, case when $4 then now() end, private.app_now())`,
        [id, `${id}@example.test`, JSON.stringify(metadata), confirmed],
      ),
    );
    const profile = await t.db.query('select * from public.users where userid = $1', [id]);
    const preferences = await t.db.query(
      'select * from public.notification_preferences where user_id = $1',
      [id],
    );
    return { id, profile: profile.rows[0], preferences: preferences.rows[0] };
  };

  it('creates the profile and notification preferences from the sign-up metadata', async () => {
    const { id, profile, preferences } = await signUp({
      displayname: 'Mina',
      studentcategory: 'graduate',
      timezone: 'Asia/Kolkata',
    });
    expect(profile).toMatchObject({
      userid: id,
      displayname: 'Mina',
      email: `${id}@example.test`,
      studentcategory: 'graduate',
      timezone: 'Asia/Kolkata',
      weeklygoal: 10,
      subscription_plan: 'free',
      emailverified: true,
      passwordhash: '',
      createdat: '2026-11-18 10:00:00+00',
    });
    expect(preferences).toMatchObject({
      study_reminders_enabled: true,
      smart_notifications_enabled: true,
    });
  });

  it('falls back to the defaults on missing or bad metadata instead of blocking the sign-up', async () => {
    const { profile } = await signUp(
      { studentcategory: 'wizard', timezone: 'Nowhere/Land' },
      false,
    );
    expect(profile).toMatchObject({
      displayname: null,
      studentcategory: 'college',
      timezone: 'UTC',
      emailverified: false,
    });
  });
});
