import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@aayra/design-system/components';
import { useSetExamDate } from '../api/set-exam-date';

interface ExamDateFormProps {
  subjectname: string;
  /** YYYY-MM-DD, or null when none is set. */
  examdate: string | null;
}

/** Sets or clears a subject's exam date; the database decides which dates it accepts. */
export function ExamDateForm({ subjectname, examdate }: ExamDateFormProps) {
  const setExamDate = useSetExamDate();
  const [draft, setDraft] = useState(examdate ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setExamDate.mutate({ subjectname, examdate: draft === '' ? null : draft });
  };
  const clear = () => {
    setDraft('');
    // The button goes away with the date: focus stays in the form.
    inputRef.current?.focus();
    setExamDate.mutate({ subjectname, examdate: null });
  };
  return (
    <form className="readiness__exam" onSubmit={save} noValidate>
      <TextField
        ref={inputRef}
        type="date"
        label={`Exam date for ${subjectname}`}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (setExamDate.isError) setExamDate.reset();
        }}
        error={setExamDate.isError ? setExamDate.error.message : undefined}
        fieldClassName="readiness__exam-field"
      />
      <div className="readiness__exam-actions">
        <Button type="submit" size="sm" loading={setExamDate.isPending} loadingLabel="Saving...">
          Save exam date
        </Button>
        {examdate !== null && (
          <Button size="sm" variant="ghost" onClick={clear} disabled={setExamDate.isPending}>
            Clear exam date
          </Button>
        )}
      </div>
    </form>
  );
}
