// Public entry "@aayra/design-system/study": the study set's components (flashcards, questions,
// the summary, the countdown), apart from the rest so pages that show none of them do not load them,
// nor their stylesheet, which comes with them.
import { installStudyStylesheet } from '../styles/study-stylesheet';

// A page prerendered in Node has no document; it inlines the sheet itself (STUDY_STYLE_ID).
if (typeof document !== 'undefined') installStudyStylesheet();

export { STUDY_STYLE_ID, studyStylesheet } from '../styles/study-stylesheet';
export {
  CircularCountdown,
  type CircularCountdownProps,
} from './CircularCountdown/CircularCountdown';
export {
  FlashcardViewer,
  type FlashcardViewerProps,
  type StudyFlashcard,
} from './FlashcardViewer/FlashcardViewer';
export { FlipCard, type FlipCardProps } from './FlipCard/FlipCard';
export {
  SelfGrade,
  GRADE_NAMES,
  gradeForKey,
  type FlashcardGrade,
  type SelfGradeProps,
} from './SelfGrade/SelfGrade';
export { FlashcardDialog, type FlashcardDialogProps } from './StudyItemDialog/FlashcardDialog';
export { QuestionDialog, type QuestionDialogProps } from './StudyItemDialog/QuestionDialog';
export type { FlashcardDraft, QuestionDraft } from './StudyItemDialog/study-item-rules';
export { QuizPerformance, type QuizPerformanceProps } from './QuizPerformance/QuizPerformance';
export {
  QuizQuestion,
  type QuizQuestionProps,
  type StudyQuestion,
} from './QuizQuestion/QuizQuestion';
export { StudySummary, type StudySummaryProps } from './StudySummary/StudySummary';
export { StudyText, type StudyTextProps } from './StudyText/StudyText';
export { YourOwnBadge } from './YourOwnBadge/YourOwnBadge';
