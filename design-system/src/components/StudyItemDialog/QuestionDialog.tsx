import { useRef, useState } from 'react';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { StudyItemDialog } from './StudyItemDialog';
import {
  EXPLANATION_MAX_LENGTH,
  hasQuestionProblems,
  OPTION_COUNT,
  OPTION_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  questionProblems,
  trimmedQuestion,
  type QuestionDraft,
} from './study-item-rules';

export interface QuestionDialogProps {
  /** E.g. 'Add Question' or 'Edit Question'. */
  title: string;
  /** The question being edited; a new question starts empty with Option 1 as the right one. */
  initial?: QuestionDraft;
  /** Receives the question with outer spaces trimmed; a rejection's message is shown in the dialog. */
  onSave: (question: QuestionDraft) => void | Promise<void>;
  /** Called by Cancel, Escape, the close button and after a save. */
  onClose: () => void;
}

const emptyQuestion = (): QuestionDraft => ({ prompt: '', options: Array.from({ length: OPTION_COUNT }, () => ''), correctIndex: 0, explanation: '' });

/** A question, its four different options, which one is right, and an optional explanation. */
export function QuestionDialog({ title, initial, onSave, onClose }: QuestionDialogProps) {
  const [draft, setDraft] = useState<QuestionDraft>(initial ?? emptyQuestion);
  const [checked, setChecked] = useState(false);
  const promptRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<(HTMLInputElement | null)[]>([]);
  const problems = checked ? questionProblems(draft) : { options: [] };
  const setOption = (index: number, value: string) =>
    setDraft({ ...draft, options: draft.options.map((option, at) => (at === index ? value : option)) });

  const prepare = () => {
    setChecked(true);
    const found = questionProblems(draft);
    if (hasQuestionProblems(found)) {
      const firstOption = found.options.findIndex((problem) => problem !== undefined);
      (found.prompt ? promptRef.current : optionRefs.current[firstOption])?.focus();
      return null;
    }
    return () => onSave(trimmedQuestion(draft));
  };

  return (
    <StudyItemDialog title={title} size="lg" prepare={prepare} onClose={onClose}>
      <TextField
        ref={promptRef}
        label="Question"
        value={draft.prompt}
        maxLength={QUESTION_MAX_LENGTH}
        onChange={(event) => setDraft({ ...draft, prompt: event.target.value })}
        error={problems.prompt}
        required
      />
      {draft.options.map((option, index) => (
        <TextField
          key={index}
          ref={(input) => {
            optionRefs.current[index] = input;
          }}
          label={`Option ${index + 1}`}
          value={option}
          maxLength={OPTION_MAX_LENGTH}
          onChange={(event) => setOption(index, event.target.value)}
          error={problems.options[index]}
          required
        />
      ))}
      <Select
        label="Correct option"
        value={String(draft.correctIndex)}
        onChange={(event) => setDraft({ ...draft, correctIndex: Number(event.target.value) })}
        options={draft.options.map((_option, index) => ({ value: String(index), label: `Option ${index + 1}` }))}
      />
      <TextField
        label="Explanation (optional)"
        value={draft.explanation}
        maxLength={EXPLANATION_MAX_LENGTH}
        onChange={(event) => setDraft({ ...draft, explanation: event.target.value })}
      />
    </StudyItemDialog>
  );
}
