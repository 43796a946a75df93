import { useState } from 'react';
import { Select, TextField, type StudyQuestion } from '@aayra/design-system/components';
import { EditDialog } from './EditDialog';

export interface EditQuestionDialogProps {
  question: StudyQuestion;
  onSave: (question: Omit<StudyQuestion, 'id'>) => void;
  onClose: () => void;
}

/** Corrects a generated question: its wording, its four options, which one is right, the explanation. */
export function EditQuestionDialog({ question, onSave, onClose }: EditQuestionDialogProps) {
  const [prompt, setPrompt] = useState(question.prompt);
  const [options, setOptions] = useState(question.options);
  const [correctIndex, setCorrectIndex] = useState(question.correctIndex);
  const [explanation, setExplanation] = useState(question.explanation);
  const [checked, setChecked] = useState(false);
  const trimmed = options.map((option) => option.trim());
  const distinct = new Set(trimmed.map((option) => option.toLowerCase())).size === trimmed.length;
  const promptError = checked && prompt.trim() === '' ? 'The question cannot be empty.' : undefined;
  const optionError = (index: number) => {
    if (!checked) return undefined;
    if (trimmed[index] === '') return 'An option cannot be empty.';
    if (!distinct && trimmed.findIndex((option) => option.toLowerCase() === trimmed[index]?.toLowerCase()) !== index) {
      return 'Each option must be different.';
    }
    return undefined;
  };
  const save = () => {
    setChecked(true);
    if (prompt.trim() === '' || trimmed.some((option) => option === '') || !distinct) return;
    onSave({ prompt: prompt.trim(), options: trimmed, correctIndex, explanation: explanation.trim() });
  };
  return (
    <EditDialog title="Edit Question" size="lg" onSave={save} onClose={onClose}>
      <TextField label="Question" value={prompt} maxLength={1000} onChange={(event) => setPrompt(event.target.value)} error={promptError} required />
      {options.map((option, index) => (
        <TextField
          key={index}
          label={`Option ${index + 1}`}
          value={option}
          onChange={(event) => setOptions((all) => all.map((value, at) => (at === index ? event.target.value : value)))}
          error={optionError(index)}
          required
        />
      ))}
      <Select
        label="Correct option"
        value={String(correctIndex)}
        onChange={(event) => setCorrectIndex(Number(event.target.value))}
        options={options.map((_option, index) => ({ value: String(index), label: `Option ${index + 1}` }))}
      />
      <TextField label="Explanation" value={explanation} onChange={(event) => setExplanation(event.target.value)} />
    </EditDialog>
  );
}
