import { getSupabase } from '@aayra/supabase/client';
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
  return data ? { notes: data.notes as unknown as TypedNote[], updatedat: data.updatedat } : null;
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
