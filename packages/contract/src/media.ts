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
