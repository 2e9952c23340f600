import { createHash } from 'node:crypto';
import { PICTURE_WIDTHS, pictureVariantUrl, THUMBNAIL_WIDTH, type PictureWidth } from '@storybook/contract';
import type { MediaType } from './store.js';

const extensions: Record<MediaType, string> = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg' };
const typesByExtension = new Map(Object.entries(extensions).map(([type, ext]) => [ext, type as MediaType]));

// `ab/ab…(64 hex).ext`, optionally a `-w320` variant; the folder is the hash's first two characters.
const keyPattern = /^([0-9a-f]{2})\/\1[0-9a-f]{62}(-w[0-9]+)?\.(webp|png|jpg)$/;

/** The content-addressed key of some bytes: their SHA-256, in a folder named by its first two digits. */
export function contentKey(bytes: Buffer, contentType: MediaType): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash.slice(0, 2)}/${hash}.${extensions[contentType]}`;
}

/** Where the copy `width` pixels wide of the WebP image at `key` is kept (the contract's pictureVariantUrl, applied to the key). */
export function variantKey(key: string, width: PictureWidth): string {
  const variant = pictureVariantUrl(key, width);
  if (variant === key) throw new Error(`Only WebP images stored by key have smaller copies, not ${key}`);
  return variant;
}

/** Where the thumbnail of the image at `key` is kept (the contract's thumbnailUrl, applied to the key). */
export function thumbnailKey(key: string): string {
  return variantKey(key, THUMBNAIL_WIDTH);
}

const variantPattern = /^(.*)-w([0-9]+)\.webp$/;

/** For the key of a smaller copy of one of PICTURE_WIDTHS, the original's key and the width; else null. */
export function parseVariantKey(key: string): { originalKey: string; width: PictureWidth } | null {
  const match = variantPattern.exec(key);
  const width = Number(match?.[2]) as PictureWidth;
  if (!match || !PICTURE_WIDTHS.includes(width)) return null;
  return { originalKey: `${match[1]}.webp`, width };
}

/**
 * The content type of a well-formed key, else null. Every key is checked against this whitelist
 * before it touches a disk path or a bucket, which rules out `..`, slashes and encodings of them.
 */
export function mediaTypeOfKey(key: string): MediaType | null {
  const match = keyPattern.exec(key);
  return match ? (typesByExtension.get(match[3]!) ?? null) : null;
}
