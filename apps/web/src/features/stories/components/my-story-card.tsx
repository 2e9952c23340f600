import { thumbnailUrl, type StoryListItem } from '@storybook/contract';
import { Link } from 'react-router';
import { fallBackToOriginal } from '../../../components/fallback-picture';
import { StoryStatusBadge } from './story-status';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** SPEC §2 My stories card: thumbnail, title, views and likes; opens /story/{id}. Pending ones say so. */
export function MyStoryCard({ story }: { story: StoryListItem }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-amber-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-coral-600">
      <div className="aspect-[4/3] w-full overflow-hidden bg-amber-50">
        {story.thumbnail ? (
          <img
            src={thumbnailUrl(story.thumbnail)}
            onError={fallBackToOriginal(story.thumbnail)}
            alt=""
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
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
        {story.status === 'pending' && <StoryStatusBadge status="pending" />}
        <h2 className="font-display text-lg leading-snug font-extrabold text-ink">
          <Link to={`/story/${story._id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {story.title}
          </Link>
        </h2>
        <p className="mt-auto flex gap-4 text-sm font-bold text-ink-soft">
          <span>{plural(story.views, 'view')}</span>
          <span>{plural(story.likes, 'like')}</span>
        </p>
      </div>
    </article>
  );
}
