import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-2xl border-2 border-amber-200 bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/70 focus:border-coral-500 aria-invalid:border-red-600 read-only:bg-amber-50/60 read-only:text-ink-soft';

interface FormFieldProps {
  label: string;
  /** The input's id; the label points at it and the error is described by `${id}-error`. */
  htmlFor: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled field with its validation message underneath. */
export function FormField({ label, htmlFor, error, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block font-semibold text-ink">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props that tie an input to its error message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
