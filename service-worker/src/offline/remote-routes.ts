import { registerRoute } from 'workbox-routing';
import type { FetchEventLike } from '../worker-scope';
import { checkRemotesForNewDeploys, keepRemoteIfNone, remoteFile } from './remote-files';
import { RUNTIME_SETTINGS_CACHE, keepRuntimeSettingsNow } from './runtime-settings';

/** Where each remote's files live: the folder of its manifest in remotes.json. */
async function readRemoteBases(origin: string): Promise<string[]> {
  const remotesUrl = `${origin}/remotes.json`;
  const kept = await (await caches.open(RUNTIME_SETTINGS_CACHE)).match(remotesUrl);
  const answer = kept ?? (await fetch(remotesUrl).catch(() => undefined));
  const manifests: unknown = await answer?.json().catch(() => undefined);
  if (typeof manifests !== 'object' || manifests === null) return [];
  return Object.values(manifests)
    .filter((manifest): manifest is string => typeof manifest === 'string')
    .map((manifest) => new URL('.', new URL(manifest, origin)).href);
}

// Read once per worker start, and again when the settings are fetched anew: every remote file
// request needs them, and remotes.json changes only with a deploy.
let knownBases: Promise<string[]> | undefined;
function remoteBases(origin: string): Promise<string[]> {
  knownBases ??= readRemoteBases(origin);
  return knownBases;
}

/**
 * Keeps the deploy's settings and the files of every remote not kept yet when a page asks
 * (KEEP_FOR_OFFLINE): the page that registered the worker loaded them before the worker could see
 * its requests.
 */
export async function keepEveryRemoteNow(origin: string): Promise<void> {
  try {
    await keepRuntimeSettingsNow(origin);
    knownBases = readRemoteBases(origin);
  } catch (error) {
    console.warn('Aayra could not keep its settings for offline use', error);
    return;
  }
  // A remote that is down now is kept the next time a page loads it.
  await Promise.all((await remoteBases(origin)).map((base) => keepRemoteIfNone(base)));
}

/** Requests for the remotes' files go through their kept versions (remote-files.ts). */
export function keepRemoteFiles(origin: string): void {
  let remoteOrigins = new Set([origin]);
  const learnOrigins = (bases: string[]) => {
    remoteOrigins = new Set([origin, ...bases.map((base) => new URL(base).origin)]);
    return bases;
  };
  // Remotes deployed on other origins are known from the start, not only after a first request.
  void remoteBases(origin).then(learnOrigins);
  registerRoute(
    ({ url }) => remoteOrigins.has(url.origin),
    async ({ request }) => {
      const bases = learnOrigins(await remoteBases(origin));
      const base = bases.find((candidate) => request.url.startsWith(candidate));
      return base ? remoteFile(base, request) : fetch(request);
    },
  );
}

/**
 * Every page that opens starts a check of each kept remote for a new deploy, in the background,
 * before its scripts have run: see checkRemotesForNewDeploys.
 */
export function checkRemotesAsPagesOpen(origin: string): (event: FetchEventLike) => void {
  return (event) => {
    if (event.request.mode !== 'navigate') return;
    event.waitUntil(remoteBases(origin).then(checkRemotesForNewDeploys));
  };
}
