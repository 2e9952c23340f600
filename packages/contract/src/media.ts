import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { mediaUrlSchema } from './fields.js';

/** The multipart field that carries the image. */
export const UPLOAD_FILE_FIELD = 'file';

export const uploadResponseSchema = z.object({ secure_url: mediaUrlSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * POST /api/upload: store an image (a child's picture). Multipart, so no body schema: the image in
 * `file` (IMAGE_MIME_TYPES, at most MAX_UPLOAD_BYTES); an `upload_preset` field is ignored. 413/415.
 */
export const uploadImage = endpoint({
  method: 'POST',
  path: '/upload',
  access: 'user',
  response: uploadResponseSchema,
});

/** Width in pixels of the thumbnail stored next to every upload (never wider than the original). */
export const THUMBNAIL_WIDTH = 320;

/**
 * Widths of the smaller WebP copies kept beside our pictures (uploads and story illustrations),
 * for card thumbnails and `srcset`. Never wider than the original. 640 fits half a desktop
 * column; 768 a phone's full width at its pixel density (380 px at 1.75-2x), which would
 * otherwise fetch the original (about 100 KB where the copy is about 12 KB).
 */
export const PICTURE_WIDTHS = [THUMBNAIL_WIDTH, 640, 768] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Width of a story illustration as stored (the largest entry of its `srcset`). */
export const ILLUSTRATION_WIDTH = 1024;

// Our pictures are stored as `<sha-256>.webp`; a copy `w` pixels wide sits beside it as `<sha-256>-w<w>.webp`.
const pictureName = /([0-9a-f]{64})\.webp$/;

/** Whether the URL is one of our stored WebP pictures (which have smaller copies beside them). */
export function hasPictureVariants(url: string): boolean {
  return pictureName.test(url);
}

/**
 * The copy of one of our pictures `width` pixels wide (same place, `-w<width>` before `.webp`).
 * Any other address (a placeholder, a provider's picture) is returned unchanged.
 */
export function pictureVariantUrl(url: string, width: PictureWidth): string {
  return url.replace(pictureName, `$1-w${width}.webp`);
}

/**
 * The thumbnail of an image answered by POST /api/upload or of a story picture (a card's cover).
 * Any other address is returned unchanged.
 */
export function thumbnailUrl(url: string): string {
  return pictureVariantUrl(url, THUMBNAIL_WIDTH);
}

/**
 * How wide a story page shows a picture (the `sizes` beside `pictureSrcSet`): half the text column
 * on wide screens, the whole width on phones. The server's preload hint for the first picture
 * uses the same, so the browser fetches one copy, not two.
 */
export const STORY_PICTURE_SIZES = '(min-width: 1152px) 536px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

/**
 * A `srcset` for one of our pictures: its copies and the original (as ILLUSTRATION_WIDTH wide);
 * undefined for any other address, which is then shown as it is.
 */
export function pictureSrcSet(url: string): string | undefined {
  if (!hasPictureVariants(url)) return undefined;
  return [...PICTURE_WIDTHS.map((width) => `${pictureVariantUrl(url, width)} ${width}w`), `${url} ${ILLUSTRATION_WIDTH}w`].join(
    ', ',
  );
}

/**
 * SPEC §3: three cartoon styles. A child's `cartoonImageId[i]` holds the `id` of the style of
 * `cartoonImage[i]`; the names are ours, since SPEC does not show their wording.
 */
export const CARTOON_STYLES = [
  { id: 'comic', name: 'Comic' },
  { id: 'watercolour', name: 'Watercolour' },
  { id: 'pop-art', name: 'Pop Art' },
] as const;
export type CartoonStyleId = (typeof CARTOON_STYLES)[number]['id'];

const cartoonStyleNames = new Map<string, string>(CARTOON_STYLES.map((style) => [style.id, style.name]));

/**
 * A cartoon style's display name from its id (`cartoonImageId`): the name above, else (a style of
 * another provider) the id spelled out, 'comic-book' -> 'Comic Book'.
 */
export function cartoonStyleName(styleId: string): string {
  return (
    cartoonStyleNames.get(styleId) ??
    styleId
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
