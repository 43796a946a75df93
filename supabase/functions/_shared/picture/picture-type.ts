// What a picture file really is, read from its first bytes: a name or a browser's guess from the
// name says nothing about the content (a text file renamed .png is still text). The study files
// of /upload and the profile picture both decide by this.

export type PictureMimetype = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** Enough of the start of a file to tell every kind below. */
export const PICTURE_SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The picture's type by its signature, or null when the bytes are not a PNG, JPEG, GIF or WebP. */
export function pictureMimetype(bytes: Uint8Array): PictureMimetype | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  // A RIFF container (its size in bytes 4 to 7) whose form is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
