/** What the learner is told about a failure: the error's own message, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
