// The support form's rules (decisions.md "Help"): what a learner may send and how a visitor sends it.

export const SUPPORT_TITLE_MAX = 100;
export const SUPPORT_DESCRIPTION_MAX = 1000;
export const SUPPORT_EMAIL = 'support@aayra.app';

export const supportRequestTypes = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'feature_request', label: 'Feature Request' },
  { value: 'issue', label: 'Issue' },
] as const;

export type SupportRequestType = (typeof supportRequestTypes)[number]['value'];

export interface SupportRequestDraft {
  type: SupportRequestType;
  title: string;
  description: string;
}

export type SupportRequestErrors = Partial<Record<'title' | 'description', string>>;

/** Every message a learner needs to fix the form; an empty object means it can be sent. */
export function validateSupportRequest({ title, description }: SupportRequestDraft): SupportRequestErrors {
  const errors: SupportRequestErrors = {};
  if (title.trim() === '') errors.title = 'Please enter a title.';
  else if (title.length > SUPPORT_TITLE_MAX) {
    errors.title = `The title can be at most ${SUPPORT_TITLE_MAX} characters.`;
  }
  if (description.trim() === '') errors.description = 'Please describe your request.';
  else if (description.length > SUPPORT_DESCRIPTION_MAX) {
    errors.description = `The description can be at most ${SUPPORT_DESCRIPTION_MAX} characters.`;
  }
  return errors;
}

export function supportRequestTypeLabel(type: SupportRequestType): string {
  return supportRequestTypes.find((option) => option.value === type)?.label ?? type;
}

/** A visitor has no account to attach the request to, so it goes out as an email they send. */
export function supportMailtoHref({ type, title, description }: SupportRequestDraft): string {
  const subject = `[${supportRequestTypeLabel(type)}] ${title.trim()}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(description.trim())}`;
}
