import sharp from 'sharp';
import { percentile, type RawImage } from './raw-image.js';

/**
 * Ink lines where the picture has edges: a Laplacian-of-Gaussian (blur, then a 3x3 kernel that
 * answers where a pixel is darker than its neighbours), thresholded, so a line falls on the dark
 * side of every edge like an inker's. Answers one byte per pixel: 0 for ink, 255 for paper.
 */
export async function inkLines(
  image: RawImage,
  options: {
    blur: number;
    threshold: number;
    maxShare: number;
    weight: number;
    /** Outlines only: a line shorter than this share of the picture's width, alone, is a dash, not a contour. */
    minSpan?: number;
  },
): Promise<Buffer> {
  const { width, height } = image;
  // sharp runs a pipeline's operations in its own fixed order, so steps whose order matters
  // (blur before the kernel, threshold after it) are separate pipelines.
  const response = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .greyscale()
    .blur(options.blur)
    .convolve({ width: 3, height: 3, kernel: [1, 1, 1, 1, -8, 1, 1, 1, 1], scale: 1 })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // A busy photo (grass, patterned clothes) would turn black: only the strongest edges are inked.
  const threshold = Math.max(options.threshold, percentile(response, 1 - options.maxShare));
  const ink = Buffer.alloc(response.length);
  for (let p = 0; p < response.length; p += 1) ink[p] = response[p]! >= threshold ? 0 : 255;
  dropSpecks(ink, width, height, Math.round((options.minSpan ?? 0) * width));
  if (options.weight === 0) return ink;
  // On this black-on-white mask sharp's dilate grows the dark lines (outlines.test.ts checks it).
  return sharp(ink, { raw: { width, height, channels: 1 } })
    .dilate(options.weight)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** Inked patches smaller than this many pixels are photo grain, not lines. */
const MIN_LINE_PIXELS = 12;

/**
 * Clears every connected patch of ink (8 neighbours) smaller than MIN_LINE_PIXELS, or reaching less
 * than `minSpan` pixels across (the top of a faint glow is a lone dash, not an outline).
 */
function dropSpecks(ink: Buffer, width: number, height: number, minSpan = 0): void {
  const seen = new Uint8Array(ink.length);
  for (let start = 0; start < ink.length; start += 1) {
    if (ink[start] !== 0 || seen[start]) continue;
    seen[start] = 1;
    const patch = [start];
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    for (let i = 0; i < patch.length; i += 1) {
      const x = patch[i]! % width;
      const y = (patch[i]! - x) / width;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny += 1) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx += 1) {
          const q = ny * width + nx;
          if (ink[q] === 0 && !seen[q]) {
            seen[q] = 1;
            patch.push(q);
          }
        }
      }
    }
    const span = Math.max(x1 - x0, y1 - y0) + 1;
    if (patch.length < MIN_LINE_PIXELS || span < minSpan) for (const p of patch) ink[p] = 255;
  }
}

/** Multiplies ink into a colour image (white leaves colour as it is, black makes it black). */
export function multiplyInk(image: RawImage, ink: Buffer, strength = 1): RawImage {
  const out = Buffer.from(image.data);
  for (let p = 0, i = 0; p < ink.length; p += 1, i += 3) {
    const keep = 1 - strength * (1 - ink[p]! / 255);
    out[i] = out[i]! * keep;
    out[i + 1] = out[i + 1]! * keep;
    out[i + 2] = out[i + 2]! * keep;
  }
  return { ...image, data: out };
}
