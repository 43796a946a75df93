import bcrypt from 'bcryptjs';
import { authError } from './auth-error';

// Hosted Supabase Auth hashes with bcrypt cost 10 too.
const COST = 10;
const MIN_LENGTH = 6;
const MAX_LENGTH = 72; // bcrypt ignores everything after 72 bytes
// Compared against when the e-mail is unknown, so both answers take as long.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

export function checkPasswordStrength(password: unknown): string {
  if (typeof password !== 'string' || password.length < MIN_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_LENGTH} characters.`);
  }
  if (Buffer.byteLength(password) > MAX_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at most ${MAX_LENGTH} bytes.`);
  }
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((same) => same && hash !== null);
}
