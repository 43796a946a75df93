import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { useLearnerId } from '../../../lib/use-learner-id';
import { completedSessionsQueryOptions } from './get-completed-sessions';
import { favoriteSessionsQueryOptions } from './get-favorite-sessions';
import type { SessionSummary } from './session-summary';

interface SetFavoriteInput {
  session: SessionSummary;
  isfavorite: boolean;
}

async function setFavorite({ session, isfavorite }: SetFavoriteInput) {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .update({ isfavorite })
    .eq('sessionid', session.sessionid)
    .select('sessionid');
  if (error) throw error;
  // Row-level security hides another learner's row: the update then touches nothing.
  if (!data || data.length === 0) throw new Error('The session was not found.');
}

/**
 * Toggles a session's heart at once in every list that shows it, and puts it back as it was when
 * the database refuses.
 */
export function useSetFavorite({ onFailure }: { onFailure?: (input: SetFavoriteInput) => void } = {}) {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  const completedKey = completedSessionsQueryOptions(learnerId).queryKey;
  const favoritesKey = favoriteSessionsQueryOptions(learnerId).queryKey;

  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ session, isfavorite }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: completedKey }),
        queryClient.cancelQueries({ queryKey: favoritesKey }),
      ]);
      const before = {
        completed: queryClient.getQueryData(completedKey),
        favorites: queryClient.getQueryData(favoritesKey),
      };
      queryClient.setQueryData(completedKey, (sessions) =>
        sessions?.map((s) => (s.sessionid === session.sessionid ? { ...s, isfavorite } : s)),
      );
      queryClient.setQueryData(favoritesKey, (sessions) => {
        if (!sessions) return sessions;
        const others = sessions.filter((s) => s.sessionid !== session.sessionid);
        if (!isfavorite) return others;
        return [{ ...session, isfavorite }, ...others].sort((a, b) => b.createdat.localeCompare(a.createdat));
      });
      return before;
    },
    onError: (_error, input, before) => {
      if (before) {
        queryClient.setQueryData(completedKey, before.completed);
        queryClient.setQueryData(favoritesKey, before.favorites);
      }
      onFailure?.(input);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: completedKey }),
        queryClient.invalidateQueries({ queryKey: favoritesKey }),
      ]),
  });
}
