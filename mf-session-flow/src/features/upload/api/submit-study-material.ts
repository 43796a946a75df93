import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { whileWorking } from '@aayra/app-contract/working';
import { GENERATION_FAILED_MESSAGE, generateStudySet, MaterialRefusedError } from '../../../lib/api/generate-study-set';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';

interface SubmitStudyMaterial {
  sessionId: string;
  notes: string[];
}

/**
 * Stores the notes as the session's material (replacing an earlier attempt's), then has the
 * study set generated; the function moves the session to `validating`. A refused attempt takes
 * its notes back out, so it changes nothing.
 */
async function submitStudyMaterial({ sessionId, notes }: SubmitStudyMaterial): Promise<void> {
  const supabase = getSupabase();
  const clearText = () => supabase.from('studymaterials').delete().eq('sessionid', sessionId).eq('kind', 'text');
  const cleared = await clearText();
  if (cleared.error) throw new Error(GENERATION_FAILED_MESSAGE, { cause: cleared.error });
  const stored = await supabase
    .from('studymaterials')
    .insert(notes.map((content, index) => ({ sessionid: sessionId, kind: 'text', title: `Note ${index + 1}`, content, position: index + 1 })));
  if (stored.error) throw new Error(GENERATION_FAILED_MESSAGE, { cause: stored.error });
  try {
    // Generation takes a few seconds: the page shows 'Aayra is working' meanwhile.
    await whileWorking(() => generateStudySet(sessionId));
  } catch (error) {
    if (error instanceof MaterialRefusedError) await clearText();
    throw error;
  }
}

export function useSubmitStudyMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitStudyMaterial,
    retry: false,
    onSuccess: (_data, { sessionId }) => queryClient.invalidateQueries({ queryKey: [SESSION_FLOW_KEY, 'study-set', sessionId] }),
  });
}
