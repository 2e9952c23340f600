import { CARTOON_STYLES, type CartoonStyleId } from '@storybook/contract';
import type { Config } from '../../platform/config.js';
import { AVATAR_SIZE } from '@storybook/offline-ai';
import type { CartoonAvatar, Cartoonist } from '../types.js';
import { createImageClient, type WebpShape } from './image-client.js';

/** Same size as the offline cartoonist's avatars, so both look alike in the app. */
const AVATAR_SHAPE: WebpShape = { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' };

/** The contract's three styles (shared with the offline engine and the web) in words for the image model. */
export const CARTOON_STYLE_PROMPTS: Record<CartoonStyleId, string> = {
  comic: 'a friendly comic-book cartoon: bold clean ink outlines, flat bright colours, simple cel shading',
  watercolour: 'a soft watercolour painting: gentle washes of colour, soft edges, visible paper texture',
  'pop-art': 'a pop-art print: a few flat bold inks, halftone dots, thick black outlines, a bright contrasting background',
};

export function cartoonPrompt(style: CartoonStyleId): string {
  return [
    `Turn the child in this photo into ${CARTOON_STYLE_PROMPTS[style]}.`,
    'Keep their face, hair, skin tone, expression and clothes recognisable.',
    'Head and shoulders, centred, on a plain simple background. Friendly and suitable for young children.',
    'No text, letters or words in the picture.',
  ].join(' ');
}

/** A Cartoonist on OpenAI's image API or a compatible server: one edit of the photo per style, side by side. */
export function createHostedCartoonist(config: Config['ai']): Cartoonist {
  const client = createImageClient(config.image, config);
  return {
    cartoonify(photo: Buffer): Promise<CartoonAvatar[]> {
      return Promise.all(
        CARTOON_STYLES.map(async ({ id, name }) => ({
          style: id,
          name,
          image: await client.edit(cartoonPrompt(id), [photo], AVATAR_SHAPE),
        })),
      );
    },
  };
}
