// The reading of one study file, the same in the Web Worker and, where no worker can be made, in the page.
import {
  extractStudyFile,
  StudyFileError,
  studyFileType,
  type StudyFileKind,
} from '@aayra/supabase/study-file';
import { FILE_NOT_READ } from './study-file-messages';

export type ReadRequest = { action: 'check' | 'extract'; file: Blob; name: string };

export type CheckAnswer =
  { ok: true; kind: StudyFileKind; mimetype: string } | { ok: false; message: string };

export interface ExtractAnswer {
  kind: StudyFileKind;
  mimetype: string;
  text: string;
  extracted: boolean;
  /** Why no text could be read, in one sentence; null when it was. */
  message: string | null;
}

export type ReadAnswer = CheckAnswer | ExtractAnswer;

export type ReadProgress = (done: number, total: number) => void;

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** Size and type by content, before anything is uploaded: a refusal is the sentence to show. */
export async function checkStudyFile(file: Blob, name: string): Promise<CheckAnswer> {
  try {
    const { kind, mimetype } = studyFileType(await bytesOf(file), name);
    return { ok: true, kind, mimetype };
  } catch (error) {
    return { ok: false, message: error instanceof StudyFileError ? error.message : FILE_NOT_READ };
  }
}

/** The text to study; a file that cannot be read (damaged, protected, a scan) is kept without text. */
export async function extractText(
  file: Blob,
  name: string,
  onProgress?: ReadProgress,
): Promise<ExtractAnswer> {
  const bytes = await bytesOf(file);
  const { kind, mimetype } = studyFileType(bytes, name);
  try {
    const result = await extractStudyFile(bytes, name, { onProgress });
    return {
      kind: result.kind,
      mimetype: result.mimetype,
      text: result.extracted ? result.text : '',
      extracted: result.extracted,
      message: result.extracted ? null : result.message,
    };
  } catch {
    return { kind, mimetype, text: '', extracted: false, message: null };
  }
}

export function readStudyFile(
  { action, file, name }: ReadRequest,
  onProgress?: ReadProgress,
): Promise<ReadAnswer> {
  return action === 'check' ? checkStudyFile(file, name) : extractText(file, name, onProgress);
}
