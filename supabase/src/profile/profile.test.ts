import { describe, expect, it } from 'vitest';
import { timeZoneInForce, type Profile } from './profile';

const profile: Profile = {
  userid: 'a1b2c3d4-0000-4000-8000-000000000001',
  email: 'mira@example.com',
  displayname: 'Mira',
  studentcategory: 'college',
  profilepictureurl: null,
  preferredstudyweekdays: null,
  preferredstudystarttime: null,
  timezone: 'Europe/London',
  weeklygoal: 10,
};

describe('timeZoneInForce', () => {
  it('keeps the old zone until the pending change takes effect, then follows the chosen one', () => {
    const moving = { ...profile, timezone_in_force: 'Asia/Kolkata', timezone_changes_at: '2026-11-23T18:30:00Z' };
    expect(timeZoneInForce(moving, new Date('2026-11-23T18:29:59Z'))).toBe('Asia/Kolkata');
    expect(timeZoneInForce(moving, new Date('2026-11-23T18:30:00Z'))).toBe('Europe/London');
  });

  it('is the chosen zone when no change is pending', () => {
    expect(timeZoneInForce({ ...profile, timezone_in_force: null, timezone_changes_at: null })).toBe('Europe/London');
    expect(timeZoneInForce(profile)).toBe('Europe/London');
  });
});
