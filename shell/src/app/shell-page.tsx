import { lazy, useState, type ComponentType } from 'react';

export interface ShellPage {
  Page: ComponentType;
  /** Loads the page's chunk; once loaded, the page renders without a lazy component. */
  load: () => Promise<unknown>;
}

/**
 * One of the shell's own pages, in a chunk of its own. When the address opens it, the start-up
 * loads the chunk before the first render and the page renders as it is: a lazy component shows
 * "Loading..." first even on a chunk that has arrived, and React then holds the page back 300 ms.
 */
export function shellPage(importPage: () => Promise<{ default: ComponentType }>): ShellPage {
  let loaded: ComponentType | undefined;
  const load = () =>
    importPage().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount, so a page that came lazily is not mounted anew when its chunk lands.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return { Page, load };
}
