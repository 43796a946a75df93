/**
 * The local stack never runs a project differently from what its config.toml says: a setting it
 * would not honour (a key it does not know, a value it cannot keep, a feature it lacks switched on)
 * stops it at start, before it touches a database, with a sentence naming the setting.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnStack } from './support/spawn-stack';
import { stacks } from './support/stacks';

const dir = mkdtempSync(join(tmpdir(), 'aayra-project-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the stack on a project folder holding only this config.toml; answers what it printed when it stopped. */
async function refusal(name: string, toml: string): Promise<{ message: string; dataDir: string }> {
  const project = join(dir, name);
  mkdirSync(project);
  writeFileSync(join(project, 'config.toml'), toml);
  const dataDir = join(dir, `${name}-db`);
  const started = spawnStack(['--project-dir', project, '--data-dir', dataDir, '--no-seed']);
  const message = await started.then(
    async (stack) => {
      await stack.stop();
      return 'started';
    },
    (error: unknown) => String(error),
  );
  return { message, dataDir };
}

describe.runIf(stacks.some((s) => s.local))('config.toml settings the local stack would not honour', () => {
  it('a setting kept at another value than the stack can keep stops it, naming the setting', { timeout: 60_000 }, async () => {
    const { message, dataDir } = await refusal('database-port', '[api]\nmax_rows = 1000\n\n[db]\nport = 6543\n');
    expect(message).toContain('aayra-supabase: config.toml: [db] port = 6543 is not honoured: the local stack runs no database server of its own');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('a key the stack does not know stops it, naming the key', { timeout: 60_000 }, async () => {
    const { message } = await refusal('unknown-key', '[auth]\nsite_url = "http://127.0.0.1:3000"\nsessions_per_learner = 3\n');
    expect(message).toContain('aayra-supabase: config.toml: [auth] sessions_per_learner is not a setting the local stack honours');
  });

  it('a feature the stack lacks, switched on, stops it, naming the switch', { timeout: 60_000 }, async () => {
    const { message } = await refusal('github-sign-in', '[auth.external.github]\nenabled = true\nclient_id = "aayra"\n');
    expect(message).toContain('aayra-supabase: config.toml: [auth.external.github] enabled = true: the local stack has no auth.external.github');
  });
});
