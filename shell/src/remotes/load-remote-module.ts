import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

let loading = 0;
let loadedAny = false;
const waiting: (() => void)[] = [];

/** Loads one exposed module of a remote (expose without "./"); a remote that is down or throws rejects here. */
export async function fetchRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const loaded = await federation().loadRemote<T>(`${remote}/${expose}`);
  if (loaded === null || loaded === undefined) {
    throw new Error(`${remote} did not provide ${expose}.`);
  }
  return loaded;
}

/**
 * Loads one exposed module as the page asks for it, counted for whenRemoteLoadsSettle (the
 * modules loaded before the first render are not: the page has not shown anything yet).
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  loading += 1;
  try {
    return await fetchRemoteModule<T>(remote, expose);
  } finally {
    loading -= 1;
    loadedAny = true;
    if (loading === 0) for (const settled of waiting.splice(0)) settled();
  }
}

/** Resolves once the page has loaded a remote module and none is still loading (at once if so already). */
export function whenRemoteLoadsSettle(): Promise<void> {
  if (loadedAny && loading === 0) return Promise.resolve();
  return new Promise((settled) => waiting.push(settled));
}
