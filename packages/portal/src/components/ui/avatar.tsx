import { useState } from 'react';
import { resolveAssetUrl } from '@mentor/core';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** A user's photo, falling back to the default image when it is missing or fails to load. */
export function Avatar({ image, name, size = 40 }: { image: string | null | undefined; name: string; size?: number }) {
  const url = resolveAssetUrl(window.location.origin, image) ?? DEFAULT_AVATAR;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === url ? DEFAULT_AVATAR : url;
  return (
    <img
      className="avatar"
      src={src}
      alt={name ? `${name}'s photo` : 'Profile photo'}
      width={size}
      height={size}
      onError={() => setFailed(url)}
    />
  );
}
