import { useCallback, useEffect, useRef, useState } from 'react';
import { onlineManager, useQueryClient } from '@aayra/supabase/query';
import { isOffline } from '@aayra/supabase/connection';
import { forgetStored, readStored, writeStored } from '@aayra/supabase/device-storage';
import { saveValidationChange } from '../api/save-validation-change';
import { studySetQueryOptions, type StudySetRecord } from '../api/get-study-set';
import {
  firstUnsavedChange,
  keptChanges,
  withChange,
  withChangeSaved,
  withoutChange,
  type UnsavedChange,
  type UnsavedChanges,
} from '../unsaved-changes';

/** How long after a try that found no connection the changes are sent again. */
export const SEND_AGAIN_AFTER_MS = 30_000;

export const CHANGES_KEPT_ON_DEVICE = 'Saved on this device. Your changes will be kept with the session as soon as Aayra can be reached.';
export const CHANGES_NOT_SAVED = 'Your changes could not be saved yet. Please try again when you are back online.';
export const CHANGES_REFUSED = 'Some of your changes could not be saved: the study set shows what was kept. Check it, then take a break.';

const NOT_REACHED = { kind: 'not-reached' } as const;

type Round = 'saved' | 'not-reached' | 'refused';

const changesKey = (sessionId: string) => `aayra.sessionFlow.validationChanges.${sessionId}`;

/**
 * The learner's drops and edits of the study set. Each is kept on this device at once (so a reload
 * a moment later shows it) and sent to the database straight away, one at a time; while Aayra
 * cannot be reached they wait here and are sent again when the connection returns, every 30 s,
 * and before Take a Break. `progressKey` is where an older page kept them.
 */
export function useUnsavedChanges(sessionId: string, progressKey: string) {
  const queryClient = useQueryClient();
  const [unsaved, setUnsaved] = useState(() => keptChanges(readStored(changesKey(sessionId)), readStored(progressKey)));
  // How many tries in a row found no connection: each one schedules the next.
  const [triesNotReached, setTriesNotReached] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(unsaved);
  const queue = useRef<Promise<Round>>(Promise.resolve('saved'));
  const finished = useRef(false);

  const keep = useCallback(
    (next: UnsavedChanges) => {
      latest.current = next;
      if (!finished.current) writeStored(changesKey(sessionId), next);
      setUnsaved(next);
    },
    [sessionId],
  );

  const round = useCallback(async (): Promise<Round> => {
    let outcome: Round = 'saved';
    for (let change = firstUnsavedChange(latest.current); change && !finished.current; change = firstUnsavedChange(latest.current)) {
      const answer = isOffline() ? NOT_REACHED : await saveValidationChange(change);
      if (answer.kind === 'not-reached') {
        setTriesNotReached((tries) => tries + 1);
        return 'not-reached';
      }
      const key = studySetQueryOptions(sessionId).queryKey;
      // A read that left before this write would show the item as it was: it is called off.
      await queryClient.cancelQueries({ queryKey: key });
      if (answer.kind === 'answered') {
        queryClient.setQueryData<StudySetRecord | null>(key, (set) => set && withChangeSaved(set, change));
      } else {
        setRefusal(`${changeName(change)} could not be saved: ${answer.reason}`);
        outcome = 'refused';
        void queryClient.invalidateQueries({ queryKey: key });
      }
      keep(withoutChange(latest.current, change));
    }
    setTriesNotReached(0);
    return outcome;
  }, [keep, queryClient, sessionId]);

  /** One round at a time, so a change is never sent twice at once nor overtaken by an older one. */
  const sendNow = useCallback((): Promise<Round> => {
    const next = queue.current.then(round, round);
    queue.current = next;
    return next;
  }, [round]);

  const change = useCallback(
    (made: UnsavedChange) => {
      setRefusal(null);
      keep(withChange(latest.current, made));
      void sendNow();
    },
    [keep, sendNow],
  );

  /** For Take a Break: resolves once the database has every change, and says why when it cannot. */
  const saveAll = useCallback(async () => {
    const outcome = await sendNow();
    if (outcome === 'not-reached') throw new Error(CHANGES_NOT_SAVED);
    if (outcome === 'refused') throw new Error(CHANGES_REFUSED);
  }, [sendNow]);

  /** The session moved on: nothing is left to send, and this device forgets its copy. */
  const forget = useCallback(() => {
    finished.current = true;
    forgetStored(changesKey(sessionId));
  }, [sessionId]);

  // Opening: changes left from a visit that could not send them go out now, and again whenever
  // the connection returns.
  useEffect(() => {
    void sendNow();
    return onlineManager.subscribe((online) => {
      if (online) void sendNow();
    });
  }, [sendNow]);

  // A connection can fail while the browser says online: a try that found none is made again later.
  useEffect(() => {
    if (triesNotReached === 0) return;
    const timer = setTimeout(() => void sendNow(), SEND_AGAIN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sendNow, triesNotReached]);

  return { unsaved, change, saveAll, forget, waiting: triesNotReached > 0, refusal };
}

function changeName(change: UnsavedChange): string {
  if (change.kind !== 'dropped') return 'Your edit';
  return change.value ? 'Your drop' : 'Your Undo';
}
