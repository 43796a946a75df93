import type { SessionFact } from '../../components/SessionCard';
import { recallPercent } from './recall-percent';
import type { SessionRecall } from './api/get-recall';

/** A session card's "Predicted recall" fact, or none while the session has no answered items. */
export function recallFacts(figure: SessionRecall | undefined): SessionFact[] {
  if (!figure) return [];
  return [{ label: 'Predicted recall', value: recallPercent(figure.recall) }];
}
