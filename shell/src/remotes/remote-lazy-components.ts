import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { loadRemoteModule } from './load-remote-module';

export type ExposedModule = 'pages' | 'widgets';

type AnyComponent = ComponentType<object>;
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * One lazy component per remote component and attempt: React keeps a rejected lazy component
 * rejected for good, so a retry must ask for a new one, and the same attempt must reuse its own.
 */
export function remoteLazyComponent(
  remote: RemoteName,
  expose: ExposedModule,
  name: string,
  attempt: number,
): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${expose}/${name}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const exposed = await loadRemoteModule<Record<ExposedModule, Record<string, AnyComponent>>>(remote, expose);
      const loaded = exposed[expose]?.[name];
      if (!loaded) throw new Error(`${remote}/${expose} has no ${name}.`);
      return { default: loaded };
    });
    cache.set(key, component);
  }
  return component;
}
