import { describe, expect, it } from 'vitest';
import type { NotificationLog } from './notification-log';
import { testNotificationResult } from './test-result';

const log = {
  id: 'log-1',
  content: { title: 'Test Notification', body: 'Hello' },
} as unknown as NotificationLog;

describe('testNotificationResult', () => {
  it('says sent only when the browser showed it', () => {
    expect(testNotificationResult({ ok: true, value: { log, delivery: { ok: true } } })).toEqual({
      tone: 'success',
      text: 'Test notification sent successfully',
    });
  });

  it('says the permission is denied, and how to allow it', () => {
    const result = testNotificationResult({
      ok: true,
      value: { log, delivery: { ok: false, reason: 'Notification permission denied' } },
    });
    expect(result.text).toBe('Notification permission denied');
    expect(result.detail).toMatch(/site settings/);
  });

  it('says sending failed, with the reason, when the browser could not show it', () => {
    expect(
      testNotificationResult({
        ok: true,
        value: { log, delivery: { ok: false, reason: 'Unknown error' } },
      }),
    ).toEqual({
      tone: 'error',
      text: 'Failed to send test notification',
      detail: 'Unknown error',
    });
  });

  it('says sending failed, without the server’s message, when the notification could not be written', () => {
    expect(
      testNotificationResult({ ok: false, error: { message: 'Too many test notifications' } }),
    ).toEqual({
      tone: 'error',
      text: 'Failed to send test notification',
    });
  });
});
