import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-error';
import { useAddView } from './api/add-view';
import { useStory } from '../../lib/get-story';
import { STORY_LOAD_FAILED, STORY_NOT_FOUND, StoryFallback } from './components/story-fallback';
import { StoryView } from './components/story-view';
import { ReadingGate } from './reading-gate/reading-gate';

/** SPEC §8 messages for a story that cannot be shown. */

/** SPEC §2 Story reading (/story/:id, also /Story/:id). */
export function StoryPage() {
  const { id = '' } = useParams();
  const story = useStory(id);
  const notFound = story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400);
  useAddView(id, story.isSuccess);

  useEffect(() => {
    if (!story.isError) return;
    if (notFound) toast.error(STORY_NOT_FOUND, { toastId: `story-not-found-${id}` });
    else toast.error(STORY_LOAD_FAILED, { toastId: `story-failed-${id}` });
  }, [story.isError, notFound, id]);

  return (
    <article className="flex flex-col gap-6 pb-16 xl:pb-0">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1 font-bold text-coral-700 underline-offset-4 hover:underline print:hidden"
      >
        <span aria-hidden="true">←</span> Back to stories
      </Link>
      {story.isPending && (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-coral-200 border-t-coral-600" />
          <p className="font-bold">Loading story...</p>
        </div>
      )}
      {story.isError && <StoryFallback notFound={notFound} onRetry={() => void story.refetch()} />}
      {story.data && (
        <ReadingGate>
          <StoryView story={story.data} />
        </ReadingGate>
      )}
    </article>
  );
}
