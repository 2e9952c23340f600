import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Every file under the app's disk media folder, as keys like `ab/ab….webp` (none when it does not exist yet). */
export async function storedMediaFiles(app: FastifyInstance): Promise<string[]> {
  const { media } = app.config;
  if (media.kind !== 'disk') throw new Error('the app does not store media on disk');
  try {
    const entries = await readdir(media.dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(media.dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
