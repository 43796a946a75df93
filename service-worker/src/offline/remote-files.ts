/**
 * A remote's files, kept per version of that remote: each remote is deployed on its own, so each
 * is updated on its own. A page gets one remote's manifest, entry and chunks from one version.
 */

/** What a remote's build lists in offline-files.json (tooling/rspack/offline-files-plugin.mjs). */
export interface RemoteFileList {
  version: string;
  files: string[];
}

const LIST_FILE = 'offline-files.json';
const MANIFEST_FILE = 'mf-manifest.json';
const CURRENT_VERSIONS = 'aayra-remote-versions';
const VERSION_CACHE_PREFIX = 'aayra-remote|';

const versionCacheName = (base: string, version: string) => `${VERSION_CACHE_PREFIX}${base}|${version}`;

function isFileList(value: unknown): value is RemoteFileList {
  const list = value as Partial<RemoteFileList> | null;
  return (
    typeof list?.version === 'string' &&
    Array.isArray(list.files) &&
    list.files.every((file) => typeof file === 'string')
  );
}

// Read from the cache once per worker start, then kept here: every remote file asks for it.
const currentLists = new Map<string, Promise<RemoteFileList | undefined>>();

async function readCurrentList(base: string): Promise<RemoteFileList | undefined> {
  const kept = await (await caches.open(CURRENT_VERSIONS)).match(base + LIST_FILE);
  const list: unknown = await kept?.json();
  return isFileList(list) ? list : undefined;
}

/** The version of the remote at `base` that pages get now, if one is kept. */
function currentList(base: string): Promise<RemoteFileList | undefined> {
  let list = currentLists.get(base);
  if (!list) {
    list = readCurrentList(base);
    currentLists.set(base, list);
  }
  return list;
}

async function latestList(base: string): Promise<RemoteFileList | undefined> {
  try {
    const answer = await fetch(base + LIST_FILE, { cache: 'no-cache' });
    const list: unknown = answer.ok ? await answer.json() : undefined;
    return isFileList(list) ? list : undefined;
  } catch {
    // Offline: the kept version serves.
    return undefined;
  }
}

/**
 * Keeps every file of a new version before pages are switched to it, all or nothing. The version
 * before it stays for pages still running it (their chunks are found there); older ones go.
 */
async function keepVersion(base: string, list: RemoteFileList, previous: RemoteFileList | undefined): Promise<void> {
  const name = versionCacheName(base, list.version);
  try {
    const cache = await caches.open(name);
    await cache.addAll(list.files.map((file) => new Request(new URL(file, base), { cache: 'no-cache' })));
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  await (await caches.open(CURRENT_VERSIONS)).put(base + LIST_FILE, new Response(JSON.stringify(list)));
  currentLists.set(base, Promise.resolve(list));
  const kept = new Set([name, previous && versionCacheName(base, previous.version)]);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((cacheName) => cacheName.startsWith(`${VERSION_CACHE_PREFIX}${base}|`) && !kept.has(cacheName))
      .map((cacheName) => caches.delete(cacheName)),
  );
}

const updating = new Map<string, Promise<void>>();

/** Switches the remote to its deployed version when that is new; one update at a time per remote. */
export function updateRemote(base: string): Promise<void> {
  let update = updating.get(base);
  if (!update) {
    update = (async () => {
      const [current, latest] = await Promise.all([currentList(base), latestList(base)]);
      if (latest && latest.version !== current?.version) await keepVersion(base, latest, current);
    })()
      .catch((error: unknown) => console.warn(`Aayra could not keep ${base} for offline use`, error))
      .finally(() => updating.delete(base));
    updating.set(base, update);
  }
  return update;
}

/**
 * Keeps the deployed version of a remote none of whose versions is kept yet. A kept remote is
 * checked for a new deploy when a page asks for its manifest (remoteFile), which every page load
 * does for every remote (the shell preloads their entries), so checking it here too would fetch
 * its list twice.
 */
export async function keepRemoteIfNone(base: string): Promise<void> {
  if (!(await currentList(base))) await updateRemote(base);
}

async function keptAnswer(base: string, request: Request): Promise<Response | undefined> {
  const current = await currentList(base);
  if (current) {
    const answer = await (await caches.open(versionCacheName(base, current.version))).match(request);
    if (answer) return answer;
  }
  // A page started on the version before still asks for its own chunks, by their hashed names.
  const names = (await caches.keys()).filter((name) => name.startsWith(`${VERSION_CACHE_PREFIX}${base}|`));
  for (const name of names) {
    const answer = await (await caches.open(name)).match(request);
    if (answer) return answer;
  }
  return undefined;
}

const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css)$/;

/** A file the list leaves out (a shared library the shell did not provide): kept once a page loads it. */
async function fetchAndKeep(base: string, request: Request): Promise<Response> {
  const answer = await fetch(request);
  const current = await currentList(base);
  if (answer.ok && current && HASHED_NAME.test(new URL(request.url).pathname)) {
    await (await caches.open(versionCacheName(base, current.version))).put(request, answer.clone());
  }
  return answer;
}

/**
 * The answer to a request for a file of the remote at `base`. Its manifest is what a page asks for
 * first, so that is when a newly deployed version is fetched whole and becomes the page's.
 */
export async function remoteFile(base: string, request: Request): Promise<Response> {
  if (request.url === base + MANIFEST_FILE) await updateRemote(base);
  return (await keptAnswer(base, request)) ?? fetchAndKeep(base, request);
}
