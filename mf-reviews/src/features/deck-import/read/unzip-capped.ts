// Unpacks the few entries an Anki package needs, refusing a zip bomb: an entry that says or turns
// out to unpack past the cap stops being read at the cap, whatever its header claims.
import { Unzip, UnzipInflate } from 'fflate';
import { DeckRefusal, MAX_UNPACKED_BYTES, sentences } from './deck';

export interface Unpacked {
  /** The wanted entries' bytes, by name. */
  files: Map<string, Uint8Array>;
  /** Every entry's name, wanted or not. */
  names: string[];
}

export function unzipCapped(zip: Uint8Array, wanted: (name: string) => boolean, cap = MAX_UNPACKED_BYTES): Unpacked {
  const files = new Map<string, Uint8Array>();
  const names: string[] = [];
  let total = 0;
  let overCap = false;
  const unzip = new Unzip((file) => {
    names.push(file.name);
    if (!wanted(file.name) || overCap) return;
    if ((file.originalSize ?? 0) > cap) {
      overCap = true;
      return;
    }
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error || overCap) return;
      total += chunk.length;
      if (total > cap) {
        overCap = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(file.name, joined(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(zip, true);
  } catch {
    if (!overCap) throw new DeckRefusal(sentences.notADeck);
  }
  if (overCap) throw new DeckRefusal(sentences.zipBomb);
  return { files, names };
}

function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
