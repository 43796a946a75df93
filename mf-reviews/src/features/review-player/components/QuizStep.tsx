import { useState } from 'react';
import { QuizQuestion, type StudyQuestion } from '@aayra/design-system/study';
import type { QuizAnswer } from '../../../lib/study-set';

interface QuizStepProps {
  questions: readonly StudyQuestion[];
  answers: readonly QuizAnswer[];
  onAnswer: (answer: QuizAnswer) => void;
  /** The study set's language as stored with it. */
  language: string;
}

/** The quiz, one question at a time; the answers live with the player, to be recorded at the end. */
export function QuizStep({ questions, answers, onAnswer, language }: QuizStepProps) {
  const [index, setIndex] = useState(0);
  const question = questions[index];
  if (!question) return <p>This study set has no quiz questions.</p>;
  return (
    <QuizQuestion
      question={question}
      index={index}
      total={questions.length}
      answer={answers.find((candidate) => candidate.questionId === question.id)?.chosenIndex}
      onAnswer={(chosenIndex) => onAnswer({ questionId: question.id, chosenIndex, correct: chosenIndex === question.correctIndex })}
      onIndexChange={setIndex}
      language={language}
    />
  );
}
