import { useQuery } from '@aayra/supabase/query';
import { useAuthSession } from '../auth/auth-session';
import { profileQueryOptions } from './profile-query';

/** The signed-in learner's profile; idle while signed out. */
export function useProfile() {
  const userId = useAuthSession()?.user.id;
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
