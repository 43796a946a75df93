import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { Button } from '@aayra/design-system/components';
import { useLearnerId } from '../../../lib/use-learner-id';
import { useLearnerTimeZone } from '../../../lib/use-learner-time-zone';
import { sessionFlashcardsQueryOptions } from '../api/get-flashcards-to-export';
import { downloadSessionReport } from '../downloads';
import { FlashcardExportButtons } from './FlashcardExportButtons';

interface SessionExportsProps {
  sessionId: string;
  sessionname: string;
  subjectname: string;
}

/** A completed session's review page: its report as a PDF, its flashcards for Anki or as CSV. */
export function SessionExports({ sessionId, sessionname, subjectname }: SessionExportsProps) {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  const timeZone = useLearnerTimeZone();
  const report = useMutation({
    mutationFn: () => downloadSessionReport(queryClient, { learnerId, sessionId, timeZone }),
  });
  return (
    <div className="session-export" role="group" aria-label="Take this session with you">
      <Button size="sm" loading={report.isPending} loadingLabel="Making the report..." onClick={() => report.mutate()}>
        Download report
      </Button>
      <FlashcardExportButtons
        loadCards={() => queryClient.fetchQuery(sessionFlashcardsQueryOptions(learnerId, sessionId))}
        name={sessionname}
        deckName={`Aayra::${subjectname}::${sessionname}`}
      />
      {report.isError && (
        <p className="session-export__message" role="alert">
          The report could not be made. Check your connection and try again.
        </p>
      )}
    </div>
  );
}
