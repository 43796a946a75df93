import { describe, expect, it } from 'vitest';
import { notificationContent } from './notification-log';

describe('notificationContent', () => {
  it('reads the title, body, kind of text and due topics the database wrote', () => {
    const content = {
      title: 'Smart Recap Time!',
      body: 'Two reviews are due: Biology - Cells and History - Rome.',
      type: 'smart_recap',
      tag: 'study-reminder',
      icon: '/favicon.png',
      sourceData: { dueReviews: 2, topics: ['Biology - Cells', 'History - Rome'] },
    };
    expect(notificationContent({ content })).toEqual({
      title: 'Smart Recap Time!',
      body: 'Two reviews are due: Biology - Cells and History - Rome.',
      type: 'smart_recap',
      topics: ['Biology - Cells', 'History - Rome'],
    });
  });

  it('gives empty texts and no topics for content that lacks them', () => {
    const empty = { title: '', body: '', type: undefined, topics: [] };
    expect(notificationContent({ content: 'Smart Recap Time!' })).toEqual(empty);
    expect(notificationContent({ content: { sourceData: {} } })).toEqual(empty);
  });
});
