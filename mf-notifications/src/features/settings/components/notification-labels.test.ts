import { describe, expect, it } from 'vitest';
import { deliveryState, kindLabel, notificationMoment } from './notification-labels';

const row = { status: 'scheduled', clicked_at: null, failure_reason: null };

describe('deliveryState', () => {
  it('calls a sent notification delivered, and says when it was also clicked', () => {
    expect(deliveryState({ ...row, status: 'sent' })).toEqual({
      label: 'Delivered',
      tone: 'success',
      clicked: false,
      reason: null,
    });
    expect(
      deliveryState({ ...row, status: 'sent', clicked_at: '2026-11-24T09:00:00Z' }).clicked,
    ).toBe(true);
  });

  it('gives a failed notification its reason, or “Unknown error” when none was recorded', () => {
    expect(
      deliveryState({ ...row, status: 'failed', failure_reason: 'Notification permission denied' }),
    ).toMatchObject({
      label: 'Failed',
      reason: 'Notification permission denied',
    });
    expect(deliveryState({ ...row, status: 'failed' }).reason).toBe('Unknown error');
  });

  it('keeps a notification not yet shown as scheduled, without a reason', () => {
    expect(deliveryState({ ...row, failure_reason: 'left over' })).toEqual({
      label: 'Scheduled',
      tone: 'neutral',
      clicked: false,
      reason: null,
    });
  });
});

describe('kindLabel and notificationMoment', () => {
  it('names each kind the server writes, and any other plainly', () => {
    expect(kindLabel('study_reminder')).toBe('Study reminder');
    expect(kindLabel('smart_recap')).toBe('Smart recap');
    expect(kindLabel('test')).toBe('Test');
    expect(kindLabel('something_new')).toBe('Notification');
  });

  it('prefers when it was shown, then when it is due, then when it was written', () => {
    const written = { sent_time: null, scheduled_time: null, created_at: '2026-11-24T08:00:00Z' };
    expect(notificationMoment(written)).toBe('2026-11-24T08:00:00Z');
    expect(notificationMoment({ ...written, scheduled_time: '2026-11-24T08:05:00Z' })).toBe(
      '2026-11-24T08:05:00Z',
    );
    expect(
      notificationMoment({
        ...written,
        scheduled_time: '2026-11-24T08:05:00Z',
        sent_time: '2026-11-24T08:05:01Z',
      }),
    ).toBe('2026-11-24T08:05:01Z');
  });
});
