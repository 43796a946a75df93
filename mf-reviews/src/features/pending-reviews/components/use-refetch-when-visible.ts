import { useEffect } from 'react';

/** Reviews fall due while the tab sits in the background, so coming back to it checks again. */
export function useRefetchWhenVisible(refetch: () => unknown) {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [refetch]);
}
