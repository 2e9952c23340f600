import type { SyntheticEvent } from 'react';

/**
 * A smaller copy may be missing (pictures kept in a bucket before copies were made): fall back to
 * the original once, rather than show a broken picture.
 */
export function fallBackToOriginal(original: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.getAttribute('src') === original && !image.srcset) return;
    image.removeAttribute('srcset');
    image.src = original;
  };
}
