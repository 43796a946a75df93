declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL 15 started for this run. */
    postgresUrl: string;
    /** The migrated template database every test file copies on PostgreSQL 15. */
    postgresTemplate: string;
    /** A dump of a migrated PGlite cluster every test file restores. */
    pgliteTemplatePath: string;
  }
}

export {};
