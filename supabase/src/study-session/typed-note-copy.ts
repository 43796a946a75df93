/**
 * This device's copy of a session's typed notes at upload. It is written at every key, before
 * anything reaches the server, so a reload finds what was typed even when the last save to the
 * session has not gone out yet. The session's own copy is public.typednotedrafts.
 */
import { forgetStored, readStored, writeStored } from '../device-storage';

export interface TypedNote {
  id: string;
  text: string;
}

export interface TypedNoteCopy {
  notes: TypedNote[];
  /** When the notes were last changed on this device (ms since epoch, this device's clock). */
  editedAt: number;
  /** The session copy's save time these notes match or build on; null when never saved. */
  savedAt: string | null;
  /** Changed on this device since the session last took them. */
  unsaved: boolean;
}

export const typedNoteCopyKey = (sessionId: string) => `aayra.sessionFlow.uploadDraft.${sessionId}`;

const isNote = (value: unknown): value is TypedNote =>
  typeof value === 'object' && value !== null && typeof (value as TypedNote).id === 'string' && typeof (value as TypedNote).text === 'string';

export function readTypedNoteCopy(sessionId: string): TypedNoteCopy | null {
  const parsed = readStored(typedNoteCopyKey(sessionId));
  // A copy written before notes were kept with the session: a bare list, never saved.
  if (Array.isArray(parsed)) return parsed.every(isNote) ? { notes: parsed, editedAt: 0, savedAt: null, unsaved: true } : null;
  const copy = parsed as TypedNoteCopy | null;
  return copy && Array.isArray(copy.notes) && copy.notes.every(isNote) ? copy : null;
}

/** A full or blocked storage leaves the session's copy, saved a second later. */
export function writeTypedNoteCopy(sessionId: string, copy: TypedNoteCopy): void {
  writeStored(typedNoteCopyKey(sessionId), copy);
}

/** Removes this device's copy: the notes were submitted or the session discarded. */
export function forgetTypedNoteCopy(sessionId: string): void {
  forgetStored(typedNoteCopyKey(sessionId));
}
