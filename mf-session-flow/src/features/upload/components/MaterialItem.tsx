import { useId, type ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import { wordCount } from '../material-rules';

export interface MaterialProgress {
  /** What is happening, e.g. "Uploading" or "Reading page 3 of 12". */
  label: string;
  /** 0 to 1; null while the amount is unknown. */
  fraction: number | null;
}

export interface MaterialItemProps {
  title: string;
  /** The text the study set is built from ('' while none is read yet). */
  text: string;
  /** A short description: the kind, size or address. */
  details?: string;
  progress?: MaterialProgress | null;
  /** One sentence about this item: why it cannot be used, or what went wrong. */
  message?: string | null;
  onRemove?: () => void;
  removing?: boolean;
  children?: ReactNode;
}

const PREVIEW_CHARACTERS = 240;

/** The first lines of a text, cut at a word. */
export function firstLines(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARACTERS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), PREVIEW_CHARACTERS / 2))}…`;
}

/** One added file, link or recording, showing what will be studied from it. */
export function MaterialItem({ title, text, details, progress, message, onRemove, removing, children }: MaterialItemProps) {
  const headingId = useId();
  const words = wordCount(text);
  return (
    <article className="sf-material" aria-labelledby={headingId}>
      <div className="sf-note__header">
        <h3 className="sf-material__title" id={headingId}>
          {title}
        </h3>
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove} loading={removing} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        )}
      </div>
      {details && <p className="sf-material__details">{details}</p>}
      {progress && (
        <div className="sf-material__progress">
          <label htmlFor={`${headingId}-progress`}>{progress.label}</label>
          <progress
            id={`${headingId}-progress`}
            max={1}
            value={progress.fraction ?? undefined}
            aria-valuetext={progress.fraction === null ? progress.label : `${Math.round(progress.fraction * 100)}%`}
          />
        </div>
      )}
      {message && <p className="sf-material__message">{message}</p>}
      {words > 0 && (
        <>
          <p className="sf-material__words">{`${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'} to study`}</p>
          <p className="sf-material__excerpt">{firstLines(text)}</p>
        </>
      )}
      {children}
    </article>
  );
}
