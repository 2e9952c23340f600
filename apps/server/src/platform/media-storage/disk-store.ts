import type { PictureWidth } from '@storybook/contract';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentKey, mediaTypeOfKey, thumbnailKey, variantKey } from './keys.js';
import type { MediaStore, MediaType, StoredMedia } from './store.js';

/** Path on this server under which disk media is served (see features/media/serve-media.ts). */
export const MEDIA_PATH = '/media/';

/**
 * Media in a folder on local disk (DATA_DIR/media), served by this server at /media/<key>.
 * `publicUrl` lets `get` also recognise the absolute form of our URLs.
 */
export function createDiskStore(dir: string, publicUrl: string): MediaStore {
  const root = path.resolve(dir);
  const keyOfUrl = (url: string): string | null => {
    for (const prefix of [MEDIA_PATH, `${publicUrl}${MEDIA_PATH}`]) {
      if (url.startsWith(prefix)) {
        const key = url.slice(prefix.length);
        return mediaTypeOfKey(key) ? key : null;
      }
    }
    return null;
  };
  const save = async (key: string, bytes: Buffer): Promise<StoredMedia> => {
    await writeAtomically(path.join(root, key), bytes);
    return { key, url: `${MEDIA_PATH}${key}` };
  };

  return {
    put: (bytes: Buffer, contentType: MediaType) => save(contentKey(bytes, contentType), bytes),
    putThumbnail: (original: StoredMedia, webp: Buffer) => save(thumbnailKey(original.key), webp),
    putVariant: (original: StoredMedia, width: PictureWidth, webp: Buffer) => save(variantKey(original.key, width), webp),
    async has(url: string) {
      const key = keyOfUrl(url);
      return key !== null && (await exists(path.join(root, key)));
    },
    async get(url: string) {
      const key = keyOfUrl(url);
      if (!key) return null;
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * Writes to a temporary name, then renames, so a reader never sees half a file. A file already
 * there holds the same bytes (the name is their hash), so it is left alone.
 */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  if (await exists(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  // The `.tmp` ending never matches a key, so a half-written file is never served.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
