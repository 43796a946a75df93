import postgres from 'postgres';
import type { Database } from './database';
import { quoteIdent } from './identifiers';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';
import { prepareDatabase } from './prepare-database';

/**
 * Fresh, fully migrated databases in well under a second each: the schema is built once into a
 * template (a PGlite dump, or a Postgres template database) and every caller gets a copy.
 */

/** A migrated (not seeded) PGlite cluster, dumped; restore copies with openPgliteCopy. */
export async function createPgliteTemplate(options: { seed?: boolean } = {}): Promise<Blob> {
  const db = await openPglite();
  try {
    await prepareDatabase(db, { seed: options.seed ?? false });
    return await db.dump();
  } finally {
    await db.close();
  }
}

export function openPgliteCopy(template: Blob): Promise<Database> {
  return openPglite({ loadDataDir: template });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function asSuperuser<T>(
  superuserUrl: string,
  fn: (sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  const sql = postgres(superuserUrl, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/** Creates (or recreates) a migrated template database on a Postgres server; returns its URL. */
export async function createPostgresTemplate(
  superuserUrl: string,
  options: { name?: string; seed?: boolean } = {},
): Promise<string> {
  const name = options.name ?? 'aayra_template';
  await asSuperuser(superuserUrl, async (sql) => {
    await sql.unsafe(`drop database if exists ${quoteIdent(name)} with (force)`);
    await sql.unsafe(`create database ${quoteIdent(name)}`);
  });
  const url = withDatabase(superuserUrl, name);
  const db = await openPostgres(url, { maxConnections: 1 });
  try {
    await prepareDatabase(db, { seed: options.seed ?? false });
  } finally {
    await db.close();
  }
  return url;
}

/** A new database copied from the template (no connection may be open on the template). */
export async function createPostgresCopy(
  superuserUrl: string,
  templateName: string,
  name: string,
): Promise<string> {
  await asSuperuser(superuserUrl, async (sql) => {
    await sql.unsafe(`drop database if exists ${quoteIdent(name)} with (force)`);
    await sql.unsafe(
      `create database ${quoteIdent(name)} template ${quoteIdent(templateName)}`,
    );
  });
  return withDatabase(superuserUrl, name);
}

export async function dropPostgresDatabase(superuserUrl: string, name: string): Promise<void> {
  await asSuperuser(superuserUrl, (sql) =>
    sql
      .unsafe(`drop database if exists ${quoteIdent(name)} with (force)`)
      .then(() => undefined),
  );
}
