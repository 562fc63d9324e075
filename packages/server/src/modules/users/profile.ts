import {
  firstError,
  IMAGE_TOO_LARGE,
  MAX_PROFILE_IMAGE_BYTES,
  normalizeUsPhone,
  PHONE_DIGITS,
  validateProfile,
  type User,
} from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../context';
import { assertSelf } from '../../http/auth';
import type { Multipart } from '../../http/body';
import { invalid } from '../../http/reply';
import { storeImage } from '../files/images';
import { loadPortalUser } from './view';

const LIMITS = { name: 100, phone: 32 } as const;

/**
 * api/user/post: the caller edits their own profile. The e-mail is read-only (spec §2), so a
 * different address is refused rather than silently ignored.
 */
export async function updateProfile(deps: AppDeps, caller: AuthedUser, form: Multipart): Promise<User> {
  const { _id, name = '', email = caller.email, phone = '' } = form.fields;
  assertSelf(caller.id, _id);
  if (name.length > LIMITS.name) throw invalid(`Name is too long (at most ${LIMITS.name} characters).`);
  if (phone.length > LIMITS.phone) throw invalid(PHONE_DIGITS);
  const image = form.files.image;
  const problem = firstError(validateProfile({ name, email, phone, image: image ?? null }));
  if (problem) throw invalid(problem);
  if (email.trim().toLowerCase() !== caller.email) throw invalid('The e-mail address cannot be changed.');

  const stored = image ? await storeImage(deps, image, MAX_PROFILE_IMAGE_BYTES, IMAGE_TOO_LARGE) : null;
  await deps.db
    .updateTable('users')
    .set({
      name: name.trim(),
      // Stored as the spec keeps it: 11 digits with the leading 1, whatever the member typed.
      phone: phone.trim() ? normalizeUsPhone(phone) : '',
      updated_on: deps.clock(),
      ...(stored ? { image_file_id: stored.id, image_path: stored.path } : {}),
    })
    .where('id', '=', caller.id)
    .execute();
  return loadPortalUser(deps, caller.id);
}
