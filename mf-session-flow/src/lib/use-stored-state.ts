import { useEffect, useState } from 'react';

function read<T>(key: string, initial: T): T {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  } catch {
    return initial;
  }
}

/** State kept in local storage under `key`, so a reload in the middle of a step loses nothing. */
export function useStoredState<T>(key: string, initial: T): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the resume-after-reload convenience.
    }
  }, [key, value]);
  return [value, setValue];
}

export function forgetStoredState(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
