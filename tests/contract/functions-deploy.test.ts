/**
 * What `supabase functions deploy` needs to resolve each function's imports on hosted Supabase:
 * a deno.json beside its index.ts whose import map names every package the function (and the
 * _shared files it imports) asks for by a bare name, at the version installed here. Deno itself
 * follows each function's module graph, offline, against the workspace's installed packages.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { denoExecutable } from '@aayra/local-stack/deno';
import { describe, expect, it } from 'vitest';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const FUNCTIONS = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(FUNCTIONS_DIR, entry.name, 'index.ts')))
  .map((entry) => entry.name);

interface Resolved {
  specifier: string;
  error?: string;
}
interface ModuleGraph {
  modules: { specifier: string; kind?: string; error?: string; dependencies?: { specifier: string; code?: Resolved; type?: Resolved }[] }[];
}

async function moduleGraph(config: string, entry: string): Promise<ModuleGraph> {
  // Run outside the workspace: nothing here may rewrite its package.json (see deno-runner.ts).
  const { stdout } = await promisify(execFile)(
    denoExecutable(),
    ['info', '--json', '--node-modules-dir=manual', '--config', config, entry],
    { cwd: tmpdir(), env: { ...process.env, DENO_DIR: join(tmpdir(), 'aayra-deno-cache'), NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as ModuleGraph;
}

/** A bare name (not relative, node:, npm:, jsr: or a URL) is mapped by an exact or a folder key. */
function mapped(specifier: string, imports: Record<string, string>): boolean {
  return specifier in imports || Object.keys(imports).some((key) => key.endsWith('/') && specifier.startsWith(key));
}

it('finds the functions', () => {
  expect(FUNCTIONS).toContain('extract-study-file');
  expect(FUNCTIONS.length).toBeGreaterThanOrEqual(9);
});

describe.each(FUNCTIONS)('%s deploys with its imports resolved', (name) => {
  const config = join(FUNCTIONS_DIR, name, 'deno.json');

  it('has a deno.json mapping each package to an exact npm: version', () => {
    expect(existsSync(config)).toBe(true);
    const { imports } = JSON.parse(readFileSync(config, 'utf8')) as { imports: Record<string, string> };
    for (const target of Object.values(imports)) expect(target).toMatch(/^npm:\/?(@[^/@]+\/)?[^/@]+@\d+\.\d+\.\d+\/?$/);
  });

  it('maps every bare import of its files, and Deno resolves them all offline', async () => {
    const { imports } = JSON.parse(readFileSync(config, 'utf8')) as { imports: Record<string, string> };
    const graph = await moduleGraph(config, join(FUNCTIONS_DIR, name, 'index.ts'));
    const unresolved: string[] = [];
    const unmapped: string[] = [];
    for (const module of graph.modules) {
      if (module.error) unresolved.push(`${module.specifier}: ${module.error}`);
      // The project's own files; the packages' insides are theirs to resolve.
      if (module.kind !== 'esm' || !module.specifier.startsWith('file://') || module.specifier.includes('/node_modules/')) continue;
      for (const dependency of module.dependencies ?? []) {
        for (const resolved of [dependency.code, dependency.type]) {
          if (resolved?.error) unresolved.push(`${dependency.specifier}: ${resolved.error}`);
        }
        const bare = !/^(\.{0,2}\/|node:|npm:|jsr:|https?:)/.test(dependency.specifier);
        if (bare && !mapped(dependency.specifier, imports)) unmapped.push(`${dependency.specifier} (in ${module.specifier})`);
      }
    }
    expect(unresolved).toEqual([]);
    expect(unmapped).toEqual([]);
    expect(graph.modules.some((module) => module.specifier.endsWith(`/${name}/index.ts`))).toBe(true);
  });
});
