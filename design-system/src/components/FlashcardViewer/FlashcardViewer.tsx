import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { FlipCard } from '../FlipCard/FlipCard';
import { SelfGrade, gradeForKey, type FlashcardGrade } from '../SelfGrade/SelfGrade';
import { UNSPOKEN_ATTRIBUTE } from '../FlipCard/spoken-text';
import { StudyPager } from '../StudyPager/StudyPager';
import { StudyText } from '../StudyText/StudyText';
import { studyTextLang } from '../StudyText/study-language';
import { YourOwnBadge } from '../YourOwnBadge/YourOwnBadge';

/** One flashcard of a study set. */
export interface StudyFlashcard {
  id: string;
  front: string;
  back: string;
  /** Written by the learner rather than generated; shown with a "Your own" badge. */
  authoredByLearner?: boolean;
}

export interface FlashcardViewerProps {
  /** The study set's flashcards, in the order shown (the app shuffles them for a review). */
  cards: readonly StudyFlashcard[];
  /** The position of the card shown, from 0; the app keeps it. */
  index: number;
  /** Called by Previous and Next with the new position. */
  onIndexChange: (index: number) => void;
  /** Shown instead of a card when there is none, e.g. 'This study set has no flashcards.' */
  empty: ReactNode;
  /** Extra buttons for the card shown, e.g. Edit and Drop while validating. */
  actions?: (card: StudyFlashcard) => ReactNode;
  /** The learner's own grades so far, by card id (during a review). */
  grades?: ReadonlyMap<string, FlashcardGrade>;
  /** Given, a card can be graded Again/Hard/Good/Easy (click or keys 1-4) once its answer is shown. */
  onGrade?: (card: StudyFlashcard, grade: FlashcardGrade) => void;
  /** The study set's language as stored with it (a language code, or 'und'): its text is hyphenated and read aloud in it. */
  language?: string;
}

/** One flashcard at a time: 'Flashcard i of N', flips by click, Space or Enter, Previous/Next. */
export function FlashcardViewer({ cards, index, onIndexChange, empty, actions, grades, onGrade, language }: FlashcardViewerProps) {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const card = cards[index];
  if (!card) return <p className="aayra-flashcard-viewer__empty">{empty}</p>;
  // A grade is the learner's judgement of its own answer, so it is asked for only once the answer was seen.
  // Only a viewer that grades keeps track of that, once per card: without grades a flip draws the
  // card alone, not the whole viewer, so it answers the learner's hand sooner on a slow phone.
  const grading = onGrade && (revealed.has(card.id) || grades?.has(card.id));
  const gradeByKey = (event: KeyboardEvent) => {
    const grade = gradeForKey(event.key);
    if (!grading || grade === null || event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    event.preventDefault();
    onGrade(card, grade);
  };
  return (
    // Keys 1-4 grade the card shown while focus is anywhere on it (the card, its grades, Previous/Next).
    <div className="aayra-flashcard-viewer" onKeyDown={gradeByKey}>
      <div className="aayra-flashcard-viewer__header">
        <p className="aayra-flashcard-viewer__position" aria-live="polite">
          Flashcard {index + 1} of {cards.length}
        </p>
        {card.authoredByLearner && <YourOwnBadge />}
      </div>
      {/* A new key shows each card front first, as it was never seen before. */}
      <FlipCard
        key={card.id}
        front={<CardFace label="Question" text={card.front} lang={studyTextLang(language)} />}
        back={<CardFace label="Answer" text={card.back} lang={studyTextLang(language)} />}
        frontLabel="Question"
        backLabel="Answer"
        hint="Click, or press Space or Enter, to flip the card."
        onFlippedChange={
          onGrade && !revealed.has(card.id) ? (flipped) => flipped && setRevealed((shown) => new Set(shown).add(card.id)) : undefined
        }
      />
      {grading && <SelfGrade value={grades?.get(card.id)} onChange={(grade) => onGrade(card, grade)} />}
      <StudyPager index={index} total={cards.length} onIndexChange={onIndexChange}>
        {actions?.(card)}
      </StudyPager>
    </div>
  );
}

function CardFace({ label, text, lang }: { label: string; text: string; lang: string | undefined }) {
  return (
    <span className="aayra-flashcard-viewer__face">
      {/* The flip's announcement already starts with the label ("Answer: ..."). */}
      <span className="aayra-flashcard-viewer__face-label" {...{ [UNSPOKEN_ATTRIBUTE]: '' }}>
        {label}
      </span>
      {/* The set's words carry its language; the label is the app's own word. */}
      <span className="aayra-flashcard-viewer__text" lang={lang}>
        <StudyText text={text} />
      </span>
    </span>
  );
}
