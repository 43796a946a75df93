/**
 * Where a key moves focus in the calendar, whose days are numbered in order (week after week,
 * Monday to Sunday): up and down move a day within the week, left and right a week, Home and End
 * to the first and last week on the same weekday, Control+Home and Control+End to the first and
 * last day. Null when the key is not a move or leads off the calendar.
 */
export function nextDayIndex(
  index: number,
  dayCount: number,
  key: string,
  ctrlKey = false,
): number | null {
  const weekday = index % 7;
  const lastOfWeekday = weekday + 7 * Math.floor((dayCount - 1 - weekday) / 7);
  const target = (() => {
    switch (key) {
      case 'ArrowUp':
        return weekday > 0 ? index - 1 : null;
      case 'ArrowDown':
        return weekday < 6 ? index + 1 : null;
      case 'ArrowLeft':
        return index - 7;
      case 'ArrowRight':
        return index + 7;
      case 'Home':
        return ctrlKey ? 0 : weekday;
      case 'End':
        return ctrlKey ? dayCount - 1 : lastOfWeekday;
      default:
        return null;
    }
  })();
  return target !== null && target >= 0 && target < dayCount ? target : null;
}
