import { useId, useState, type ReactNode } from 'react';
import { Button } from '@aayra/design-system/components';
import type { PlayerQuestion } from './types';

export interface QuizQuestionViewProps {
  question: PlayerQuestion;
  index: number;
  total: number;
  /** The option submitted for this question; once set the question is locked. */
  answer: number | undefined;
  onAnswer: (choice: number) => void;
  onIndexChange: (index: number) => void;
  actions?: ReactNode;
}

/**
 * 'Question i of N' with four options. Submit Answer locks it, shows the correct option in green
 * and a wrong choice in red (each also said in words), and the explanation.
 */
export function QuizQuestionView({ question, index, total, answer, onAnswer, onIndexChange, actions }: QuizQuestionViewProps) {
  const name = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const locked = answer !== undefined;
  const selected = locked ? answer : choice;
  return (
    <div className="sf-stack">
      <p className="sf-step-label">
        Question {index + 1} of {total}
      </p>
      <fieldset className="sf-options">
        <legend>{question.prompt}</legend>
        {question.options.map((option, optionIndex) => {
          const isCorrect = optionIndex === question.correctIndex;
          const result = locked ? (isCorrect ? 'correct' : optionIndex === answer ? 'wrong' : undefined) : undefined;
          return (
            <label key={optionIndex} className="sf-option" data-result={result} data-locked={locked || undefined}>
              <input
                type="radio"
                name={name}
                value={optionIndex}
                checked={selected === optionIndex}
                disabled={locked}
                onChange={() => setChoice(optionIndex)}
              />
              <span>{option}</span>
              {result === 'correct' && <span className="sf-option__verdict">Correct answer</span>}
              {result === 'wrong' && <span className="sf-option__verdict">Your answer: wrong</span>}
            </label>
          );
        })}
      </fieldset>
      {locked ? (
        <div className="sf-stack" role="status">
          <p className="sf-step-label">{answer === question.correctIndex ? 'Correct!' : 'Not quite.'}</p>
          <p className="sf-explanation">{question.explanation}</p>
        </div>
      ) : (
        <div className="sf-row">
          <Button variant="primary" disabled={choice === null} onClick={() => choice !== null && onAnswer(choice)}>
            Submit Answer
          </Button>
        </div>
      )}
      <div className="sf-row">
        <Button onClick={() => onIndexChange(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={() => onIndexChange(index + 1)} disabled={index >= total - 1}>
          Next
        </Button>
        {actions}
      </div>
    </div>
  );
}
