import { authSessionAtom } from '@aayra/supabase/auth-session';
import { appStore } from '@aayra/supabase/providers';
import { HOME_SNAPSHOT_KEY, type HomeSnapshot } from './home-snapshot-format';
import { releaseHomeSnapshot } from './hand-over';

/**
 * The kept picture is the signed-in learner's only: with no one signed in (a sign-out, here or in
 * another tab) or another learner, it is deleted, and a painted one goes.
 */
export function keepHomeSnapshotFor(learner: string | null): void {
  if (learner === null) releaseHomeSnapshot();
  try {
    const kept = localStorage.getItem(HOME_SNAPSHOT_KEY);
    if (kept !== null && (JSON.parse(kept) as Partial<HomeSnapshot> | null)?.learner !== learner) localStorage.removeItem(HOME_SNAPSHOT_KEY);
  } catch {
    // A blocked storage kept nothing; an unreadable picture is painted by no one.
  }
}

/** Follows who is signed in from the start, as the saved query cache does (offline-cache/saved-queries.ts). */
export function keepHomeSnapshotToOneLearner(): void {
  const follow = () => {
    const session = appStore.get(authSessionAtom);
    if (session !== undefined) keepHomeSnapshotFor(session?.user.id ?? null);
  };
  follow();
  appStore.sub(authSessionAtom, follow);
}
