import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '@aayra/local-stack/database';
import {
  createPostgresCopy,
  dropPostgresDatabase,
  openPgliteCopy,
} from '@aayra/local-stack/fresh-database';
import { openPostgres } from '@aayra/local-stack/postgres-database';
import './provided';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export interface TestDatabase {
  db: Database;
  /** Closes the database and removes the copy. */
  dispose(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** A fresh, migrated (unseeded) database of the given engine, private to the caller. */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const db = await openPgliteCopy(pgliteTemplate);
    return { db, dispose: () => db.close() };
  }
  const superuserUrl = inject('postgresUrl');
  const name = `aayra_test_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(await createPostgresCopy(superuserUrl, inject('postgresTemplate'), name));
  // Session settings in the URL, as the local stack passes its statement timeout.
  url.searchParams.set('options', '-c statement_timeout=60s');
  const db = await openPostgres(
    url.toString(),
    {
      maxConnections: 25,
    },
  );
  return {
    db,
    async dispose() {
      await db.close();
      await dropPostgresDatabase(superuserUrl, name);
    },
  };
}
