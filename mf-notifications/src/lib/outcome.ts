/** How an action the learner started ended, for turning into the words shown on the page. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface SettledLike<T> {
  isSuccess: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
}

/** The outcome of a mutation once it has settled; undefined while it has not run or is running. */
export function outcomeOf<T>(mutation: SettledLike<T>): Outcome<T> | undefined {
  if (mutation.isSuccess) return { ok: true, value: mutation.data as T };
  if (mutation.isError) return { ok: false, error: mutation.error };
  return undefined;
}
