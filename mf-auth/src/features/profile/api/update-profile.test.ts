import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { network, signInApp, signUpLearner, type StackLearner } from '@aayra/tests/component-stack';
import { profileUpdate, saveProfileChanges } from './update-profile';

let learner: StackLearner;
beforeAll(async () => {
  learner = await signUpLearner({ displayname: 'Learner' });
  await signInApp(learner);
});
afterEach(() => network.up());

async function storedProfile() {
  const { data, error } = await learner.client
    .from('users')
    .select('displayname, preferredstudyweekdays, weeklygoal')
    .eq('userid', learner.id)
    .single();
  if (error) throw error;
  return data;
}

describe('profile update', () => {
  it('contains only the fields provided', () => {
    expect(profileUpdate({ displayname: 'Ada' })).toEqual({ displayname: 'Ada' });
    expect(profileUpdate({ weeklygoal: 40, timezone: undefined })).toEqual({ weeklygoal: 40 });
  });

  it('stores weekdays without duplicates, and an empty list as nothing', () => {
    expect(profileUpdate({ preferredstudyweekdays: ['Friday', 'Monday', 'Friday'] })).toEqual({
      preferredstudyweekdays: 'Monday,Friday',
    });
    expect(profileUpdate({ preferredstudyweekdays: [] })).toEqual({ preferredstudyweekdays: null });
  });

  it("saves the changes on the learner's row, leaving the rest as it was", async () => {
    await saveProfileChanges(learner.id, { displayname: 'Ada', preferredstudyweekdays: ['Friday', 'Monday', 'Friday'] });
    expect(await storedProfile()).toEqual({ displayname: 'Ada', preferredstudyweekdays: 'Monday,Friday', weeklygoal: 10 });
  });

  it("fails with 'User not available' when no learner is loaded", async () => {
    await expect(saveProfileChanges(undefined, { displayname: 'Ada' })).rejects.toThrow('User not available');
  });

  it('sends nothing when nothing changed', async () => {
    // Any request would fail now.
    network.down();
    await expect(saveProfileChanges(learner.id, {})).resolves.toBeUndefined();
  });
});
