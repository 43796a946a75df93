import bcrypt from 'bcryptjs';
import type { PasswordRequirements } from '../config/auth-config';
import { AuthError } from './auth-error';

// Hosted Supabase Auth hashes with bcrypt cost 10 too.
const COST = 10;
const MAX_LENGTH = 72; // bcrypt ignores everything after 72 bytes
// Compared against when the e-mail is unknown, so both answers take as long.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

// The character sets each setting asks for, worded as Supabase Auth lists them.
const REQUIRED_SETS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export interface PasswordRules {
  minimumLength: number;
  requirements: PasswordRequirements;
}

function weak(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** The new password when it meets config.toml's rules; a 422 weak_password as Supabase Auth words it otherwise. */
export function checkPasswordStrength(password: unknown, rules: PasswordRules): string {
  if (typeof password !== 'string' || password.length < rules.minimumLength) {
    throw weak(`Password should be at least ${rules.minimumLength} characters.`, ['length']);
  }
  if (Buffer.byteLength(password) > MAX_LENGTH) {
    throw weak(`Password should be at most ${MAX_LENGTH} bytes.`, ['length']);
  }
  const sets = REQUIRED_SETS[rules.requirements];
  if (!sets.every((set) => [...password].some((char) => set.includes(char)))) {
    throw weak(`Password should contain at least one character of each: ${sets.join(', ')}.`, ['characters']);
  }
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((same) => same && hash !== null);
}
