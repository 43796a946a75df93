import { describe, expect, it } from 'vitest';
import type { NotificationLog } from './notification-log';
import { PERMISSION_DENIED } from './delivery';
import { smartTestResult, testNotificationResult } from './test-result';

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

describe('smartTestResult', () => {
  it('says sent when the browser showed it', () => {
    expect(smartTestResult({ ok: true, value: { log, delivery: { ok: true } } })).toEqual({
      tone: 'success',
      text: 'Smart test notification sent successfully',
    });
  });

  it('says the permission is denied when the browser may not show it', () => {
    const result = smartTestResult({
      ok: true,
      value: { log, delivery: { ok: false, reason: PERMISSION_DENIED } },
    });
    expect(result.text).toBe('Notification permission denied');
    expect(result.tone).toBe('error');
  });

  it('passes on the database’s “no learner data” and hides any other server message', () => {
    const noData = { message: 'any wording', code: 'P0002', hint: 'profile_not_found' };
    expect(smartTestResult({ ok: false, error: noData }).text).toBe(
      'Could not fetch user data for smart notification',
    );
    expect(
      smartTestResult({ ok: false, error: { message: 'Could not fetch user data for smart notification', code: 'P0002' } }).text,
    ).toBe('Failed to send smart test notification');
    expect(
      smartTestResult({ ok: false, error: { message: 'permission denied for table users' } }).text,
    ).toBe('Failed to send smart test notification');
  });

  it('gives the reason when showing failed for another cause', () => {
    const result = smartTestResult({
      ok: true,
      value: { log, delivery: { ok: false, reason: 'Service workers not supported' } },
    });
    expect(result).toEqual({
      tone: 'error',
      text: 'Failed to send smart test notification',
      detail: 'Service workers not supported',
    });
  });
});
