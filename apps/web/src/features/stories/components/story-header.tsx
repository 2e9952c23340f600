import { countLabel, formatLongDate, UNKNOWN_AUTHOR, type StoryDetail } from '@storybook/contract';
import { OwnerStoryStatus } from './story-status';

/** SPEC §2: title, 'Published by' author (or Unknown) 'on' the date; its owner also sees its status. */
export function StoryHeader({ story }: { story: StoryDetail }) {
  return (
    <header className="flex flex-col gap-2">
      <title>{`${story.title} · Storybook`}</title>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{story.title}</h1>
      <p className="text-ink-soft">
        Published by <span className="font-bold text-ink">{story.user?.name ?? UNKNOWN_AUTHOR}</span> on{' '}
        <time dateTime={story.publishingDate}>{formatLongDate(story.publishingDate)}</time>
      </p>
      {story.isOwner && <OwnerStoryStatus status={story.status} />}
    </header>
  );
}

/** SPEC §2: the views and likes counts. */
export function StoryCounts({ story }: { story: StoryDetail }) {
  return (
    <p className="flex gap-4 text-sm font-bold text-ink-soft">
      {/* Room for the count to grow: counting this reader's view must not move what follows it. */}
      <span className="min-w-20">{countLabel(story.views, 'view')}</span>
      <span>{countLabel(story.likes, 'like')}</span>
    </p>
  );
}
