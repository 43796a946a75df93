import { useLayoutEffect } from 'react';

/**
 * Calls `onShown` once what it stands beside is on the page, before the browser paints it: placed
 * in a Suspense boundary next to a remote's component, it runs when that component commits.
 */
export function WhenShown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => onShown(), [onShown]);
  return null;
}
