// What the learner reads about a file while it is added and after it is stored.
import type { StudyFileKind } from '@aayra/supabase/study-file';
import type { MaterialProgress } from '../components/MaterialItem';

/** Where a file is on its way from the learner's disk to a stored, readable material. */
export type FileStep =
  | { step: 'waiting' }
  | { step: 'checking' }
  | { step: 'uploading'; fraction: number }
  | { step: 'reading'; kind: StudyFileKind; done: number; total: number }
  | { step: 'loading-ocr' }
  | { step: 'recognising'; fraction: number }
  | { step: 'saving' };

export function progressOf(step: FileStep): MaterialProgress {
  switch (step.step) {
    case 'waiting':
      return { label: 'Waiting for the files before it', fraction: null };
    case 'checking':
      return { label: 'Checking the file', fraction: null };
    case 'uploading':
      return { label: 'Uploading', fraction: clamp(step.fraction) };
    case 'reading':
      if (step.kind === 'pdf' && step.total > 0) {
        return {
          label: `Reading page ${Math.min(step.done + 1, step.total)} of ${step.total}`,
          fraction: clamp(step.done / step.total),
        };
      }
      return {
        label: 'Reading the text',
        fraction: step.total > 0 ? clamp(step.done / step.total) : null,
      };
    case 'loading-ocr':
      return { label: 'Preparing to read the text in the image', fraction: null };
    case 'recognising':
      return { label: 'Reading the text in the image', fraction: clamp(step.fraction) };
    case 'saving':
      return { label: 'Saving', fraction: 1 };
  }
}

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

export const IMAGE_WITHOUT_TEXT =
  'No text could be read in this image, so it is kept but will not be studied.';
export const PDF_WITHOUT_TEXT =
  'No text could be read from this PDF (it may be a scan, protected or damaged), so it is kept but will not be studied.';
export const FILE_WITHOUT_TEXT =
  'No text could be read from this file, so it is kept but will not be studied.';
export const FILE_NOT_READ = 'Aayra could not read this file: remove it and try again.';

/**
 * The sentence shown next to a stored file whose text could not be read. It is derived from the
 * stored row, so the same sentence is shown before and after a reload.
 */
export function storedFileMessage(file: {
  textextracted: boolean;
  mimetype: string | null;
}): string | null {
  if (file.textextracted) return null;
  if (file.mimetype?.startsWith('image/')) return IMAGE_WITHOUT_TEXT;
  if (file.mimetype === 'application/pdf') return PDF_WITHOUT_TEXT;
  return FILE_WITHOUT_TEXT;
}

const KIND_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'text/markdown': 'Markdown',
  'text/plain': 'Text file',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** "PDF · 245 KB": what kind of file it is and how big. */
export function fileDetails(mimetype: string | null, sizeBytes: number | null): string {
  const kind = (mimetype && KIND_NAMES[mimetype.split(';')[0]!.trim()]) || 'File';
  return sizeBytes === null ? kind : `${kind} · ${fileSize(sizeBytes)}`;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
