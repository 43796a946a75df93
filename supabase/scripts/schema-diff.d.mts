/** supabase/: its migrations/, schemas/ and config.toml. */
export const SUPABASE_DIR: string;

/** The schema files in the order config.toml's [db.migrations] schema_paths lists them. */
export function schemaFiles(supabaseDir?: string): string[];

/**
 * What takes a database built by the migrations to the one the schema files describe, built on
 * new databases of the given PostgreSQL server: `sql` is empty when they agree, `byHand` names
 * what differs and has to be written by hand (product data rows, comments).
 */
export function schemaDiff(options: {
  superuserUrl: string;
  supabaseDir?: string;
}): Promise<{ sql: string; byHand: string[] }>;
