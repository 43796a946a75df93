import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { profileQueryOptions } from '@aayra/supabase/profile';
import { saveProfileChanges, USER_NOT_AVAILABLE } from './update-profile';

export const PROFILE_PICTURES_BUCKET = 'profile-pictures';
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
/** Pictures every browser can show; SVG is left out because it can carry scripts. */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a chosen file cannot be the profile picture, or undefined when it can. */
export function profilePictureError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose an image file (PNG, JPEG, GIF or WebP).';
  }
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return 'Choose a picture of at most 5 MB.';
  return undefined;
}

async function uploadProfilePicture(userId: string | undefined, file: File): Promise<void> {
  if (!userId) throw new Error(USER_NOT_AVAILABLE);
  const problem = profilePictureError(file);
  if (problem) throw new Error(problem);
  // One picture per learner, in the learner's own folder (the storage policies allow only that).
  const path = `${userId}/avatar`;
  const bucket = getSupabase().storage.from(PROFILE_PICTURES_BUCKET);
  const { error } = await bucket.upload(path, file, { upsert: true, contentType: file.type });
  if (error) throw error;
  // A new address for every upload, so no cache keeps showing the previous picture.
  const url = `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
  await saveProfileChanges(userId, { profilepictureurl: url });
}

export function useUploadProfilePicture(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePicture(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId ?? '').queryKey }),
  });
}
