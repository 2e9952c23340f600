import { zodResolver } from '@hookform/resolvers/zod';
import { contactBodySchema, type ContactBody } from '@storybook/contract';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useSendContactMessage } from './api/send-contact-message';

const fieldClass =
  'mt-1 block w-full rounded-2xl border-2 border-amber-200 bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/70 focus:border-coral-500 aria-invalid:border-red-600';

export const SEND_FAILED_MESSAGE = 'We couldn’t send your message. Please try again.';

/**
 * SPEC §2 Contact (/Contact). SPEC's form "does nothing"; ours stores the message for the admins
 * (their dashboard's 'Messages') and thanks the sender. Signed-in parents find their name and email
 * filled in. What was typed stays when sending fails.
 */
export function ContactPage() {
  const session = useSession();
  const send = useSendContactMessage();
  const form = useForm<ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: { name: session.displayName ?? '', email: session.email ?? '', message: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => send.mutate(values));
  const failure =
    send.error instanceof ApiError && send.error.status === 429 ? send.error.message : send.error ? SEND_FAILED_MESSAGE : null;

  const invalid = (name: keyof ContactBody) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {};
  const error = (name: keyof ContactBody) =>
    errors[name]?.message ? (
      <p id={`contact-${name}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <section className="mx-auto max-w-xl">
      {/* The heading's "Free" is SPEC's exact wording, typo included. */}
      <PageHeading title="Contact Us">Free free to reach out to us</PageHeading>
      {send.isSuccess ? (
        <div role="status" className="mt-8 space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8">
          <p className="font-display text-2xl font-extrabold text-ink">{send.data}</p>
          <p className="text-ink-soft">We read every message and answer by email.</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              form.reset({ ...form.getValues(), message: '' });
              send.reset();
            }}
          >
            Send another message
          </button>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Contact us"
          className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8"
        >
          <fieldset disabled={send.isPending} className="space-y-5">
            <div>
              <label htmlFor="contact-name" className="block font-semibold text-ink">
                Name
              </label>
              <input
                id="contact-name"
                type="text"
                autoComplete="name"
                {...form.register('name')}
                {...invalid('name')}
                className={fieldClass}
              />
              {error('name')}
            </div>
            <div>
              <label htmlFor="contact-email" className="block font-semibold text-ink">
                Email
              </label>
              <input
                id="contact-email"
                type="email"
                autoComplete="email"
                {...form.register('email')}
                {...invalid('email')}
                className={fieldClass}
              />
              {error('email')}
            </div>
            <div>
              <label htmlFor="contact-message" className="block font-semibold text-ink">
                Message
              </label>
              <textarea
                id="contact-message"
                rows={5}
                {...form.register('message')}
                {...invalid('message')}
                className={fieldClass}
              />
              {error('message')}
            </div>
          </fieldset>
          {failure ? (
            <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send'}
          </button>
        </form>
      )}
    </section>
  );
}
