import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { federation } from './federation';

/** Loads one exposed module of a remote (expose without "./"); a remote that is down or throws rejects here. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const loaded = await federation().loadRemote<T>(`${remote}/${expose}`);
  if (loaded === null || loaded === undefined) {
    throw new Error(`${remote} did not provide ${expose}.`);
  }
  return loaded;
}
