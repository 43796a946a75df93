// The libraries every app of Aayra shares at run time, each loaded once in the page.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Third-party singletons and the subpaths apps import from them. The router is not among them:
 * apps import it through @aayra/app-contract/router, which is shared in its place and keeps only
 * the parts they use; nor is TanStack Query, which apps take from @aayra/supabase/query, shared in
 * its place for the same reason. Nor is jotai/utils: its helpers hold no state (atoms live in jotai's store),
 * and only @aayra/supabase, itself shared once, uses two of them, so it bundles just those.
 */
const libraries = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  jotai: ['jotai'],
  '@supabase/supabase-js': ['@supabase/supabase-js'],
};

/** Workspace packages shared as singletons: every subpath of their `exports` field. */
const workspacePackages = {
  '@aayra/supabase': 'supabase',
  '@aayra/app-contract': 'app-contract',
  '@aayra/design-system': 'design-system',
};

/**
 * Workspace subpaths only web workers import. A worker has no page to share modules with, and
 * the page's federation runtime is not there to share them (federation-runtime.mjs): it bundles
 * them, and its chunk stays free of sharing.
 */
const workerOnly = new Set(['@aayra/supabase/study-file']);

/**
 * Workspace subpaths that hold no state, only constants and pure functions: with nothing to keep
 * single, each app bundles its own copy, and a page never waits for a shared copy of one. The
 * shell reads the paths and the remotes' contract before sharing has started, to fetch the current
 * page's remote alongside its own start-up (shell/src/remotes/start-remotes.ts); Home's widgets
 * read what a session's phase means (session-state) as they first render. The product's
 * constants (product-constants) are numbers and words generated from the database. A study set's
 * reading (study-set-record) keeps nothing: it is handed the page's client, and an edge function's
 * refusal (function-refusal) or the database's (refusal) is read from the error it is handed.
 */
const stateless = new Set([
  '@aayra/app-contract/routes',
  '@aayra/app-contract/remote-contract',
  '@aayra/app-contract/home-cards',
  '@aayra/supabase/session-state',
  '@aayra/supabase/product-constants',
  '@aayra/supabase/picture-type',
  '@aayra/supabase/typed-note-copy',
  '@aayra/supabase/device-storage',
  '@aayra/supabase/study-set-record',
  '@aayra/supabase/function-refusal',
  '@aayra/supabase/refusal',
  '@aayra/design-system/stylesheet-text',
]);

/**
 * Workspace subpaths the shell never imports, so it does not provide them: a remote that uses one
 * brings its own copy. Every other shared module is provided by the shell, and a composed remote
 * takes it from the page (sharedDependencies' `composedRemote`).
 */
const remotesOnly = new Set([
  '@aayra/supabase/study-file-messages',
  '@aayra/supabase/own-study-items',
  '@aayra/supabase/call-answer',
  '@aayra/supabase/connection',
  '@aayra/app-contract/standalone',
  '@aayra/app-contract/recall',
  '@aayra/app-contract/save-file',
]);

/** Whether a shared module is one of the workspace's own packages (not a third-party library). */
export function isWorkspaceShared(name) {
  return Object.keys(workspacePackages).some((pkg) => name === pkg || name.startsWith(`${pkg}/`));
}

/** The federation plugin's way of saying a module comes from the page only: `import: false`. */
const withoutCopy = (fromPage) => (fromPage ? { import: false } : {});

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The installed version of a package as the app resolves it (not every package exports ./package.json). */
function installedVersion(require, pkg) {
  let dir = dirname(require.resolve(pkg));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = readJson(file);
      if (manifest.name === pkg) return manifest.version;
    }
    dir = dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${pkg}`);
}

/**
 * The `shared` option of the federation plugin for an app folder. Versions come from what the
 * app itself resolves, so a remote built against another major version is refused, not mixed in.
 * @param {string} appDir
 * @param {{ composedRemote?: boolean }} [options]  a remote's production build, only ever composed
 *   by the shell: it carries no copy of what the shell provides. The page always has the shell's
 *   (the shell starts before any remote), so a copy would never run; it would only lengthen the
 *   remote's entry, which names each copy and its chunks.
 */
export function sharedDependencies(appDir, { composedRemote = false } = {}) {
  const require = createRequire(`${appDir}/package.json`);
  const shared = {};
  for (const [pkg, specifiers] of Object.entries(libraries)) {
    const version = installedVersion(require, pkg);
    const major = version.split('.')[0];
    for (const specifier of specifiers) {
      shared[specifier] = { singleton: true, requiredVersion: `^${major}.0.0`, version, ...withoutCopy(composedRemote) };
    }
  }
  for (const [pkg, folder] of Object.entries(workspacePackages)) {
    const manifest = readJson(`${workspaceRoot}/${folder}/package.json`);
    for (const subpath of Object.keys(manifest.exports ?? {})) {
      // Stylesheets and type-only modules have nothing to share at run time.
      if (subpath.endsWith('.css') || subpath.endsWith('.types')) continue;
      const specifier = `${pkg}${subpath.slice(1)}`;
      if (workerOnly.has(specifier) || stateless.has(specifier)) continue;
      shared[specifier] = {
        singleton: true,
        requiredVersion: `^${manifest.version}`,
        version: manifest.version,
        ...withoutCopy(composedRemote && !remotesOnly.has(specifier)),
      };
    }
  }
  return shared;
}
