import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite-database';
import { pgrstSettingOn } from './pgrst-settings';

describe('pgrstSettingOn', () => {
  it('is off until the project sets the setting on the authenticator role, for the cluster or this database', async () => {
    const db = await openPglite();
    try {
      await db.query('create role authenticator login noinherit');
      expect(await pgrstSettingOn(db, 'db_plan_enabled')).toBe(false);
      await db.query("alter role authenticator set pgrst.db_plan_enabled to 'true'");
      expect(await pgrstSettingOn(db, 'db_plan_enabled')).toBe(true);
    } finally {
      await db.close();
    }
  });
});
