import { useMutation } from '@tanstack/react-query';
import { confirmCode } from './authenticator';

/** Completes a sign-in with the code from the learner's authenticator app. */
export function useVerifySignIn() {
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => confirmCode(factorId, code),
    // A wrong code is not retried: it would be wrong again.
    retry: false,
  });
}
