import { useMutation, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { NOT_SAVED_ON_DEVICE } from '@aayra/supabase/query-defaults';

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

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** null for an unknown or revoked link: the database answers both alike. */
export function parseSharedStudySet(value: unknown): SharedStudySet | null {
  if (!value || typeof value !== 'object') return null;
  const set = value as Record<string, unknown>;
  const items = (key: string) => (Array.isArray(set[key]) ? (set[key] as Record<string, unknown>[]) : []);
  return {
    subjectname: String(set.subjectname ?? ''),
    topicname: String(set.topicname ?? ''),
    language: String(set.language ?? 'und'),
    ownername: typeof set.ownername === 'string' ? set.ownername : null,
    summary: texts(set.summary),
    flashcards: items('flashcards').map((card) => ({ front: String(card.front ?? ''), back: String(card.back ?? '') })),
    questions: items('questions').map((question) => ({ question: String(question.question ?? ''), options: texts(question.options) })),
  };
}

export function useSharedStudySet(token: string) {
  return useQuery({
    // Not the learner's data: the same for anyone holding the link, signed in or not.
    queryKey: ['mf-reviews', 'shared-study-set', token],
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('shared_study_set', { token });
      if (error) throw error;
      return parseSharedStudySet(data);
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
const isLookupLimited = (error: unknown) => (error as { hint?: unknown } | null)?.hint === 'shared_lookups_limited';

/** Why the shared page could not show the set, in the learner's words. */
export function sharedSetLoadError(error: unknown): { title: string; message: string } {
  if (isLookupLimited(error)) return { title: 'Too many requests', message: TOO_MANY_LOOKUPS };
  return { title: 'Error loading the shared study set', message: 'Check your connection and try again.' };
}

/** The database's refusals a learner can act on, in their words; anything else is a connection problem. */
export function addSharedSetError(error: unknown): string {
  const { hint, message } = (error ?? {}) as { hint?: string; message?: string };
  if (isLookupLimited(error)) return TOO_MANY_LOOKUPS;
  if (hint === 'shared_set_not_found') return 'This shared set is no longer available.';
  if (hint === 'shared_set_is_yours') return 'This study set is already yours.';
  if (hint?.startsWith('session_limit_') && message) return `${message}. Try again when your plan allows a new session.`;
  return 'The set could not be added. Check your connection and try again.';
}
