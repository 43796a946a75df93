/** The fallback when a learner has no display name. */
export const FALLBACK_INITIAL = 'U';

/** Up to two letters: the first of the first two words ('Ada Lovelace' -> 'AL', 'ada' -> 'A'). */
export function getInitials(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase();
  return initials === '' ? FALLBACK_INITIAL : initials;
}
