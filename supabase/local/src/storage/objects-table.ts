import type { Queryable } from '../db/database';

/**
 * Columns of storage.objects that vary between Supabase Storage schema versions (owner was
 * joined by owner_id, user_metadata came later): written when present.
 */
export interface ObjectColumns {
  owner: boolean;
  ownerId: boolean;
  userMetadata: boolean;
  version: boolean;
}

/** Reads the columns once per stack (the storage area keeps the reader); a failed read is tried again. */
export function objectColumnsReader(db: Queryable): () => Promise<ObjectColumns> {
  let columns: Promise<ObjectColumns> | undefined;
  return () => {
    if (!columns) {
      columns = db
        .query<{ names: string[] | null }>(
          `select array_agg(column_name::text) as names from information_schema.columns
            where table_schema = 'storage' and table_name = 'objects'`,
        )
        .then(({ rows }) => {
          const names = new Set(rows[0]?.names ?? []);
          return { owner: names.has('owner'), ownerId: names.has('owner_id'), userMetadata: names.has('user_metadata'), version: names.has('version') };
        });
      columns.catch(() => {
        columns = undefined;
      });
    }
    return columns;
  };
}
