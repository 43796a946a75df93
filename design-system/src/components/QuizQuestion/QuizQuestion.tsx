import type { ReactNode } from 'react';
import { StudyPager } from '../StudyPager/StudyPager';
import { YourOwnBadge } from '../YourOwnBadge/YourOwnBadge';
import { QuestionChoices } from './QuestionChoices';

/** One multiple-choice question of a study set: four options, one of them correct. */
export interface StudyQuestion {
  id: string;
  prompt: string;
  options: string[];
  correctIndex: number;
  /** Said after the answer; may be empty. */
  explanation: string;
  /** Written by the learner rather than generated; shown with a "Your own" badge. */
  authoredByLearner?: boolean;
}

export interface QuizQuestionProps {
  /** The question shown: its prompt, four options, the right one and the explanation. */
  question: StudyQuestion;
  /** The position of the question, from 0; the app keeps it. */
  index: number;
  /** How many questions the quiz has. */
  total: number;
  /** The option submitted for this question; once set the question is locked. */
  answer: number | undefined;
  /** Called by Submit Answer with the chosen option's index. */
  onAnswer: (choice: number) => void;
  /** Called by Previous and Next Question with the new position. */
  onIndexChange: (index: number) => void;
  /** Extra buttons for the question shown, e.g. Edit and Drop while validating. */
  actions?: ReactNode;
  /** The study set's language as stored with it (a language code, or 'und'): its text is hyphenated and read aloud in it. */
  language?: string;
}

/** 'Question i of N', its options and Submit Answer, then Previous/Next Question. */
export function QuizQuestion({ question, index, total, answer, onAnswer, onIndexChange, actions, language }: QuizQuestionProps) {
  return (
    <div className="aayra-quiz-question">
      <div className="aayra-quiz-question__header">
        <p className="aayra-quiz-question__position">
          Question {index + 1} of {total}
        </p>
        {question.authoredByLearner && <YourOwnBadge />}
      </div>
      {/* A new key starts each question with no choice made, whatever was chosen on the last one. */}
      <QuestionChoices key={question.id} question={question} answer={answer} onAnswer={onAnswer} language={language} />
      <StudyPager index={index} total={total} onIndexChange={onIndexChange} itemName="Question">
        {actions}
      </StudyPager>
    </div>
  );
}
