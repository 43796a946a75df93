// A federation runtime plugin of the shell: before the shell's runtime starts, it hands the page's
// one runtime to every remote entry loaded later (see federation-runtime.mjs). Each remote gets
// its own container state, as if it had bundled the runtime itself, over the shared code.
import federation from '@aayra/federation-bundler-runtime/index.js';
// The shell exposes nothing, so its build leaves this out of the runtime; remotes need it.
import { initContainerEntry } from '@aayra/federation-bundler-runtime/initContainerEntry.js';
import { SHARED_RUNTIME_GLOBAL } from './federation-runtime-global.mjs';

/**
 * Starts a remote's federation instance, or reuses the one a previous load of the same remote
 * made, as the runtime's own `init` does, but without making it the page's default instance:
 * that stays the shell's, which loads and preloads the remotes.
 */
function initRemote(options) {
  const { runtime } = federation;
  const matches = (instance) =>
    instance.options.name === options.name &&
    (options.version ? instance.options.version === options.version : !instance.options.version);
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(matches);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  return runtime.createInstance(normalized);
}

function remoteRuntime() {
  return {
    ...federation,
    runtime: { ...federation.runtime, init: initRemote },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry, S: {} },
    bundlerRuntimeOptions: {},
  };
}

export default function provideFederationRuntime() {
  return {
    name: 'aayra-provide-federation-runtime',
    beforeInit(args) {
      // A getter: every remote entry reads it once and needs state of its own.
      if (!Object.hasOwn(globalThis, SHARED_RUNTIME_GLOBAL)) {
        Object.defineProperty(globalThis, SHARED_RUNTIME_GLOBAL, { get: remoteRuntime });
      }
      return args;
    },
  };
}
