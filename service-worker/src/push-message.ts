/** A push from the notify-learners function: one notification_logs row's id and its content. */
export interface PushedNotification {
  logId: string;
  /** {title?, body?, tag?, icon?}: shownNotification fills in what is missing. */
  content: Record<string, unknown>;
}

/** The pushed row, or null when the message is not one of Aayra's (no JSON, no logId). */
export function pushedNotification(data: { text(): string } | null): PushedNotification | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.text());
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const content = parsed as Record<string, unknown>;
  const { logId } = content;
  return typeof logId === 'string' && logId.trim() !== '' ? { logId, content } : null;
}
