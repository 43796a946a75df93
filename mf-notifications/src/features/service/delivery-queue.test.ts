import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryQueue, type QueuedRow } from './delivery-queue';
import { CATCH_UP_WINDOW_MS, deliveryTiming } from './delivery-timing';

const learnerId = 'learner-1';
const start = Date.parse('2026-03-02T09:00:00Z');
const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();
const row = (id: string, fields: Partial<QueuedRow> = {}): QueuedRow => ({
  id,
  user_id: learnerId,
  status: 'scheduled',
  scheduled_time: null,
  created_at: at(0),
  ...fields,
});

describe('when a row is shown', () => {
  it('at once when it has no time or its time has come within 15 minutes', () => {
    expect(deliveryTiming(row('a'), start)).toEqual({ kind: 'now' });
    expect(deliveryTiming(row('b', { scheduled_time: at(-CATCH_UP_WINDOW_MS) }), start)).toEqual({
      kind: 'now',
    });
  });
  it('at its time when that is ahead, and never when it is more than 15 minutes gone', () => {
    expect(deliveryTiming(row('c', { scheduled_time: at(60_000) }), start)).toEqual({
      kind: 'later',
      delayMs: 60_000,
    });
    expect(
      deliveryTiming(row('d', { scheduled_time: at(-CATCH_UP_WINDOW_MS - 1) }), start),
    ).toEqual({ kind: 'skip' });
  });
  it('never once it is sent or failed', () => {
    expect(deliveryTiming(row('e', { status: 'sent' }), start)).toEqual({ kind: 'skip' });
    expect(deliveryTiming(row('f', { status: 'failed' }), start)).toEqual({ kind: 'skip' });
  });
});

describe("the tab's delivery queue", () => {
  let delivered: string[];
  let queue: DeliveryQueue<QueuedRow>;
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    delivered = [];
    queue = new DeliveryQueue({ learnerId, deliver: async (r) => void delivered.push(r.id) });
  });
  afterEach(() => vi.useRealTimers());

  it('delivers a row once even when realtime and the catch-up both offer it', () => {
    queue.offer(row('a'));
    queue.offer(row('a'));
    expect(delivered).toEqual(['a']);
  });

  it("never delivers another learner's row", () => {
    queue.offer(row('theirs', { user_id: 'learner-2' }));
    expect(delivered).toEqual([]);
  });

  it('waits for a row scheduled ahead, then delivers it', () => {
    queue.offer(row('later', { scheduled_time: at(90_000) }));
    vi.advanceTimersByTime(89_999);
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual(['later']);
  });

  it('forgets its waiting rows when stopped (sign-out)', () => {
    queue.offer(row('later', { scheduled_time: at(90_000) }));
    expect(queue.waiting()).toEqual(['later']);
    queue.stop();
    vi.advanceTimersByTime(120_000);
    queue.offer(row('after'));
    expect([delivered, queue.waiting()]).toEqual([[], []]);
  });
});
