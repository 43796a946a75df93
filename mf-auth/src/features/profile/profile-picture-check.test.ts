import { describe, expect, it } from 'vitest';
import {
  checkProfilePicture,
  MAX_PROFILE_PICTURE_BYTES,
  NOT_A_PICTURE,
  NOT_REALLY_A_PICTURE,
  PICTURE_TOO_LARGE,
} from './profile-picture-check';

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_START = [...'GIF89a'].map((character) => character.charCodeAt(0));

const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });

describe('checkProfilePicture', () => {
  it('takes a picture up to 5 MB, typed by its content rather than its name', async () => {
    const png = file([new Uint8Array(PNG_START), new Uint8Array(MAX_PROFILE_PICTURE_BYTES - PNG_START.length)], 'me.png', 'image/png');
    expect(await checkProfilePicture(png)).toEqual({ file: png, mimetype: 'image/png' });
    // A GIF saved as .jpg is still a picture, declared as what it is.
    const gif = file([new Uint8Array(GIF_START)], 'me.jpg', 'image/jpeg');
    expect(await checkProfilePicture(gif)).toEqual({ file: gif, mimetype: 'image/gif' });
  });

  it('refuses a text file named like a picture, saying its content is not one', async () => {
    const renamed = file(['These are my notes, not a picture.'], 'me.png', 'image/png');
    expect(await checkProfilePicture(renamed)).toEqual({ problem: NOT_REALLY_A_PICTURE });
  });

  it('refuses what is not named like a picture either, and SVG', async () => {
    expect(await checkProfilePicture(file(['%PDF-1.4'], 'notes.pdf', 'application/pdf'))).toEqual({ problem: NOT_A_PICTURE });
    expect(await checkProfilePicture(file(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', 'image/svg+xml'))).toEqual({ problem: NOT_A_PICTURE });
  });

  it('refuses a picture over 5 MB', async () => {
    const large = file([new Uint8Array(PNG_START), new Uint8Array(MAX_PROFILE_PICTURE_BYTES)], 'me.png', 'image/png');
    expect(await checkProfilePicture(large)).toEqual({ problem: PICTURE_TOO_LARGE });
  });
});
