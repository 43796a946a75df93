import { useEffect } from 'react';
import { useQueryClient } from '@aayra/supabase/query';
import { useLearnerId } from '../use-learner-id';
import type { DueReview } from './keep-due-reviews';

// The keeping itself (keep-due-reviews.ts) is loaded only when it starts: Home's widgets render
// first with what the shell already shares, and fetching study sets is no part of Home's start-up.

/**
 * How long a page has been open before its due reviews are fetched: the page's own data and files
 * come first, and a page only passed through (left at once) starts no fetching at all.
 */
export const KEEP_AFTER_MS = 2_000;

/** The round under way, if any: a new round waits for it, so reviews are fetched one at a time. */
let round: Promise<void> = Promise.resolve();

/** A list of due reviews as one string, so that a list equal to the last one starts no new round. */
const asKey = (reviews: readonly DueReview[]) => reviews.map(({ entryid, sessionid }) => `${entryid} ${sessionid}`).join(',');
const fromKey = (key: string): DueReview[] =>
  key.split(',').map((review) => {
    const [entryid = '', sessionid = ''] = review.split(' ');
    return { entryid, sessionid };
  });

/**
 * Keeps the due reviews a page lists on this device, each time the list is fetched (a list restored
 * offline is fetched again on reconnecting, and then they are kept). Once started, a round goes on
 * after the page is left.
 * @param fetchedAt  when the list was fetched: a new fetch looks again
 */
export function useKeepDueReviewsOnDevice(shown: readonly DueReview[] | undefined, total: number, fetchedAt: number): void {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId();
  const listed = asKey(shown ?? []);
  useEffect(() => {
    if (!learnerId || listed === '') return;
    const start = setTimeout(() => {
      // A round that failed outright (no backend client) must not stop the rounds after it.
      round = round
        .then(async () => {
          const { keepDueReviewsOnDevice } = await import('./keep-due-reviews');
          await keepDueReviewsOnDevice(queryClient, learnerId, fromKey(listed), total);
        })
        .catch(() => undefined);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(start);
  }, [queryClient, learnerId, listed, total, fetchedAt]);
}
