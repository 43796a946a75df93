import type { QueryKey } from '@tanstack/react-query';
import type { Database } from '../database.types';

/**
 * The backend calls that may wait on this device for the connection. Each one takes the queued
 * call's id as its own idempotency key, so sending it twice counts once.
 */
export type QueueableCall = 'complete_review';

export type QueueableArgs<Name extends QueueableCall> =
  Database['public']['Functions'][Name]['Args'];

/** A call made while the backend could not be reached, kept in IndexedDB until the backend answers it. */
export interface QueuedCall<Name extends QueueableCall = QueueableCall> {
  /** Also the call's idempotency key (complete_review's completion_id). */
  id: string;
  /** Sent only while this learner is signed in: another learner on the device cannot send it. */
  learnerId: string;
  rpc: Name;
  args: QueueableArgs<Name>;
  /** What it is about, in the learner's words: "your review of <about> could not be saved". */
  about: string;
  /** The queries whose answers change once the backend has it. */
  refreshes: QueryKey[];
  /** ISO instant; calls are sent in the order they were made. */
  queuedAt: string;
}

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
