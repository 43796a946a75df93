/**
 * The federation runtime a remote's web worker gets. The shell provides the page's runtime to the
 * remotes' entries (provide-federation-runtime.mjs), but a worker has no page: nothing to share,
 * no remotes to load, and its own chunks load as usual. Written into the build as source
 * (federation-runtime.mjs), so it uses nothing from outside itself.
 */
export function workerFederationRuntime() {
  const nothing = () => undefined;
  const refuseSharing = (mapping) => {
    if (mapping && mapping.length > 0)
      throw new Error(
        'No federation runtime here: a remote uses the one the shell provides, and a web worker cannot use shared modules (shared-dependencies.mjs, workerOnly).',
      );
  };
  return {
    runtime: {},
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: {
      S: {},
      I: () => Promise.resolve(),
      remotes: nothing,
      consumes: ({ chunkId, chunkMapping }) => refuseSharing(chunkMapping[chunkId]),
      installInitialConsumes: ({ initialConsumes }) => refuseSharing(initialConsumes),
      initContainerEntry: nothing,
      init: nothing,
    },
    attachShareScopeMap: nothing,
    bundlerRuntimeOptions: {},
  };
}
