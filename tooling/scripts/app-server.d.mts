export function defaultAppDirs(): Record<string, string>;
export function remoteManifestUrls(): Record<string, string>;
export function startAppServer(options: {
  port: number;
  runtimeConfig: { supabaseUrl: string; supabaseAnonKey: string };
  appDirs?: Record<string, string>;
  host?: string;
}): Promise<{ url: string; stop: () => Promise<void> }>;
