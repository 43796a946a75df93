// Takes each file the learner chose from their disk to a stored material: checked, uploaded,
// read (in a worker, or by OCR for a picture), then saved. Files go one after another, so two
// cores are never shared by two long PDFs at once.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { removeStudyFile } from '../api/remove-study-file';
import { materialFolder, useAddMaterial } from '../api/session-materials';
import { uploadStudyFile } from '../api/upload-study-file';
import { wordCount } from '../material-rules';
import { fileItemsReducer } from './file-items';
import { ImageTextReader } from './read-image-text';
import { StudyFileReader } from './study-file-reader';
import { FILE_NOT_READ, type FileStep } from './study-file-messages';

interface Readers {
  files: StudyFileReader;
  images: ImageTextReader;
}

export function useAddStudyFiles(sessionId: string) {
  const [items, dispatch] = useReducer(fileItemsReducer, []);
  // Said to screen readers when a file is added or stops with a message: the list itself is not live.
  const [announcement, setAnnouncement] = useState('');
  // The mutation observer's own function: the same on every render.
  const { mutateAsync: save } = useAddMaterial(sessionId);
  const readers = useRef<Readers | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(
    () => () => {
      readers.current?.files.close();
      readers.current?.images.close();
      readers.current = null;
    },
    [],
  );

  const addOne = useCallback(
    async (id: string, file: File) => {
      readers.current ??= { files: new StudyFileReader(), images: new ImageTextReader() };
      const { files, images } = readers.current;
      const move = (step: FileStep, mimetype?: string) =>
        dispatch({ type: 'moved', id, step, mimetype });
      const stop = (message: string) => {
        dispatch({ type: 'stopped', id, message });
        setAnnouncement(`${file.name}: ${message}`);
      };

      move({ step: 'checking' });
      const checked = await files.check(file, file.name);
      if (!checked.ok) return stop(checked.message);
      const { kind, mimetype } = checked;

      move({ step: 'uploading', fraction: 0 }, mimetype);
      let storagepath: string;
      try {
        storagepath = await uploadStudyFile({
          folder: await materialFolder(sessionId),
          name: file.name,
          body: file,
          contentType: mimetype,
          onProgress: (fraction) => move({ step: 'uploading', fraction }),
        });
      } catch (error) {
        return stop(error instanceof Error ? error.message : FILE_NOT_READ);
      }

      let text = '';
      let reason: string | null = null;
      if (kind === 'image') {
        move({ step: 'loading-ocr' });
        // A picture whose text cannot be recognised is still kept; its message says so.
        text = await images
          .read(file, (stage, fraction) =>
            move(stage === 'loading' ? { step: 'loading-ocr' } : { step: 'recognising', fraction }),
          )
          .catch(() => '');
      } else {
        move({ step: 'reading', kind, done: 0, total: 0 });
        const read = await files
          .extract(file, file.name, (done, total) => move({ step: 'reading', kind, done, total }))
          .catch(() => ({ text: '', message: null }));
        text = read.text;
        reason = read.message;
      }
      const extracted = wordCount(text) > 0;

      move({ step: 'saving' });
      try {
        await save({
          kind: 'file',
          title: file.name,
          content: extracted ? text : '',
          storagepath,
          mimetype,
          sizebytes: file.size,
          textextracted: extracted,
          unreadablereason: extracted ? null : reason,
        });
        dispatch({ type: 'gone', id });
        setAnnouncement(`${file.name} is added.`);
      } catch (error) {
        // Without its row the stored file would be an orphan nobody can see or remove.
        await removeStudyFile(storagepath).catch(() => undefined);
        stop(error instanceof Error ? error.message : FILE_NOT_READ);
      }
    },
    [sessionId, save],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      const entries = chosen.map((file) => ({ id: crypto.randomUUID(), file }));
      dispatch({
        type: 'added',
        items: entries.map(({ id, file }) => ({ id, name: file.name, sizeBytes: file.size })),
      });
      for (const { id, file } of entries) {
        queue.current = queue.current
          .then(() => addOne(id, file))
          .catch(() => dispatch({ type: 'stopped', id, message: FILE_NOT_READ }));
      }
    },
    [addOne],
  );

  const dismiss = useCallback((id: string) => dispatch({ type: 'gone', id }), []);

  return { items, add, dismiss, announcement };
}
