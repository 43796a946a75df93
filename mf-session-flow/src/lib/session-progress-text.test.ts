import { describe, expect, it } from 'vitest';
import type { CurrentStudySession } from '@aayra/supabase/current-session';
import { sessionProgressText } from './session-progress-text';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const focus: CurrentStudySession = {
  sessionid: 's-1', sessionname: 'Biology - Cells #1', subjectname: 'Biology', topicname: 'Cells', status: 'focus_in_progress',
  focusdurationminutes: 25, breakdurationminutes: 5, reviewstage: 0, timerEndsAt: NOW + 754_200, timerRemainingMs: null,
};

describe('the phase and time left of the session to continue', () => {
  it('counts a running timer down to its deadline', () => {
    expect(sessionProgressText(focus, NOW)).toBe('Focus: 12:35 left');
  });

  it('holds a paused timer', () => {
    expect(sessionProgressText({ ...focus, timerEndsAt: null, timerRemainingMs: 60_000 }, NOW + 3_600_000)).toBe('Focus: paused, 01:00 left');
  });

  it('says the focus is over when its deadline passed long ago (the tab was closed)', () => {
    expect(sessionProgressText(focus, NOW + 86_400_000)).toBe("Focus: time's up, add what you studied");
  });

  it('names the phases without a timer', () => {
    expect(sessionProgressText({ ...focus, status: 'uploading', timerEndsAt: null }, NOW)).toBe('Upload: add what you studied');
    expect(sessionProgressText({ ...focus, status: 'validating', timerEndsAt: null }, NOW)).toBe('Validation: check what you learned');
  });

  it('counts the break', () => {
    expect(sessionProgressText({ ...focus, status: 'break_in_progress', timerEndsAt: NOW + 120_000 }, NOW)).toBe('Break: 02:00 left');
  });
});
