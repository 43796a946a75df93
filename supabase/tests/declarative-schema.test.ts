import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@aayra/local-stack/postgres-database';
import { prepareDatabase } from '@aayra/local-stack/prepare-database';
import { migrationFiles } from '@aayra/local-stack/sql-files';
import { startPostgres15 } from '../../tooling/scripts/postgres15.mjs';
import { schemaDiff, schemaFiles } from '../scripts/schema-diff.mjs';

// The declarative schema (supabase/schemas/) is the one place a newcomer reads the database's
// current definition: these tests keep it and the migrations, which every database runs, the same
// database. Each builds its databases on a PostgreSQL 15 of its own: preparing a new database
// creates the server's roles, which the suite's other files do on the shared server.
describe('the declarative schema', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres15>>;
  beforeAll(async () => {
    postgres = await startPostgres15();
  });
  afterAll(() => postgres?.stop());

  it('begins the migrations with one baseline per schema file, in the same order', () => {
    const domains = schemaFiles().map((file) => basename(file, '.sql'));
    const baselines = migrationFiles().slice(0, domains.length);
    expect(baselines.map((file) => file.name.replace(/^\d+_/, '').replace(/\.sql$/, ''))).toEqual(
      domains,
    );
  });

  it('describes the database the migrations build, privileges and product data included', async () => {
    const diff = await schemaDiff({ superuserUrl: postgres.url });
    expect(
      diff.sql,
      'The schema files and the migrations disagree: run `pnpm run db:diff <name>` (supabase/schemas/README.md)',
    ).toBe('');
    expect(diff.byHand).toEqual([]);
  });

  it('leaves no function defined in two migrations after the baseline', async () => {
    // A function changed twice is copied whole twice: its definition belongs in its schema file,
    // and each later change in one migration written from it.
    const after = migrationFiles().slice(schemaFiles().length);
    const url = postgres.createDatabase('function_definitions');
    const empty = mkdtempSync(join(tmpdir(), 'aayra-no-migrations-'));
    mkdirSync(join(empty, 'migrations'));
    const db = await openPostgres(url, { maxConnections: 1 });
    try {
      await prepareDatabase(db, { seed: false, projectDir: empty });
      for (const baseline of migrationFiles().slice(0, schemaFiles().length)) {
        await db.exec(`begin;\n${baseline.sql}\n;\ncommit;`);
      }
      // Postgres names each function it creates or replaces (schema, name and argument types).
      await db.exec(`
        create schema definitions_seen;
        create table definitions_seen.functions (migration text not null, function text not null);
        create function definitions_seen.record() returns event_trigger language plpgsql as $$
        begin
          insert into definitions_seen.functions
          select current_setting('aayra.migration'), object_identity
            from pg_event_trigger_ddl_commands() where command_tag = 'CREATE FUNCTION';
        end $$;
        create event trigger record_functions on ddl_command_end when tag in ('CREATE FUNCTION')
          execute function definitions_seen.record();
      `);
      for (const migration of after) {
        const name = migration.name.replaceAll("'", "''");
        await db.exec(
          `begin;\nselect set_config('aayra.migration', '${name}', true);\n${migration.sql}\n;\ncommit;`,
        );
      }
      const { rows } = await db.query<{ function: string; migrations: string[] }>(`
        select function, array_agg(distinct migration order by migration) as migrations
          from definitions_seen.functions group by function
        having count(distinct migration) > 1 order by function`);
      expect(rows).toEqual([]);
    } finally {
      await db.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
