import { describe, expect, it } from 'vitest';
import { csvField, flashcardsCsv } from './flashcards-csv';

const source = { sessionname: 'Cells #1', subjectname: 'Biology', topicname: 'Cells' };

describe('csvField (RFC 4180)', () => {
  it('leaves a plain field as it is', () => {
    expect(csvField('Mitochondria')).toBe('Mitochondria');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a line break or a carriage return', () => {
    expect(csvField('ATP, mostly')).toBe('"ATP, mostly"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('quotes a field with a double quote and doubles every quote in it', () => {
    expect(csvField('The "powerhouse"')).toBe('"The ""powerhouse"""');
    expect(csvField('"')).toBe('""""');
  });
});

describe('flashcardsCsv', () => {
  it('has the header front, back, source and one CRLF-ended row per card, source naming session, subject and topic', () => {
    const csv = flashcardsCsv([
      { front: 'What makes ATP?', back: 'Mitochondria', ...source },
      { front: 'Say "cell"', back: 'one,\ntwo', ...source },
    ]);
    expect(csv).toBe(
      'front,back,source\r\n' +
        'What makes ATP?,Mitochondria,"Cells #1, Biology, Cells"\r\n' +
        '"Say ""cell""","one,\ntwo","Cells #1, Biology, Cells"\r\n',
    );
  });

  it('is only the header when there are no cards', () => {
    expect(flashcardsCsv([])).toBe('front,back,source\r\n');
  });

  it('keeps letters of every script as they are', () => {
    expect(flashcardsCsv([{ front: '細胞', back: 'κύτταρο — клетка', ...source }])).toContain('細胞,κύτταρο — клетка,');
  });
});
