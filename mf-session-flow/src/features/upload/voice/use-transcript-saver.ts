import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateMaterialText } from '../api/session-materials';
import { TRANSCRIPT_SAVE_DELAY_MS, type TranscriptSaveState } from './transcript';

/**
 * A recording's transcript as the learner edits it, saved as the material's text a moment after
 * the last key (and at once when the field is left or the page goes), never overwritten by the
 * stored copy while it is being edited.
 */
export function useTranscriptSaver(sessionId: string, materialId: string, stored: string) {
  const update = useUpdateMaterialText(sessionId);
  const [text, setText] = useState(stored);
  const [state, setState] = useState<TranscriptSaveState>('saved');
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useRef(update.mutate);
  useEffect(() => {
    save.current = update.mutate;
  });

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const content = unsaved.current;
    if (content === null) return;
    unsaved.current = null;
    setState('saving');
    save.current(
      { materialid: materialId, content },
      {
        // A newer edit waiting to be saved decides the state, not this older one.
        onSuccess: () => unsaved.current === null && setState('saved'),
        onError: () => {
          if (unsaved.current === null) unsaved.current = content;
          setState('failed');
        },
      },
    );
  }, [materialId]);

  const edit = useCallback(
    (next: string) => {
      setText(next);
      unsaved.current = next;
      setState('waiting');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, TRANSCRIPT_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => flush, [flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  return { text, state, edit, flush };
}
