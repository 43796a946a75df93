import type { QueryClient } from '@aayra/supabase/query';
import { sessionReportQueryOptions } from './api/get-session-report';
import { exportFileName } from './file-name';
import { flashcardsCsv } from './flashcards-csv';
import { reportContent } from './report-content';
import { saveFile } from '@aayra/app-contract/save-file';
import type { SourcedFlashcard } from './sourced-flashcard';

/** Nothing to export: said to the learner as it is, not as a failure to retry. */
export class NoFlashcardsError extends Error {
  constructor() {
    super('There are no flashcards to export yet.');
  }
}

/** Reads the session's report and saves it as a PDF; the PDF library loads only now. */
export async function downloadSessionReport(
  queryClient: QueryClient,
  { learnerId, sessionId, timeZone }: { learnerId: string; sessionId: string; timeZone: string | undefined },
): Promise<void> {
  const [report, { drawReport }] = await Promise.all([
    queryClient.fetchQuery(sessionReportQueryOptions(learnerId, sessionId)),
    import(/* webpackChunkName: "needs-network-session-report" */ './draw-report'),
  ]);
  const pdf = await drawReport(reportContent(report, timeZone), report.sessionname);
  saveFile(pdf as Uint8Array<ArrayBuffer>, exportFileName(`${report.sessionname} report`, 'pdf'), 'application/pdf');
}

export type FlashcardFormat = 'anki' | 'csv';

/** Saves the cards as an Anki deck (the deck writer loads only now) or as CSV. */
export async function downloadFlashcards(
  cards: readonly SourcedFlashcard[],
  { name, deckName, format }: { name: string; deckName: string; format: FlashcardFormat },
): Promise<void> {
  if (cards.length === 0) throw new NoFlashcardsError();
  if (format === 'csv') {
    saveFile(flashcardsCsv(cards), exportFileName(`${name} flashcards`, 'csv'), 'text/csv;charset=utf-8');
    return;
  }
  const { ankiDeck } = await import(/* webpackChunkName: "needs-network-anki-deck" */ './anki-deck');
  saveFile(await ankiDeck(deckName, cards), exportFileName(`${name} flashcards`, 'apkg'), 'application/apkg');
}
