import { getSupabase } from '@aayra/supabase/client';
import { STUDY_MATERIALS_BUCKET } from './session-materials';

/** Removes a stored file from the learner's folder of the study-materials bucket. */
export async function removeStudyFile(storagePath: string): Promise<void> {
  const { error } = await getSupabase().storage.from(STUDY_MATERIALS_BUCKET).remove([storagePath]);
  if (error) throw error;
}
