import { parseSupabaseSettings, type SupabaseSettings } from '@aayra/supabase/client';
import { parseRemoteManifestUrls, type RemoteManifestUrls } from '@aayra/app-contract/remote-contract';

export interface RuntimeSettings {
  supabase: SupabaseSettings;
  remotes: RemoteManifestUrls;
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return response.json();
}

/** The deploy-time files served next to the shell: they are never baked into its build. */
export async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const [config, remotes] = await Promise.all([
    fetchJson('/runtime-config.json'),
    fetchJson('/remotes.json'),
  ]);
  return { supabase: parseSupabaseSettings(config), remotes: parseRemoteManifestUrls(remotes) };
}
