import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorProps, FormField } from './form-field';

interface PictureFieldProps {
  id: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** The form library's ref, so a failed submit can focus the field. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** SPEC §2 profile picture: image files only, with a preview and a remove button. */
export function PictureField({ id, value, onChange, error, inputRef }: PictureFieldProps) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  // An object URL holds the file in memory until revoked: drop each one once it is replaced.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPreview(file && file.type.startsWith('image/') ? { file, url: URL.createObjectURL(file) } : null);
    onChange(file);
  }

  function handleRemove() {
    setPreview(null);
    if (input.current) input.current.value = ''; // so picking the same file again fires a change
    onChange(null);
  }

  const shownUrl = value && preview?.file === value ? preview.url : null;

  return (
    <FormField label="Profile Picture" htmlFor={id} error={error}>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={handleChange}
        ref={(element) => {
          input.current = element;
          inputRef?.(element);
        }}
        {...errorProps(id, error)}
        className="mt-1 block w-full text-ink file:mr-4 file:rounded-full file:border-0 file:bg-coral-100 file:px-4 file:py-2 file:font-bold file:text-coral-800 hover:file:bg-coral-200"
      />
      {value && (
        <div className="mt-3 flex items-center gap-4">
          {shownUrl && (
            <img
              src={shownUrl}
              alt="Preview of the profile picture"
              className="size-24 rounded-2xl object-cover ring-1 ring-amber-200"
            />
          )}
          <button type="button" onClick={handleRemove} className="btn-secondary">
            Remove picture
          </button>
        </div>
      )}
    </FormField>
  );
}
