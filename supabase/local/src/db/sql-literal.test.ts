import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDatabase } from './pglite-database';
import { sqlLiteral } from './sql-literal';

const awkward = [`O'Brien`, `a\\' or 1=1 --`, `\\\\'';select 1;--`, `{"email":"x'y\\\\z@example.com"}`, ''];

describe('a value sent as a SQL literal', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(['on', 'off'])('reaches Postgres unchanged with standard_conforming_strings %s', async (setting) => {
    await db.exec(`set standard_conforming_strings = ${setting}`);
    for (const value of awkward) {
      const { rows } = await db.query<{ value: string }>(`select ${sqlLiteral(value)} as value`);
      expect(rows[0]?.value).toBe(value);
    }
  });

  it('refuses a NUL character', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
  });
});
