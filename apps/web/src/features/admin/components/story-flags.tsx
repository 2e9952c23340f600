import type { ModerationFlag } from '@storybook/contract';

/** The review words found when the story was saved: where, which, and why it may be rude. */
export function StoryFlags({ flags }: { flags: ModerationFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <section aria-label="Flagged words" className="rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3">
      <h4 className="font-bold text-amber-900">Flagged for review</h4>
      <ul className="mt-1 space-y-1 text-sm text-amber-950">
        {flags.map((flag, index) => (
          <li key={`${flag.field}-${index}`}>
            <strong>“{flag.word}”</strong> in {flag.where} — {flag.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
