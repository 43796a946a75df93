// One federation runtime per page. The shell bundles it, as every host must; a remote's entry uses
// the shell's instead of carrying its own copy (about 34 KB gzip each), and keeps only its own
// tables of what it exposes and shares.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { SHARED_RUNTIME_GLOBAL } from './federation-runtime-global.mjs';
import { workerFederationRuntime } from './worker-federation-runtime.mjs';

/** The shell's runtime plugin that provides it (bundled into the shell). */
export const provideRuntimePlugin = fileURLToPath(new URL('provide-federation-runtime.mjs', import.meta.url));

/**
 * The bundler runtime module the federation plugin adds to every app, resolved the way the plugin
 * resolves it (through @module-federation/runtime-tools), so the externals below name that very file.
 */
function bundlerRuntimeModule() {
  const require = createRequire(import.meta.url);
  const fromPlugin = createRequire(createRequire(require.resolve('@module-federation/enhanced/rspack')).resolve('@module-federation/rspack'));
  const runtimeTools = fromPlugin.resolve('@module-federation/runtime-tools');
  return fromPlugin.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
}

/**
 * What a remote's build adds: its bundler runtime (and so the whole runtime) comes from the page,
 * or, in a web worker, where no shell provides one, is the worker's own that shares nothing.
 */
export function remoteRuntimeExternals() {
  return { [bundlerRuntimeModule()]: `var globalThis.${SHARED_RUNTIME_GLOBAL} || (${workerFederationRuntime})()` };
}

/**
 * The federation packages' CommonJS entries, which the plugin names by path, mapped to their ES
 * builds: only ES modules are tree-shaken, and every import of the runtime then meets one copy.
 */
function runtimeEsModules() {
  const bundler = bundlerRuntimeModule();
  const fromBundler = createRequire(bundler);
  const entries = { [bundler]: bundler.replace(/\.cjs$/, '.js') };
  for (const name of ['@module-federation/runtime', '@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes']) {
    const cjs = fromBundler.resolve(name);
    const esm = cjs.replace(/\.cjs$/, existsSync(cjs.replace(/\.cjs$/, '.mjs')) ? '.mjs' : '.js');
    entries[cjs] = esm;
  }
  return entries;
}

/** What the shell's build adds: the runtime's own files, for the plugin that provides them. */
export function shellRuntimeAlias() {
  return { '@aayra/federation-bundler-runtime': dirname(bundlerRuntimeModule()), ...runtimeEsModules() };
}
