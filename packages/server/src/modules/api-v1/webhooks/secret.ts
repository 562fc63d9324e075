import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../context';
import { secretBoxFor, type SecretBox } from '../../embed/secret-box';

/** Signing secrets are needed in the clear to sign, so they are sealed (AES-256-GCM) rather than hashed. */
export function webhookSecretBox(deps: Pick<AppDeps, 'db' | 'config'>): Promise<SecretBox> {
  return secretBoxFor(deps, { secretName: 'webhook_secret_key', purpose: 'webhook signing secrets' });
}

export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
