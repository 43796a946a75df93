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
// A new version being kept, from when its list is known to be new until all of it is kept.
const keepingNewVersion = new Map<string, Promise<void>>();
// When each remote was last checked for a new deploy: a page load checks each remote once.
const lastChecked = new Map<string, number>();
const CHECKED_FOR_A_PAGE_MS = 30_000;

/** Switches the remote to its deployed version when that is new; one update at a time per remote. */
export function updateRemote(base: string): Promise<void> {
  let update = updating.get(base);
  if (!update) {
    lastChecked.set(base, Date.now());
    update = (async () => {
      const [current, latest] = await Promise.all([currentList(base), latestList(base)]);
      if (!latest || latest.version === current?.version) return;
      const keeping = keepVersion(base, latest, current);
      keepingNewVersion.set(base, keeping);
      await keeping.finally(() => keepingNewVersion.delete(base));
    })()
      .catch((error: unknown) => console.warn(`Aayra could not keep ${base} for offline use`, error))
      .finally(() => updating.delete(base));
    updating.set(base, update);
  }
  return update;
}

/**
 * Checks the kept remotes for a new deploy in the background, as a page opens: by the time the
 * page asks for their manifests (after its own scripts have run) the check has usually answered,
 * and a new version is being kept whole, which that page then waits for. A check still waiting on
 * a slow network holds no page back: its new version is the next load's.
 */
export function checkRemotesForNewDeploys(bases: string[]): Promise<void> {
  return Promise.all(bases.map((base) => updateRemote(base))).then(() => undefined);
}

/**
 * Keeps the deployed version of a remote none of whose versions is kept yet. A kept remote is
 * checked for a new deploy when a page opens (checkRemotesForNewDeploys), so checking it here too
 * would fetch its list twice.
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
 * The answer to a request for a file of the remote at `base`, from its kept version when there is
 * one: a page's start-up never waits on the network for it. A page asks for a remote's manifest
 * first, so that is when it picks its version: a new one still being kept (the check the page's
 * opening started found it) is waited for, so the page gets it whole; a remote with none kept is
 * fetched whole now; otherwise the kept version answers at once, and the remote is checked in the
 * background unless this page's opening already did.
 */
export async function remoteFile(base: string, request: Request): Promise<Response> {
  if (request.url === base + MANIFEST_FILE) {
    if (!(await currentList(base))) await updateRemote(base);
    else if (Date.now() - (lastChecked.get(base) ?? 0) > CHECKED_FOR_A_PAGE_MS) void updateRemote(base);
    await keepingNewVersion.get(base);
  }
  return (await keptAnswer(base, request)) ?? fetchAndKeep(base, request);
}
