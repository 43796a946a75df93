import { describe, expect, it } from 'vitest';
import { MAX_PROFILE_PICTURE_BYTES, profilePictureError } from './upload-profile-picture';

describe('profilePictureError', () => {
  it('accepts an ordinary image up to 5 MB', () => {
    expect(profilePictureError({ type: 'image/png', size: MAX_PROFILE_PICTURE_BYTES })).toBeUndefined();
  });

  it('refuses anything that is not a picture, and SVG', () => {
    expect(profilePictureError({ type: 'application/pdf', size: 10 })).toMatch(/image file/);
    expect(profilePictureError({ type: 'image/svg+xml', size: 10 })).toMatch(/image file/);
  });

  it('refuses a picture over 5 MB', () => {
    expect(profilePictureError({ type: 'image/jpeg', size: MAX_PROFILE_PICTURE_BYTES + 1 })).toMatch(/5 MB/);
  });
});
