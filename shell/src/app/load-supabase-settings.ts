import { parseSupabaseSettings, type SupabaseSettings } from '@aayra/supabase/client';
import { fetchRuntimeFiles } from './runtime-files';

/** The backend this deployment uses, checked (remotes.json is read by startRemotes). */
export async function loadSupabaseSettings(): Promise<SupabaseSettings> {
  const { config } = await fetchRuntimeFiles();
  return parseSupabaseSettings(config);
}
