import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase, type AayraClient } from '@aayra/supabase/client';
import { addOwnFlashcard, addOwnQuestion, type AddOwnItem } from '@aayra/supabase/own-study-items';
import { useLearnerId } from '../../../lib/use-learner-id';
import { reviewSessionQueryOptions } from '../../../lib/api/get-review';

function useAddOwnItem<Item>(add: (client: AayraClient, input: AddOwnItem<Item>) => Promise<void>) {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId();
  return useMutation({
    mutationFn: (input: AddOwnItem<Item>) => add(getSupabase(), input),
    // The review on screen keeps its order; the next opening of this session reads the new item.
    onSuccess: (_data, { sessionId }) =>
      queryClient.invalidateQueries({ queryKey: reviewSessionQueryOptions(learnerId ?? '', sessionId).queryKey }),
  });
}

export const useAddOwnFlashcard = () => useAddOwnItem(addOwnFlashcard);
export const useAddOwnQuestion = () => useAddOwnItem(addOwnQuestion);
