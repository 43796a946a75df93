import CompletedSessionsPage from '../features/session-lists/components/CompletedSessionsPage';
import { ImportDeckButton } from '../features/deck-import/components/ImportDeckButton';
import { SubjectFlashcardExports } from '../features/session-export/components/SubjectFlashcardExports';

/** The Completed Sessions page as the learner sees it: importing a deck, and each subject's flashcards to download. */
export default function CompletedSessionsWithExports() {
  return (
    <CompletedSessionsPage
      importDeck={(startOpen) => <ImportDeckButton startOpen={startOpen} />}
      subjectExports={(subject) => <SubjectFlashcardExports subject={subject} />}
    />
  );
}
