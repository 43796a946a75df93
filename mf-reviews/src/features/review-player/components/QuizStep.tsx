import { useId, useState } from 'react';
import { Button } from '@aayra/design-system/components';
import type { QuizAnswer, QuizQuestion } from '../lib/study-set';

interface QuizStepProps {
  questions: readonly QuizQuestion[];
  answers: readonly QuizAnswer[];
  onAnswer: (answer: QuizAnswer) => void;
}

/** The quiz, one question at a time: an answer, once submitted, is shown right or wrong and locked. */
export function QuizStep({ questions, answers, onAnswer }: QuizStepProps) {
  const [index, setIndex] = useState(0);
  const question = questions[index];
  if (!question) return <p>This study set has no quiz questions.</p>;
  return (
    <div className="review-player__quiz">
      <p className="review-player__position">
        Question {index + 1} of {questions.length}
      </p>
      <QuestionCard
        key={question.id}
        question={question}
        answer={answers.find((candidate) => candidate.questionId === question.id)}
        onAnswer={onAnswer}
      />
      <div className="review-player__pager">
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous Question
        </Button>
        <Button onClick={() => setIndex(index + 1)} disabled={index === questions.length - 1}>
          Next Question
        </Button>
      </div>
    </div>
  );
}

interface QuestionCardProps {
  question: QuizQuestion;
  answer: QuizAnswer | undefined;
  onAnswer: (answer: QuizAnswer) => void;
}

function QuestionCard({ question, answer, onAnswer }: QuestionCardProps) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(answer?.chosenIndex ?? null);
  const [missingChoice, setMissingChoice] = useState(false);
  const locked = answer !== undefined;

  const submit = () => {
    if (chosen === null) {
      setMissingChoice(true);
      return;
    }
    onAnswer({ questionId: question.id, chosenIndex: chosen, correct: chosen === question.correctIndex });
  };

  return (
    <div className="review-player__question">
      <fieldset aria-describedby={missingChoice && !locked ? `${id}-error` : undefined}>
        <legend>{question.question}</legend>
        {question.options.map((option, optionIndex) => {
          const result = !locked
            ? undefined
            : optionIndex === question.correctIndex
              ? 'correct'
              : optionIndex === answer.chosenIndex
                ? 'wrong'
                : undefined;
          return (
            <label key={optionIndex} className="review-player__option" data-result={result}>
              <input
                type="radio"
                name={`${id}-options`}
                value={optionIndex}
                checked={chosen === optionIndex}
                disabled={locked}
                onChange={() => {
                  setChosen(optionIndex);
                  setMissingChoice(false);
                }}
              />
              <span>{option}</span>
              {result === 'correct' && <span className="review-player__mark"> (correct answer)</span>}
              {result === 'wrong' && <span className="review-player__mark"> (your answer)</span>}
            </label>
          );
        })}
      </fieldset>
      {missingChoice && !locked && (
        <p id={`${id}-error`} className="review-player__error" role="alert">
          Choose an answer first.
        </p>
      )}
      {!locked && (
        <Button variant="primary" onClick={submit}>
          Submit Answer
        </Button>
      )}
      <div aria-live="polite">
        {locked && (
          <div className="review-player__feedback" data-result={answer.correct ? 'correct' : 'wrong'}>
            <p className="review-player__verdict">{answer.correct ? 'Correct!' : 'Not quite.'}</p>
            {question.explanation && <p>{question.explanation}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
