import { useState } from 'react';
import { cx } from '../../internal/cx';
import { getInitials } from './initials';

export interface AvatarProps {
  /** The learner's display name: the source of the initials. */
  name?: string | null;
  /** Profile picture; initials are shown when missing or when it fails to load. */
  src?: string | null;
  /** Accessible name. Leave it out when the avatar sits inside a control that is already named. */
  label?: string;
  /** sm 32 px, md 40 px (default), lg 56 px, xl 96 px (the profile page). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Extra class on the outer element, for the caller's layout only. */
  className?: string;
}

/** The learner's picture in a circle, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, label, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && failedSrc !== src;
  const a11y =
    label === undefined ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <span className={cx('aayra-avatar', className)} data-size={size} {...a11y}>
      {showPicture ? (
        <img
          className="aayra-avatar__image"
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span className="aayra-avatar__initials">{getInitials(name)}</span>
      )}
    </span>
  );
}
