import type { Database } from '../db/database';

/**
 * Columns of storage.objects that vary between Supabase Storage schema versions (owner was
 * joined by owner_id, user_metadata came later): read once per database, written when present.
 */
export interface ObjectColumns {
  owner: boolean;
  ownerId: boolean;
  userMetadata: boolean;
}

const known = new WeakMap<Database, Promise<ObjectColumns>>();

export function objectColumns(db: Database): Promise<ObjectColumns> {
  let columns = known.get(db);
  if (!columns) {
    columns = db
      .query<{ names: string[] | null }>(
        `select array_agg(column_name::text) as names from information_schema.columns
          where table_schema = 'storage' and table_name = 'objects'`,
      )
      .then(({ rows }) => {
        const names = new Set(rows[0]?.names ?? []);
        return { owner: names.has('owner'), ownerId: names.has('owner_id'), userMetadata: names.has('user_metadata') };
      });
    known.set(db, columns);
    columns.catch(() => known.delete(db));
  }
  return columns;
}
