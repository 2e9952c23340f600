import { CARTOON_STYLES } from '@storybook/contract';
import sharp from 'sharp';
import type { CartoonAvatar, Cartoonist } from '../types.js';
import { offlineRenderers } from './cartoon-styles.js';
import { preparePortrait } from './portrait.js';
import { toRaw, type RawImage } from './raw-image.js';

/** Avatars are square, this many pixels a side: plenty for a story's hero, fast to paint. */
export const AVATAR_SIZE = 512;
/** Same guard as uploads against images that decode to absurd sizes. */
const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * The offline cartoonist (DESIGN.md, AI layer): image processing only, on this machine; the photo
 * is sent nowhere. The same photo always gives byte-identical avatars.
 */
export function createOfflineCartoonist(): Cartoonist {
  return {
    async cartoonify(photo: Buffer): Promise<CartoonAvatar[]> {
      const portrait = await preparePortrait(await squareCrop(photo));
      // The looks share the prepared portrait; their sharp steps run side by side on sharp's pool.
      return Promise.all(
        CARTOON_STYLES.map(async ({ id, name }) => ({ style: id, name, image: await offlineRenderers[id](portrait) })),
      );
    },
  };
}

/** Upright, on white where transparent, cut square around the most interesting part (a face, usually). */
async function squareCrop(photo: Buffer): Promise<RawImage> {
  return toRaw(
    sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', autoOrient: true })
      .flatten({ background: '#ffffff' })
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }),
  );
}
