import { describe, expect, it } from 'vitest';
import type { ReviewSession } from '../api/get-review';
import { reviewState } from './review-state';

const session = (overrides: Partial<ReviewSession>): ReviewSession => ({
  sessionid: 's1',
  sessionname: 'Biology - Cells #1',
  subjectname: 'Biology',
  topicname: 'Cells',
  status: 'completed',
  masteredat: null,
  entry: { entryid: 'e1', reviewstage: 2, status: 'pending', currentreviewduedate: '2026-11-21' },
  studySet: null,
  ...overrides,
});

describe('reviewState', () => {
  it('is due on the due date and after it', () => {
    expect(reviewState(session({}), '2026-11-21')).toEqual({ kind: 'due', entryid: 'e1', stage: 2 });
    expect(reviewState(session({}), '2026-12-01').kind).toBe('due');
  });

  it('only browses before the due date', () => {
    expect(reviewState(session({}), '2026-11-20')).toEqual({ kind: 'upcoming', stage: 2, dueDate: '2026-11-21' });
  });

  it('only browses a mastered session or one without a review', () => {
    expect(reviewState(session({ masteredat: '2026-11-21T10:00:00Z' }), '2026-11-21').kind).toBe('mastered');
    expect(reviewState(session({ entry: null, status: 'validating' }), '2026-11-21').kind).toBe('not-reviewed');
  });
});
