import type { SessionFact } from '../components/SessionCard';
import { recallPercent } from '@aayra/app-contract/recall';
import type { RecallFigure } from '@aayra/app-contract/recall';

/** A session card's "Predicted recall" fact, or none while the session has no answered items. */
export function recallFacts(figure: RecallFigure | undefined): SessionFact[] {
  if (!figure || figure.recall === null) return [];
  return [{ label: 'Predicted recall', value: recallPercent(figure.recall) }];
}
