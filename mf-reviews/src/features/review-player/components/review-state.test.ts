import { describe, expect, it } from 'vitest';
import type { ReviewSession } from '../../../lib/api/get-review';
import { reviewState } from './review-state';

const session = (overrides: Partial<ReviewSession>): ReviewSession => ({
  sessionid: 's1',
  sessionname: 'Biology - Cells #1',
  subjectname: 'Biology',
  topicname: 'Cells',
  status: 'completed',
  masteredat: null,
  pending: {
    entryid: 'e1',
    sessionid: 's1',
    reviewstage: 2,
    currentreviewduedate: '2026-11-21',
    isdue: true,
    sessionname: 'Biology - Cells #1',
    subjectname: 'Biology',
    topicname: 'Cells',
    sessioncreatedat: '2026-11-17T09:00:00+00:00',
  },
  studySet: null,
  ...overrides,
});

describe('reviewState', () => {
  it('records the review the database says is due', () => {
    expect(reviewState(session({}))).toEqual({ kind: 'due', entryid: 'e1', stage: 2 });
  });

  it('only browses a review that is not due yet, and says when it is', () => {
    const waiting = session({});
    waiting.pending = { ...waiting.pending!, isdue: false };
    expect(reviewState(waiting)).toEqual({ kind: 'upcoming', stage: 2, dueDate: '2026-11-21' });
  });

  it('only browses a mastered session or one without a review waiting', () => {
    expect(reviewState(session({ masteredat: '2026-11-21T10:00:00Z', pending: null })).kind).toBe('mastered');
    expect(reviewState(session({ pending: null, status: 'validating' })).kind).toBe('not-reviewed');
  });
});
