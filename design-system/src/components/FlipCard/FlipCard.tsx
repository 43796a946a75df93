import { useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import { spokenText } from './spoken-text';

export interface FlipCardProps {
  /** Plain content only (no links or buttons): the whole card is one button. */
  front: ReactNode;
  /** The face shown after a flip, e.g. the answer. Plain content only. */
  back: ReactNode;
  /** Controlled: whether the back is showing. */
  flipped?: boolean;
  /** Uncontrolled: whether the back shows first. */
  defaultFlipped?: boolean;
  /** Called after each flip with the new side. */
  onFlippedChange?: (flipped: boolean) => void;
  /** Prefixes of what is announced after a flip, e.g. 'Answer: ...'. */
  frontLabel?: string;
  /** Prefix announced when the back is shown, e.g. 'Answer'. */
  backLabel?: string;
  /** A visible hint under the card, e.g. 'Tap or press Enter to flip'. */
  hint?: ReactNode;
  /** Extra class on the button, for the caller's layout only. */
  className?: string;
}

/**
 * A card with two faces that flips on click, Space or Enter (a native button).
 * aria-pressed tells whether the back is shown, the button's name is the visible face,
 * and a polite live region reads the newly shown face after each flip.
 */
export function FlipCard({
  front,
  back,
  flipped,
  defaultFlipped = false,
  onFlippedChange,
  frontLabel = 'Front',
  backLabel = 'Back',
  hint,
  className,
}: FlipCardProps) {
  const [isFlipped, setFlipped] = useControllableState(flipped, defaultFlipped, onFlippedChange);
  const [announcement, setAnnouncement] = useState('');
  const frontRef = useRef<HTMLSpanElement>(null);
  const backRef = useRef<HTMLSpanElement>(null);

  const flip = () => {
    const next = !isFlipped;
    setFlipped(next);
    const face = next ? backRef.current : frontRef.current;
    setAnnouncement(`${next ? backLabel : frontLabel}: ${face ? spokenText(face) : ''}`);
  };

  return (
    <div className={cx('aayra-flip-card', className)}>
      <button
        type="button"
        className="aayra-flip-card__button"
        aria-pressed={isFlipped}
        onClick={flip}
      >
        <span className="aayra-flip-card__inner">
          <span
            className="aayra-flip-card__face"
            data-face="front"
            ref={frontRef}
            aria-hidden={isFlipped || undefined}
          >
            {front}
          </span>
          <span
            className="aayra-flip-card__face"
            data-face="back"
            ref={backRef}
            aria-hidden={!isFlipped || undefined}
          >
            {back}
          </span>
        </span>
      </button>
      {hint && <p className="aayra-flip-card__hint">{hint}</p>}
      <span className="aayra-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
