import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadImage } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { storeUpload } from './service.js';
import { readUploadedFile } from './read-upload.js';
import { serveMedia } from './serve-media.js';

/** POST /api/upload and serving stored media. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // In its own scope so that only the upload route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One image and a field or two (upload_preset); the limit makes an oversized file a 413, not a truncated image.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });
    route(scope, uploadImage, async ({ request }) => {
      const bytes = await readUploadedFile(request);
      return storeUpload(app.media, bytes);
    });
  });
  serveMedia(app);
}
