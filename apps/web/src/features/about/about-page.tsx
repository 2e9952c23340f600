import { PageHeading } from '../../components/page-heading';
import { CREDITS } from './credits';

/** What the app is, and credit for the openly licensed work it is built with. */
export function AboutPage() {
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading>About Storybook</PageHeading>
      <p className="mt-3 text-lg text-ink-soft">
        Storybook turns a parent’s idea into a six-paragraph illustrated story for children, with pictures of their own child as
        the hero. It runs on its own computer: stories and pictures are made without sending anything away.
      </p>

      <section aria-labelledby="credits-heading" className="mt-10">
        <h2 id="credits-heading" className="font-display text-2xl font-extrabold text-ink">
          Credits
        </h2>
        <p className="mt-2 text-ink-soft">
          The pictures and the app are made with this openly licensed work. Thank you to its authors.
        </p>
        <ul className="mt-6 space-y-4">
          {CREDITS.map((credit) => (
            <li key={credit.name} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200">
              <h3 className="font-display text-lg font-bold text-ink">
                <a
                  href={credit.url}
                  className="underline decoration-coral-300 underline-offset-4 hover:text-coral-700"
                  rel="noreferrer"
                  target="_blank"
                >
                  {credit.name}
                </a>
              </h3>
              <p className="mt-1 text-ink-soft">{credit.use}</p>
              <p className="mt-2 text-sm text-ink">
                <span className="font-semibold">{credit.licence}</span> · {credit.copyright}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
