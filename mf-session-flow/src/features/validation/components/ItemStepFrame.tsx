import type { ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import { DroppedUndo, type RecentDrop } from './DroppedUndo';
import type { ValidationStep } from '../validation-progress';

/** What the Flashcards and Quiz steps share: dropping an item with Undo, adding one, going on. */
export interface ItemStepActions {
  language: string;
  /** The drop Undo is offered for, when it was of this step's items. */
  recentDrop: RecentDrop | null;
  onDrop: (id: string, what: RecentDrop['what']) => void;
  onUndo: (drop: RecentDrop) => void;
  onUndoExpired: () => void;
  onAdd: () => void;
  onGoToStep: (step: ValidationStep) => void;
}

interface ItemStepFrameProps extends Omit<ItemStepActions, 'language' | 'onDrop'> {
  /** The item shown, with its own Edit and Drop. */
  children: ReactNode;
  addLabel: string;
  next: ValidationStep;
  nextLabel: string;
}

/** A step's item, then the Undo of a drop, the Add button and the way on to the next step. */
export function ItemStepFrame({
  children,
  recentDrop,
  onUndo,
  onUndoExpired,
  onAdd,
  addLabel,
  onGoToStep,
  next,
  nextLabel,
}: ItemStepFrameProps) {
  return (
    <div className="sf-stack">
      <div>
        {children}
        <DroppedUndo drop={recentDrop} onUndo={onUndo} onExpire={onUndoExpired} />
      </div>
      <div className="sf-row">
        <Button onClick={onAdd}>{addLabel}</Button>
      </div>
      <div className="sf-row sf-row--end">
        <Button variant="primary" onClick={() => onGoToStep(next)}>
          {nextLabel}
        </Button>
      </div>
    </div>
  );
}
