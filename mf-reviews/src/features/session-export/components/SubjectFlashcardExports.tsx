import { useQueryClient } from '@aayra/supabase/query';
import { useLearnerId } from '../../../lib/use-learner-id';
import { subjectFlashcardsQueryOptions } from '../api/get-flashcards-to-export';
import { FlashcardExportButtons } from './FlashcardExportButtons';

/** Completed Sessions: every flashcard of a subject's completed sessions, for Anki or as CSV. */
export function SubjectFlashcardExports({ subject }: { subject: string }) {
  const queryClient = useQueryClient();
  const learnerId = useLearnerId() ?? '';
  return (
    <div className="session-export" role="group" aria-label={`Export ${subject} flashcards`}>
      <FlashcardExportButtons
        loadCards={() => queryClient.fetchQuery(subjectFlashcardsQueryOptions(learnerId, subject))}
        name={subject}
        deckName={`Aayra::${subject}`}
        whose={subject}
      />
    </div>
  );
}
