import { useState } from 'react';
import { resolveAssetUrl } from '@mentor/core';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** A user's photo, falling back to the default image when it is missing or fails to load. */
export function Avatar({
  image,
  name,
  size = 40,
  decorative = false,
}: {
  image: string | null | undefined;
  name: string;
  size?: number;
  /** Inside a link or button already named by the user's name: no text of its own. */
  decorative?: boolean;
}) {
  const url = resolveAssetUrl(window.location.origin, image) ?? DEFAULT_AVATAR;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === url ? DEFAULT_AVATAR : url;
  return (
    <img
      className="avatar"
      src={src}
      alt={decorative ? '' : name ? `${name}'s photo` : 'Profile photo'}
      width={size}
      height={size}
      onError={() => setFailed(url)}
    />
  );
}
