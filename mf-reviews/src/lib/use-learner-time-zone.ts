/** The learner's time zone; the browser's own until the profile says otherwise. */
export function useLearnerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
