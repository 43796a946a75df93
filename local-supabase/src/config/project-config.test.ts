import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from './project-config';
import { testRunnerAddresses } from './test-runner';

const fileOf = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('config.toml as the local stack reads it', () => {
  it("starts with Aayra's own settings and the conformance project's", () => {
    const aayra = parseProjectConfig(fileOf('../../../supabase/config.toml'));
    expect(aayra.api).toEqual({ schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000, port: 54321 });
    expect(aayra.storage.fileSizeLimit).toBe(10 * 1024 * 1024);
    expect(aayra.auth.rateLimit.signInSignUps).toBe(30);
    expect(aayra.db).toEqual({ majorVersion: 15, seed: true });
    expect(() => parseProjectConfig(fileOf('../../../tests/contract/conformance/project/config.toml'))).not.toThrow();
  });

  it("takes the Supabase CLI's defaults for what the file leaves out", () => {
    const empty = parseProjectConfig('');
    expect(empty.api).toEqual({ schemas: ['public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000, port: 54321 });
    expect(empty.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(empty.auth.mfa).toEqual({ maxEnrolledFactors: 10, totpEnroll: false, totpVerify: false });
    expect(empty.db).toEqual({ seed: true });
  });

  it('reads the REST settings it honours', () => {
    const api = parseProjectConfig('[api]\nschemas = ["public", "personal"]\nextra_search_path = []\nmax_rows = 20\nport = 6000\n').api;
    expect(api).toEqual({ schemas: ['public', 'personal'], extraSearchPath: [], maxRows: 20, port: 6000 });
    expect(() => parseProjectConfig('[api]\nschemas = []\n')).toThrow('[api] schemas must be');
    expect(() => parseProjectConfig('[api]\nmax_rows = 0\n')).toThrow('[api] max_rows must be a whole number of at least 1');
    expect(() => parseProjectConfig('[api]\nextra_search_path = "extensions"\n')).toThrow('[api] extra_search_path must be');
  });

  it('reads sizes as the Supabase CLI does', () => {
    expect(parseProjectConfig('[storage]\nfile_size_limit = "50MB"\n').storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(parseProjectConfig('[storage]\nfile_size_limit = "500KiB"\n').storage.fileSizeLimit).toBe(500 * 1024);
    expect(() => parseProjectConfig('[storage]\nfile_size_limit = "big"\n')).toThrow('[storage] file_size_limit must be');
  });

  it('refuses a key it does not know, naming it', () => {
    expect(() => parseProjectConfig('[api]\ndb_pool = 20\n')).toThrow('config.toml: [api] db_pool is not a setting the local stack honours');
    expect(() => parseProjectConfig('[auth.sessions]\ntimebox = "24h"\n')).toThrow('[auth.sessions] timebox is not a setting');
    expect(() => parseProjectConfig('[remotes.staging]\nproject_id = "x"\n')).toThrow('[remotes.staging] project_id');
  });

  it('refuses a setting it cannot keep, naming it and the value it keeps', () => {
    expect(() => parseProjectConfig('[db]\nport = 6543\n')).toThrow('config.toml: [db] port = 6543 is not honoured: the local stack runs no database server of its own');
    expect(() => parseProjectConfig('[auth]\nenable_signup = false\n')).toThrow('[auth] enable_signup = false is not honoured');
    expect(() => parseProjectConfig('[db.seed]\nsql_paths = ["./seeds/*.sql"]\n')).toThrow('[db.seed] sql_paths');
  });

  it("accepts the CLI's defaults of what it does not run, and features it lacks while they are off", () => {
    const defaults = '[db]\nport = 54322\nshadow_port = 54320\n[studio]\nenabled = false\n[auth.external.github]\nenabled = false\nclient_id = ""\n[db.pooler]\nenabled = false\nport = 54329\n';
    expect(() => parseProjectConfig(defaults)).not.toThrow();
    expect(() => parseProjectConfig('[auth.external.github]\nenabled = true\n')).toThrow('config.toml: [auth.external.github] enabled = true: the local stack has no auth.external.github');
    expect(() => parseProjectConfig('[auth.mfa.phone]\nenroll_enabled = true\n')).toThrow('[auth.mfa.phone] enroll_enabled = true');
  });

  it('leaves out of the sign-in limits only loopback addresses a test run names', () => {
    expect(testRunnerAddresses(undefined)).toEqual([]);
    expect(testRunnerAddresses('127.0.0.1, ::ffff:127.0.0.2')).toEqual(['127.0.0.1', '127.0.0.2']);
    expect(() => testRunnerAddresses('10.0.0.5')).toThrow('AAYRA_TEST_RUNNER_ADDRESSES: 10.0.0.5 is not a loopback address');
    expect(() => testRunnerAddresses('localhost')).toThrow('not a loopback address');
  });
});
