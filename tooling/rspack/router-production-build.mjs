// React Router publishes its production build only under dist/production: its package's exports
// name the development build for every bundler, which keeps its warnings and their checks.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Aliases that take React Router's production build: the copy the app's react-router-dom uses. */
export function routerProductionBuild(appDir) {
  const fromRouterDom = createRequire(createRequire(join(appDir, 'package.json')).resolve('react-router-dom'));
  const production = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production');
  const aliases = { 'react-router$': join(production, 'index.mjs'), 'react-router/dom$': join(production, 'dom-export.mjs') };
  for (const file of Object.values(aliases)) {
    if (!existsSync(file)) throw new Error(`React Router's production build is not where it was: ${file}`);
  }
  return aliases;
}
