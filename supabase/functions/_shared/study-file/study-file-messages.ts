// What the learner reads next to a file. Each sentence appears here once; tests assert them.

export const FILE_TOO_LARGE = 'This file is larger than 10 MB, so Aayra cannot take it.';
export const FILE_EMPTY = 'This file is empty.';
export const FILE_TYPE_NOT_READ = 'Aayra reads PDF, Word (.docx), text (.txt), Markdown (.md), PNG and JPEG files only.';
export const TEXT_NOT_UTF8 = 'This file is not plain UTF-8 text, so Aayra cannot read it.';

/** The file's name promises one kind and its bytes are another (a renamed zip or program). */
export function notReallyA(kindName: string): string {
  return `This file is named like ${kindName} but its content is not one, so Aayra cannot take it.`;
}

export const PDF_SCANNED = 'This PDF has no text layer (it looks scanned), so Aayra kept the file but cannot read it.';
export const PDF_LOCKED = 'This PDF is protected by a password, so Aayra kept the file but cannot read it.';
export const PDF_DAMAGED = 'This PDF is damaged, so Aayra kept the file but cannot read it.';
export const DOCX_DAMAGED = 'This Word document is damaged, so Aayra kept the file but cannot read it.';
export const DOCX_NO_TEXT = 'This Word document has no text in it, so Aayra kept the file but has nothing to read.';
export const IMAGE_READ_IN_BROWSER = 'Aayra reads the text of a picture in your browser, so this file is kept here without its text.';
