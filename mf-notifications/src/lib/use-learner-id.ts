import { useAuthSession } from '@aayra/supabase/auth-session';

/** The signed-in learner's id; every query key of this remote carries it, so learners never share cache. */
export function useLearnerId(): string | undefined {
  return useAuthSession()?.user.id;
}
