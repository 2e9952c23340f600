import { UPLOAD_FILE_FIELD } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import { uploadErrors } from './upload-errors.js';

/** What @fastify/multipart throws when a limit set in routes.ts is passed, and what we answer instead. */
const limitErrors: Record<string, () => Error> = {
  FST_REQ_FILE_TOO_LARGE: uploadErrors.tooManyBytes,
  FST_FILES_LIMIT: uploadErrors.tooManyParts,
  FST_FIELDS_LIMIT: uploadErrors.tooManyParts,
  FST_PARTS_LIMIT: uploadErrors.tooManyParts,
};

/**
 * The bytes of the image in the multipart field `file`; other fields (Cloudinary's
 * `upload_preset`, which clients still send) are read and ignored.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadErrors.notMultipart();
  let file: Buffer | null = null;
  try {
    // Reading every part, not stopping at the file, is what makes a second file hit the limit.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === UPLOAD_FILE_FIELD) file = bytes;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const replacement = typeof code === 'string' ? limitErrors[code] : undefined;
    // Anything else the parser throws means the body is not well-formed multipart.
    throw replacement ? replacement() : uploadErrors.malformed();
  }
  if (!file) throw uploadErrors.missing();
  return file;
}
