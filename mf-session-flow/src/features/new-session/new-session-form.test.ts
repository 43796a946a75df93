import { describe, expect, it } from 'vitest';
import { emptyDraft, validateNewSession } from './new-session-form';

describe('the new-session form', () => {
  it('suggests 25 minutes of focus and a 5-minute break', () => {
    expect(emptyDraft).toMatchObject({ focusMinutes: '25', breakMinutes: '5' });
  });

  it('accepts a subject and topic, trimmed, with the durations as numbers', () => {
    expect(validateNewSession({ subject: ' Biology ', topic: 'Cells', focusMinutes: '50', breakMinutes: '10' }).values).toEqual({
      subject: 'Biology',
      topic: 'Cells',
      focusMinutes: 50,
      breakMinutes: 10,
    });
  });

  it('names every problem and gives no values', () => {
    const result = validateNewSession({ subject: '  ', topic: 'x'.repeat(101), focusMinutes: '0', breakMinutes: '61' });
    expect(result.values).toBeUndefined();
    expect(Object.keys(result.errors).sort()).toEqual(['breakMinutes', 'focusMinutes', 'subject', 'topic']);
    expect(validateNewSession({ ...emptyDraft, subject: 'A', topic: 'B', focusMinutes: '2.5' }).errors.focusMinutes).toMatch(/whole number/);
  });
});
