import { describe, expect, it } from 'vitest';
import { isSessionInProgress, leaveSessionDialog } from './session-phase-dialog';

describe('leaving a session in progress', () => {
  it('completes it during the break', () => {
    expect(leaveSessionDialog('break_in_progress')).toEqual({
      title: 'Complete Session',
      message: 'Session will be marked complete.',
    });
  });
  it('marks it incomplete during validation', () => {
    expect(leaveSessionDialog('validating').title).toBe('Exit Session');
  });
  it('discards it during focus and upload', () => {
    for (const status of ['focus_in_progress', 'uploading'] as const) {
      expect(leaveSessionDialog(status)).toEqual({
        title: 'Discard Session',
        message: 'The session will be discarded. This action cannot be undone.',
      });
    }
  });
  it('asks nothing once a session is completed or incomplete', () => {
    expect(isSessionInProgress('completed')).toBe(false);
    expect(isSessionInProgress('incomplete')).toBe(false);
    expect(isSessionInProgress(undefined)).toBe(false);
    expect(isSessionInProgress('focus_in_progress')).toBe(true);
  });
});
