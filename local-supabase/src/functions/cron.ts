/** Five-field cron expressions (minute hour day-of-month month day-of-week), as pg_cron reads them, in UTC. */
export interface CronSchedule {
  matches(date: Date): boolean;
}

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron field: ${text}`);
    const [, whole, from, to, step] = match;
    const start = whole === '*' ? min : Number(from);
    const end = whole === '*' ? max : to !== undefined ? Number(to) : step ? max : start;
    const by = step ? Number(step) : 1;
    if (start < min || end > max || start > end || by < 1) throw new Error(`Invalid cron field: ${text}`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`A cron schedule has five fields: ${expression}`);
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) =>
    parseField(part, FIELDS[index]!.min, FIELDS[index]!.max),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.has(7)) weekdays.add(0);
  const daysRestricted = parts[2] !== '*';
  const weekdaysRestricted = parts[4] !== '*';
  return {
    matches(date) {
      const dayOfMonth = days.has(date.getUTCDate());
      const dayOfWeek = weekdays.has(date.getUTCDay());
      // As in cron: when both day fields are restricted, either one matching is enough.
      const day = daysRestricted && weekdaysRestricted ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek;
      return minutes.has(date.getUTCMinutes()) && hours.has(date.getUTCHours()) &&
        months.has(date.getUTCMonth() + 1) && day;
    },
  };
}
