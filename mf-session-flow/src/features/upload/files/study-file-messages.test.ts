import { describe, expect, it } from 'vitest';
import {
  fileDetails,
  IMAGE_WITHOUT_TEXT,
  PDF_WITHOUT_TEXT,
  FILE_WITHOUT_TEXT,
  progressOf,
  storedFileMessage,
} from './study-file-messages';

describe('what the learner reads about a file', () => {
  it('names the page being read out of all pages of a PDF', () => {
    expect(progressOf({ step: 'reading', kind: 'pdf', done: 2, total: 50 })).toEqual({
      label: 'Reading page 3 of 50',
      fraction: 0.04,
    });
    expect(progressOf({ step: 'reading', kind: 'pdf', done: 50, total: 50 })).toEqual({
      label: 'Reading page 50 of 50',
      fraction: 1,
    });
    expect(progressOf({ step: 'reading', kind: 'docx', done: 0, total: 0 })).toEqual({
      label: 'Reading the text',
      fraction: null,
    });
  });

  it('shows upload and recognition progress as fractions, never outside 0 to 1', () => {
    expect(progressOf({ step: 'uploading', fraction: 0.25 })).toEqual({
      label: 'Uploading',
      fraction: 0.25,
    });
    expect(progressOf({ step: 'uploading', fraction: 1.2 }).fraction).toBe(1);
    expect(progressOf({ step: 'recognising', fraction: Number.NaN }).fraction).toBe(0);
  });

  it('says why a stored file without text is not studied, from the stored row alone', () => {
    expect(storedFileMessage({ textextracted: true, mimetype: 'application/pdf' })).toBeNull();
    expect(storedFileMessage({ textextracted: false, mimetype: 'application/pdf' })).toBe(
      PDF_WITHOUT_TEXT,
    );
    expect(storedFileMessage({ textextracted: false, mimetype: 'image/jpeg' })).toBe(
      IMAGE_WITHOUT_TEXT,
    );
    expect(storedFileMessage({ textextracted: false, mimetype: null })).toBe(FILE_WITHOUT_TEXT);
  });

  it('describes a file by its kind and size', () => {
    expect(fileDetails('application/pdf', 3 * 1024 * 1024)).toBe('PDF · 3.0 MB');
    expect(
      fileDetails('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2048),
    ).toBe('Word document · 2 KB');
    expect(fileDetails(null, 900)).toBe('File · 900 B');
  });
});
