import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('knows this machine from every other peer or host', () => {
    for (const address of ['127.0.0.1', '127.0.3.9', '::1', '::ffff:127.0.0.1', '[::1]', 'localhost']) expect(isLoopback(address)).toBe(true);
    for (const address of ['0.0.0.0', '::', '192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', 'fd00::2', '128.0.0.1', 'example.com', '', undefined]) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
