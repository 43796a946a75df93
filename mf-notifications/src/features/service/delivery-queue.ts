import { deliveryTiming, type TimedRow } from './delivery-timing';

export interface QueuedRow extends TimedRow {
  id: string;
  user_id: string;
}

export interface DeliveryQueueOptions<Row extends QueuedRow> {
  learnerId: string;
  deliver: (row: Row) => Promise<unknown>;
  now?: () => number;
}

/**
 * The learner's rows waiting to be shown in this tab. The same row may be offered twice (by the
 * realtime insert and by the catch-up read on start); it is handled once.
 */
export class DeliveryQueue<Row extends QueuedRow> {
  private readonly handled = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(private readonly options: DeliveryQueueOptions<Row>) {}

  offer(row: Row): void {
    // Realtime already filters by learner; this guards against a row of anyone else all the same.
    if (this.stopped || row.user_id !== this.options.learnerId || this.handled.has(row.id)) return;
    const timing = deliveryTiming(row, (this.options.now ?? Date.now)());
    if (timing.kind === 'skip') return;
    if (timing.kind === 'now') {
      this.handled.add(row.id);
      void this.options.deliver(row);
      return;
    }
    clearTimeout(this.timers.get(row.id));
    this.timers.set(
      row.id,
      setTimeout(() => {
        this.timers.delete(row.id);
        this.offer(row);
      }, timing.delayMs),
    );
  }

  /** Rows still waiting for their time, by id. */
  waiting(): string[] {
    return [...this.timers.keys()];
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
