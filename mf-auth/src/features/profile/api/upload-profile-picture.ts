import { useMutation, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { profileQueryOptions } from '@aayra/supabase/profile';
import type { CheckedPicture } from '../profile-picture-check';
import { saveProfileChanges, USER_NOT_AVAILABLE } from './update-profile';

export const PROFILE_PICTURES_BUCKET = 'profile-pictures';

async function uploadProfilePicture(userId: string | undefined, { file, mimetype }: CheckedPicture): Promise<void> {
  if (!userId) throw new Error(USER_NOT_AVAILABLE);
  // One picture per learner, in the learner's own folder (the storage policies allow only that).
  const path = `${userId}/avatar`;
  const bucket = getSupabase().storage.from(PROFILE_PICTURES_BUCKET);
  // Sent as the type its content has: supabase-js declares a Blob by the Blob's own type, which
  // for a chosen file is only the browser's guess from its name.
  const picture = new Blob([file], { type: mimetype });
  const { error } = await bucket.upload(path, picture, { upsert: true, contentType: mimetype });
  if (error) throw error;
  // A new address for every upload, so no cache keeps showing the previous picture.
  const url = `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
  await saveProfileChanges(userId, { profilepictureurl: url });
}

export function useUploadProfilePicture(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: CheckedPicture) => uploadProfilePicture(userId, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId ?? '').queryKey }),
  });
}
