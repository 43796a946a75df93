// Reads a study file the learner added on /upload into text the study-set generator can use.
// Plain TypeScript with no runtime of its own: the upload page runs it in a Web Worker, the
// extract-study-file edge function on the server. The PDF and Word readers are loaded only when
// such a file comes, so a worker reading a text file never downloads them.
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';
import { StudyFileError } from './study-file-error.ts';
import { FILE_EMPTY, IMAGE_READ_IN_BROWSER } from './study-file-messages.ts';
import { studyFileType, type StudyFileKind } from './study-file-type.ts';

export { StudyFileError } from './study-file-error.ts';
export { MAX_STUDY_FILE_BYTES, studyFileType, type StudyFileKind, type StudyFileType } from './study-file-type.ts';

export interface StudyFileText {
  kind: StudyFileKind;
  /** By content: application/pdf, the Word document type, text/plain, text/markdown, image/png, image/jpeg. */
  mimetype: string;
  /** '' when nothing could be read. */
  text: string;
  /** false: the file is kept but gave no text. */
  extracted: boolean;
  /** When extracted is false: one sentence for the learner saying why. */
  message: string | null;
  /** A PDF's page count. */
  pages?: number;
}

/** Text and Markdown as written: UTF-8, without a byte-order mark, with Unix line ends. */
function plainText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).replace(/\r\n?/g, '\n');
}

/**
 * The text of a study file. Throws StudyFileError for a file Aayra refuses (see studyFileType);
 * a file it takes but cannot read (a scanned or damaged PDF, a picture) gives extracted: false
 * and the sentence the learner sees next to it.
 */
export async function extractStudyFile(
  bytes: Uint8Array,
  fileName: string,
  /** onProgress: after each PDF page (page, pages), and once a file of another kind is read (1, 1). */
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<StudyFileText> {
  const { kind, mimetype } = studyFileType(bytes, fileName);
  const read = (text: string, message: string | null, pages?: number): StudyFileText => ({
    kind,
    mimetype,
    text: message ? '' : text,
    extracted: message === null,
    message,
    ...(pages === undefined ? {} : { pages }),
  });
  switch (kind) {
    case 'pdf': {
      const pdf = await readPdf(bytes, options.onProgress);
      return read(pdf.text, pdf.message, pdf.pages);
    }
    case 'docx': {
      const docx = await readDocx(bytes);
      options.onProgress?.(1, 1);
      return read(docx.text, docx.message);
    }
    case 'image':
      options.onProgress?.(1, 1);
      return read('', IMAGE_READ_IN_BROWSER);
    case 'text':
    case 'markdown': {
      const text = plainText(bytes);
      if (text.trim() === '') throw new StudyFileError(FILE_EMPTY);
      options.onProgress?.(1, 1);
      return read(text, null);
    }
  }
}
