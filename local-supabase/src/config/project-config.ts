import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { supabaseDir } from '../server/paths';
import { apiConfigOf, type ApiConfig } from './api-config';
import { authConfigOf, type AuthConfig } from './auth-config';
import { checkConfigKeys } from './check-config';
import { storageConfigOf, type StorageConfig } from './storage-config';

/** config.toml's [db] settings the stack acts on. */
export interface DbConfig {
  /** The PostgreSQL major version the project runs on; checked against a --database-url server. */
  majorVersion?: number;
  /** Whether a new database gets seed.sql. */
  seed: boolean;
}

/** Everything of a project's config.toml the local stack acts on, once every key has been checked. */
export interface ProjectConfig {
  api: ApiConfig;
  auth: AuthConfig;
  storage: StorageConfig;
  db: DbConfig;
}

export const configFileOf = (projectDir?: string) => join(projectDir ?? supabaseDir(), 'config.toml');

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {});

function dbConfigOf(db: Table): DbConfig {
  const version = db.major_version;
  if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version))) {
    throw new Error('config.toml: [db] major_version must be a whole number, such as 15');
  }
  const seed = table(db.seed).enabled ?? true;
  if (typeof seed !== 'boolean') throw new Error('config.toml: [db.seed] enabled must be true or false');
  return { ...(version !== undefined ? { majorVersion: version } : {}), seed };
}

/** Checks every key of the file (see config-keys.ts), then reads the settings; absent keys take the CLI's defaults. */
export function parseProjectConfig(toml: string): ProjectConfig {
  const config = parse(toml) as Table;
  checkConfigKeys(config);
  return {
    api: apiConfigOf(table(config.api)),
    auth: authConfigOf(config.auth),
    storage: storageConfigOf(table(config.storage)),
    db: dbConfigOf(table(config.db)),
  };
}

/** A project without config.toml runs with the CLI's defaults. */
export function loadProjectConfig(file = configFileOf()): ProjectConfig {
  return parseProjectConfig(existsSync(file) ? readFileSync(file, 'utf8') : '');
}
