import type { CartoonStyleId } from '@storybook/contract';
import type { Portrait } from './portrait.js';
import { comic } from './styles/comic.js';
import { popArt } from './styles/pop-art.js';
import { watercolour } from './styles/watercolour.js';

/** Paints a prepared portrait (crop, smooth regions, face) in one style and answers it as WebP. */
export type StyleRenderer = (portrait: Portrait) => Promise<Buffer>;

/**
 * How the offline engine paints each of the contract's CARTOON_STYLES (ids and names live there,
 * shared with the web); typed by the ids so a new style cannot be added without its renderer.
 */
export const offlineRenderers: Record<CartoonStyleId, StyleRenderer> = {
  comic,
  watercolour,
  'pop-art': popArt,
};
