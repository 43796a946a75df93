import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarWeeks } from '../lib/calendar-weeks';
import { CalendarHeatmap } from './CalendarHeatmap';
import { WeeklyChart } from './WeeklyChart';

afterEach(cleanup);

// Monday 16 to Wednesday 25 November 2026: a whole week and three days of the current one.
const weeks = calendarWeeks(
  ['16', '17', '18', '19', '20', '21', '22', '23', '24', '25'].map((date, n) => ({
    day: `2026-11-${date}`,
    sessions: n === 7 ? 3 : n === 1 ? 1 : 0,
  })),
);

function renderGrid() {
  render(
    <>
      <p id="grid-name">Completed sessions per day</p>
      <CalendarHeatmap weeks={weeks} labelledBy="grid-name" />
    </>,
  );
  return screen.getByRole('grid', { name: 'Completed sessions per day' });
}

describe('CalendarHeatmap', () => {
  it('names every day with its count and date, also on hover, and leaves the days to come empty', () => {
    const grid = renderGrid();
    const cell = within(grid).getByRole('gridcell', { name: '3 sessions on Monday, November 23, 2026' });
    expect(cell.getAttribute('title')).toBe('3 sessions on Monday, November 23, 2026');
    within(grid).getByRole('gridcell', { name: '1 session on Tuesday, November 17, 2026' });
    within(grid).getByRole('gridcell', { name: '0 sessions on Wednesday, November 25, 2026' });
    expect(grid.querySelectorAll('[data-day-index]')).toHaveLength(10);
    within(grid).getByRole('rowheader', { name: 'Monday' });
    within(grid).getByRole('columnheader', { name: 'Week of November 16, 2026' });
  });

  it('is one tab stop, on today, and the arrow keys move between days', async () => {
    const grid = renderGrid();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: /Wednesday, November 25/ }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: /^3 sessions on Monday, November 23/ }));
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: /^1 session on Tuesday, November 17/ }));
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});

describe('WeeklyChart', () => {
  it('gives screen readers each week’s sessions and the goal', () => {
    render(<WeeklyChart weeks={weeks} goal={10} />);
    const table = screen.getByRole('table', { name: 'Sessions per week, against your weekly goal of 10 sessions' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Week of November 16, 20261', 'Week of November 23, 20263']);
  });
});
