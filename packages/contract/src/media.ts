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

// An upload is stored as `<sha-256>.webp`; its thumbnail sits beside it as `<sha-256>-w320.webp`.
const uploadName = /([0-9a-f]{64})\.webp$/;

/**
 * The thumbnail of an image answered by POST /api/upload (same place, `-w320` before `.webp`).
 * Any other address (a placeholder, a provider's picture) is returned unchanged.
 */
export function thumbnailUrl(url: string): string {
  return url.replace(uploadName, `$1-w${THUMBNAIL_WIDTH}.webp`);
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
