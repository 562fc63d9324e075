import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { PROFILE_NETWORK_ERROR, PROFILE_UPDATED, validateProfile } from '@mentor/core';
import type { FieldErrors, ProfileField } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PhotoField } from '../../../components/ui/photo-field';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { session } from '../../../lib/stores';
import { useUser } from '../../../lib/use-session';
import { updateProfile } from '../api/update-profile';

/** Edit Profile: photo (preview), Name, E-mail address (read-only), Phone Number; Save Changes. */
export function EditProfileForm() {
  const id = useId();
  const user = useUser();
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? (validateProfile({ name, email: user.email, phone: '', image: file }).image ?? null) : null;
    setErrors((current) => ({ ...current, image: problem ?? undefined }));
    setImage(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile({ name, email: user.email, phone, image });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { result } = await updateProfile({
        _id: user._id,
        name: name.trim(),
        email: user.email,
        phone: phone.trim(),
        image,
      });
      session.mergeUser(result);
      // The server keeps the spec's 11 digits whatever was typed ("(512) 555-0143" → 15125550143).
      setPhone(result.phone ?? '');
      setImage(null);
      notify('success', PROFILE_UPDATED);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'api') notify('error', failure.error.message);
      else notify('error', PROFILE_NETWORK_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Edit Profile
      </h2>
      <PhotoField
        file={image}
        image={user.image}
        name={user.name}
        hint="Recommended 300x300 px, max 2 MB (PNG, JPEG, GIF or WebP)."
        error={errors.image}
        previewAlt="New profile photo preview"
        onPick={onPick}
      />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <TextField label="E-mail address" name="email" type="email" value={user.email} readOnly error={errors.email} />
      <TextField
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        error={errors.phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setErrors((current) => ({ ...current, phone: undefined }));
        }}
      />
      <div className="form-actions-end">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
