import { describe, expect, it } from 'vitest';
import { addSharedSetError, sharedSetLoadError, sharedStudySet } from './shared-set';

describe('a shared study set', () => {
  it('shows the owner\'s name only when the database gives it, and keeps every item in order', () => {
    const row = {
      subjectname: 'Biology',
      topicname: 'Cells',
      language: 'en',
      ownername: null,
      summary: ['Cells divide', 'Cells grow'],
      flashcards: [{ front: 'Mitosis?', back: 'Cell division' }, { front: 'Meiosis?', back: 'Division into gametes' }],
      questions: [{ question: 'Which divides?', options: ['Cells', 'Rocks', 'Water', 'Air'] }],
    };
    expect(sharedStudySet(row)).toEqual(row);
    expect(sharedStudySet({ ...row, ownername: 'Asha' }).ownername).toBe('Asha');
  });

  it('reads a field the database left empty as empty, never as the word null', () => {
    expect(
      sharedStudySet({ subjectname: null, topicname: null, language: null, ownername: null, summary: null, flashcards: [{ front: null, back: 'b' }], questions: null }),
    ).toEqual({ subjectname: '', topicname: '', language: 'und', ownername: null, summary: [], flashcards: [{ front: '', back: 'b' }], questions: [] });
  });

  it("tells the learner why a set was not added, in the database's words for a plan limit", () => {
    expect(addSharedSetError({ hint: 'session_limit_today', message: 'Session limit reached for today' })).toBe(
      'Session limit reached for today. Try again when your plan allows a new session.',
    );
    expect(addSharedSetError({ hint: 'shared_set_not_found', message: 'x' })).toBe('This shared set is no longer available.');
    expect(addSharedSetError({ hint: 'shared_set_is_yours', message: 'x' })).toBe('This study set is already yours.');
    expect(addSharedSetError(new TypeError('Failed to fetch'))).toBe('The set could not be added. Check your connection and try again.');
  });

  it('tells a visitor held back by the per-network limit to wait, by the refusal\'s hint and not its wording', () => {
    const limited = { code: 'PT429', hint: 'shared_lookups_limited', message: 'any wording the database chooses' };
    expect(sharedSetLoadError(limited)).toEqual({
      title: 'Too many requests',
      message: 'Too many shared sets were opened from your network just now. Wait a few minutes, then try again.',
    });
    expect(addSharedSetError(limited)).toBe('Too many shared sets were opened from your network just now. Wait a few minutes, then try again.');
    expect(sharedSetLoadError({ code: 'PT429', message: 'Too many shared study sets were looked up' }).title).toBe('Error loading the shared study set');
    expect(sharedSetLoadError(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error loading the shared study set',
      message: 'Check your connection and try again.',
    });
  });
});
