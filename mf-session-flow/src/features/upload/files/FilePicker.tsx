import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@aayra/design-system/components';

export const ACCEPTED_STUDY_FILES = '.pdf,.txt,.md,.docx,.png,.jpg,.jpeg';

/** "Choose files" opens the system's file chooser; files may also be dropped on the area. */
export function FilePicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className="sf-file-drop"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Button onClick={() => input.current?.click()} aria-describedby={hintId}>
        Choose files
      </Button>
      <p className="sf-subtitle" id={hintId}>
        PDF, Word (.docx), text (.txt), Markdown (.md), PNG or JPEG, up to 10 MB each; or drop files
        here.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_STUDY_FILES}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after removing it) still adds it.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
