import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DeckRefusal, sentences } from './deck';
import { unzstdCapped } from './unzstd-capped';

// A real Zstandard compressor (the reference library in WebAssembly), loaded as Node loads it.
const zstd = createRequire(import.meta.url)('@bokuweb/zstd-wasm') as {
  init(): Promise<void>;
  compress(bytes: Uint8Array, level?: number): Uint8Array;
};

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
/** A window of 128 KiB: exponent 7 in the window descriptor. */
const WINDOW_128K = 7 << 3;
const le = (value: number, size: number) => Array.from({ length: size }, (_, i) => Math.floor(value / 256 ** i) % 256);

/** An RLE block: `size` copies of `byte`, stored as that one byte. */
const rleBlock = (size: number, byte: number, last: boolean) => [...le((size << 3) | (1 << 1) | (last ? 1 : 0), 3), byte];

/** A frame that states no content size, made of `blocks` RLE blocks of 128 KiB. */
function unsizedFrame(blocks: number): Uint8Array {
  const body = Array.from({ length: blocks }, (_, i) => rleBlock(128 * 1024, 7, i === blocks - 1)).flat();
  return new Uint8Array([...MAGIC, 0x00, WINDOW_128K, ...body]);
}

const refusal = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DeckRefusal) return error.message;
    throw error;
  }
};

describe("an Anki collection compressed with Zstandard", () => {
  it('unpacks what a real compressor packed, byte for byte', async () => {
    await zstd.init();
    const text = new TextEncoder().encode(Array.from({ length: 40_000 }, (_, i) => `note ${i} ${i % 7}\n`).join(''));
    const packed = zstd.compress(text, 9);
    expect(packed.length).toBeLessThan(text.length / 4);
    // Compared as one buffer: element by element, half a megabyte takes seconds.
    expect(Buffer.from(unzstdCapped(packed)).equals(Buffer.from(text))).toBe(true);
  });

  it('refuses a frame that states more than the cap before unpacking any of it', () => {
    // States 70 MB but holds one block of 10 bytes: only the header can have refused it.
    const frame = new Uint8Array([...MAGIC, 0x80, WINDOW_128K, ...le(70 * 1024 * 1024, 4), ...rleBlock(10, 1, true)]);
    expect(refusal(() => unzstdCapped(frame))).toBe(sentences.zipBomb);
    // A window past the cap would be allocated up front: refused too.
    const wide = new Uint8Array([...MAGIC, 0x00, 17 << 3, ...rleBlock(10, 1, true)]);
    expect(refusal(() => unzstdCapped(wide, 64 * 1024))).toBe(sentences.zipBomb);
  });

  it('stops unpacking a frame that states no size as soon as it passes the cap', () => {
    const bomb = unsizedFrame(10);
    expect(bomb.length).toBeLessThan(100);
    expect(refusal(() => unzstdCapped(bomb, 1024 * 1024))).toBe(sentences.zipBomb);
    const unpacked = unzstdCapped(bomb, 2 * 1024 * 1024);
    expect(unpacked).toHaveLength(10 * 128 * 1024);
    expect(unpacked.every((byte) => byte === 7)).toBe(true);
  });

  it('says a damaged collection is damaged', async () => {
    await zstd.init();
    const packed = zstd.compress(new TextEncoder().encode('SQLite format 3 '.repeat(5000)), 3);
    for (const damaged of [
      packed.subarray(0, packed.length - 5),
      new Uint8Array([...MAGIC, 0x00]),
      new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]),
      new Uint8Array(0),
    ])
      expect(refusal(() => unzstdCapped(damaged))).toBe(sentences.damaged);
  });
});
