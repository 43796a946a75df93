/** aayra-data-2026-11-29.json: the day the learner downloaded it, on their own calendar. */
export function myDataFileName(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  } catch {
    // A zone this browser does not know: its own calendar is the best guess.
    parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `aayra-data-${part('year')}-${part('month')}-${part('day')}.json`;
}

/** Hands the data to the browser's downloads as indented JSON, readable in any text editor. */
export function saveMyData(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked only once the browser has surely read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
