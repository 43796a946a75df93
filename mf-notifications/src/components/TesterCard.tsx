import { useId, type ReactNode } from 'react';
import { Card } from '@aayra/design-system/components';
import { ResultStatus } from './ResultStatus';
import type { TestResult } from '../lib/test-result';

interface TesterCardProps {
  title: string;
  description: ReactNode;
  /** The action's button (or form). */
  children: ReactNode;
  result: TestResult | undefined;
  busy: boolean;
  busyText: string;
  /** What the enhanced page adds under the result. */
  details?: ReactNode;
}

/** One tester action: what it does, its control, and its result in a status region. */
export function TesterCard({
  title,
  description,
  children,
  result,
  busy,
  busyText,
  details,
}: TesterCardProps) {
  const titleId = useId();
  return (
    <Card as="section" className="notifications-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="notifications-card__line">{description}</p>
      {children}
      <ResultStatus result={result} busy={busy} busyText={busyText} />
      {!busy && details}
    </Card>
  );
}
