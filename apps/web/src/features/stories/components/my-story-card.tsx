import type { StoryListItem } from '@storybook/contract';
import { STORY_CARD_CLASS, StoryCardTitle, StoryCover } from '../../../components/story-card-parts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** SPEC §2 My stories card: thumbnail, title, views and likes; opens /story/{id}. Pending ones say so. */
export function MyStoryCard({ story }: { story: StoryListItem }) {
  return (
    <article className={STORY_CARD_CLASS}>
      <StoryCover thumbnail={story.thumbnail} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {story.status === 'pending' && (
          <span className="w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-extrabold tracking-wide text-amber-900 uppercase">
            Pending review
          </span>
        )}
        <StoryCardTitle id={story._id} title={story.title} />
        <p className="mt-auto flex gap-4 text-sm font-bold text-ink-soft">
          <span>{plural(story.views, 'view')}</span>
          <span>{plural(story.likes, 'like')}</span>
        </p>
      </div>
    </article>
  );
}
