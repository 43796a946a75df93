import { describe, expect, it } from 'vitest';
import { pushPayload, type PushDelivery } from './push-message.ts';

const delivery = (content: Record<string, unknown>): PushDelivery => ({
  log_id: '5b0c7d3e-8f4a-4e55-9a51-0d7c2b8e6f11',
  user_id: '0e6f3c1a-2b47-4d0e-8c5a-3f9e1d7b2a64',
  content,
  subscriptions: [],
});

describe('what a push carries', () => {
  it("is the row's id and its own title, body, tag and icon", () => {
    const content = {
      title: 'Study Time!',
      body: 'Your Cell Biology session starts in 15 minutes.',
      tag: 'study-reminder',
      icon: '/favicon.png',
    };
    expect(
      JSON.parse(
        pushPayload(delivery({ ...content, type: 'motivational', sourceData: { dueReviews: 2 } })),
      ),
    ).toEqual({
      logId: '5b0c7d3e-8f4a-4e55-9a51-0d7c2b8e6f11',
      ...content,
    });
  });

  it('leaves out what the row does not have as text, for the service worker to fill in', () => {
    expect(JSON.parse(pushPayload(delivery({ title: 'Review due', body: 3, icon: null })))).toEqual(
      {
        logId: '5b0c7d3e-8f4a-4e55-9a51-0d7c2b8e6f11',
        title: 'Review due',
      },
    );
  });
});
