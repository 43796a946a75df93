import { useMutation, useQuery, useQueryClient } from '@aayra/supabase/query';
import type { Factor } from '@supabase/supabase-js';
import { getSupabase } from '@aayra/supabase/client';

/** What a learner copies into an authenticator app: the QR code's text and the key itself. */
export interface NewAuthenticator {
  factorId: string;
  uri: string;
  secret: string;
}

/** Every learner's list sits under this key: a change reads the signed-in learner's again. */
const AUTHENTICATORS = 'authenticators';

/** The learner's confirmed authenticator apps (the backend keeps at most what they confirmed). */
export function useAuthenticators(learnerId: string) {
  return useQuery({
    queryKey: [AUTHENTICATORS, learnerId],
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await getSupabase().auth.mfa.listFactors();
      if (error) throw error;
      return data.totp;
    },
  });
}

/**
 * Starts adding an authenticator app. An earlier start the learner never confirmed is removed
 * first: it protects nothing, and would only be a second, unusable entry.
 */
async function startEnrolment(): Promise<NewAuthenticator> {
  const { mfa } = getSupabase().auth;
  const listed = await mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all.filter((factor) => factor.status === 'unverified')) {
    const { error } = await mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) throw error;
  return { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret };
}

/** Checks a code from the authenticator app; the session is raised to aal2 when it is right. */
async function confirmCode(factorId: string, code: string): Promise<void> {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** A verified factor can only be removed from a session a current code has just confirmed. */
async function removeAuthenticator(factorId: string, code: string): Promise<void> {
  await confirmCode(factorId, code);
  const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment, retry: false });
}

/**
 * A code-confirmed change to the learner's authenticator apps (confirming one, signing in with
 * one, removing one); the list is read again after it.
 */
function useAuthenticatorChange(change: (factorId: string, code: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => change(factorId, code),
    // A wrong code is not retried: it would be wrong again.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AUTHENTICATORS] }),
  });
}

export const useConfirmCode = () => useAuthenticatorChange(confirmCode);
export const useRemoveAuthenticator = () => useAuthenticatorChange(removeAuthenticator);
