import { useMutation, useQueryClient, type QueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { profileQueryOptions } from '@aayra/supabase/profile';
import { needsSecondFactor } from '@aayra/supabase/auth-session';
import { paths } from '@aayra/app-contract/routes';
import { useNavigate } from '@aayra/app-contract/router';
import { isFirstLogin, type FirstLoginState } from '../../../lib/first-login';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignInResult {
  isFirstTimeLogin: boolean;
  /** The password is accepted, and the learner's authenticator app must now give a code. */
  needsCode: boolean;
}

async function signIn(queryClient: QueryClient, { email, password }: SignInInput): Promise<SignInResult> {
  const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
  if (error) throw error;
  if (needsSecondFactor(data.session)) return { isFirstTimeLogin: false, needsCode: true };
  try {
    // Also warms the cache the profile page and the top bar read next.
    const profile = await queryClient.fetchQuery(profileQueryOptions(data.user.id));
    return { isFirstTimeLogin: isFirstLogin(profile), needsCode: false };
  } catch {
    // The learner is signed in; an unreadable profile must not turn that into a failed login.
    return { isFirstTimeLogin: false, needsCode: false };
  }
}

/**
 * Signs in, then opens the code page for a learner with two-factor authentication, /profile on
 * the first login (to complete it) and /home otherwise.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(queryClient, input),
    // A rejected password is not retried: it would fail again and count as another failed attempt.
    retry: false,
    onSuccess: ({ isFirstTimeLogin, needsCode }) => {
      if (needsCode) void navigate(paths.signInCode, { replace: true });
      else if (isFirstTimeLogin) void navigate(paths.profile, { replace: true, state: { firstLogin: true } satisfies FirstLoginState });
      else void navigate(paths.home, { replace: true });
    },
  });
}
