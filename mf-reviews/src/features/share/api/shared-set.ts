import { useMutation, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { NOT_SAVED_ON_DEVICE } from '@aayra/supabase/query-defaults';
import type { Database } from '@aayra/supabase/database.types';
import { refusalOf } from '@aayra/supabase/refusal';
import { planLimitSentence } from '../../../lib/plan-limit-sentence';

/** What a shared link shows: the set without its answers, and the owner's name only if they chose. */
export interface SharedStudySet {
  subjectname: string;
  topicname: string;
  language: string;
  ownername: string | null;
  summary: string[];
  flashcards: { front: string; back: string }[];
  questions: { question: string; options: string[] }[];
}

type SharedStudySetRow = Database['public']['CompositeTypes']['shared_study_set'];

/**
 * The page's set from the database's row. A composite type's fields are nullable to the type
 * system; the columns they come from are not, so a missing one reads as empty.
 */
export function sharedStudySet(row: SharedStudySetRow): SharedStudySet {
  return {
    subjectname: row.subjectname ?? '',
    topicname: row.topicname ?? '',
    language: row.language ?? 'und',
    ownername: row.ownername,
    summary: row.summary ?? [],
    flashcards: (row.flashcards ?? []).map((card) => ({ front: card.front ?? '', back: card.back ?? '' })),
    questions: (row.questions ?? []).map((question) => ({ question: question.question ?? '', options: question.options ?? [] })),
  };
}

export function useSharedStudySet(token: string) {
  return useQuery({
    // Not the learner's data: the same for anyone holding the link, signed in or not.
    queryKey: ['mf-reviews', 'shared-study-set', token],
    queryFn: async () => {
      // An unknown or stopped link answers no row: the database answers both alike.
      const { data, error } = await getSupabase().rpc('shared_study_set', { token }).maybeSingle();
      if (error) throw error;
      return data ? sharedStudySet(data) : null;
    },
    // Someone else's set, which may be withdrawn: read from the link each time, never kept on the device.
    meta: NOT_SAVED_ON_DEVICE,
  });
}

/** Copies the shared set into a new completed session of the signed-in learner; answers its id. */
export function useAddSharedStudySet(token: string) {
  return useMutation({
    mutationFn: async () => {
      const { data, error } = await getSupabase().rpc('add_shared_study_set', { token });
      if (error) throw error;
      return data;
    },
  });
}

/**
 * The database refuses shared links opened too often from one network (address) in a short time,
 * as guessing links would; told apart by its hint, whatever its message says.
 */
const TOO_MANY_LOOKUPS = 'Too many shared sets were opened from your network just now. Wait a few minutes, then try again.';
const isLookupLimited = (error: unknown) => refusalOf(error).hint === 'shared_lookups_limited';

/** Why the shared page could not show the set, in the learner's words. */
export function sharedSetLoadError(error: unknown): { title: string; message: string } {
  if (isLookupLimited(error)) return { title: 'Too many requests', message: TOO_MANY_LOOKUPS };
  return { title: 'Error loading the shared study set', message: 'Check your connection and try again.' };
}

/** The database's refusals a learner can act on, in their words; anything else is a connection problem. */
export function addSharedSetError(error: unknown): string {
  const refusal = refusalOf(error);
  if (isLookupLimited(error)) return TOO_MANY_LOOKUPS;
  if (refusal.hint === 'shared_set_not_found') return 'This shared set is no longer available.';
  if (refusal.hint === 'shared_set_is_yours') return 'This study set is already yours.';
  const planLimit = planLimitSentence(refusal);
  if (planLimit) return planLimit;
  return 'The set could not be added. Check your connection and try again.';
}
