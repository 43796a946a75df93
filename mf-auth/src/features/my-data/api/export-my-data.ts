import { useMutation } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import type { Json } from '@aayra/supabase/database.types';

/** Every row the database keeps of the signed-in learner's, by table (row-level security decides whose). */
async function exportMyData(): Promise<Json> {
  const { data, error } = await getSupabase().rpc('export_my_data');
  if (error) throw error;
  return data;
}

/** Reads the learner's data for one download; never cached, so each file holds what is stored now. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
