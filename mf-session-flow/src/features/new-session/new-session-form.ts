import { BREAK_MINUTES, FOCUS_MINUTES, SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@aayra/supabase/product-constants';

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
  focusMinutes: String(FOCUS_MINUTES.default),
  breakMinutes: String(BREAK_MINUTES.default),
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
  if (subject.length < 1 || subject.length > SUBJECT_MAX_LENGTH) errors.subject = `Enter a subject of 1 to ${SUBJECT_MAX_LENGTH} characters.`;
  if (topic.length < 1 || topic.length > TOPIC_MAX_LENGTH) errors.topic = `Enter a topic of 1 to ${TOPIC_MAX_LENGTH} characters.`;
  const focusMinutes = wholeMinutes(draft.focusMinutes, FOCUS_MINUTES.min, FOCUS_MINUTES.max);
  if (focusMinutes === null)
    errors.focusMinutes = `Focus time must be a whole number of minutes from ${FOCUS_MINUTES.min} to ${FOCUS_MINUTES.max}.`;
  const breakMinutes = wholeMinutes(draft.breakMinutes, BREAK_MINUTES.min, BREAK_MINUTES.max);
  if (breakMinutes === null)
    errors.breakMinutes = `Break time must be a whole number of minutes from ${BREAK_MINUTES.min} to ${BREAK_MINUTES.max}.`;
  if (Object.keys(errors).length > 0 || focusMinutes === null || breakMinutes === null) return { errors };
  return { values: { subject, topic, focusMinutes, breakMinutes }, errors };
}
