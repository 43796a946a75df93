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
}

/** One session in a list: its name, a status badge and a few labelled facts. */
export function SessionCard({ title, badge, action, facts, footer }: SessionCardProps) {
  return (
    <Card as="article" className="session-card">
      <div className="session-card__top">
        <h3 className="session-card__title">{title}</h3>
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
