import type { ReactNode } from 'react';
import { Card } from '@aayra/design-system/components';

export interface SessionFact {
  label: string;
  value: ReactNode;
}

interface SessionCardProps {
  /** The session's name, usually a link that opens it. */
  title: ReactNode;
  badge?: ReactNode;
  /** A control beside the title, e.g. the favorite heart. */
  action?: ReactNode;
  facts: readonly SessionFact[];
  footer?: ReactNode;
  /** 3 under a subject heading (h2), otherwise 2 so headings never skip a level. */
  headingLevel?: 2 | 3;
}

/** One session in a list: its name, a status badge and a few labelled facts. */
export function SessionCard({ title, badge, action, facts, footer, headingLevel = 2 }: SessionCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" className="session-card">
      <div className="session-card__top">
        <Heading className="session-card__title">{title}</Heading>
        {action}
      </div>
      {badge && <div>{badge}</div>}
      <dl className="session-card__facts">
        {facts.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {footer}
    </Card>
  );
}
