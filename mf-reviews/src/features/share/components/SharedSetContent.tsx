import { useId } from 'react';
import { StudySummary, StudyText } from '@aayra/design-system/study';
import type { SharedStudySet } from '../api/shared-set';

/** Options are lettered as in a quiz, so a reader can talk about them ("B is right"). */
const LETTERS = ['A', 'B', 'C', 'D'];

/** The set's text, marked with its language ('' when it cannot be told) for hyphenation and reading aloud. */
const langOf = (language: string) => (language === 'und' ? '' : language);

/** The shared set as a reader sees it: the summary, every card's two sides, the questions with no answer marked. */
export function SharedSetContent({ set }: { set: SharedStudySet }) {
  const cardsId = useId();
  const questionsId = useId();
  return (
    <>
      <StudySummary points={set.summary} empty="This study set has no summary." headingLevel={2} language={set.language} />
      <section className="shared-set__section" aria-labelledby={cardsId}>
        <h2 id={cardsId}>Flashcards ({set.flashcards.length})</h2>
        {set.flashcards.length === 0 ? (
          <p>This study set has no flashcards.</p>
        ) : (
          <ol className="shared-set__cards" lang={langOf(set.language)}>
            {set.flashcards.map((card, index) => (
              // Shown in the owner's order and never changed here, so the position is a stable key.
              <li key={index} className="shared-set__card">
                <p className="shared-set__front">
                  <StudyText text={card.front} />
                </p>
                <p className="shared-set__back">
                  <StudyText text={card.back} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="shared-set__section" aria-labelledby={questionsId}>
        <h2 id={questionsId}>Questions ({set.questions.length})</h2>
        {set.questions.length === 0 ? (
          <p>This study set has no questions.</p>
        ) : (
          <ol className="shared-set__questions" lang={langOf(set.language)}>
            {set.questions.map((question, index) => (
              <li key={index} className="shared-set__question">
                <p className="shared-set__prompt">
                  <StudyText text={question.question} />
                </p>
                <ul className="shared-set__options">
                  {question.options.map((option, optionIndex) => (
                    <li key={optionIndex}>
                      <span className="shared-set__letter">{LETTERS[optionIndex]}.</span> <StudyText text={option} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
