import { displayNameError } from '../../lib/display-name';
import { newPasswordError } from '../../lib/new-password';

export interface RegistrationErrors {
  displayname?: string;
  email?: string;
  password?: string;
}

// A light check: the server has the last word on addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}

/** Every field's problem at once, so the learner can fix them in one pass. */
export function registrationErrors(values: { displayname: string; email: string; password: string }): RegistrationErrors {
  const errors: RegistrationErrors = {
    displayname: displayNameError(values.displayname),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
