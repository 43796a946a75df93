import { queryOptions, useMutation, useQuery, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { NOT_SAVED_ON_DEVICE } from '@aayra/supabase/query-defaults';
import type { CompositeTypes } from '@aayra/supabase/database.types';
import { useLearnerId } from '../../../lib/use-learner-id';

/** The session's working link: whether the owner's name shows, and the token only right after it is made. */
export interface ShareLink {
  showOwnerName: boolean;
  /** The database keeps only the token's hash, so a link made earlier cannot be shown again. */
  token: string | null;
}

function toShareLink(row: CompositeTypes<'study_set_share'> | null): ShareLink | null {
  // A session that is not shared answers a row of nulls.
  if (!row?.sessionid) return null;
  return { showOwnerName: row.showownername ?? false, token: row.token };
}

export function shareLinkQueryOptions(learnerId: string, sessionId: string) {
  return queryOptions({
    queryKey: ['mf-reviews', 'share-link', learnerId, sessionId],
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('get_study_set_share', { session_id: sessionId });
      if (error) throw error;
      return toShareLink(data);
    },
    // A fresh token is a key to the set: it is never written to the device.
    meta: NOT_SAVED_ON_DEVICE,
  });
}

export function useShareLink(sessionId: string) {
  const learnerId = useLearnerId() ?? '';
  return useQuery({ ...shareLinkQueryOptions(learnerId, sessionId), enabled: learnerId !== '' });
}

/** Keeps what a change answered as the session's link (a new token included, which no read returns). */
function useShareChange<Input>(sessionId: string, change: (input: Input) => Promise<ShareLink | null>) {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  const { queryKey } = shareLinkQueryOptions(learnerId, sessionId);
  return useMutation({
    mutationFn: change,
    onSuccess: (link) =>
      queryClient.setQueryData(queryKey, (known: ShareLink | null | undefined) =>
        // Changing the name keeps the token this page already shows.
        link && !link.token && known?.token ? { ...link, token: known.token } : link,
      ),
  });
}

/** Makes a new link (the session's earlier link stops working). */
export const useShareStudySet = (sessionId: string) =>
  useShareChange(sessionId, async (showOwnerName: boolean) => {
    const { data, error } = await getSupabase().rpc('share_study_set', { session_id: sessionId, show_owner_name: showOwnerName });
    if (error) throw error;
    return toShareLink(data);
  });

export const useSetShareName = (sessionId: string) =>
  useShareChange(sessionId, async (showOwnerName: boolean) => {
    const { data, error } = await getSupabase().rpc('set_study_set_share_name', { session_id: sessionId, show_owner_name: showOwnerName });
    if (error) throw error;
    return toShareLink(data);
  });

export const useStopSharing = (sessionId: string) =>
  useShareChange(sessionId, async () => {
    const { error } = await getSupabase().rpc('stop_sharing_study_set', { session_id: sessionId });
    if (error) throw error;
    return null;
  });
