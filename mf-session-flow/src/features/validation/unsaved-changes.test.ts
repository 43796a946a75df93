import { describe, expect, it } from 'vitest';
import type { StudySetRecord } from './api/get-study-set';
import { firstUnsavedChange, keptChanges, noUnsavedChanges, withChange, withChangeSaved, withoutChange } from './unsaved-changes';

const set: StudySetRecord = {
  studysetid: 'set',
  language: 'en',
  summary: [],
  flashcards: [{ id: 'c1', front: 'What is ATP?', back: 'Energy carrier', dropped: false }],
  quiz: [{ id: 'q1', prompt: 'One?', options: ['a', 'b', 'c', 'd'], correctIndex: 0, explanation: 'e', dropped: false }],
};

describe('changes of the study set kept on the device', () => {
  it('keeps only the last change of an item: a drop and its Undo leave the Undo to send', () => {
    const dropped = withChange(noUnsavedChanges, { kind: 'dropped', id: 'c1', value: true });
    const undone = withChange(dropped, { kind: 'dropped', id: 'c1', value: false });
    expect(undone.dropped).toEqual({ c1: false });
    expect(firstUnsavedChange(undone)).toEqual({ kind: 'dropped', id: 'c1', value: false });
  });

  it('forgets a change the database took, but not one the learner made again meanwhile', () => {
    const card = { front: 'What is ATP?', back: 'It carries energy' };
    const sent = { kind: 'card' as const, id: 'c1', value: card };
    const unsaved = withChange(noUnsavedChanges, sent);
    expect(withoutChange(unsaved, sent)).toEqual(noUnsavedChanges);
    const editedAgain = withChange(unsaved, { kind: 'card', id: 'c1', value: { ...card, back: 'Energy, in cells' } });
    expect(withoutChange(editedAgain, sent)).toBe(editedAgain);
  });

  it('sends drops before edits, and nothing when nothing is left', () => {
    let unsaved = withChange(noUnsavedChanges, { kind: 'card', id: 'c1', value: { front: 'F', back: 'B' } });
    unsaved = withChange(unsaved, { kind: 'dropped', id: 'q1', value: true });
    expect(firstUnsavedChange(unsaved)).toMatchObject({ kind: 'dropped', id: 'q1' });
    expect(firstUnsavedChange(noUnsavedChanges)).toBeUndefined();
  });

  it('shows the set as the database holds it once a change is saved', () => {
    expect(withChangeSaved(set, { kind: 'dropped', id: 'q1', value: true }).quiz[0]?.dropped).toBe(true);
    expect(withChangeSaved(set, { kind: 'card', id: 'c1', value: { front: 'F', back: 'B' } }).flashcards[0]).toMatchObject({ front: 'F', back: 'B', dropped: false });
  });

  it('reads back what the device kept, and what an older page kept in its progress', () => {
    const kept = withChange(noUnsavedChanges, { kind: 'dropped', id: 'c1', value: true });
    expect(keptChanges(JSON.parse(JSON.stringify(kept)), null)).toEqual(kept);
    const olderProgress = { step: 'quiz', dropped: ['c1', 'q2'], editedCards: { c2: { front: 'F', back: 'B' } }, editedQuestions: {} };
    expect(keptChanges(null, olderProgress)).toEqual({ dropped: { c1: true, q2: true }, cards: { c2: { front: 'F', back: 'B' } }, questions: {} });
    expect(keptChanges(null, null)).toEqual(noUnsavedChanges);
    expect(keptChanges({ dropped: 'broken' }, null)).toEqual(noUnsavedChanges);
  });
});
