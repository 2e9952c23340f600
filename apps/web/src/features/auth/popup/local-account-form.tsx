import { localLoginBodySchema, localRegisterBodySchema, PASSWORD_MIN_LENGTH, type Identity } from '@storybook/contract';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { messageForPerson } from '../../../lib/api-error';
import { registerLocalAccount, signInLocalAccount } from '../api/local-accounts';

export type FormMode = 'sign-in' | 'create';
type Field = 'name' | 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const fieldClass =
  'mt-1 block w-full rounded-2xl border-2 border-amber-200 bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/70 focus:border-coral-500 aria-invalid:border-red-600';

const fieldLabels: Record<Field, string> = { name: 'Name', email: 'Email', password: 'Password' };

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= `${fieldLabels[field]} ${issue.message}`;
  }
  return errors;
}

function messageOf(error: unknown): string {
  return messageForPerson(error, 'Something went wrong. Please try again.');
}

/**
 * The built-in accounts' form: sign in, or create an account (name, email, password of at least
 * 8 characters). Validated with the contract's schemas before it is sent; the server's message
 * (one generic text for a wrong email or password) is shown as it comes.
 */
export function LocalAccountForm({ mode, onIdentity }: { mode: FormMode; onIdentity: (identity: Identity) => void }) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const creating = mode === 'create';

  function update(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = creating ? localRegisterBodySchema.safeParse(values) : localLoginBodySchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const identity = creating
        ? await registerLocalAccount(localRegisterBodySchema.parse(values))
        : await signInLocalAccount(localLoginBodySchema.parse(values));
      onIdentity(identity);
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: Field, type: string, autoComplete: string, hint?: string) => {
    const error = fieldErrors[name];
    const describedBy = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ');
    return (
      <label className="block font-semibold text-ink">
        {fieldLabels[name]}
        <input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={fieldClass}
        />
        {hint && (
          <span id={`${id}-${name}-hint`} className="mt-1 block text-sm font-normal text-ink-soft">
            {hint}
          </span>
        )}
        {error && (
          <span id={`${id}-${name}-error`} className="mt-1 block text-sm font-semibold text-red-700">
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label={creating ? 'Create account' : 'Sign in'}
    >
      {creating && field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field(
        'password',
        'password',
        creating ? 'new-password' : 'current-password',
        creating ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined,
      )}
      {formError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      )}
      <button type="submit" className="btn-primary w-full py-3" disabled={submitting}>
        {creating ? 'Create account' : 'Sign in'}
      </button>
    </form>
  );
}
