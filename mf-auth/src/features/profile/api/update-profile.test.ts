import { describe, expect, it, vi } from 'vitest';
import { profileUpdate, saveProfileChanges, USER_NOT_AVAILABLE } from './update-profile';

vi.mock('@aayra/supabase/client', () => ({
  getSupabase: () => {
    throw new Error('no request is expected');
  },
}));

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

  it("fails with 'User not available' when no learner is loaded", async () => {
    await expect(saveProfileChanges(undefined, { displayname: 'Ada' })).rejects.toThrow(USER_NOT_AVAILABLE);
    expect(USER_NOT_AVAILABLE).toBe('User not available');
  });

  it('sends nothing when nothing changed', async () => {
    await expect(saveProfileChanges('u1', {})).resolves.toBeUndefined();
  });
});
