import type { ReactNode } from 'react';
import { Button } from '../Button/Button';

export interface StudyPagerProps {
  /** The position of the item shown, from 0. */
  index: number;
  /** How many items there are; Next stops at the last. */
  total: number;
  /** Called by Previous and Next with the new position. */
  onIndexChange: (index: number) => void;
  /** Names what is paged, e.g. 'Question' gives 'Previous Question' and 'Next Question'. */
  itemName?: string;
  /** Buttons for the item shown, after Previous and Next. */
  children?: ReactNode;
}

/** Previous and Next through a study set's cards or questions, stopping at both ends. */
export function StudyPager({ index, total, onIndexChange, itemName, children }: StudyPagerProps) {
  const suffix = itemName ? ` ${itemName}` : '';
  return (
    <div className="aayra-study-pager">
      <Button onClick={() => onIndexChange(index - 1)} disabled={index === 0}>
        Previous{suffix}
      </Button>
      <Button onClick={() => onIndexChange(index + 1)} disabled={index >= total - 1}>
        Next{suffix}
      </Button>
      {children}
    </div>
  );
}
