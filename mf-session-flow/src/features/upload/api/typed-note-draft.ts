import { getSupabase } from '@aayra/supabase/client';
import type { Json } from '@aayra/supabase/database.types';
import type { TypedNote } from '@aayra/supabase/typed-note-copy';

/** The session's own copy of its typed notes, as the database last took them. */
export interface SessionTypedNotes {
  notes: TypedNote[];
  /** The database's time of that save. */
  updatedat: string;
}

export const TYPED_NOTES_NOT_SAVED = 'Your notes could not be saved with the session yet; they are kept on this device and saved again as you type.';

/** The typed notes kept with the session, or null when none were saved (or they were submitted). */
export async function loadSessionTypedNotes(sessionId: string): Promise<SessionTypedNotes | null> {
  const { data, error } = await getSupabase().from('typednotedrafts').select('notes, updatedat').eq('sessionid', sessionId).maybeSingle();
  if (error) throw new Error(TYPED_NOTES_NOT_SAVED, { cause: error });
  return data ? { notes: readSavedNotes(data.notes), updatedat: data.updatedat } : null;
}

/**
 * The notes column, checked: the database accepts only a list of notes, and this says so should a
 * row ever hold something else, rather than hand the editor a shape it cannot show.
 */
function readSavedNotes(notes: Json): TypedNote[] {
  const list = Array.isArray(notes) ? notes : [];
  const checked = list.flatMap((note) =>
    note !== null && typeof note === 'object' && !Array.isArray(note) && typeof note.id === 'string' && typeof note.text === 'string'
      ? [{ id: note.id, text: note.text }]
      : [],
  );
  if (!Array.isArray(notes) || checked.length !== notes.length) throw new Error('Typed notes must be a list of notes, each with an id and its text.');
  return checked;
}

/** Keeps the notes with the session (one row per session, replaced at each save); returns the save's time. */
export async function saveSessionTypedNotes(sessionId: string, notes: readonly TypedNote[]): Promise<string> {
  const { data, error } = await getSupabase()
    .from('typednotedrafts')
    .upsert({ sessionid: sessionId, notes: notes.map(({ id, text }) => ({ id, text })) }, { onConflict: 'sessionid' })
    .select('updatedat')
    .single();
  if (error) throw new Error(error.code === '23514' ? error.message : TYPED_NOTES_NOT_SAVED, { cause: error });
  return data.updatedat;
}
