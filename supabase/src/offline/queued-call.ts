import type { QueryKey } from '@aayra/supabase/query';
import type { Database } from '../database.types';

/**
 * The backend calls that may wait on this device for the connection, each counting once when sent
 * twice: complete_review takes the queued call's id as its completion id; change_study_session
 * writes the same values again, and the same status is no move.
 */
export type QueueableCall = 'complete_review' | 'change_study_session';

export type QueueableArgs<Name extends QueueableCall> =
  Database['public']['Functions'][Name]['Args'];

/** A call made while the backend could not be reached, kept in IndexedDB until the backend answers it. */
export interface QueuedCallOf<Name extends QueueableCall> {
  /** The queue's key; complete_review's completion_id too. */
  id: string;
  /** Sent only while this learner is signed in: another learner on the device cannot send it. */
  learnerId: string;
  rpc: Name;
  args: QueueableArgs<Name>;
  /** What it is about, in the learner's words: "<Your review of ...>, could not be saved". */
  about: string;
  /** The queries whose answers change once the backend has it. */
  refreshes: QueryKey[];
  /** ISO instant; calls are sent in the order they were made. */
  queuedAt: string;
}

/** One call per function, so that checking `rpc` tells the arguments' shape. */
export type QueuedCall<Name extends QueueableCall = QueueableCall> = Name extends QueueableCall ? QueuedCallOf<Name> : never;

/** The backend refused a queued call: the learner is told, until it dismisses the notice. */
export interface RefusalNotice {
  /** The refused call's id. */
  id: string;
  learnerId: string;
  about: string;
  /** The backend's own words, e.g. "This review is already completed". */
  reason: string;
  /** When the refused call was made: notices are listed in that order. */
  queuedAt: string;
  refusedAt: string;
}
