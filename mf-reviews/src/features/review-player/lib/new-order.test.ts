import { describe, expect, it } from 'vitest';
import { newOrder } from './new-order';

describe('newOrder', () => {
  it('keeps every item exactly once', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect([...newOrder(items)].sort()).toEqual(items);
  });

  it('never hands back the original order when there are two or more items', () => {
    // A random source that always picks the last position leaves a Fisher-Yates shuffle unchanged.
    expect(newOrder(['a', 'b', 'c'], () => 0.999)).not.toEqual(['a', 'b', 'c']);
    expect(newOrder(['a', 'b'], () => 0.999)).toEqual(['b', 'a']);
  });

  it('leaves the input untouched', () => {
    const items = ['a', 'b', 'c'];
    newOrder(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
