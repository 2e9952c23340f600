import type { UploadResponse } from '@storybook/contract';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { cleanImage } from './clean-image.js';

/**
 * Stores an uploaded image and its thumbnail (at the contract's `thumbnailUrl(secure_url)`).
 * Everything is checked and re-encoded before the first byte is stored, so a refused upload
 * leaves nothing behind.
 */
export async function storeUpload(media: MediaStore, bytes: Buffer): Promise<UploadResponse> {
  const { image, thumbnail } = await cleanImage(bytes);
  const stored = await media.put(image, 'image/webp');
  await media.putThumbnail(stored, thumbnail);
  return { secure_url: stored.url };
}
