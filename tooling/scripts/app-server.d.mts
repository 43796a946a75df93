export function defaultAppDirs(): Record<string, string>;
export function remoteManifestUrls(): Record<string, string>;
export function startAppServer(options: {
  port: number;
  runtimeConfig: { supabaseUrl: string; supabaseAnonKey: string };
  appDirs?: Record<string, string>;
  host?: string;
  /** remotes.json: each remote's manifest URL (default: every remote on this server). */
  remoteManifests?: Record<string, string>;
  /** Serve *.map files (default: AAYRA_SERVE_SOURCE_MAPS=1). */
  serveSourceMaps?: boolean;
}): Promise<{ url: string; stop: () => Promise<void> }>;
