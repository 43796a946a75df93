// Which workspace packages ship to browsers, and which libraries only the local stack (Node) may
// use: the lint zones and the bundle test read both from here and from the packages' manifests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from './apps.mjs';

const workspaceRoot = new URL('..', import.meta.url).pathname;

/** The folders of the packages whose code runs in a browser: every app and what they bundle. */
export const browserPackages = ['supabase', 'app-contract', 'design-system', 'service-worker', ...apps.map((app) => app.folder)];

function dependencyNames(packageFolder) {
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, packageFolder, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

/** The local stack's dependencies that no browser package declares: Node-only by construction. */
export function localStackOnlyLibraries() {
  const browserDependencies = new Set(browserPackages.flatMap(dependencyNames));
  return dependencyNames('local-supabase').filter((name) => !browserDependencies.has(name));
}
