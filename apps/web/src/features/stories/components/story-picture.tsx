import { ILLUSTRATION_WIDTH, pictureSrcSet, STORY_PICTURE_SIZES } from '@storybook/contract';
import { fallBackToOriginal } from '../../../components/fallback-picture';
import { mainPictureShown } from '../../../lib/main-picture';

interface StoryPictureProps {
  src: string;
  alt: string;
  /** The first picture is likely the largest thing on screen: fetched at once and early. */
  priority: boolean;
}

/**
 * One paragraph's picture, from a copy sized for the screen (srcset: half the width on wide
 * screens, all of it on phones); pictures further down load as the reader nears them.
 */
export function StoryPicture({ src, alt, priority }: StoryPictureProps) {
  return (
    <img
      src={src}
      srcSet={pictureSrcSet(src)}
      sizes={STORY_PICTURE_SIZES}
      alt={alt}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_WIDTH}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onLoad={priority ? mainPictureShown : undefined}
      onError={fallBackToOriginal(src, priority ? mainPictureShown : undefined)}
      className="story-picture aspect-square w-full rounded-3xl bg-amber-50 object-cover shadow-sm ring-2 ring-amber-200"
    />
  );
}
