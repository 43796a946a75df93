import { MAX_JOINS_PER_SECOND } from './limits';

/**
 * Joins one socket may still make: a full allowance at first (a client rejoining all its
 * channels after a reconnect), refilled at MAX_JOINS_PER_SECOND. A join costs a token check and,
 * for each filter, a statement on the database, so a socket may not rejoin in a tight loop.
 */
export class JoinAllowance {
  private tokens = MAX_JOINS_PER_SECOND;
  private checkedAt = Date.now();

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(MAX_JOINS_PER_SECOND, this.tokens + ((now - this.checkedAt) / 1000) * MAX_JOINS_PER_SECOND);
    this.checkedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
