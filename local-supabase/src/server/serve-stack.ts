import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { makeRedirectCheck } from '../auth/redirects';
import { createCatalogCache } from '../catalog/catalog-cache';
import { watchSchemaReloads } from '../catalog/schema-reloads';
import { createAuthArea } from '../auth/routes';
import type { AuthConfig } from '../config/auth-config';
import { configFileOf, loadProjectConfig, type ProjectConfig } from '../config/project-config';
import { testRunnerAddresses } from '../config/test-runner';
import type { Database } from '../db/database';
import { readAsCaller, runAsCaller } from '../db/run-as-caller';
import { createFunctionsArea, startFunctionSchedules } from '../functions/index';
import { loadApiKeys } from '../keys/api-keys';
import { makeAuthenticate } from '../keys/authenticate';
import { loadSigningKey } from '../keys/signing-key';
import { createTokenService } from '../keys/tokens';
import { Realtime } from '../realtime/index';
import { createRestArea } from '../rest/routes';
import { exposedSchemas } from '../rest/schema-cache';
import { createStorageArea } from '../storage/index';
import type { ServerContext } from './context';
import { attachHandlers, composeAreas, composeUpgrades, createHttpServer } from './http-server';
import { supabaseDir } from './paths';
import { installProcessGuards } from './process-guards';
import { createRootArea } from './root-area';

export interface LocalStackOptions {
  port?: number;
  host?: string;
  /** PGlite data folder (created on first start). Ignored when databaseUrl is given. */
  dataDir?: string;
  /** Any Postgres instead of PGlite, e.g. postgresql://postgres@127.0.0.1:5432/postgres */
  databaseUrl?: string;
  /**
   * The Supabase project folder to serve (migrations/, seed.sql, config.toml, functions/); Aayra's
   * supabase/ by default. The bootstrap of what hosted Supabase provides is always the stack's own.
   */
  projectDir?: string;
  /** Load the project's seed.sql into a new database (default true). */
  seed?: boolean;
  /** Where the ES256 signing key is kept; default: inside dataDir, or .aayra/ for databaseUrl. */
  keyFile?: string;
  storageDir?: string;
  functionsDir?: string;
  /** Where e-mailed links lead when the client names no allowed redirect_to; wins over config.toml's site_url. */
  siteUrl?: string;
  /** The auth settings; read from supabase/config.toml when not given. */
  authConfig?: AuthConfig;
  /** The project's config.toml, checked and read; read from the project folder when not given. */
  projectConfig?: ProjectConfig;
  /**
   * Loopback addresses a test run drives the stack from, which spend no sign-in allowance
   * (config/test-runner.ts); AAYRA_TEST_RUNNER_ADDRESSES when not given.
   */
  testRunnerAddresses?: string[];
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The context the areas share (for tests and tools). */
  ctx: ServerContext;
  stop(): Promise<void>;
}

/** Serves a prepared database (startLocalStack's second half; tests use it with their own database). */
export async function serveStack(db: Database, options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  installProcessGuards(log);
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;

  const stateDir = dataDir && !options.databaseUrl ? dataDir : resolve('.aayra');
  const keyFile = options.keyFile ?? join(stateDir, 'aayra-signing-key.json');
  const signingKey = await loadSigningKey(keyFile);

  const project = options.projectConfig ?? loadProjectConfig(configFileOf(options.projectDir));
  const runnerAddresses = options.testRunnerAddresses ?? testRunnerAddresses();
  if (runnerAddresses.length) log(`[auth] sign-ins and sign-ups from ${runnerAddresses.join(', ')} (a test run) spend no per-address allowance`);

  const server = createHttpServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? project.api.port, options.host ?? '127.0.0.1', () => done());
  });
  let ctx: ServerContext;
  let realtime: Realtime;
  let stopSchedules = () => {};
  let stopReloads = async () => {};
  try {
    const { port } = server.address() as AddressInfo;
    const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
    const fileConfig = options.authConfig ?? project.auth;
    const authConfig = { ...fileConfig, siteUrl: options.siteUrl ?? fileConfig.siteUrl };
    const tokens = createTokenService(signingKey, `${url}/auth/v1`, authConfig.jwtExpiry);
    const { anonKey, serviceRoleKey } = await loadApiKeys(tokens, keyFile.replace(/(\.json)?$/, '.api-keys.json'));

    ctx = {
      db,
      catalog: createCatalogCache(db),
      authenticate: makeAuthenticate(tokens),
      verifyAccessToken: (token) => tokens.callerOf(token),
      runAsCaller: (caller, fn, searchPath, request) => runAsCaller(db, caller, fn, searchPath, request),
      readAsCaller: (caller, searchPath, request) => readAsCaller(db, caller, searchPath, request),
      config: {
        url,
        anonKey,
        serviceRoleKey,
        functionsDir: options.functionsDir ?? join(options.projectDir ?? supabaseDir(), 'functions'),
        storageDir: options.storageDir ?? (dataDir && !options.databaseUrl ? join(dirname(dataDir), 'storage') : resolve('.aayra', 'storage')),
        fileSizeLimit: project.storage.fileSizeLimit,
      },
    };

    realtime = new Realtime(ctx, log);
    const restSchemas = exposedSchemas(db, ctx.catalog, project.api.schemas);
    const app = composeAreas(
      [
        {
          prefix: '/auth/v1',
          area: createAuthArea({
            db,
            tokens,
            signingKey,
            config: authConfig,
            stackUrl: url,
            allowedRedirect: makeRedirectCheck(authConfig),
            testRunnerAddresses: new Set(runnerAddresses),
            log,
          }),
        },
        { prefix: '/rest/v1', area: createRestArea(ctx, restSchemas, project.api, log) },
        { prefix: '/realtime/v1', area: realtime.area },
        { prefix: '/functions/v1', area: createFunctionsArea(ctx, log) },
        { prefix: '/storage/v1', area: createStorageArea(ctx, log) },
      ],
      createRootArea(log),
    );
    attachHandlers(server, app, composeUpgrades([{ prefix: '/realtime/v1', upgrades: realtime.upgrades }], log), log);
    await realtime.start();
    // DDL while the stack runs (and NOTIFY pgrst, 'reload schema') reloads the catalogs REST and
    // realtime read, every exposed schema's, and new tables get change notices.
    const catalogs = [...new Set([ctx.catalog, ...restSchemas.map((schema) => schema.catalog)])];
    stopReloads = await watchSchemaReloads(db, catalogs, { onReloaded: () => realtime.attachNew(), log });
    stopSchedules = startFunctionSchedules(ctx);
  } catch (error) {
    // A stack that failed half-way must not keep its port.
    server.close();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    url: ctx.config.url,
    anonKey: ctx.config.anonKey,
    serviceRoleKey: ctx.config.serviceRoleKey,
    ctx,
    stop: () =>
      (stopped ??= (async () => {
        stopSchedules();
        await stopReloads();
        // The server has closed once its last connection has: an open page's realtime socket is
        // one, which only realtime.stop() ends, so it must not wait for the close to come first.
        const closed = new Promise<void>((done) => server.close(() => done()));
        server.closeAllConnections();
        await realtime.stop();
        await closed;
        await db.close();
      })()),
  };
}
