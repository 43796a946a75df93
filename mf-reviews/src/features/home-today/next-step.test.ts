import { describe, expect, it } from 'vitest';
import type { CurrentStudySession, StudySessionStatus } from '@aayra/supabase/current-session';
import type { DueReview } from '@aayra/supabase/home-dashboard';
import { nextStep } from './next-step';

const due = (sessionid: string, sessionname: string): DueReview => ({
  entryid: `entry-${sessionid}`,
  sessionid,
  sessionname,
  subjectname: 'Biology',
  topicname: 'Cells',
  sessioncreatedat: '2026-11-16T09:00:00+00:00',
  reviewstage: 1,
  currentreviewduedate: '2026-11-18',
  isdue: true,
});

const nothingToDo = { duereviews: [], pendingreviews: 0, incompletesessions: 0, canstart: true, message: null };

const session = (status: StudySessionStatus): CurrentStudySession => ({
  sessionid: 'in-progress',
  sessionname: 'Biology - Cells #2',
  subjectname: 'Biology',
  topicname: 'Cells',
  status,
  focusdurationminutes: 25,
  breakdurationminutes: 5,
  reviewstage: 0,
  timerEndsAt: null,
  timerRemainingMs: null,
});

describe('the next step on Home', () => {
  it('continues the session in progress before anything else', () => {
    for (const status of ['focus_in_progress', 'uploading', 'validating', 'break_in_progress'] as const) {
      expect(nextStep({ ...nothingToDo, duereviews: [due('s1', 'Maths - Sets #1')], pendingreviews: 1 }, session(status))).toEqual({
        label: 'Return to Your Session',
        detail: 'Biology - Cells #2 is still in progress. Finish it before starting another.',
        to: '/new-session',
      });
    }
  });

  it('opens the review that has waited longest when one is due', () => {
    const figures = { ...nothingToDo, duereviews: [due('s1', 'Maths - Sets #1'), due('s2', 'Maths - Logic #1')], pendingreviews: 7, incompletesessions: 2 };
    expect(nextStep(figures, null)).toEqual({
      label: 'Review Maths - Sets #1',
      detail: 'It has waited longest of your 7 reviews due.',
      to: '/review/s1',
    });
    expect(nextStep({ ...figures, duereviews: [due('s2', 'Maths - Logic #1')], pendingreviews: 1 }, null).detail).toBe(
      'It is your one review due today.',
    );
  });

  it('ignores a session that is over, completed or left incomplete', () => {
    expect(nextStep({ ...nothingToDo, duereviews: [due('s1', 'Maths - Sets #1')], pendingreviews: 1 }, session('completed')).to).toBe('/review/s1');
    expect(nextStep(nothingToDo, session('incomplete')).to).toBe('/new-session');
  });

  it('finishes an incomplete session when no review is due', () => {
    expect(nextStep({ ...nothingToDo, incompletesessions: 2 }, null)).toEqual({
      label: 'Finish an Incomplete Session',
      detail: '2 sessions stopped during validation. Reviews start once a session is completed.',
      to: '/incomplete-sessions',
    });
    expect(nextStep({ ...nothingToDo, incompletesessions: 1, canstart: false }, null).detail).toMatch(/^1 session stopped/);
  });

  it('starts a new session when nothing is due or left', () => {
    expect(nextStep(nothingToDo, null)).toEqual({
      label: 'Start a Session',
      detail: "Nothing is due. A focus session counts toward this week's goal.",
      to: '/new-session',
    });
  });

  it('looks back over completed sessions once the limit is reached', () => {
    expect(nextStep({ ...nothingToDo, canstart: false, message: 'No more sessions today' }, null)).toEqual({
      label: 'Browse Past Sessions',
      detail: 'No more sessions today. Look back over what you have studied.',
      to: '/completed-sessions',
    });
  });
});
