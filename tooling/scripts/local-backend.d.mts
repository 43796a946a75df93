/** The local Supabase stack in a child process, on PGlite (dataDir) or a Postgres server (databaseUrl). */
export function startLocalBackend(options: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  siteUrl?: string;
}): Promise<{ url: string; anonKey: string; serviceRoleKey: string; outbox: string; stop: () => Promise<void> }>;
