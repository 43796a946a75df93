// This device's own storage (localStorage) of small JSON values. It may be full, blocked (some
// private modes) or hold what an older version wrote: reads and writes never throw, and the
// caller decides what a missing or unreadable value means.

/** The value stored under `key`, or null when there is none or it cannot be read. */
export function readStored(key: string): unknown {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; a full or blocked storage keeps nothing, which the caller may live with. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept on this device.
  }
}

export function forgetStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
