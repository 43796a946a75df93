import { useEffect } from 'react';
import type { Session } from '@supabase/supabase-js';
import { followAuthSession, useAuthSession } from '@aayra/supabase/auth-session';

/**
 * The signed-in learner's session (undefined while checked, null when signed out). Following the
 * auth events is idempotent and shared by the page, so calling it here lets these pages work in the
 * standalone harness too, whatever the host has already started.
 */
export function useLearnerSession(): Session | null | undefined {
  useEffect(() => {
    followAuthSession();
  }, []);
  return useAuthSession();
}
