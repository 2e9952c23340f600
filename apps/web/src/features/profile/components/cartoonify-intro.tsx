import { profileSectionIds } from '../utils/profile-sections';

/** SPEC §2: the block promoting a child's photo turned into a cartoon avatar; other pages scroll to it. */
export function CartoonifyIntro({ onStart }: { onStart: () => void }) {
  return (
    <section
      id={profileSectionIds.cartoonifyIntro}
      aria-labelledby="cartoonify-intro-heading"
      className="rounded-3xl bg-gradient-to-br from-amber-100 via-coral-50 to-sky-100 p-6 shadow-sm ring-1 ring-amber-200 transition sm:p-8"
    >
      <h2 id="cartoonify-intro-heading" className="font-display text-2xl font-bold text-ink">
        Turn your child&apos;s photo into a cartoon avatar
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Add your child with a clear photo of their face and we will draw them in three cartoon styles. Choose one of the avatars
        when you create a story, and your child becomes its hero.
      </p>
      <button type="button" onClick={onStart} className="btn-primary mt-5">
        Create a cartoon avatar
      </button>
    </section>
  );
}
