import { authSessionAtom } from '../auth/auth-session';
import { appStore } from '../app-store';

/** The signed-in learner's id now: undefined while the session is being checked, null when signed out. */
export function currentLearnerId(): string | null | undefined {
  const session = appStore.get(authSessionAtom);
  return session === undefined ? undefined : (session?.user.id ?? null);
}

/**
 * The signed-in learner's id once the session check is over (DataProviders follows the session).
 * A saved cache is restored only for the learner it belongs to, so the restore waits for this.
 */
export function signedInLearnerId(): Promise<string | null> {
  const known = currentLearnerId();
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = appStore.sub(authSessionAtom, () => {
      const learnerId = currentLearnerId();
      if (learnerId === undefined) return;
      stop();
      resolve(learnerId);
    });
  });
}
