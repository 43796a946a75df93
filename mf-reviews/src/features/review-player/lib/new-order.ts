/**
 * The same items in a different order: a review should not be answerable by remembering positions,
 * so when a shuffle happens to give back the original order the list is rotated by one.
 */
export function newOrder<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  if (shuffled.length > 1 && shuffled.every((item, index) => item === items[index])) {
    shuffled.push(shuffled.shift() as T);
  }
  return shuffled;
}
