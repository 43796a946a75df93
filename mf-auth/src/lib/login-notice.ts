/** Router state that carries a confirmation to the login page, e.g. after a password reset. */
export interface LoginNoticeState {
  notice: string;
}

export function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice } = state as { notice?: unknown };
  return typeof notice === 'string' ? notice : undefined;
}
