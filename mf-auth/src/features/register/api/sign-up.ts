import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@aayra/supabase/client';
import type { StudentCategory } from '../../../lib/student-categories';

export interface SignUpInput {
  displayname: string;
  studentcategory: StudentCategory;
  email: string;
  password: string;
  timezone: string;
}

export interface SignUpResult {
  /** False when the backend asks the learner to confirm the e-mail address first. */
  signedIn: boolean;
}

async function signUp({ email, password, ...metadata }: SignUpInput): Promise<SignUpResult> {
  // The metadata becomes the learner's profile row on the server (display name, category, time zone).
  const { data, error } = await getSupabase().auth.signUp({ email, password, options: { data: metadata } });
  if (error) throw error;
  return { signedIn: data.session !== null };
}

export function useSignUp() {
  // Not retried: a second attempt would find the address already registered by the first.
  return useMutation({ mutationFn: signUp, retry: false });
}
