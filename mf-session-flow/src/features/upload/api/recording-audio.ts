import { useQuery, type QueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { NOT_SAVED_ON_DEVICE } from '@aayra/supabase/query-defaults';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';
import { STUDY_MATERIALS_BUCKET } from './session-materials';

const recordingAudioKey = (storagePath: string) => [SESSION_FLOW_KEY, 'recording-audio', storagePath] as const;

/**
 * A stored recording's audio as a blob: URL to play, downloaded once through the learner's own
 * session (the bucket is private), so no link to it expires or leaves the page. The few
 * recordings of a session stay in memory until the page is left.
 */
export function useRecordingAudio(storagePath: string | null) {
  const audio = useQuery({
    queryKey: recordingAudioKey(storagePath ?? ''),
    enabled: storagePath !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: NOT_SAVED_ON_DEVICE,
    queryFn: async (): Promise<string> => {
      const { data, error } = await getSupabase().storage.from(STUDY_MATERIALS_BUCKET).download(storagePath ?? '');
      if (error || !data) throw new Error('This recording could not be loaded: reload the page to try again.', { cause: error });
      return URL.createObjectURL(data);
    },
  });
  return { url: audio.data ?? null, error: audio.error };
}

/** A recording just made is already in memory: no need to download what was uploaded. */
export function rememberRecordingAudio(queryClient: QueryClient, storagePath: string, audio: Blob): void {
  queryClient.setQueryData(recordingAudioKey(storagePath), URL.createObjectURL(audio));
}
