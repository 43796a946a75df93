import type { Queryable } from '../db/database';

/**
 * Whether the project turned a PostgREST setting on, as Supabase projects do: on the role PostgREST
 * logs in as, for the whole cluster or this database (`alter role authenticator set
 * pgrst.db_aggregates_enabled to 'true'`). Read only when a request needs the setting.
 */
export async function pgrstSettingOn(db: Queryable, name: 'db_aggregates_enabled' | 'db_plan_enabled'): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole, unnest(s.setconfig) c
      WHERE r.rolname = 'authenticator' AND c = $1
        AND s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))) AS enabled`,
    [`pgrst.${name}=true`],
  );
  return rows[0]?.enabled === true;
}
