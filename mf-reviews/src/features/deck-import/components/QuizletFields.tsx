import { Field, Select, TextField } from '@aayra/design-system/components';
import type { QuizletSeparators } from '../read/read-table';

export interface QuizletChoice {
  text: string;
  term: 'tab' | 'comma' | 'custom';
  termCustom: string;
  row: 'newline' | 'semicolon' | 'custom';
  rowCustom: string;
}

export const initialQuizletChoice: QuizletChoice = { text: '', term: 'tab', termCustom: '', row: 'newline', rowCustom: '' };

/** The separators as Quizlet's export names them. */
export function separatorsOf(choice: QuizletChoice): QuizletSeparators {
  const term = { tab: '\t', comma: ',', custom: choice.termCustom }[choice.term];
  const row = { newline: '\n', semicolon: ';', custom: choice.rowCustom }[choice.row];
  return { term, row };
}

/** The pasted export and the two separators chosen in Quizlet's Export dialog. */
export function QuizletFields({ choice, onChange }: { choice: QuizletChoice; onChange: (choice: QuizletChoice) => void }) {
  const set = (change: Partial<QuizletChoice>) => onChange({ ...choice, ...change });
  return (
    <div className="deck-import__quizlet">
      <Field label="Quizlet export" hint="In Quizlet, open the set, choose Export and copy the text.">
        {(control) => (
          <textarea {...control} rows={6} value={choice.text} onChange={(e) => set({ text: e.target.value })} />
        )}
      </Field>
      <div className="deck-import__separators">
        <Select
          label="Between term and definition"
          value={choice.term}
          options={[
            { value: 'tab', label: 'Tab' },
            { value: 'comma', label: 'Comma' },
            { value: 'custom', label: 'Custom' },
          ]}
          onChange={(e) => set({ term: e.target.value as QuizletChoice['term'] })}
        />
        {choice.term === 'custom' && (
          <TextField label="Custom separator between term and definition" value={choice.termCustom} onChange={(e) => set({ termCustom: e.target.value })} />
        )}
        <Select
          label="Between rows"
          value={choice.row}
          options={[
            { value: 'newline', label: 'New line' },
            { value: 'semicolon', label: 'Semicolon' },
            { value: 'custom', label: 'Custom' },
          ]}
          onChange={(e) => set({ row: e.target.value as QuizletChoice['row'] })}
        />
        {choice.row === 'custom' && (
          <TextField label="Custom separator between rows" value={choice.rowCustom} onChange={(e) => set({ rowCustom: e.target.value })} />
        )}
      </div>
    </div>
  );
}
