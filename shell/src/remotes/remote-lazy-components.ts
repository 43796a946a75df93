import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { fetchRemoteModule, loadRemoteModule } from './load-remote-module';
import { currentPageModules } from './preload-current-page';

export type ExposedModule = 'pages' | 'widgets';

type AnyComponent = ComponentType<object>;
type Exposed = Record<ExposedModule, Record<string, AnyComponent>>;
const cache = new Map<string, AnyComponent | LazyExoticComponent<AnyComponent>>();
const loadedBeforeRender = new Map<string, Exposed>();

/**
 * Loads an exposed module before the first render needs it, so its components render at once:
 * a lazy component suspends even on a module that has arrived, and React then shows its fallback
 * and holds the page back for 300 ms. A module that fails is left to the lazy path and its Retry.
 */
async function loadBeforeRender(remote: RemoteName, expose: ExposedModule): Promise<void> {
  loadedBeforeRender.set(`${remote}/${expose}`, await fetchRemoteModule<Exposed>(remote, expose));
}

/** Starts loading the remote modules the page at this address shows, for its first render. */
export function remoteModulesBeforeRender(pathname: string): Promise<void>[] {
  return [...currentPageModules(pathname)].map(([remote, expose]) => loadBeforeRender(remote, expose));
}

/**
 * One component per remote component and attempt: React keeps a rejected lazy component rejected
 * for good, so a retry must ask for a new one, and the same attempt must reuse its own. The first
 * attempt takes a component loaded before the first render as it is.
 */
export function remoteLazyComponent(
  remote: RemoteName,
  expose: ExposedModule,
  name: string,
  attempt: number,
): AnyComponent | LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${expose}/${name}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    const loaded = attempt === 0 ? loadedBeforeRender.get(`${remote}/${expose}`)?.[expose]?.[name] : undefined;
    component =
      loaded ??
      lazy(async () => {
        const exposed = await loadRemoteModule<Exposed>(remote, expose);
        const found = exposed[expose]?.[name];
        if (!found) throw new Error(`${remote}/${expose} has no ${name}.`);
        return { default: found };
      });
    cache.set(key, component);
  }
  return component;
}
