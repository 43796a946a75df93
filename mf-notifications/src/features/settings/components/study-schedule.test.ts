import { describe, expect, it } from 'vitest';
import { studySchedule } from './study-schedule';

describe('studySchedule', () => {
  it('lists the chosen weekdays in the week’s order, each once', () => {
    const schedule = studySchedule({
      preferredstudyweekdays: 'Friday, Monday,Wednesday,Monday',
      preferredstudystarttime: '18:30',
    });
    expect(schedule).toEqual({
      weekdays: ['Monday', 'Wednesday', 'Friday'],
      startTime: '18:30',
      complete: true,
    });
  });

  it('is incomplete without a weekday or without a start time', () => {
    expect(
      studySchedule({ preferredstudyweekdays: null, preferredstudystarttime: '07:00' }).complete,
    ).toBe(false);
    expect(
      studySchedule({ preferredstudyweekdays: 'Sunday', preferredstudystarttime: null }).complete,
    ).toBe(false);
    expect(studySchedule({ preferredstudyweekdays: '', preferredstudystarttime: '' })).toEqual({
      weekdays: [],
      startTime: null,
      complete: false,
    });
  });
});
