import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite-database';
import { allowAggregates } from './aggregates';
import type { ResolvedNode } from './resolve-select';

const relation = { name: 'notes', primaryKey: ['id'], columns: new Map([['id', { name: 'id', type: 'bigint' }]]) };
const node = (items: ResolvedNode['items']): ResolvedNode => ({ relation, sqlAlias: 't0', items, filters: [], order: [] });
const counting = node([{ kind: 'embed', outName: 'notes', node: node([{ kind: 'count', outName: 'count' }]) }]);

describe('allowAggregates', () => {
  it('refuses aggregates with 400 PGRST123 until the project turns them on for its database, read by the caller', async () => {
    const db = await openPglite();
    try {
      await db.query('create role authenticator login noinherit');
      await db.query('create role anon nologin');
      await db.query('set role anon');
      await expect(allowAggregates(db, node([{ kind: 'star' }]))).resolves.toBeUndefined();
      await expect(allowAggregates(db, counting)).rejects.toMatchObject({ status: 400, code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
      await db.query('reset role');
      await db.query("do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled to %L', current_database(), 'true'); end $$");
      await db.query('set role anon');
      await expect(allowAggregates(db, counting)).resolves.toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
