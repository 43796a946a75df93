import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_LIMIT, nestsTooDeep } from './json-depth';

const nested = (depth: number) => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;

describe('nestsTooDeep', () => {
  it('accepts bodies up to the limit and refuses deeper ones', () => {
    expect(nestsTooDeep(nested(JSON_DEPTH_LIMIT))).toBe(false);
    expect(nestsTooDeep(nested(JSON_DEPTH_LIMIT + 2))).toBe(true);
    expect(nestsTooDeep('['.repeat(10_000) + ']'.repeat(10_000))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '['.repeat(500), quoted: '\\"[[[[' + '{'.repeat(200) });
    expect(nestsTooDeep(text)).toBe(false);
    expect(nestsTooDeep(`["\\"", ${'['.repeat(70)}${']'.repeat(70)}]`)).toBe(true);
  });

  it('counts depth, not the number of siblings', () => {
    expect(nestsTooDeep(JSON.stringify(Array.from({ length: 5_000 }, () => ({ a: [1] }))))).toBe(false);
  });
});
