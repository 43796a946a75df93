import { atom, useAtomValue } from 'jotai';
import { appStore } from '@aayra/supabase/providers';

/** How many tasks are under way that the learner must wait for (sign-out, finishing a session...). */
export const workingCountAtom = atom(0);

export function useIsWorking(): boolean {
  return useAtomValue(workingCountAtom) > 0;
}

/** Shows the full-screen 'Aayra is working' overlay while the task runs, whichever app calls it. */
export async function whileWorking<T>(task: () => Promise<T>): Promise<T> {
  appStore.set(workingCountAtom, (count) => count + 1);
  try {
    return await task();
  } finally {
    appStore.set(workingCountAtom, (count) => count - 1);
  }
}
