import { describe, expect, it } from 'vitest';
import { bucketIdOf, fileSizeLimitOf } from './bucket-api';

describe("a bucket's file size limit", () => {
  it('reads sizes as Storage does, in powers of 1000', () => {
    expect(fileSizeLimitOf('20mb')).toBe(20_000_000);
    expect(fileSizeLimitOf('1kb')).toBe(1000);
    expect(fileSizeLimitOf('1.5GB')).toBe(1_500_000_000);
    expect(fileSizeLimitOf('512')).toBe(512);
    expect(fileSizeLimitOf(2048)).toBe(2048);
    expect(fileSizeLimitOf(null)).toBeNull();
  });

  it('refuses what is not a size', () => {
    for (const value of ['twenty megabytes', '-1mb', '5tb', -5, 1.5, {}]) {
      expect(() => fileSizeLimitOf(value), JSON.stringify(value)).toThrow('file_size_limit must be');
    }
  });
});

describe("a bucket's name", () => {
  it('is a single path segment: never "." or "..", which would put files outside storage', () => {
    for (const value of ['.', '..', 'a/b', '', 42]) {
      expect(() => bucketIdOf(value), JSON.stringify(value)).toThrow('Bucket name invalid');
    }
    expect(bucketIdOf('study-files')).toBe('study-files');
    expect(bucketIdOf('...')).toBe('...');
  });
});
