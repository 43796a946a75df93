import { pictureMimetype } from '../picture/picture-type.ts';
import { UPLOAD_MAX_BYTES } from '../product-constants.ts';
import { StudyFileError } from './study-file-error.ts';
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_READ, notReallyA, TEXT_NOT_UTF8 } from './study-file-messages.ts';

export type StudyFileKind = 'pdf' | 'docx' | 'text' | 'markdown' | 'image';

/** The study-materials bucket's own limit (the database's upload_max_bytes), checked before uploading. */
export const MAX_STUDY_FILE_BYTES = UPLOAD_MAX_BYTES;

export interface StudyFileType {
  kind: StudyFileKind;
  mimetype: string;
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// What each accepted name promises, and how that kind is named to the learner.
const EXTENSIONS: Record<string, { kind: StudyFileKind; kindName: string }> = {
  pdf: { kind: 'pdf', kindName: 'a PDF' },
  docx: { kind: 'docx', kindName: 'a Word document' },
  txt: { kind: 'text', kindName: 'a text file' },
  md: { kind: 'markdown', kindName: 'a Markdown file' },
  markdown: { kind: 'markdown', kindName: 'a Markdown file' },
  png: { kind: 'image', kindName: 'a picture' },
  jpg: { kind: 'image', kindName: 'a picture' },
  jpeg: { kind: 'image', kindName: 'a picture' },
};

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  for (let at = bytes.indexOf(first ?? 0); at >= 0 && at <= bytes.length - needle.length; at = bytes.indexOf(first ?? 0, at + 1)) {
    if (startsWith(bytes, needle, at)) return true;
  }
  return false;
}

// PDF readers accept the header anywhere in the first kilobyte; some generators put a line before it.
function isPdf(bytes: Uint8Array): boolean {
  return contains(bytes.subarray(0, 1024), ascii('%PDF-'));
}

// A Word document is a zip whose entries include word/document.xml; zip entry names are stored
// uncompressed, so the name is in the bytes. Any other zip (or a renamed .exe) is not one.
function isDocx(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, ascii('word/document.xml'));
}

/** A picture the study-materials bucket takes and OCR reads: PNG or JPEG, by content. */
function imageMimetype(bytes: Uint8Array): string | null {
  const mimetype = pictureMimetype(bytes);
  return mimetype === 'image/png' || mimetype === 'image/jpeg' ? mimetype : null;
}

/** Text is valid UTF-8 without NUL bytes (which only binary files have). */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 || (dot === 0 && fileName.length > 1) ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * What a study file is, judged by its bytes: its name must be one Aayra reads, and its content
 * must really be that kind. Throws a StudyFileError with the sentence the learner sees otherwise.
 */
export function studyFileType(bytes: Uint8Array, fileName: string): StudyFileType {
  if (bytes.byteLength > MAX_STUDY_FILE_BYTES) throw new StudyFileError(FILE_TOO_LARGE);
  const promised = EXTENSIONS[extensionOf(fileName)];
  if (!promised) throw new StudyFileError(FILE_TYPE_NOT_READ);
  if (bytes.byteLength === 0) throw new StudyFileError(FILE_EMPTY);
  switch (promised.kind) {
    case 'pdf':
      if (isPdf(bytes)) return { kind: 'pdf', mimetype: PDF };
      break;
    case 'docx':
      if (isDocx(bytes)) return { kind: 'docx', mimetype: DOCX };
      break;
    case 'image': {
      const mimetype = imageMimetype(bytes);
      if (mimetype) return { kind: 'image', mimetype };
      break;
    }
    case 'text':
    case 'markdown':
      // A PDF, zip or picture renamed .txt is refused as a renamed file, not as bad text.
      if (isPdf(bytes) || isDocx(bytes) || imageMimetype(bytes)) break;
      if (!isUtf8Text(bytes)) throw new StudyFileError(TEXT_NOT_UTF8);
      return { kind: promised.kind, mimetype: promised.kind === 'text' ? 'text/plain' : 'text/markdown' };
  }
  throw new StudyFileError(notReallyA(promised.kindName));
}
