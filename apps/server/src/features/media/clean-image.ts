import { THUMBNAIL_WIDTH } from '@storybook/contract';
import { sniffImageType } from '../../platform/media-storage/sniff.js';
import { uploadErrors } from './upload-errors.js';
import { loadSharp } from '../../platform/media-storage/load-sharp.js';

/** Far beyond any phone photo (a 48 MP camera saves 12 MP by default); a decompression bomb claims more. */
const MAX_MEGAPIXELS = 40;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
/** Stored uploads are at most this many pixels a side: a child's picture is never shown larger. */
const MAX_STORED_SIDE = 2048;

const formats = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export interface CleanImage {
  /** The picture re-encoded as WebP, upright, with no metadata at all. */
  image: Buffer;
  /** The same, THUMBNAIL_WIDTH pixels wide at most. */
  thumbnail: Buffer;
}

/**
 * DESIGN.md, Security: an upload is stored only as pixels we decoded and encoded again. Turning
 * it upright first (EXIF orientation), then writing no metadata, drops EXIF, GPS, XMP and any ICC
 * profile (colours are converted to sRGB): a child's photo never keeps where it was taken.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const type = sniffImageType(bytes);
  if (!type) throw uploadErrors.notAnImage();

  const sharp = await loadSharp();
  // The header alone tells the size, before a single pixel is decoded.
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw uploadErrors.damaged();
    });
  if (formats[header.format as keyof typeof formats] !== type) throw uploadErrors.notAnImage();
  if (header.width * header.height > MAX_PIXELS) throw uploadErrors.tooManyPixels(MAX_MEGAPIXELS);

  try {
    // failOn 'error' refuses truncated or corrupt data but lets pass the harmless warnings phones cause.
    const image = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true })
      .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer();
    const thumbnail = await sharp(image)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { image, thumbnail };
  } catch (error) {
    // The header check above should catch a bomb first; sharp's own limit is the backstop.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw uploadErrors.tooManyPixels(MAX_MEGAPIXELS);
    throw uploadErrors.damaged();
  }
}
