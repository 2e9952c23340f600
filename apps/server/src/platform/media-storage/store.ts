import type { PictureWidth } from '@storybook/contract';

/**
 * Where images live: local disk under DATA_DIR/media by default, or an S3-compatible bucket.
 * Names are content-addressed (a hash of the bytes), so the same image is stored once and its
 * URL can be cached forever.
 */
export interface MediaStore {
  /** Stores the bytes under a content-addressed key and answers the URL to show them at. */
  put(bytes: Buffer, contentType: MediaType): Promise<StoredMedia>;
  /**
   * Stores the WebP thumbnail of an image put before, beside it, where the contract's
   * `thumbnailUrl(original.url)` points.
   */
  putThumbnail(original: StoredMedia, webp: Buffer): Promise<StoredMedia>;
  /**
   * Stores a smaller WebP copy of an image put before, beside it, where the contract's
   * `pictureVariantUrl(original.url, width)` points.
   */
  putVariant(original: StoredMedia, width: PictureWidth, webp: Buffer): Promise<StoredMedia>;
  /** The bytes of an image this store handed out, by its URL; null when the URL is not ours or is gone. */
  get(url: string): Promise<Buffer | null>;
  /** Whether this store handed out the URL and still holds it, without reading the bytes. */
  has(url: string): Promise<boolean>;
}

export type MediaType = 'image/webp' | 'image/png' | 'image/jpeg';

export interface StoredMedia {
  /** Content-addressed key, e.g. `3f/3fa9…c1.webp`. */
  key: string;
  /** What clients load: `/media/<key>` on disk, or the bucket's (public) URL. */
  url: string;
}
