import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cellBiology, scannedNotes, waterCycle } from '../../../../tests/fixtures/study-files/texts.mjs';
import { extractStudyFile, StudyFileError } from './extract-study-file.ts';
import {
  DOCX_DAMAGED,
  DOCX_NO_TEXT,
  FILE_EMPTY,
  IMAGE_READ_IN_BROWSER,
  PDF_DAMAGED,
  PDF_LOCKED,
  PDF_SCANNED,
} from './study-file-messages.ts';

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(`../../../../tests/fixtures/study-files/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A PDF that asks for a password: its security handler's checks match no empty password. */
function lockedPdf(): Uint8Array {
  const hex = (count: number) => Array.from({ length: count }, (_, index) => ((index * 37 + 11) % 256).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return utf8(body);
}

describe('extractStudyFile: PDF', () => {
  it('gives back the handout as whole sentences, without the header and footer of every page', async () => {
    const progress: string[] = [];
    const result = await extractStudyFile(await fixture(cellBiology.file), cellBiology.file, {
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result).toMatchObject({ kind: 'pdf', mimetype: 'application/pdf', extracted: true, message: null, pages: 4 });
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
    for (const sentence of cellBiology.knownSentences) expect(result.text).toContain(sentence);
    expect(result.text).not.toContain(cellBiology.courseTitle);
    expect(result.text).not.toMatch(/Page \d/);
    // Every paragraph of the handout comes back as one paragraph, headings on their own.
    const paragraphs = result.text.split('\n\n');
    for (const section of cellBiology.sections) {
      expect(paragraphs).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(paragraphs).toContain(paragraph);
    }
  });

  it('keeps a scanned PDF with its one-sentence reason', async () => {
    expect(await extractStudyFile(await fixture(scannedNotes.file), scannedNotes.file)).toEqual({
      kind: 'pdf',
      mimetype: 'application/pdf',
      text: '',
      extracted: false,
      message: PDF_SCANNED,
      pages: 1,
    });
  });

  it('keeps a password-protected or damaged PDF with its reason', async () => {
    expect(await extractStudyFile(lockedPdf(), 'locked.pdf')).toMatchObject({ extracted: false, text: '', message: PDF_LOCKED });
    const cut = (await fixture(cellBiology.file)).slice(0, 2000);
    expect(await extractStudyFile(cut, 'cut.pdf')).toMatchObject({ extracted: false, text: '', message: PDF_DAMAGED });
  });
});

describe('extractStudyFile: Word', () => {
  it('gives back headings, paragraphs and list items each as a paragraph of their own', async () => {
    const result = await extractStudyFile(await fixture(waterCycle.file), waterCycle.file);
    expect(result).toMatchObject({ kind: 'docx', extracted: true, message: null });
    expect(result.pages).toBeUndefined();
    const paragraphs = result.text.split('\n\n');
    expect(paragraphs[0]).toBe(waterCycle.title);
    for (const section of waterCycle.sections) {
      expect(paragraphs).toContain(section.heading);
      for (const text of [...section.paragraphs, ...(section.list ?? [])]) expect(paragraphs).toContain(text);
    }
    for (const sentence of waterCycle.knownSentences) expect(result.text).toContain(sentence);
  });

  it('keeps a damaged Word document with its reason', async () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...utf8('word/document.xml'), 0, 0, 0, 0]);
    expect(await extractStudyFile(damaged, 'handout.docx')).toMatchObject({ extracted: false, text: '', message: DOCX_DAMAGED });
    expect(DOCX_NO_TEXT.split('. ')).toHaveLength(1);
  });
});

describe('extractStudyFile: text, Markdown, pictures', () => {
  it('gives back text as written, without its byte-order mark', async () => {
    const text = 'Osmosis is the diffusion of water.\r\nIt needs no energy.';
    const result = await extractStudyFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]), 'notes.txt');
    expect(result).toEqual({ kind: 'text', mimetype: 'text/plain', text: 'Osmosis is the diffusion of water.\nIt needs no energy.', extracted: true, message: null });
  });

  it('gives back Markdown as written, of kind markdown', async () => {
    const markdown = '# Osmosis\n\n- **Osmosis** is the diffusion of water.\n';
    expect(await extractStudyFile(utf8(markdown), 'notes.md')).toMatchObject({ kind: 'markdown', mimetype: 'text/markdown', text: markdown, extracted: true });
  });

  it('refuses a text file with nothing but spaces as empty', async () => {
    await expect(extractStudyFile(utf8(' \n\t\n'), 'notes.txt')).rejects.toThrow(new StudyFileError(FILE_EMPTY));
  });

  it('keeps a picture for the browser to read', async () => {
    expect(await extractStudyFile(await fixture('printed-notes.png'), 'printed-notes.png')).toEqual({
      kind: 'image',
      mimetype: 'image/png',
      text: '',
      extracted: false,
      message: IMAGE_READ_IN_BROWSER,
    });
  });

  it('refuses a renamed zip before reading it', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...utf8('notes/chapter1.txt'), 0, 0]);
    await expect(extractStudyFile(zip, 'slides.pdf')).rejects.toBeInstanceOf(StudyFileError);
  });
});
