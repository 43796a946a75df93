import { MAX_SOCKETS_PER_ADDRESS } from './limits';

/**
 * Websockets open per peer address. A place is taken as the upgrade request arrives, before
 * anything is awaited, so a burst of parallel upgrades cannot all slip under the cap, and is
 * given back when the upgrade is refused or the socket closes.
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  /** A function that gives the place back (once), or null when the address is at the cap. */
  take(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= MAX_SOCKETS_PER_ADDRESS) return null;
    this.open.set(address, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
