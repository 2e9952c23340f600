import { thumbnailUrl, type StoryListItem } from '@storybook/contract';
import { Link } from 'react-router';
import { formatLongDate } from '../lib/dates';
import { AuthorAvatar } from './author-avatar';
import { fallBackToOriginal } from './fallback-picture';

/** SPEC §3: a story's author reads 'Unknown' when the account is gone. */
export const UNKNOWN_AUTHOR = 'Unknown';

const EXCERPT_LENGTH = 160;

/** The first words of a story, cut at a word boundary. */
function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,.;:!?-]+$/, '')}…`;
}

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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-amber-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-coral-600">
      <div className="aspect-[4/3] w-full overflow-hidden bg-amber-50">
        {story.thumbnail ? (
          <img
            src={thumbnailUrl(story.thumbnail)}
            onError={fallBackToOriginal(story.thumbnail)}
            alt=""
            width={320}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition group-hover:scale-[1.02]"
          />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-full place-items-center bg-gradient-to-br from-amber-100 via-coral-50 to-sky-100 text-5xl"
          >
            📖
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug font-extrabold text-ink">
          <Link to={`/story/${story._id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {story.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-ink-soft">{excerpt(story.content)}</p>
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
