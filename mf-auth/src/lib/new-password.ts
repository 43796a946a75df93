/** Shorter passwords are refused; above this the strength meter only advises. */
export const MIN_PASSWORD_LENGTH = 8;

export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters; mix letters, numbers and symbols for a stronger password.`;

/** Why a new password is refused, or undefined when it is long enough. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return 'Enter a password.';
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  return undefined;
}
