import { describe, expect, it } from 'vitest';
import type { NotificationLog } from '../../../lib/notification-log';
import { PERMISSION_DENIED } from '../../../lib/delivery';
import { dailyServiceResult, parseMinutes, scheduleTestResult } from './tester-results';

const log = (
  content: NotificationLog['content'],
  scheduled_time: string | null = null,
): NotificationLog => ({
  id: 'log-1',
  notification_type: 'test',
  content,
  status: 'scheduled',
  scheduled_time,
  sent_time: null,
  clicked_at: null,
  created_at: '2026-11-24T10:00:00Z',
  failure_reason: null,
});
const recap = {
  ...log({
    title: 'Smart Recap Time!',
    body: 'Two reviews are due.',
    sourceData: { topics: ['Photosynthesis', 'Fractions'] },
  }),
  // The daily run answers with the whole row it wrote.
  user_id: 'learner-1',
  pushed_at: null,
  reminder_slot: null,
};

describe('dailyServiceResult', () => {
  it('names the due topics of the recap it wrote', () => {
    const result = dailyServiceResult({
      ok: true,
      value: { run: { written: true, reason: null, log: recap }, delivery: { ok: true } },
    });
    expect(result.text).toBe('Daily notification service triggered successfully');
    expect(result.detail).toBe('It sent today’s smart recap about Photosynthesis, Fractions.');
  });

  it('says why nothing was written', () => {
    const run = (reason: 'nothing_due' | 'already_written') => ({
      ok: true as const,
      value: { run: { written: false, reason, log: null }, delivery: null },
    });
    expect(dailyServiceResult(run('nothing_due')).detail).toBe(
      'Nothing was sent: no review is due within 24 hours.',
    );
    expect(dailyServiceResult(run('already_written')).detail).toMatch(/already sent/);
  });

  it('adds why this browser could not show the recap', () => {
    const result = dailyServiceResult({
      ok: true,
      value: {
        run: { written: true, reason: null, log: recap },
        delivery: { ok: false, reason: PERMISSION_DENIED },
      },
    });
    expect(result.detail).toMatch(/could not show it: Notification permission denied\.$/);
  });

  it('says the run failed when the call failed', () => {
    expect(dailyServiceResult({ ok: false, error: new Error('down') })).toEqual({
      tone: 'error',
      text: 'Failed to trigger daily notification service',
    });
  });
});

describe('scheduleTestResult', () => {
  const at = (iso: string) => iso.slice(11, 16);
  it('names the time it falls due', () => {
    const result = scheduleTestResult(
      { ok: true, value: log({ title: 't', body: 'b' }, '2026-11-24T10:05:00Z') },
      5,
      'granted',
      at,
    );
    expect(result).toEqual({
      tone: 'success',
      text: 'Test notification scheduled for 10:05, in 5 minutes.',
    });
  });

  it('warns when this browser may not show it', () => {
    const result = scheduleTestResult(
      { ok: true, value: log({ title: 't', body: 'b' }, '2026-11-24T10:01:00Z') },
      1,
      'denied',
      at,
    );
    expect(result.text).toBe('Test notification scheduled for 10:01, in 1 minute.');
    expect(result.detail).toMatch(/not allowed/);
  });

  it('says scheduling failed on an error', () => {
    expect(
      scheduleTestResult({ ok: false, error: new Error('too many') }, 1, 'granted', at).text,
    ).toBe('Failed to schedule test notification');
  });
});

describe('parseMinutes', () => {
  it('accepts whole minutes from 1 to 1440', () => {
    expect(parseMinutes(' 1 ')).toEqual({ ok: true, minutes: 1 });
    expect(parseMinutes('1440')).toEqual({ ok: true, minutes: 1440 });
  });

  it('refuses anything else with one clear message', () => {
    for (const text of ['', '0', '1441', '2.5', '-3', 'soon'])
      expect(parseMinutes(text).ok).toBe(false);
  });
});
