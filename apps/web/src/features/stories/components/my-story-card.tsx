import { countLabel, type StoryListItem } from '@storybook/contract';
import { STORY_CARD_CLASS, StoryCardTitle, StoryCover } from '../../../components/story-card-parts';
import { StoryStatusBadge } from './story-status';

/** SPEC §2 My stories card: thumbnail, title, views and likes; opens /story/{id}. Pending ones say so. */
export function MyStoryCard({ story }: { story: StoryListItem }) {
  return (
    <article className={STORY_CARD_CLASS}>
      <StoryCover thumbnail={story.thumbnail} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {story.status === 'pending' && <StoryStatusBadge status="pending" />}
        <StoryCardTitle id={story._id} title={story.title} />
        <p className="mt-auto flex gap-4 text-sm font-bold text-ink-soft">
          <span>{countLabel(story.views, 'view')}</span>
          <span>{countLabel(story.likes, 'like')}</span>
        </p>
      </div>
    </article>
  );
}
