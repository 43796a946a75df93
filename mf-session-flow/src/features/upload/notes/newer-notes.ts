import type { TypedNoteCopy } from '@aayra/supabase/typed-note-copy';
import type { SessionTypedNotes } from '../api/typed-note-draft';

export interface ChosenNotes {
  copy: TypedNoteCopy;
  /** This device's notes are newer than the session's: they still have to be saved with it. */
  toSave: boolean;
}

/**
 * Which typed notes the upload page opens with: this device's copy or the session's. The session's
 * save time is compared with the save this device last saw (one clock, the database's), so another
 * device's later notes arrive and this device's unsaved keys are never lost. Only when both changed
 * apart do the two devices' clocks decide, the later edit winning.
 */
export function newerNotes(device: TypedNoteCopy | null, session: SessionTypedNotes | null): ChosenNotes | null {
  const fromSession = (kept: SessionTypedNotes): ChosenNotes => ({
    copy: { notes: kept.notes, editedAt: Date.parse(kept.updatedat), savedAt: kept.updatedat, unsaved: false },
    toSave: false,
  });
  if (!session) return device ? { copy: device, toSave: device.notes.length > 0 } : null;
  if (!device) return fromSession(session);
  if (device.savedAt === session.updatedat) return { copy: device, toSave: device.unsaved };
  if (device.unsaved && device.editedAt > Date.parse(session.updatedat)) return { copy: device, toSave: true };
  return fromSession(session);
}
