import { dataUrlByteLength, IMAGE_MIME_TYPES, MAX_REFERENCE_IMAGE_BYTES } from '@storybook/contract';

/** Why a picked file cannot be used as a reference image. */
export class ReferenceImageError extends Error {
  override readonly name = 'ReferenceImageError';
}

const allowedTypes = new Set<string>(IMAGE_MIME_TYPES);

function isReferenceImageType(type: string): boolean {
  return allowedTypes.has(type);
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/** Longest side a downscaled photo starts from; plenty for reading a textbook page. */
const START_LONGEST_SIDE = 3000;
const SHRINK = 0.75;
const ATTEMPTS = 8;

/** Re-encodes a photo as JPEG on a canvas, smaller each attempt, until it fits in `maxBytes`. */
async function downscale(file: Blob, maxBytes: number): Promise<string> {
  const image = await loadImage(file);
  let scale = Math.min(1, START_LONGEST_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1, scale *= SHRINK) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) break;
    // JPEG has no transparency: a transparent PNG gets a white page behind it, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
    if (dataUrl.startsWith('data:image/jpeg;') && dataUrlByteLength(dataUrl) <= maxBytes) return dataUrl;
  }
  throw new ReferenceImageError('is too large, even made smaller');
}

/**
 * A picked file as the data URL a story request carries: JPEG, PNG or WebP only; a file over
 * MAX_REFERENCE_IMAGE_BYTES is downscaled in the browser until it fits.
 */
export async function readReferenceImage(file: File, maxBytes = MAX_REFERENCE_IMAGE_BYTES): Promise<string> {
  if (!isReferenceImageType(file.type)) throw new ReferenceImageError('is not a JPEG, PNG or WebP image');
  if (file.size <= maxBytes) {
    const dataUrl = await readAsDataUrl(file);
    if (dataUrlByteLength(dataUrl) <= maxBytes) return dataUrl;
  }
  try {
    return await downscale(file, maxBytes);
  } catch (error) {
    throw error instanceof ReferenceImageError ? error : new ReferenceImageError('could not be read as an image');
  }
}
