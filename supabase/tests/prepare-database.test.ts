import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresCopy, dropPostgresDatabase } from '@aayra/local-stack/fresh-database';
import { openPostgres } from '@aayra/local-stack/postgres-database';
import { prepareDatabase } from '@aayra/local-stack/prepare-database';
import { migrationFiles } from '@aayra/local-stack/sql-files';
import { ENGINES, freshDatabase, type TestDatabase } from './support/engines';

describe.each(ENGINES)('prepareDatabase on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t?.dispose());

  it('records every migration the way the Supabase CLI does', async () => {
    const { rows } = await t.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((f) => f.name.split('_')[0]));
  });

  it('applies nothing twice and seeds only a new database', async () => {
    expect(await prepareDatabase(t.db, { seed: true })).toEqual({
      bootstrapped: [],
      migrated: [],
      seeded: false,
    });
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::integer as n from auth.users',
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('creates the two storage buckets with their size and type limits', async () => {
    const { rows } = await t.db.query(
      'select id, public, file_size_limit::integer as max_bytes, allowed_mime_types from storage.buckets order by id',
    );
    expect(rows).toEqual([
      {
        id: 'profile-pictures',
        public: true,
        max_bytes: 5 * 1024 * 1024,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      },
      {
        id: 'study-materials',
        public: false,
        max_bytes: 10 * 1024 * 1024,
        allowed_mime_types: [
          'application/pdf',
          'text/plain',
          'text/markdown',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'image/png',
          'image/jpeg',
          // Voice recordings (supabase/schemas/storage.sql).
          'audio/webm',
          'audio/ogg',
          'audio/mp4',
          'audio/mpeg',
          'audio/wav',
        ],
      },
    ]);
  });
});

describe('two stacks starting on one new PostgreSQL database', () => {
  it('migrate and seed it once, the second waiting for the first', async () => {
    const superuserUrl = inject('postgresUrl');
    const name = `aayra_test_${randomUUID().replaceAll('-', '')}`;
    const url = await createPostgresCopy(superuserUrl, 'template0', name);
    const [first, second] = [await openPostgres(url), await openPostgres(url)];
    try {
      const reports = await Promise.all([first, second].map((db) => prepareDatabase(db, { seed: true })));
      expect(reports.map((r) => r.migrated.length).sort()).toEqual([0, migrationFiles().length]);
      expect(reports.filter((r) => r.seeded)).toHaveLength(1);
      const { rows } = await first.query<{ n: number }>('select count(*)::integer as n from auth.users');
      expect(rows[0]!.n).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await dropPostgresDatabase(superuserUrl, name);
    }
  });
});
