import { DOCX_DAMAGED, DOCX_NO_TEXT } from './study-file-messages.ts';

export interface DocxText {
  text: string;
  message: string | null;
}

/**
 * Reads a Word document's text with mammoth. Its raw text puts every paragraph of the document
 * (a heading, a list item, a table cell) on its own, followed by a blank line, so headings and
 * list items stay apart from the sentences around them.
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxText> {
  const [{ default: mammoth }, { default: mammothPromises }] = await Promise.all([
    import('mammoth'),
    import('mammoth/lib/promises.js'),
  ]);
  // mammoth hands its answer back through a Promise subclass built with `__proto__`, which Deno
  // (hosted Supabase's runtime, where no --unsafe-proto flag can be given) does not have: the
  // plain Promise underneath answers the same.
  mammothPromises.toExternalPromise = (promise) => promise;
  // The copy is an ArrayBuffer of exactly these bytes: mammoth's browser build reads
  // `arrayBuffer`, its Node build `buffer`.
  const arrayBuffer = bytes.slice().buffer;
  const input = { arrayBuffer, buffer: bytes } as unknown as { arrayBuffer: ArrayBuffer };
  let raw: string;
  try {
    raw = (await mammoth.extractRawText(input)).value;
  } catch {
    return { text: '', message: DOCX_DAMAGED };
  }
  const text = raw
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
  return { text, message: /\p{L}/u.test(text) ? null : DOCX_NO_TEXT };
}
