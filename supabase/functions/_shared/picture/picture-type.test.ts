import { describe, expect, it } from 'vitest';
import { pictureMimetype, PICTURE_SIGNATURE_BYTES } from './picture-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('pictureMimetype', () => {
  it('tells PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(pictureMimetype(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(pictureMimetype(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(pictureMimetype(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(pictureMimetype(bytes('GIF87a'))).toBe('image/gif');
    expect(pictureMimetype(bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('is null for anything else, whatever it would be named', () => {
    expect(pictureMimetype(new TextEncoder().encode('These are my notes, not a picture.'))).toBeNull();
    expect(pictureMimetype(bytes('%PDF-1.7'))).toBeNull();
    // A RIFF file of another form (a WAV recording) is not a picture.
    expect(pictureMimetype(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(pictureMimetype(new Uint8Array())).toBeNull();
  });

  it('needs no more than the signature bytes it asks a reader for', () => {
    const webp = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ', [1, 2, 3]);
    expect(pictureMimetype(webp.subarray(0, PICTURE_SIGNATURE_BYTES))).toBe('image/webp');
  });
});
