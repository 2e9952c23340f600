import { errorCodes } from '@storybook/contract';
import { HttpError, validationError } from '../../platform/http/errors.js';
import { sniffImageType } from '../../platform/media-storage/sniff.js';
import { loadSharp } from '../../platform/media-storage/load-sharp.js';

/** As for uploads: beyond any phone photo, well below what a decompression bomb claims. */
const MAX_MEGAPIXELS = 40;

/**
 * Decodes the reference images of a story idea (base64 data URLs, SPEC §3) and checks that the
 * bytes themselves are a JPEG, PNG or WebP that can be read: the declared type is never trusted
 * (DESIGN.md, Security). Refuses the first bad one, naming its field.
 */
export async function decodeReferenceImages(dataUrls: string[]): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const field = `selectedImages.${index}`;
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (!sniffImageType(bytes)) {
      throw new HttpError(415, errorCodes.unsupportedMediaType, `body.${field}: must be a JPEG, PNG or WebP image`);
    }
    // The header tells the size before a single pixel is decoded.
    const sharp = await loadSharp();
    const header = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!header?.width || !header.height) throw validationError(field, 'could not be read as an image');
    if (header.width * header.height > MAX_MEGAPIXELS * 1_000_000) {
      throw validationError(field, `must be at most ${MAX_MEGAPIXELS} megapixels`);
    }
    images.push(bytes);
  }
  return images;
}
