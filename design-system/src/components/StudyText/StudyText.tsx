import { Fragment, useEffect, useMemo, useState } from 'react';
import { loadedMathRenderer, loadMathRenderer, type MathRenderer } from './math-renderer';
import { splitStudyText, type StudyTextPart } from './split-study-text';

export interface StudyTextProps {
  /** An item's text as stored: a card side, a question, an option, an explanation, a key point. */
  text: string;
}

/**
 * Item text with its formulas shown as math. Words stay plain text (never parsed as HTML); each
 * formula shows as written until the renderer has loaded, and stays so when it is not valid LaTeX.
 */
export function StudyText({ text }: StudyTextProps) {
  const parts = useMemo(() => splitStudyText(text), [text]);
  const renderer = useMathRenderer(parts.some((part) => part.kind === 'math'));
  return (
    <>
      {parts.map((part, index) => (
        // Parts are derived from the text alone, so their position is a stable key.
        <Fragment key={index}>{part.kind === 'text' ? part.text : <Formula part={part} renderer={renderer} />}</Fragment>
      ))}
    </>
  );
}

function Formula({ part, renderer }: { part: Extract<StudyTextPart, { kind: 'math' }>; renderer: MathRenderer | undefined }) {
  const markup = useMemo(() => renderer?.(part.tex, part.display) ?? null, [renderer, part.tex, part.display]);
  if (markup === null) {
    return (
      <span key="as-written" className="aayra-study-text__formula" data-display={part.display || undefined}>
        {part.source}
      </span>
    );
  }
  return (
    <span
      key="as-math"
      className="aayra-study-text__formula"
      data-display={part.display || undefined}
      // The renderer's own MathML, built from the formula alone; learner text never goes here.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

function useMathRenderer(needed: boolean): MathRenderer | undefined {
  const [renderer, setRenderer] = useState<MathRenderer | undefined>(loadedMathRenderer);
  useEffect(() => {
    if (!needed || renderer) return;
    let current = true;
    loadMathRenderer().then(
      (loaded) => current && setRenderer(() => loaded),
      // Not loaded: the formulas stay as written, which still reads.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, renderer]);
  return renderer;
}
