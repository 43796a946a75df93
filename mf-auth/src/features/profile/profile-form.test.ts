import { describe, expect, it } from 'vitest';
import type { Profile } from '@aayra/supabase/profile';
import { profileChanges, profileFormErrors, profileFormValues } from './profile-form';

const stored: Profile = {
  userid: 'u1',
  email: 'ada@example.com',
  displayname: 'Ada',
  studentcategory: 'graduate',
  profilepictureurl: null,
  preferredstudyweekdays: 'Monday,Friday',
  preferredstudystarttime: '18:30',
  timezone: 'Europe/Paris',
  weeklygoal: 20,
};

describe('profile form', () => {
  it('fills the form from the stored profile', () => {
    expect(profileFormValues(stored, 'UTC')).toEqual({
      displayname: 'Ada',
      studentcategory: 'graduate',
      weekdays: ['Monday', 'Friday'],
      starttime: '18:30',
      timezone: 'Europe/Paris',
      weeklygoal: 20,
    });
  });

  it('sends only the fields the learner changed', () => {
    const values = { ...profileFormValues(stored, 'UTC'), displayname: '  Ada L ', weeklygoal: 30 as const };
    expect(profileChanges(stored, values)).toEqual({ displayname: 'Ada L', weeklygoal: 30 });
    expect(profileChanges(stored, profileFormValues(stored, 'UTC'))).toEqual({});
  });

  it('clears the start time and the weekdays when the learner empties them', () => {
    const values = { ...profileFormValues(stored, 'UTC'), starttime: '', weekdays: [] };
    expect(profileChanges(stored, values)).toEqual({ preferredstudystarttime: null, preferredstudyweekdays: [] });
  });

  it('saves the display name a first-time learner enters', () => {
    const fresh = { ...stored, displayname: null };
    const values = { ...profileFormValues(fresh, 'UTC'), displayname: 'Grace' };
    expect(profileChanges(fresh, values)).toEqual({ displayname: 'Grace' });
  });

  it('shows a stored old time zone name by its current name, and leaves it stored as it is', () => {
    const calcutta = { ...stored, timezone: 'Asia/Calcutta' };
    const values = profileFormValues(calcutta, 'UTC');
    expect(values.timezone).toBe('Asia/Kolkata');
    expect(profileChanges(calcutta, values)).toEqual({});
    expect(profileChanges(calcutta, { ...values, timezone: 'Asia/Colombo' })).toEqual({ timezone: 'Asia/Colombo' });
  });

  it('sends the zone in force as stored when the learner goes back to it, so the pending change is cancelled', () => {
    const moving = { ...stored, timezone: 'Europe/London', timezone_in_force: 'Asia/Calcutta', timezone_changes_at: '2026-11-23T18:30:00Z' };
    expect(profileChanges(moving, { ...profileFormValues(moving, 'UTC'), timezone: 'Asia/Kolkata' })).toEqual({ timezone: 'Asia/Calcutta' });
  });

  it('refuses an empty or too long display name and a malformed start time', () => {
    const values = profileFormValues(stored, 'UTC');
    expect(profileFormErrors(values)).toEqual({});
    expect(profileFormErrors({ ...values, displayname: '   ' }).displayname).toBe('Enter your display name.');
    expect(profileFormErrors({ ...values, displayname: 'x'.repeat(61) }).displayname).toMatch(/at most 60/);
    expect(profileFormErrors({ ...values, starttime: '25:00' }).starttime).toMatch(/hours and minutes/);
  });
});
