import type { SessionSummary } from '../api/session-summary';

export interface SubjectGroup {
  subject: string;
  sessions: SessionSummary[];
}

/** Sessions by subject, subjects A-Z (ignoring case); each group keeps the sessions' own order. */
export function groupBySubject(sessions: readonly SessionSummary[]): SubjectGroup[] {
  const groups = new Map<string, SessionSummary[]>();
  for (const session of sessions) {
    const group = groups.get(session.subjectname);
    if (group) group.push(session);
    else groups.set(session.subjectname, [session]);
  }
  return [...groups.entries()]
    .map(([subject, grouped]) => ({ subject, sessions: grouped }))
    .sort((a, b) => a.subject.localeCompare(b.subject, undefined, { sensitivity: 'base' }));
}

/** "1 session", "3 sessions". */
export function sessionCount(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}
