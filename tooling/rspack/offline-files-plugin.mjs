// Writes a remote's offline-files.json: the version of this build and the files the service worker
// keeps for offline use, so a deploy of one remote updates only that remote's cached files.
import { createHash } from 'node:crypto';
import { isWorkspaceShared } from './shared-dependencies.mjs';

export const OFFLINE_FILES = 'offline-files.json';
const MANIFEST = 'mf-manifest.json';
// Larger files are libraries a page loads only when asked (PDF reading, say), which need the
// network anyway; the worker still keeps them once a page has loaded them.
const LARGEST_KEPT_BYTES = 1024 * 1024;
// Chunks a page loads only for what cannot work offline anyway (a download that reads the
// backend, say) are named so: `import(/* webpackChunkName: "needs-network-..." */ ...)`.
export const NEEDS_NETWORK = 'needs-network-';

/** The files of chunks that belong only to chunk groups named NEEDS_NETWORK...: no offline page needs them. */
function needsNetworkFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable];
    if (groups.length > 0 && groups.every((group) => group.name?.startsWith(NEEDS_NETWORK)))
      for (const file of chunk.files) files.add(file);
  }
  return files;
}

/**
 * Every file the remote's pages need: its manifest, its entry, its exposed modules' chunks, and
 * its copies of the workspace's shared packages, since the shell provides only those it uses
 * itself. Third-party libraries (React and the like) always come from the shell.
 */
function neededFiles(manifest) {
  const files = new Set([MANIFEST, manifest.metaData.remoteEntry.name]);
  const workspaceShared = manifest.shared.filter(({ name }) => isWorkspaceShared(name));
  for (const { assets } of [...manifest.exposes, ...workspaceShared]) {
    for (const kind of [assets.js, assets.css]) for (const file of [...kind.sync, ...kind.async]) files.add(file);
  }
  return [...files];
}

export class OfflineFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflineFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OfflineFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const manifestAsset = compilation.getAsset(MANIFEST);
          if (!manifestAsset) throw new Error(`${MANIFEST} was not emitted: the federation plugin must write it.`);
          // The version covers every file, so any change to the remote is a new version.
          const version = createHash('sha256');
          const sizes = new Map();
          for (const { name, source } of [...compilation.getAssets()].sort((a, b) => a.name.localeCompare(b.name))) {
            if (name.endsWith('.map')) continue;
            const content = source.buffer();
            version.update(name).update('\0').update(content);
            sizes.set(name, content.length);
          }
          const onlineOnly = needsNetworkFiles(compilation);
          const files = neededFiles(JSON.parse(manifestAsset.source.source().toString()))
            .filter((file) => (sizes.get(file) ?? Infinity) <= LARGEST_KEPT_BYTES && !onlineOnly.has(file));
          const list = { version: version.digest('hex').slice(0, 16), files };
          compilation.emitAsset(OFFLINE_FILES, new sources.RawSource(`${JSON.stringify(list, null, 1)}\n`));
        },
      );
    });
  }
}
