// Unpacks a Zstandard-compressed collection (Anki's collection.anki21b), refusing one that would
// unpack past the cap before a byte of it is unpacked: every frame's header is read first, and a
// frame that states more content than the cap, or asks for a larger window (the decoder allocates
// the window up front), is refused. A frame that states no size is unpacked in blocks of at most
// 128 KiB and stopped as soon as the running total passes the cap.
import { Decompress } from 'fzstd';
import { DeckRefusal, MAX_UNPACKED_BYTES, sentences } from './deck';

const FRAME_MAGIC = 0xfd2fb528;
/** Skippable frames (metadata some writers add) carry any of 16 magic numbers, 0x184D2A50–5F. */
const SKIPPABLE_MAGIC = 0x184d2a50;

const u32 = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** A little-endian unsigned number of `size` bytes (8 at most; past 2^53 it only needs to be "huge"). */
function uint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = size - 1; i >= 0; i -= 1) value = value * 256 + bytes[at + i]!;
  return value;
}

const damaged = () => new DeckRefusal(sentences.damaged);

/**
 * What the frames' headers promise, without unpacking anything: throws the zip-bomb refusal when a
 * frame states more than `cap` bytes of content (together or alone) or needs a window over `cap`,
 * and the damaged-deck refusal when the frames do not add up to the file.
 */
export function checkZstdFrames(bytes: Uint8Array, cap = MAX_UNPACKED_BYTES): void {
  let at = 0;
  let stated = 0;
  let frames = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw damaged();
    const magic = u32(bytes, at);
    if ((magic & 0xfffffff0) === SKIPPABLE_MAGIC) {
      at += 8 + u32(bytes, at + 4);
      continue;
    }
    if (magic !== FRAME_MAGIC) throw damaged();
    frames += 1;
    const descriptor = bytes[at + 4]!;
    // Bit 3 is reserved: a set bit is no frame any decoder reads.
    if (descriptor & 0x08) throw damaged();
    const sizeFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const checksum = (descriptor >> 2) & 1;
    let p = at + 5;
    let window = 0;
    if (!singleSegment) {
      const exponent = bytes[p]! >> 3;
      const base = 2 ** (10 + exponent);
      window = base + (base / 8) * (bytes[p]! & 7);
      p += 1;
    }
    p += [0, 1, 2, 4][descriptor & 3]!;
    const sizeBytes = [singleSegment, 2, 4, 8][sizeFlag]!;
    if (sizeBytes > 0) {
      const content = uint(bytes, p, sizeBytes) + (sizeBytes === 2 ? 256 : 0);
      if (singleSegment) window = content;
      stated += content;
      if (stated > cap) throw new DeckRefusal(sentences.zipBomb);
      p += sizeBytes;
    }
    if (window > cap) throw new DeckRefusal(sentences.zipBomb);
    // The blocks: 3-byte headers (last flag, type, size); an RLE block stores its one repeated byte.
    for (let last = false; !last; ) {
      if (p + 3 > bytes.length) throw damaged();
      const header = bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16);
      last = (header & 1) === 1;
      const type = (header >> 1) & 3;
      if (type === 3) throw damaged();
      p += 3 + (type === 1 ? 1 : header >>> 3);
    }
    at = p + checksum * 4;
  }
  if (at !== bytes.length || frames === 0) throw damaged();
}

/** The collection's bytes; a refusal in one sentence when it is damaged or would unpack past `cap`. */
export function unzstdCapped(bytes: Uint8Array, cap = MAX_UNPACKED_BYTES): Uint8Array {
  checkZstdFrames(bytes, cap);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    // Thrown from inside the decoder: it stops there, with nothing past the cap kept.
    if (total > cap) throw new DeckRefusal(sentences.zipBomb);
    chunks.push(chunk);
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof DeckRefusal) throw error;
    throw damaged();
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
