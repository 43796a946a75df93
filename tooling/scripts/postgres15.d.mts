/** A throwaway PostgreSQL 15 for tests; `url` is the superuser's connection string. */
export function startPostgres15(): Promise<{
  url: string;
  /** Creates another database on the same server and answers its URL. */
  createDatabase(name: string): string;
  stop: () => Promise<void>;
}>;
