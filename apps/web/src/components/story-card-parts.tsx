import { thumbnailUrl } from '@storybook/contract';
import { Link } from 'react-router';
import { mainPictureShown } from '../lib/main-picture';
import { fallBackToOriginal } from './fallback-picture';

/** The card itself: the title's link stretches over all of it. */
export const STORY_CARD_CLASS =
  'group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-amber-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-coral-600';

/** A card's cover: the story's thumbnail, or a book on a soft gradient when it has none. */
export function StoryCover({ thumbnail, eager = false }: { thumbnail: string | null; eager?: boolean }) {
  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-amber-50">
      {thumbnail ? (
        <img
          src={thumbnailUrl(thumbnail)}
          // The first screen's covers are a list page's main picture (see main-picture.ts).
          onLoad={eager ? mainPictureShown : undefined}
          onError={fallBackToOriginal(thumbnail, eager ? mainPictureShown : undefined)}
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
  );
}

/** A card's title: the link to /story/{id}, stretched over the whole card. */
export function StoryCardTitle({ id, title }: { id: string; title: string }) {
  return (
    <h2 className="font-display text-lg leading-snug font-extrabold text-ink">
      <Link to={`/story/${id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
        {title}
      </Link>
    </h2>
  );
}
