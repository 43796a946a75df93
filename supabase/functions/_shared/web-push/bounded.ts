/**
 * Runs work for every item with at most `limit` running at once, in order of the items; the
 * results keep the items' order. One learner's slow push service never holds up the others
 * beyond its own slot, and a run with thousands of devices opens at most `limit` connections.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
