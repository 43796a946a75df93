import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { generateStudySet } from '../../../lib/api/generate-study-set';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';

/** For a session in validation whose study set is missing (its generation was interrupted). */
export function useRegenerateStudySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStudySet,
    retry: false,
    onSuccess: (_data, sessionId) => queryClient.invalidateQueries({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId] }),
  });
}
