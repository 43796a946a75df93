import { describe, expect, it } from 'vitest';
import { canRemove, fileItemsReducer, type FileItem } from './file-items';

const added = fileItemsReducer([], {
  type: 'added',
  items: [
    { id: 'a', name: 'cells.pdf', sizeBytes: 2048 },
    { id: 'b', name: 'notes.docx', sizeBytes: 1024 },
  ],
});

describe('the files being added', () => {
  it('lists every chosen file at once, in order, each waiting its turn', () => {
    expect(added.map((item) => [item.name, item.step])).toEqual([
      ['cells.pdf', { step: 'waiting' }],
      ['notes.docx', { step: 'waiting' }],
    ]);
    expect(added.some(canRemove)).toBe(false);
  });

  it('moves one file along without touching the others, keeping its type once known', () => {
    let items: FileItem[] = fileItemsReducer(added, {
      type: 'moved',
      id: 'a',
      step: { step: 'uploading', fraction: 0.5 },
      mimetype: 'application/pdf',
    });
    items = fileItemsReducer(items, {
      type: 'moved',
      id: 'a',
      step: { step: 'reading', kind: 'pdf', done: 3, total: 50 },
    });
    expect(items[0]).toMatchObject({
      mimetype: 'application/pdf',
      step: { step: 'reading', done: 3 },
    });
    expect(items[1]).toEqual(added[1]);
  });

  it('keeps a refused file listed with its sentence until the learner removes it', () => {
    const refused = fileItemsReducer(added, {
      type: 'stopped',
      id: 'b',
      message: 'This file is empty.',
    });
    expect(refused[1]).toMatchObject({ step: null, message: 'This file is empty.' });
    expect(canRemove(refused[1]!)).toBe(true);
    expect(fileItemsReducer(refused, { type: 'gone', id: 'b' }).map((item) => item.id)).toEqual([
      'a',
    ]);
  });
});
