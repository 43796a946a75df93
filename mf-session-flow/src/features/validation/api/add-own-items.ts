import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase, type AayraClient } from '@aayra/supabase/client';
import { addOwnFlashcard, addOwnQuestion, type AddOwnItem } from '@aayra/supabase/own-study-items';
import { studySetQueryOptions } from './get-study-set';

function useAddOwnItem<Item>(add: (client: AayraClient, input: AddOwnItem<Item>) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddOwnItem<Item>) => add(getSupabase(), input),
    // Awaited, so the new item is in the study set shown when the save resolves.
    onSuccess: (_data, { sessionId }) => queryClient.invalidateQueries({ queryKey: studySetQueryOptions(sessionId).queryKey }),
  });
}

export const useAddOwnFlashcard = () => useAddOwnItem(addOwnFlashcard);
export const useAddOwnQuestion = () => useAddOwnItem(addOwnQuestion);
