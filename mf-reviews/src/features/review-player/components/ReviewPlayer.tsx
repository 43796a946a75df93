import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import type { FlashcardGrade } from '@aayra/design-system/study';
import type { QuizAnswer, StudySet } from '../../../lib/study-set';
import { newOrder } from '../lib/new-order';
import { FlashcardStep } from './FlashcardStep';
import { QuizStep } from './QuizStep';
import { SummaryStep } from './SummaryStep';

const steps = ['Flashcards', 'Quiz', 'Summary'] as const;

interface ReviewPlayerProps {
  studySet: StudySet;
  /** What ends the review on the Summary step, given the answers and grades so far (e.g. "Complete Review"). */
  renderFinish: (answers: readonly QuizAnswer[], grades: ReadonlyMap<string, FlashcardGrade>) => ReactNode;
  /** Whether the learner may grade each flashcard after flipping it (only when the review is recorded). */
  gradesFlashcards?: boolean;
  /** Lets the learner add its own card or question, e.g. "Add Flashcard" (left out where nothing is stored). */
  addFlashcard?: ReactNode;
  addQuestion?: ReactNode;
}

/** A study set in three steps, its cards and questions in a new order each time it is opened. */
export function ReviewPlayer({ studySet, renderFinish, gradesFlashcards = false, addFlashcard, addQuestion }: ReviewPlayerProps) {
  const [flashcards] = useState(() => newOrder(studySet.flashcards));
  const [questions] = useState(() => newOrder(studySet.questions));
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [grades, setGrades] = useState<ReadonlyMap<string, FlashcardGrade>>(new Map());
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Moving to another step puts focus on its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const answer = (given: QuizAnswer) =>
    setAnswers((current) => [...current.filter((a) => a.questionId !== given.questionId), given]);

  const title = steps[step] ?? 'Flashcards';
  return (
    <div className="review-player">
      <nav aria-label="Review steps">
        <ol className="review-player__steps">
          {steps.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                className="review-player__step"
                aria-current={index === step ? 'step' : undefined}
                onClick={() => goTo(index)}
              >
                <span aria-hidden="true">{index + 1}</span> {name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="review-player__panel" aria-labelledby="review-step-title">
        <h2 id="review-step-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {step === 0 && (
          <>
            <FlashcardStep
              flashcards={flashcards}
              language={studySet.language}
              {...(gradesFlashcards && {
                grades,
                onGrade: (card, grade) => setGrades((current) => new Map(current).set(card.id, grade)),
              })}
            />
            {addFlashcard}
          </>
        )}
        {step === 1 && (
          <>
            <QuizStep questions={questions} answers={answers} onAnswer={answer} language={studySet.language} />
            {addQuestion}
          </>
        )}
        {step === 2 && (
          <>
            <SummaryStep summary={studySet.summary} answers={answers} language={studySet.language} />
            {renderFinish(answers, grades)}
          </>
        )}
      </section>
      {step < steps.length - 1 && (
        <div className="review-player__next">
          <Button variant="primary" onClick={() => goTo(step + 1)}>
            Next: {steps[step + 1]}
          </Button>
        </div>
      )}
    </div>
  );
}
