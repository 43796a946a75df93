import { remoteModulesBeforeRender } from '../remotes/remote-lazy-components';
import { shellPagesBeforeRender } from './router';

/**
 * Resolves once the code the page at this address shows first has loaded (its remote modules, or
 * the shell's own page), or failed, or after `withinMs`: the first render then paints the page
 * itself. What fails, or is not there in time, loads lazily as before, with its Retry.
 */
export function beforeFirstRender(pathname: string, withinMs: number): Promise<void> {
  const loads = [...remoteModulesBeforeRender(pathname), ...shellPagesBeforeRender(pathname)];
  return Promise.race([
    Promise.allSettled(loads).then(() => undefined),
    new Promise<void>((done) => setTimeout(done, withinMs)),
  ]);
}
