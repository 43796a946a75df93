import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { refusalOf } from '@aayra/supabase/refusal';
import { planLimitSentence } from '../../../lib/plan-limit-sentence';
import type { ImportableDeck } from '../read/deck';

/** A card Anki never showed: a history entry with no figure at all (import_study_deck). */
const NEVER_REVIEWED = { interval: null, ease: null, lapses: null, reviews: null, lastreview: null };

export interface DeckImport {
  subject: string;
  topic: string;
  deck: ImportableDeck;
}

/** Imports the deck as a completed session of the learner's; answers the new session's id. */
export function useImportDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ subject, topic, deck }: DeckImport) => {
      const { data, error } = await getSupabase().rpc('import_study_deck', {
        subject,
        topic,
        flashcards: deck.cards.map(({ front, back }) => ({ front, back })),
        questions: deck.questions.map(({ prompt, options, correctIndex }) => ({ question: prompt, options, correctoption: correctIndex })),
        ...(deck.history ? { history: deck.history.map((entry) => entry ?? NEVER_REVIEWED) } : {}),
      });
      if (error) throw error;
      return data;
    },
    // The new session shows in the lists, on Home and among the reviews.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The database's refusals a learner can act on, in their words; anything else is a connection problem. */
export function importDeckError(error: unknown): string {
  const refusal = refusalOf(error);
  const { hint, message, code } = refusal;
  const planLimit = planLimitSentence(refusal);
  if (planLimit) return planLimit;
  // The deck's own checks, and a subject or topic the database refuses (check_violation).
  if ((hint?.startsWith('deck_') || hint?.startsWith('invalid_deck') || code === '23514') && message) return `${message}.`;
  return 'The deck could not be imported. Check your connection and try again.';
}
