import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { StudyText } from '../StudyText/StudyText';
import { studyTextLang } from '../StudyText/study-language';
import type { StudyQuestion } from './QuizQuestion';

interface QuestionChoicesProps {
  question: StudyQuestion;
  answer: number | undefined;
  onAnswer: (choice: number) => void;
  language: string | undefined;
}

/**
 * The options of one question. Submit Answer locks them, shows the correct option in green and a
 * wrong choice in red (each also said in words, never by colour alone), and the explanation. The
 * set's words carry its language; the verdicts are the app's own words.
 */
export function QuestionChoices({ question, answer, onAnswer, language }: QuestionChoicesProps) {
  const lang = studyTextLang(language);
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const locked = answer !== undefined;
  const selected = locked ? answer : choice;
  const errorId = `${id}-error`;
  const feedbackRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  // Submit Answer leaves with the lock, so focus goes to the verdict instead of falling to the page.
  useEffect(() => {
    if (locked && submitted.current) feedbackRef.current?.focus();
    submitted.current = false;
  }, [locked]);

  const submit = () => {
    if (choice === null) {
      setMissingChoice(true);
      return;
    }
    submitted.current = true;
    onAnswer(choice);
  };

  return (
    <>
      <fieldset className="aayra-quiz-question__options" aria-describedby={missingChoice && !locked ? errorId : undefined}>
        <legend lang={lang}>
          <StudyText text={question.prompt} />
        </legend>
        {question.options.map((option, optionIndex) => {
          const result = !locked ? undefined : optionIndex === question.correctIndex ? 'correct' : optionIndex === answer ? 'wrong' : undefined;
          return (
            <label key={optionIndex} className="aayra-quiz-question__option" data-result={result} data-locked={locked || undefined}>
              <input
                type="radio"
                name={`${id}-options`}
                value={optionIndex}
                checked={selected === optionIndex}
                disabled={locked}
                onChange={() => {
                  setChoice(optionIndex);
                  setMissingChoice(false);
                }}
              />
              <span className="aayra-quiz-question__choice">
                <span className="aayra-quiz-question__option-text" lang={lang}>
                  <StudyText text={option} />
                </span>
                {result === 'correct' && <span className="aayra-quiz-question__verdict">Correct answer</span>}
                {result === 'wrong' && <span className="aayra-quiz-question__verdict">Your answer: wrong</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {missingChoice && !locked && (
        <p id={errorId} className="aayra-quiz-question__error" role="alert">
          Choose an answer first.
        </p>
      )}
      {!locked && (
        <div>
          <Button variant="primary" onClick={submit}>
            Submit Answer
          </Button>
        </div>
      )}
      {/* Present before any answer, so the verdict is announced when it appears. */}
      <div className="aayra-quiz-question__feedback" role="status" ref={feedbackRef} tabIndex={locked ? -1 : undefined}>
        {locked && (
          <>
            <p className="aayra-quiz-question__outcome">{answer === question.correctIndex ? 'Correct!' : 'Not quite.'}</p>
            {question.explanation && (
              <p className="aayra-quiz-question__explanation" lang={lang}>
                <StudyText text={question.explanation} />
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
