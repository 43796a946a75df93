import { describe, expect, it } from 'vitest';
import { pushPayload, readPushDelivery, type PushDelivery } from './push-message.ts';

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

describe('a reminder as claimed for pushing', () => {
  const claimed = {
    log_id: '5b0c7d3e-8f4a-4e55-9a51-0d7c2b8e6f11',
    user_id: '0e6f3c1a-2b47-4d0e-8c5a-3f9e1d7b2a64',
    content: { title: 'Study Time!' },
    subscriptions: [{ id: 'a1', endpoint: 'https://push.example/1', p256dh: 'key', auth: 'secret' }],
  };

  it('reaches every device the database listed, with its keys', () => {
    expect(readPushDelivery(claimed)).toEqual(claimed);
  });

  it('is refused with a clear error when a device lacks its keys, rather than pushed to half a device', () => {
    expect(() => readPushDelivery({ ...claimed, subscriptions: [{ id: 'a1', endpoint: 'https://push.example/1', p256dh: null, auth: null }] }))
      .toThrow('A claimed reminder names a device without its id, endpoint and keys.');
  });

  it('is refused when its content is not the row’s object of fields', () => {
    expect(() => readPushDelivery({ ...claimed, content: 'Study Time!' })).toThrow(`Reminder ${claimed.log_id} was claimed without its content.`);
  });
});
