import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/http/errors.js';
import { MEDIA_PATH } from '../../platform/media-storage/disk-store.js';
import { mediaTypeOfKey } from '../../platform/media-storage/keys.js';
import { makeMissingVariant } from '../../platform/media-storage/variants.js';

/** A stored file's name is the hash of its bytes, so it never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<key>: images of the disk store. Only well-formed keys are looked up (the whitelist
 * in media/keys.ts), so `..` and its encodings never reach the file system. With the S3 store,
 * images are loaded from the bucket and this answers 404. A smaller copy (`-w320`, `-w640`, ...) of a
 * picture stored before copies were made is made from the original on first request and kept,
 * so every story, old or new, can be shown with the contract's pictureSrcSet and thumbnailUrl.
 */
export function serveMedia(app: FastifyInstance): void {
  app.get(`${MEDIA_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = mediaTypeOfKey(key);
    const url = (k: string) => `${MEDIA_PATH}${k}`;
    const bytes = type ? ((await app.media.get(url(key))) ?? (await makeMissingVariant(app.media, url, key))) : null;
    if (!type || !bytes) throw notFound('No image at this address.');
    return (
      reply
        .header('cache-control', IMMUTABLE)
        // Browsers must not guess another type (say, HTML) from the bytes.
        .header('x-content-type-options', 'nosniff')
        .type(type)
        .send(bytes)
    );
  });
}
