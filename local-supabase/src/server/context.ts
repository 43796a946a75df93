import type { IncomingHttpHeaders } from 'node:http';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Caller, Database, Queryable, Settings } from '../db/database';

/** What every part of the local stack (auth, rest, realtime, functions, storage) is handed. */
export interface ServerContext {
  db: Database;
  /** The public schema's catalog, read once per stack and shared by REST and realtime. */
  catalog: CatalogCache;
  /** The caller of an HTTP request, from its apikey and Authorization headers; throws a 401 HttpError. */
  authenticate(headers: IncomingHttpHeaders): Promise<Caller>;
  /** The caller behind one access token (realtime's access_token, functions' forwarded JWT). */
  verifyAccessToken(token: string): Promise<Caller>;
  /**
   * Runs fn in one transaction as the caller, so Postgres row-level security decides; with a
   * search path (REST's, as PostgREST sets one per request), that search_path for the transaction.
   */
  runAsCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>, searchPath?: string, request?: Settings): Promise<T>;
  /** Reads as the caller: each query a read-only statement in a transaction of its own. */
  readAsCaller(caller: Caller, searchPath?: string, request?: Settings): Queryable;
  config: {
    /** The public URL the stack answers on, e.g. http://127.0.0.1:54321 */
    url: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Folder of the edge functions: supabase/functions */
    functionsDir: string;
    /** Folder where storage objects' bytes are kept */
    storageDir: string;
    /** The largest object any bucket takes, in bytes (config.toml's [storage] file_size_limit). */
    fileSizeLimit: number;
  };
}
