/** A throwaway PostgreSQL 15 for tests; `url` is the superuser's connection string. */
export function startPostgres15(): Promise<{ url: string; stop: () => Promise<void> }>;
