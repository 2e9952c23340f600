import { PICTURE_WIDTHS, type PictureWidth } from '@storybook/contract';
import { parseVariantKey } from './keys.js';
import type { MediaStore, MediaType, StoredMedia } from './store.js';
import { loadSharp } from './load-sharp.js';

/** Small copies are looked at, not studied: a lower quality keeps a 320 px card picture well under 40 KB. */
const VARIANT_QUALITY = 75;
/** Originals that arrive in another format are kept as WebP at the quality uploads get. */
const ORIGINAL_QUALITY = 86;

/** A WebP copy of an image `width` pixels wide (never wider than the original). */
export async function makeVariant(image: Buffer, width: PictureWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer();
}

/**
 * Stores a picture as WebP with its smaller copies beside it (PICTURE_WIDTHS), so cards can load a
 * thumbnail and pages a `srcset` sized for the screen (the contract's pictureSrcSet).
 */
export async function storePicture(media: MediaStore, image: Buffer, type: MediaType): Promise<StoredMedia> {
  const webp = type === 'image/webp' ? image : await (await loadSharp())(image).webp({ quality: ORIGINAL_QUALITY }).toBuffer();
  const stored = await media.put(webp, 'image/webp');
  await Promise.all(PICTURE_WIDTHS.map(async (width) => media.putVariant(stored, width, await makeVariant(webp, width))));
  return stored;
}

/**
 * The bytes of a smaller copy that is not stored: pictures saved before copies were made get
 * theirs on first request, made from the original and kept. Null when `key` names no copy of
 * PICTURE_WIDTHS or the original is missing too.
 */
export async function makeMissingVariant(media: MediaStore, urlOf: (key: string) => string, key: string): Promise<Buffer | null> {
  const variant = parseVariantKey(key);
  if (!variant) return null;
  const original = await media.get(urlOf(variant.originalKey));
  if (!original) return null;
  // Bytes that do not decode (never written by us, but stored all the same) have no copies.
  const bytes = await makeVariant(original, variant.width).catch(() => null);
  if (!bytes) return null;
  await media.putVariant({ key: variant.originalKey, url: urlOf(variant.originalKey) }, variant.width, bytes);
  return bytes;
}
