import { createStore } from 'jotai';

/**
 * The page's one jotai store: the shell and every remote read the same learner, session in
 * progress and working overlay through it (providers.tsx gives it to React).
 */
export const appStore = createStore();
