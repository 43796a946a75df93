import { atom } from 'jotai';
import type { RemoteName } from '@aayra/app-contract/remote-contract';

/**
 * How many times each remote has been retried: every area of a remote remounts together when
 * the learner presses Retry in any of them.
 */
export const remoteAttemptsAtom = atom<Partial<Record<RemoteName, number>>>({});
