import { useEffect, useRef, useState } from 'react';
import { Button } from '@aayra/design-system/components';
import './dropped-undo.css';

/** How long Undo is offered after a drop. */
export const UNDO_DROP_MS = 6000;

/** The item just dropped; each drop is a new one, with its own time (the same item may be dropped again). */
export interface RecentDrop {
  id: string;
  what: 'Flashcard' | 'Question';
}

interface DroppedUndoProps {
  drop: RecentDrop | null;
  onUndo: (drop: RecentDrop) => void;
  /** Undo is no longer offered: its time is up. */
  onExpire: () => void;
}

/**
 * "Flashcard dropped." with Undo, where the dropped item was, for a few seconds. The region is
 * always there, so screen readers announce each drop as it comes (role status). Focus stays on the
 * next item's Drop, one Tab before Undo; when the last item went, focus moves to Undo instead of
 * falling to the page. While focus is inside, the time stands still, so Undo is never taken away
 * from someone about to press it.
 */
export function DroppedUndo({ drop, onUndo, onExpire }: DroppedUndoProps) {
  const [focused, setFocused] = useState(false);
  const undo = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drop || focused) return;
    const timer = setTimeout(onExpire, UNDO_DROP_MS);
    return () => clearTimeout(timer);
  }, [drop, focused, onExpire]);

  useEffect(() => {
    if (drop && (document.activeElement === null || document.activeElement === document.body)) undo.current?.focus();
  }, [drop]);

  return (
    <div
      role="status"
      className="sf-row sf-dropped"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {drop && (
        <>
          <span>{drop.what} dropped. It will not be part of your reviews.</span>
          <Button
            ref={undo}
            variant="secondary"
            size="sm"
            onClick={(event) => {
              // The row goes with the drop: focus moves to the step's panel, where the item is back.
              event.currentTarget.closest<HTMLElement>('[role="tabpanel"]')?.focus();
              setFocused(false);
              onUndo(drop);
            }}
          >
            Undo
          </Button>
        </>
      )}
    </div>
  );
}
