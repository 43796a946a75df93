import { parseRemoteManifestUrls } from '@aayra/app-contract/remote-contract';
import { fetchRuntimeFiles } from '../app/runtime-files';
import { preloadCurrentPage } from './preload-current-page';
import { registerRemotes } from './register-remotes';

let started: Promise<void> | undefined;

/**
 * Registers the remotes remotes.json lists and starts fetching the current page's, once: called by
 * the shell's first script, before the chunks it starts up with have arrived, and awaited by the
 * start-up itself. A remotes.json that is not valid rejects here and fails the start-up.
 */
export function startRemotes(): Promise<void> {
  started ??= fetchRuntimeFiles().then(({ remotes }) => {
    registerRemotes(parseRemoteManifestUrls(remotes));
    preloadCurrentPage(window.location.pathname);
  });
  return started;
}
