import { useId } from 'react';
import { Link } from '@aayra/app-contract/router';
import { paths } from '@aayra/app-contract/routes';
import { Card } from '@aayra/design-system/components';
import type { NextStep } from '../next-step';

/**
 * The one suggested next step: why, and the link that does it. A learner with nothing completed
 * yet may also bring in the decks they already have.
 */
export function NextStepCard({ step, offerImport = false }: { step: NextStep; offerImport?: boolean }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="home-today__card">
      <h3 id={headingId}>Next step</h3>
      <p className="home-today__note">{step.detail}</p>
      <Link className="aayra-button home-today__action" data-variant="primary" data-size="md" to={step.to}>
        {step.label}
      </Link>
      {offerImport && (
        <p className="home-today__note">
          Studied elsewhere? <Link to={`${paths.completedSessions}?import`}>Import a deck</Link> from Anki, a CSV or Quizlet.
        </p>
      )}
    </Card>
  );
}
