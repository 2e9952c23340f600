import { formatLongDate, UNKNOWN_AUTHOR, type StoryListItem } from '@storybook/contract';
import { AuthorAvatar } from './author-avatar';
import { STORY_CARD_CLASS, StoryCardTitle, StoryCover } from './story-card-parts';

/** SPEC §3: a story's author reads 'Unknown' when the account is gone. */

interface StoryCardProps {
  story: StoryListItem;
  /** Cards in the first screenful load their picture at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * SPEC §2 Home card: cover thumbnail, title, excerpt, author avatar and name, date with an ordinal
 * suffix. The title is the link to /story/{id}; it stretches over the whole card.
 */
export function StoryCard({ story, eager = false }: StoryCardProps) {
  const author = story.user?.name ?? UNKNOWN_AUTHOR;
  return (
    <article className={STORY_CARD_CLASS}>
      <StoryCover thumbnail={story.thumbnail} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <StoryCardTitle id={story._id} title={story.title} />
        {/* The server sends the excerpt (LIST_EXCERPT_LENGTH, cut at a word); three lines of it show. */}
        <p className="line-clamp-3 text-sm text-ink-soft">{story.content}</p>
        <div className="mt-auto flex items-center gap-2.5 pt-2 text-sm">
          <AuthorAvatar name={author} src={story.authorAvatar} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-semibold text-ink">{author}</span>
            <time dateTime={story.publishingDate} className="text-ink-soft">
              {formatLongDate(story.publishingDate)}
            </time>
          </div>
        </div>
      </div>
    </article>
  );
}
