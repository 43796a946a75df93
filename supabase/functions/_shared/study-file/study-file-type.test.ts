import { describe, expect, it } from 'vitest';
import { MAX_STUDY_FILE_BYTES, StudyFileError, studyFileType } from './extract-study-file.ts';
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_READ, notReallyA, TEXT_NOT_UTF8 } from './study-file-messages.ts';

const bytesOf = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

const PDF = bytesOf('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const ZIP = bytesOf([0x50, 0x4b, 0x03, 0x04], 'notes/chapter1.txt', [0, 0, 0]);
const DOCX = bytesOf([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml', [0, 1, 2], 'word/document.xml', [0, 0]);
const EXE = bytesOf('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.');
const PNG = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');

function refusal(bytes: Uint8Array, name: string): string {
  try {
    studyFileType(bytes, name);
  } catch (error) {
    expect(error).toBeInstanceOf(StudyFileError);
    return (error as Error).message;
  }
  throw new Error(`${name} was taken`);
}

describe('studyFileType', () => {
  it('recognises each kind Aayra reads by its content', () => {
    expect(studyFileType(PDF, 'Lecture 3.PDF')).toEqual({ kind: 'pdf', mimetype: 'application/pdf' });
    expect(studyFileType(DOCX, 'handout.docx')).toEqual({
      kind: 'docx',
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(studyFileType(bytesOf('Osmosis is the diffusion of water.'), 'notes.txt')).toEqual({ kind: 'text', mimetype: 'text/plain' });
    expect(studyFileType(bytesOf('# Osmosis\n\nWater moves — passively.'), 'notes.md')).toEqual({ kind: 'markdown', mimetype: 'text/markdown' });
    expect(studyFileType(PNG, 'board.png')).toEqual({ kind: 'image', mimetype: 'image/png' });
    expect(studyFileType(JPEG, 'board.jpeg')).toEqual({ kind: 'image', mimetype: 'image/jpeg' });
    // Phones often save a PNG under .jpg: it is still a picture, named by what it is.
    expect(studyFileType(PNG, 'board.jpg')).toEqual({ kind: 'image', mimetype: 'image/png' });
  });

  it('refuses a .pdf that is really a zip, a Word document or a program', () => {
    expect(refusal(ZIP, 'slides.pdf')).toBe(notReallyA('a PDF'));
    expect(refusal(DOCX, 'slides.pdf')).toBe(notReallyA('a PDF'));
    expect(refusal(EXE, 'slides.pdf')).toBe(notReallyA('a PDF'));
    expect(notReallyA('a PDF')).toBe('This file is named like a PDF but its content is not one, so Aayra cannot take it.');
  });

  it('refuses a .docx that is some other zip, and pictures or text that are not what they say', () => {
    expect(refusal(ZIP, 'handout.docx')).toBe(notReallyA('a Word document'));
    expect(refusal(PDF, 'board.png')).toBe(notReallyA('a picture'));
    expect(refusal(bytesOf('These are my notes, not a picture.'), 'board.png')).toBe(notReallyA('a picture'));
    // A GIF is a picture, but not one the study-materials bucket takes or OCR reads.
    expect(refusal(bytesOf('GIF89a', [1, 0, 1, 0]), 'board.png')).toBe(notReallyA('a picture'));
    expect(refusal(PNG, 'notes.txt')).toBe(notReallyA('a text file'));
    expect(refusal(PDF, 'notes.md')).toBe(notReallyA('a Markdown file'));
  });

  it('refuses text that is not UTF-8 or holds NUL bytes', () => {
    expect(refusal(bytesOf('caf', [0xe9], ' au lait'), 'notes.txt')).toBe(TEXT_NOT_UTF8);
    expect(refusal(EXE, 'notes.txt')).toBe(TEXT_NOT_UTF8);
  });

  it('refuses names outside the list, empty files and files over 10 MB', () => {
    expect(refusal(EXE, 'setup.exe')).toBe(FILE_TYPE_NOT_READ);
    expect(refusal(PDF, 'slides')).toBe(FILE_TYPE_NOT_READ);
    expect(refusal(DOCX, 'old.doc')).toBe(FILE_TYPE_NOT_READ);
    expect(refusal(new Uint8Array(0), 'notes.txt')).toBe(FILE_EMPTY);
    expect(refusal(new Uint8Array(MAX_STUDY_FILE_BYTES + 1), 'slides.pdf')).toBe(FILE_TOO_LARGE);
    expect(studyFileType(new Uint8Array(MAX_STUDY_FILE_BYTES).fill(0x61), 'notes.txt').kind).toBe('text');
  });
});
