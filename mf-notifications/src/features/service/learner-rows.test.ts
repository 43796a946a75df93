import { describe, expect, it } from 'vitest';
import { notificationLogRow } from './learner-rows';

const row = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  user_id: '0e6f3c1a-2b47-4d0e-8c5a-3f9e1d7b2a64',
  notification_type: 'study_reminder',
  content: { title: 'Study Time!', body: 'Your study session starts in 15 minutes.', sourceData: { topics: ['Biology - Cells'] } },
  status: 'scheduled',
  scheduled_time: '2026-12-08T09:45:00+00:00',
  sent_time: null,
  clicked_at: null,
  created_at: '2026-12-08T00:00:00+00:00',
  failure_reason: null,
  pushed_at: null,
  reminder_slot: '2026-12-08T09:45:00+00:00',
};

describe('a notification row as realtime delivers it', () => {
  it('is shown as the row the database wrote', () => {
    expect(notificationLogRow(row)).toEqual(row);
  });

  it('is not shown when it is not a notification of a kind the database knows, or lacks a column', () => {
    expect(notificationLogRow({ ...row, notification_type: 'newsletter' })).toBeNull();
    const { id: _id, ...withoutId } = row;
    expect(notificationLogRow(withoutId)).toBeNull();
    expect(notificationLogRow({ ...row, scheduled_time: 1_765_000_000 })).toBeNull();
    expect(notificationLogRow({ ...row, content: null })).toBeNull();
  });
});
