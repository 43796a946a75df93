import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@aayra/design-system/components';

/** A page in its own chunk, with a spinner while it loads, so each page downloads only when visited. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Page />
      </Suspense>
    );
  };
}
