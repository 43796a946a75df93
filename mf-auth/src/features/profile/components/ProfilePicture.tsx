import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Spinner, VisuallyHidden } from '@aayra/design-system/components';
import type { Profile } from '@aayra/supabase/profile';
import { FormMessage } from '../../../components/FormMessage';
import { errorMessage } from '../../../lib/error-message';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { checkProfilePicture, PROFILE_PICTURE_TYPES } from '../profile-picture-check';

/**
 * The avatar: pressing it opens the file picker, and a picture replaces it at once. A file that is
 * not one (by its content, whatever its name) is refused before anything is uploaded.
 */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture(profile.userid);
  const [rejection, setRejection] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    const checked = await checkProfilePicture(file);
    if ('problem' in checked) {
      setRejection(checked.problem);
      return;
    }
    setRejection(undefined);
    upload.mutate(checked);
  };

  const error = rejection ?? (upload.isError ? errorMessage(upload.error, 'The picture could not be uploaded. Try again.') : undefined);
  return (
    <div className="profile-picture">
      <button
        type="button"
        className="profile-picture__button"
        aria-describedby={hintId}
        aria-busy={upload.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        <Avatar name={profile.displayname} src={profile.profilepictureurl} size="xl" />
        {/* Named by hidden text, not aria-label: the initials shown are not the button's name. */}
        <VisuallyHidden>Change profile picture</VisuallyHidden>
      </button>
      <input ref={input} type="file" accept={PROFILE_PICTURE_TYPES.join(',')} hidden onChange={(event) => void choose(event)} />
      <div>
        <p className="profile-picture__hint" id={hintId}>
          Select the picture to change it: PNG, JPEG, GIF or WebP, at most 5 MB.
        </p>
        {upload.isPending && <Spinner label="Uploading your picture..." size="sm" />}
        <FormMessage tone="error">{error}</FormMessage>
        {upload.isSuccess && !error && <FormMessage tone="success">Profile picture updated.</FormMessage>}
      </div>
    </div>
  );
}
