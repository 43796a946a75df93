import type { RemoteManifestUrls, RemoteName } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

let manifestUrls: RemoteManifestUrls | undefined;

/** Registers every remote from remotes.json: where remotes live is decided at deploy time. */
export function registerRemotes(urls: RemoteManifestUrls): void {
  manifestUrls = urls;
  federation().registerRemotes(
    Object.entries(urls).map(([name, entry]) => ({ name, entry })),
  );
}

/** Forgets what was loaded (or failed to load) of one remote, so the next load fetches it anew. */
export function reregisterRemote(name: RemoteName): void {
  if (!manifestUrls) throw new Error('Remotes are re-registered before they were registered.');
  federation().registerRemotes([{ name, entry: manifestUrls[name] }], { force: true });
}
