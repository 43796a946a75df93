import type { Caller } from '../db/database';
import type { ChangeBinding } from './change-binding';
import type { ChangeSubscriber, DeliveredChange } from './change-feed';

/** One topic a socket has joined, with whom it subscribes as and what it listens to. */
export class JoinedChannel implements ChangeSubscriber {
  constructor(
    readonly topic: string,
    readonly joinRef: string | null,
    readonly bindings: ChangeBinding[],
    private caller: Caller,
    private readonly send: (event: string, payload: Record<string, unknown>) => void,
    private readonly onTokenExpired: (channel: JoinedChannel) => void,
  ) {}

  replaceCaller(caller: Caller): void {
    this.caller = caller;
  }

  currentCaller(): Caller | null {
    const expiresAt = this.caller.claims.exp;
    // Hosted Realtime stops a channel whose token has expired rather than keep streaming.
    if (typeof expiresAt === 'number' && expiresAt * 1000 <= Date.now()) {
      this.onTokenExpired(this);
      return null;
    }
    return this.caller;
  }

  deliver(change: DeliveredChange): void {
    this.send('postgres_changes', { ids: change.ids, data: change.data });
  }
}
