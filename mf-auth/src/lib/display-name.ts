import { DISPLAY_NAME_MAX_LENGTH } from '@aayra/supabase/product-constants';

// Display names are 1 to DISPLAY_NAME_MAX_LENGTH characters (decisions.md, Profile), counted after trimming.

/** Why a display name is refused, or undefined when it is fine. */
export function displayNameError(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return 'Enter your display name.';
  if (Array.from(name).length > DISPLAY_NAME_MAX_LENGTH) {
    return `Your display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;
  }
  return undefined;
}
