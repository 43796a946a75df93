import type { PlayerKeyPoint } from './types';

export interface SummaryViewProps {
  points: readonly PlayerKeyPoint[];
  headingLevel?: 2 | 3;
}

/** The key points of the material, in the order the learner wrote them. */
export function SummaryView({ points, headingLevel = 2 }: SummaryViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="sf-stack" aria-labelledby="summary-title">
      <Heading id="summary-title">Summary</Heading>
      <ul className="sf-key-points">
        {points.map((point) => (
          <li key={point.id}>{point.text}</li>
        ))}
      </ul>
    </section>
  );
}
