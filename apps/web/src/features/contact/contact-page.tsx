import type { FormEvent } from 'react';
import { PageHeading } from '../../components/page-heading';

const fieldClass =
  'mt-1 block w-full rounded-2xl border-2 border-amber-200 bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/70 focus:border-coral-500';

/**
 * SPEC §2 Contact (/Contact). SPEC says the form "does nothing" and shows no submission call, so
 * Send is kept on the page but submitting neither reloads it nor sends anything anywhere.
 */
export function ContactPage() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <section className="mx-auto max-w-xl">
      {/* The heading's "Free" is SPEC's exact wording, typo included. */}
      <PageHeading title="Contact Us">Free free to reach out to us</PageHeading>
      <form
        onSubmit={handleSubmit}
        aria-label="Contact us"
        className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8"
      >
        <label className="block font-semibold text-ink">
          Name
          <input name="name" type="text" autoComplete="name" className={fieldClass} />
        </label>
        <label className="block font-semibold text-ink">
          Email
          <input name="email" type="email" autoComplete="email" className={fieldClass} />
        </label>
        <label className="block font-semibold text-ink">
          Message
          <textarea name="message" rows={5} className={fieldClass} />
        </label>
        <button type="submit" className="btn-primary">
          Send
        </button>
      </form>
    </section>
  );
}
