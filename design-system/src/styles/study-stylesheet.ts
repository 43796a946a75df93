// The study set's rules (flashcards, questions, the summary), apart from the stylesheet every page
// installs: they travel with the study set's entry (@aayra/design-system/study), which installs
// them when a page loads it. The stylesheet entry is imported by name, so the page's one copy of
// it is used, not one bundled with the study set.
import { DESIGN_SYSTEM_STYLE_ID, installStylesheet } from '@aayra/design-system/stylesheet';
import flipCard from '../components/FlipCard/FlipCard.css?raw';
import studyPager from '../components/StudyPager/StudyPager.css?raw';
import flashcardViewer from '../components/FlashcardViewer/FlashcardViewer.css?raw';
import selfGrade from '../components/SelfGrade/SelfGrade.css?raw';
import quizQuestion from '../components/QuizQuestion/QuizQuestion.css?raw';
import quizPerformance from '../components/QuizPerformance/QuizPerformance.css?raw';
import studySummary from '../components/StudySummary/StudySummary.css?raw';
import studyText from '../components/StudyText/StudyText.css?raw';
import studyItemDialog from '../components/StudyItemDialog/StudyItemDialog.css?raw';

/** The id of the study set's <style> element; a prerendered page that inlines the sheet uses it too. */
export const STUDY_STYLE_ID = 'aayra-design-system-study';

export const studyStylesheet: string = [
  flipCard,
  studyPager,
  flashcardViewer,
  selfGrade,
  quizQuestion,
  quizPerformance,
  studySummary,
  studyText,
  studyItemDialog,
].join('\n');

/** Right behind the design system's own sheet, as if it were part of it: before every app's rules. */
export function installStudyStylesheet(doc?: Document): void {
  installStylesheet(STUDY_STYLE_ID, studyStylesheet, { doc, after: DESIGN_SYSTEM_STYLE_ID });
}
