import { useId, type ReactNode } from 'react';
import { StudyText } from '../StudyText/StudyText';
import { studyTextLang } from '../StudyText/study-language';

export interface StudySummaryProps {
  /** The key points of the material, in order. */
  points: readonly string[];
  /** Shown instead of the list when there are no points. */
  empty?: ReactNode;
  /** Gives the list its own 'Summary' heading; leave out when the surrounding step already names it. */
  headingLevel?: 2 | 3;
  /** The study set's language as stored with it (a language code, or 'und'): its text is hyphenated and read aloud in it. */
  language?: string;
}

/** The key points of a study set. */
export function StudySummary({ points, empty, headingLevel, language }: StudySummaryProps) {
  const headingId = useId();
  const Heading = `h${headingLevel ?? 2}` as const;
  const list =
    points.length === 0 && empty ? (
      <p className="aayra-study-summary__empty">{empty}</p>
    ) : (
      <ul className="aayra-study-summary__points" lang={studyTextLang(language)}>
        {points.map((point, index) => (
          // Points are shown, never reordered or edited here, so their position is a stable key.
          <li key={index}>
            <StudyText text={point} />
          </li>
        ))}
      </ul>
    );
  if (headingLevel === undefined) return <div className="aayra-study-summary">{list}</div>;
  return (
    <section className="aayra-study-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="aayra-study-summary__title">
        Summary
      </Heading>
      {list}
    </section>
  );
}
