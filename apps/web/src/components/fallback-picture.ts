import type { SyntheticEvent } from 'react';

/**
 * A smaller copy may be missing (pictures kept in a bucket before copies were made): fall back to
 * the original once, rather than show a broken picture. `onFailed`: the original failed too.
 */
export function fallBackToOriginal(original: string, onFailed?: () => void) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.getAttribute('src') === original && !image.srcset) {
      onFailed?.();
      return;
    }
    image.removeAttribute('srcset');
    image.src = original;
  };
}
