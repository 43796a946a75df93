import { describe, expect, it } from 'vitest';
import { dueReview, withoutReviewsSavedOnDevice, type DueReview, type HomeDashboard } from './home-dashboard';

const due = (entryid: string): DueReview =>
  ({ entryid, sessionid: `s-${entryid}`, reviewstage: 1, currentreviewduedate: '2026-11-25', isdue: true }) as DueReview;

const dashboard = { duereviews: [due('a'), due('b'), due('c')], pendingreviews: 7 } as HomeDashboard;

describe('Home without the reviews saved on this device', () => {
  it('neither lists nor counts a review done here and waiting to be sent', () => {
    const shown = withoutReviewsSavedOnDevice(dashboard, new Set(['b']));
    expect(shown.duereviews.map((review) => review.entryid)).toEqual(['a', 'c']);
    expect(shown.pendingreviews).toBe(6);
  });

  it('is the dashboard itself when nothing waits', () => {
    expect(withoutReviewsSavedOnDevice(dashboard, new Set())).toBe(dashboard);
  });

  it('never counts below zero', () => {
    const none = { duereviews: [], pendingreviews: 0 } as unknown as HomeDashboard;
    expect(withoutReviewsSavedOnDevice(none, new Set(['a'])).pendingreviews).toBe(0);
  });
});

describe('A due review as the database answers it', () => {
  const answered = {
    entryid: 'e1',
    sessionid: 's1',
    reviewstage: 2,
    currentreviewduedate: '2026-11-25',
    isdue: true,
    sessionname: 'Biology - Cells #1',
    subjectname: 'Biology',
    topicname: 'Cells',
    sessioncreatedat: '2026-11-20T09:00:00Z',
  };

  it('is shown as it came when every field is filled', () => {
    expect(dueReview(answered)).toEqual(answered);
  });

  it('is refused, naming the field, when one came empty: it could neither be named nor opened', () => {
    expect(() => dueReview({ ...answered, sessionid: null })).toThrow('A pending review came without its sessionid.');
  });
});
