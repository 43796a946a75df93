import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetTypedNoteCopy, readTypedNoteCopy, writeTypedNoteCopy, type TypedNote, type TypedNoteCopy } from '@aayra/supabase/typed-note-copy';
import { loadSessionTypedNotes, saveSessionTypedNotes } from '../api/typed-note-draft';
import { newerNotes } from './newer-notes';

/** How long after the last key the notes are saved with the session. */
export const TYPED_NOTES_SAVE_DELAY_MS = 1000;

const FIRST_NOTE: TypedNote[] = [{ id: 'n1', text: '' }];

/**
 * The session's typed notes at upload. Every key is written to this device's copy at once (so a
 * reload a moment after a paste loses nothing), and saved with the session a second after the
 * last key and when the page is hidden or left (so another device, or this one after its storage
 * was cleared, finds them). On opening, whichever copy is newer is shown.
 */
export function useTypedNotes(sessionId: string) {
  const [deviceCopy] = useState(() => readTypedNoteCopy(sessionId));
  const [copy, setCopy] = useState<TypedNoteCopy>(deviceCopy ?? { notes: FIRST_NOTE, editedAt: 0, savedAt: null, unsaved: false });
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(copy);
  const editedHere = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef(false);
  const saveAgain = useRef(false);
  const submitted = useRef(false);

  const keep = useCallback(
    (next: TypedNoteCopy) => {
      latest.current = next;
      writeTypedNoteCopy(sessionId, next);
      setCopy(next);
    },
    [sessionId],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time, so an older save can never land after a newer one: a flush asked for
    // meanwhile runs when the save on its way is done.
    if (saving.current) {
      saveAgain.current = true;
      return;
    }
    saving.current = true;
    void (async () => {
      do {
        saveAgain.current = false;
        const sent = latest.current;
        if (!sent.unsaved || submitted.current) break;
        try {
          const savedAt = await saveSessionTypedNotes(sessionId, sent.notes);
          if (submitted.current) break;
          const now = latest.current;
          // Keys typed while the save was on its way stay unsaved, on top of this save.
          keep({ ...now, savedAt, unsaved: now !== sent });
          setFailed(null);
        } catch (error) {
          setFailed(error instanceof Error ? error.message : String(error));
          break;
        }
      } while (saveAgain.current);
      saving.current = false;
    })();
  }, [keep, sessionId]);

  const change = useCallback(
    (update: (notes: TypedNote[]) => TypedNote[]) => {
      editedHere.current = true;
      const now = latest.current;
      keep({ notes: update(now.notes), editedAt: Date.now(), savedAt: now.savedAt, unsaved: true });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPED_NOTES_SAVE_DELAY_MS);
    },
    [flush, keep],
  );

  // Opening: the session's notes arrive when they are newer than this device's.
  useEffect(() => {
    let open = true;
    loadSessionTypedNotes(sessionId).then(
      (kept) => {
        if (!open || submitted.current) return;
        const chosen = editedHere.current
          ? { copy: latest.current, toSave: true }
          : newerNotes(deviceCopy ? latest.current : null, kept);
        if (!chosen) return;
        keep(chosen.copy);
        if (chosen.toSave) flush();
      },
      (error: unknown) => open && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      open = false;
    };
  }, [deviceCopy, flush, keep, sessionId]);

  // A hidden page may never come back (a phone closes it): what is typed goes out now.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  /** The notes became the session's material: the database dropped its copy, this device drops its own. */
  const forget = useCallback(() => {
    submitted.current = true;
    if (timer.current) clearTimeout(timer.current);
    forgetTypedNoteCopy(sessionId);
  }, [sessionId]);

  return { notes: copy.notes, change, forget, saveProblem: failed };
}
