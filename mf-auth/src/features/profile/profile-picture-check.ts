import { PICTURE_SIGNATURE_BYTES, pictureMimetype, type PictureMimetype } from '@aayra/supabase/picture-type';

export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
/** Pictures every browser can show; SVG is left out because it can carry scripts. */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const NOT_A_PICTURE = 'Choose an image file (PNG, JPEG, GIF or WebP).';
export const NOT_REALLY_A_PICTURE =
  'This file is named like a picture but its content is not one. Choose a PNG, JPEG, GIF or WebP image.';
export const PICTURE_TOO_LARGE = 'Choose a picture of at most 5 MB.';

/** A file that may become the profile picture, with the type its content has. */
export interface CheckedPicture {
  file: Blob;
  mimetype: PictureMimetype;
}

const PICTURE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** Whether the file's name or the browser's guess from it promises one of the pictures taken. */
function namedLikeAPicture(file: Pick<File, 'name' | 'type'>): boolean {
  return (PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type) || PICTURE_NAME.test(file.name);
}

/**
 * Whether a chosen file can be the profile picture, judged by its content as the study files of
 * /upload are (a text file named .png is not a picture): the picture with its real type, or the
 * sentence that says why not.
 */
export async function checkProfilePicture(file: File): Promise<CheckedPicture | { problem: string }> {
  const start = new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer());
  const mimetype = pictureMimetype(start);
  if (!mimetype) return { problem: namedLikeAPicture(file) ? NOT_REALLY_A_PICTURE : NOT_A_PICTURE };
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return { problem: PICTURE_TOO_LARGE };
  return { file, mimetype };
}
