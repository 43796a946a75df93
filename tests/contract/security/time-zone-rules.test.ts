/**
 * Attack: a free learner (2 sessions a day) who has used today's sessions edits the profile's time
 * zone back and forth (Pacific/Kiritimati, Pacific/Tongatapu, Etc/GMT+12, back to UTC) to land on a
 * "today" that has no sessions yet, then starts another session. This once gave 6 sessions in one
 * day. A change of zone now takes effect from the learner's next local day, so the third session
 * is refused with the daily limit's error; the chosen zone is still saved and shown.
 */
import { describe, expect, it } from 'vitest';
import { expectStillServing } from '../support/health';
import { newLearner, stacks } from '../support/stacks';

const ZONES = ['Pacific/Kiritimati', 'Pacific/Tongatapu', 'Etc/GMT+12', 'UTC'];
const MINUTE = 60_000;

/** The learner's day is UTC's here: a test that would straddle midnight waits for it first. */
async function awayFromUtcMidnight() {
  const sinceMidnight = Date.now() % (24 * 60 * MINUTE);
  const untilMidnight = 24 * 60 * MINUTE - sinceMidnight;
  if (untilMidnight < 2 * MINUTE) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000));
}

const nextUtcMidnight = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
};

describe.each(stacks)('time zone rules on $name', (stack) => {
  it('refuses a third session today however often the time zone is switched', async () => {
    await awayFromUtcMidnight();
    const { client, id } = await newLearner(stack, 'zones');
    const start = () =>
      client
        .from('studysessions')
        .insert({ userid: id, subjectname: 'Physics', topicname: 'Waves' })
        .select('sessionid, study_day')
        .single();

    const before = await client.rpc('get_home_dashboard');
    expect(before.error).toBeNull();
    const today = (before.data as { today: string }).today;
    expect((await start()).data).toMatchObject({ study_day: today });
    expect((await start()).data).toMatchObject({ study_day: today });

    for (let round = 0; round < 3; round += 1) {
      for (const timezone of ZONES) {
        const moved = await client.from('users').update({ timezone }).eq('userid', id);
        expect(moved.error).toBeNull();
        const third = await start();
        expect(third.data).toBeNull();
        expect(third.error).toMatchObject({
          code: 'P0001',
          message: 'Session limit reached for today',
          hint: 'session_limit_today',
        });
      }
    }
    await expectStillServing(stack);

    const after = await client.rpc('get_home_dashboard');
    expect(after.data).toMatchObject({ today, timezone: 'UTC', usedtoday: 2, canstart: false });
    const sessions = await client.from('studysessions').select('sessionid').eq('userid', id);
    expect(sessions.data).toHaveLength(2);
  });

  it('saves the chosen zone at once and applies it from the next day', async () => {
    await awayFromUtcMidnight();
    const { client, id } = await newLearner(stack, 'mover');
    const moved = await client
      .from('users')
      .update({ timezone: 'Asia/Kolkata' })
      .eq('userid', id)
      .select('timezone, timezone_in_force, timezone_changes_at')
      .single();
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ timezone: 'Asia/Kolkata', timezone_in_force: 'UTC' });
    expect(Date.parse(moved.data!.timezone_changes_at!)).toBe(nextUtcMidnight());
    const home = await client.rpc('get_home_dashboard');
    expect(home.data).toMatchObject({ timezone: 'UTC' });
    await expectStillServing(stack);
  });

  it('refuses a learner writing the zone in force, the moment of change or a study day', async () => {
    const { client, id } = await newLearner(stack, 'bookkeeper');
    const session = await client
      .from('studysessions')
      .insert({ userid: id, subjectname: 'Physics', topicname: 'Optics', study_day: '2030-01-01' })
      .select('sessionid, study_day')
      .single();
    expect(session.error).toBeNull();
    expect(session.data!.study_day).not.toBe('2030-01-01');

    const attempts = [
      client.from('users').update({ timezone_in_force: 'Etc/GMT-14' }).eq('userid', id),
      client.from('users').update({ timezone_changes_at: new Date(0).toISOString() }).eq('userid', id),
      client.from('studysessions').update({ study_day: '2030-01-01' }).eq('sessionid', session.data!.sessionid),
    ];
    for (const outcome of await Promise.all(attempts)) {
      expect(outcome.error).toMatchObject({ code: '42501' });
    }
    const row = await client.from('studysessions').select('study_day').eq('sessionid', session.data!.sessionid).single();
    expect(row.data).toEqual({ study_day: session.data!.study_day });
    await expectStillServing(stack);
  });
});
