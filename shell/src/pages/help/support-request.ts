// The support form's rules (decisions.md "Help"): what a learner may send and how a visitor sends it.
// The bounds and types are the database's (support_requests' checks), generated into product-constants.
import {
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_TITLE_MAX_LENGTH,
  type SupportRequestType,
} from '@aayra/supabase/product-constants';

export { isSupportRequestType, type SupportRequestType } from '@aayra/supabase/product-constants';
export const SUPPORT_EMAIL = 'support@aayra.app';

const REQUEST_TYPE_LABELS: Record<SupportRequestType, string> = {
  feedback: 'Feedback',
  feature_request: 'Feature Request',
  issue: 'Issue',
};

export const supportRequestTypes = SUPPORT_REQUEST_TYPES.map((value) => ({ value, label: REQUEST_TYPE_LABELS[value] }));

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
  else if (title.length > SUPPORT_TITLE_MAX_LENGTH) {
    errors.title = `The title can be at most ${SUPPORT_TITLE_MAX_LENGTH} characters.`;
  }
  if (description.trim() === '') errors.description = 'Please describe your request.';
  else if (description.length > SUPPORT_DESCRIPTION_MAX_LENGTH) {
    errors.description = `The description can be at most ${SUPPORT_DESCRIPTION_MAX_LENGTH} characters.`;
  }
  return errors;
}

export function supportRequestTypeLabel(type: SupportRequestType): string {
  return REQUEST_TYPE_LABELS[type];
}

/** A visitor has no account to attach the request to, so it goes out as an email they send. */
export function supportMailtoHref({ type, title, description }: SupportRequestDraft): string {
  const subject = `[${supportRequestTypeLabel(type)}] ${title.trim()}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(description.trim())}`;
}
