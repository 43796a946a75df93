import { DEFAULT_BREAK_MINUTES, DEFAULT_FOCUS_MINUTES } from '../../lib/session-defaults';

export interface NewSessionValues {
  subject: string;
  topic: string;
  focusMinutes: number;
  breakMinutes: number;
}

export interface NewSessionDraft {
  subject: string;
  topic: string;
  focusMinutes: string;
  breakMinutes: string;
}

export type NewSessionErrors = Partial<Record<keyof NewSessionDraft, string>>;


export const emptyDraft: NewSessionDraft = {
  subject: '',
  topic: '',
  focusMinutes: String(DEFAULT_FOCUS_MINUTES),
  breakMinutes: String(DEFAULT_BREAK_MINUTES),
};

function wholeMinutes(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The same rules as the database's constraints, checked first so the learner sees them at once. */
export function validateNewSession(draft: NewSessionDraft): { values?: NewSessionValues; errors: NewSessionErrors } {
  const errors: NewSessionErrors = {};
  const subject = draft.subject.trim();
  const topic = draft.topic.trim();
  if (subject.length < 1 || subject.length > 100) errors.subject = 'Enter a subject of 1 to 100 characters.';
  if (topic.length < 1 || topic.length > 100) errors.topic = 'Enter a topic of 1 to 100 characters.';
  const focusMinutes = wholeMinutes(draft.focusMinutes, 1, 180);
  if (focusMinutes === null) errors.focusMinutes = 'Focus time must be a whole number of minutes from 1 to 180.';
  const breakMinutes = wholeMinutes(draft.breakMinutes, 1, 60);
  if (breakMinutes === null) errors.breakMinutes = 'Break time must be a whole number of minutes from 1 to 60.';
  if (Object.keys(errors).length > 0 || focusMinutes === null || breakMinutes === null) return { errors };
  return { values: { subject, topic, focusMinutes, breakMinutes }, errors };
}
