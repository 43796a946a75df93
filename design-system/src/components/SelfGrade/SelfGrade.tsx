import { useId } from 'react';

/** A learner's own grade of a flashcard: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type FlashcardGrade = 1 | 2 | 3 | 4;

export const GRADE_NAMES: Readonly<Record<FlashcardGrade, string>> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

const GRADES = [1, 2, 3, 4] as const;

/** The grade a key press gives (the keys 1 to 4), or null for any other key. */
export function gradeForKey(key: string): FlashcardGrade | null {
  const grade = Number(key);
  return key.length === 1 && GRADES.includes(grade as FlashcardGrade) ? (grade as FlashcardGrade) : null;
}

export interface SelfGradeProps {
  /** The grade given so far, if any. */
  value: FlashcardGrade | undefined;
  onChange: (grade: FlashcardGrade) => void;
}

/**
 * Again / Hard / Good / Easy after a flashcard's answer is shown: native radios (a choice of one,
 * arrow keys move it), drawn as buttons.
 */
export function SelfGrade({ value, onChange }: SelfGradeProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="aayra-self-grade" aria-describedby={hintId}>
      <legend className="aayra-self-grade__question">How well did you know it?</legend>
      <div className="aayra-self-grade__choices">
        {GRADES.map((grade) => (
          <label key={grade} className="aayra-self-grade__choice">
            <input
              type="radio"
              name={name}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
            />
            <span className="aayra-self-grade__key" aria-hidden="true">
              {grade}
            </span>{' '}
            {GRADE_NAMES[grade]}
          </label>
        ))}
      </div>
      <p id={hintId} className="aayra-self-grade__hint">
        Optional. Press 1 to 4 to choose.
      </p>
    </fieldset>
  );
}
