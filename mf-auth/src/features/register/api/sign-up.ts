import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { paths } from '@aayra/app-contract/routes';
import { useNavigate } from '@aayra/app-contract/router';
import { firstLoginLanding, type FirstLoginState } from '../../../lib/first-login';
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
  const { data, error } = await getSupabase().auth.signUp({
    email,
    password,
    options: {
      // The metadata becomes the learner's profile row on the server (display name, category, time zone).
      data: metadata,
      // The confirmation link signs the learner in there: the profile, as the first login.
      emailRedirectTo: firstLoginLanding(window.location.origin, paths.profile),
    },
  });
  if (error) throw error;
  return { signedIn: data.session !== null };
}

/**
 * Signs up. A backend that confirms addresses answers without a session: the page then asks the
 * learner to follow the e-mailed link. One that signs the learner in at once opens the profile as a
 * first login.
 */
export function useSignUp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signUp,
    // Not retried: a second attempt would find the address already registered by the first.
    retry: false,
    onSuccess: ({ signedIn }) => {
      if (signedIn) void navigate(paths.profile, { replace: true, state: { firstLogin: true } satisfies FirstLoginState });
    },
  });
}
