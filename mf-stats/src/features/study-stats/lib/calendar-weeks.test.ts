import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';
import { calendarWeeks, intensityOf, type StudyDay } from './calendar-weeks';
import { nextDayIndex } from './grid-moves';

/** 12 weeks from Monday 7 September 2026 up to Wednesday 25 November 2026, as the database returns them. */
function calendarRows(sessionsOn: Record<string, number>): StudyDay[] {
  const rows: StudyDay[] = [];
  for (let day = '2026-09-07'; day <= '2026-11-25'; day = addDays(day, 1)) rows.push({ day, sessions: sessionsOn[day] ?? 0 });
  return rows;
}

describe('calendarWeeks', () => {
  const weeks = calendarWeeks(calendarRows({ '2026-09-07': 1, '2026-09-13': 2, '2026-11-23': 4, '2026-11-25': 3 }));

  it('makes a column per week, Monday to Sunday, the days still to come this week left empty', () => {
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.start)).toEqual(Array.from({ length: 12 }, (_, n) => addDays('2026-09-07', 7 * n)));
    expect(weeks[0]!.days.map((day) => day?.day)).toEqual([
      '2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11', '2026-09-12', '2026-09-13',
    ]);
    expect(weeks[11]!.days.map((day) => day?.day ?? null)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', null, null, null, null]);
  });

  it('sums each week from its days', () => {
    expect(weeks.map((week) => week.sessions)).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]);
  });

  it('shades each day against the busiest day', () => {
    expect(weeks[0]!.days.map((day) => day?.intensity)).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(weeks[11]!.days.slice(0, 3).map((day) => day?.intensity)).toEqual([4, 0, 3]);
    expect(intensityOf(0, 0)).toBe(0);
    expect(intensityOf(1, 10)).toBe(1);
    expect(intensityOf(10, 10)).toBe(4);
  });

  it('places days by their weekday whatever order they come in, and starts a week on its Monday', () => {
    const [week] = calendarWeeks([
      { day: '2026-11-25', sessions: 2 },
      { day: '2026-11-24', sessions: 1 },
    ]);
    expect(week!.start).toBe('2026-11-23');
    expect(week!.days.map((day) => day?.sessions ?? null)).toEqual([null, 1, 2, null, null, null, null]);
    expect(week!.sessions).toBe(3);
  });

  it('has no weeks without days', () => {
    expect(calendarWeeks([])).toEqual([]);
  });
});

describe('nextDayIndex', () => {
  // 11 whole weeks and Monday to Wednesday of the 12th: 80 days.
  const days = 80;
  it('moves a day up and down within its week, and a week left and right', () => {
    expect(nextDayIndex(8, days, 'ArrowUp')).toBe(7);
    expect(nextDayIndex(7, days, 'ArrowUp')).toBeNull();
    expect(nextDayIndex(8, days, 'ArrowDown')).toBe(9);
    expect(nextDayIndex(13, days, 'ArrowDown')).toBeNull();
    expect(nextDayIndex(8, days, 'ArrowLeft')).toBe(1);
    expect(nextDayIndex(3, days, 'ArrowLeft')).toBeNull();
    expect(nextDayIndex(72, days, 'ArrowRight')).toBe(79);
    expect(nextDayIndex(73, days, 'ArrowRight')).toBeNull();
  });

  it('goes to the first and last week on the same weekday, or the first and last day with Control', () => {
    expect(nextDayIndex(30, days, 'Home')).toBe(2);
    expect(nextDayIndex(30, days, 'End')).toBe(79);
    expect(nextDayIndex(31, days, 'End')).toBe(73);
    expect(nextDayIndex(30, days, 'Home', true)).toBe(0);
    expect(nextDayIndex(30, days, 'End', true)).toBe(79);
    expect(nextDayIndex(30, days, 'Enter')).toBeNull();
  });
});
