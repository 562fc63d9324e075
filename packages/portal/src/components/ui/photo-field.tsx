import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Avatar } from './avatar';

interface PhotoFieldProps {
  /** The file picked and not saved yet: shown as a preview. */
  file: File | null;
  /** The saved photo (a relative path), shown while nothing new is picked. */
  image: string | null | undefined;
  /** Whose photo it is (the avatar's text alternative). */
  name: string;
  hint: string;
  error?: string | null | undefined;
  previewAlt: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A photo with an "Upload photo" button: the saved photo, or a preview of the file just picked. */
export function PhotoField({ file, image, name, hint, error, previewAlt, onPick }: PhotoFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="photo-field">
      {preview ? (
        <img className="avatar" src={preview} alt={previewAlt} width={96} height={96} />
      ) : (
        <Avatar image={image} name={name} size={96} />
      )}
      <div>
        <label htmlFor={`${id}-photo`} className="btn btn-secondary btn-md">
          Upload photo
        </label>
        <input
          id={`${id}-photo`}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={onPick}
          aria-describedby={`${id}-photo-hint${error ? ` ${id}-photo-error` : ''}`}
        />
        <p className="field-hint" id={`${id}-photo-hint`}>
          {hint}
        </p>
        {error && (
          <p className="field-error" id={`${id}-photo-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
