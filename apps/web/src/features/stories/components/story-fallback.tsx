import { Link } from 'react-router';

/** SPEC §8's words for a story that is missing or failed to load: the toast and the page say the same. */
export const STORY_NOT_FOUND = 'Story not found';
export const STORY_LOAD_FAILED = 'Failed to load story';

/** SPEC §2: what a missing story (or one that failed to load) shows instead. */
export function StoryFallback({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const heading = notFound ? STORY_NOT_FOUND : STORY_LOAD_FAILED;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200">
      <title>{`${heading} · Storybook`}</title>
      <p aria-hidden="true" className="text-6xl">
        📚
      </p>
      <h1 className="font-display text-2xl font-extrabold text-ink">{heading}</h1>
      <p className="text-ink-soft">
        {notFound
          ? 'This story is not on the shelf: it may have been removed, or it is private.'
          : 'Something went wrong while fetching this story.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/" className={notFound ? 'btn-primary' : 'btn-secondary'}>
          Find another story
        </Link>
      </div>
    </div>
  );
}
