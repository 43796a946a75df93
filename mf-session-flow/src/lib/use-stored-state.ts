import { useEffect, useState } from 'react';
import { readStored, writeStored } from '@aayra/supabase/device-storage';

/** State kept in local storage under `key`, so a reload in the middle of a step loses nothing. */
export function useStoredState<T>(key: string, initial: T): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => (readStored(key) as T | null) ?? initial);
  useEffect(() => writeStored(key, value), [key, value]);
  return [value, setValue];
}
