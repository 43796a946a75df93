/** A moment as every app words a date for the learner, in their own time zone: "December 25, 2026". */
export function readableDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
