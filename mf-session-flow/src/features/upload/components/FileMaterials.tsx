import { useEffect, useId } from 'react';
import { VisuallyHidden } from '@aayra/design-system/components';
import { useSessionMaterials, useRemoveMaterial } from '../api/session-materials';
import { canRemove } from '../files/file-items';
import { FilePicker } from '../files/FilePicker';
import { fileDetails, progressOf, storedFileMessage } from '../files/study-file-messages';
import { useAddStudyFiles } from '../files/use-add-study-files';
import { MaterialItem } from './MaterialItem';

export interface FileMaterialsProps {
  sessionId: string;
  /** Told whether files are on their way, so the page does not submit without them. */
  onBusyChange?: (busy: boolean) => void;
}

/** The File tab: files stored for this session (they survive a reload), then the ones on their way. */
export function FileMaterials({ sessionId, onBusyChange }: FileMaterialsProps) {
  const stored = useSessionMaterials(sessionId);
  const remove = useRemoveMaterial(sessionId);
  const { items, add, dismiss, announcement } = useAddStudyFiles(sessionId);
  const files = (stored.data ?? []).filter((material) => material.kind === 'file');
  const listId = useId();
  const removing = remove.isPending ? remove.variables?.materialid : undefined;
  const busy = items.some((item) => item.step !== null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <div className="sf-stack">
      <FilePicker onFiles={add} />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {stored.error && (
        <p className="sf-message" role="alert">
          {stored.error.message}
        </p>
      )}
      {(files.length > 0 || items.length > 0) && (
        <>
          {/* Each file's name is a level-3 heading (MaterialItem): this one sits above them. */}
          <h2 className="aayra-visually-hidden" id={listId}>
            Your files
          </h2>
          <ul className="sf-material-list" aria-labelledby={listId}>
            {files.map((file) => (
              <li key={file.materialid}>
                <MaterialItem
                  title={file.title}
                  text={file.content}
                  details={fileDetails(file.mimetype, file.sizebytes)}
                  message={
                    remove.isError && remove.variables?.materialid === file.materialid
                      ? remove.error.message
                      : (file.unreadablereason ?? storedFileMessage(file))
                  }
                  onRemove={() => remove.mutate(file)}
                  removing={removing === file.materialid}
                />
              </li>
            ))}
            {items.map((item) => (
              <li key={item.id}>
                <MaterialItem
                  title={item.name}
                  text=""
                  details={fileDetails(item.mimetype, item.sizeBytes)}
                  progress={item.step && progressOf(item.step)}
                  message={item.message}
                  onRemove={canRemove(item) ? () => dismiss(item.id) : undefined}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
