import sharp from 'sharp';
import { inkLines, multiplyInk } from '../outlines.js';
import { fromRaw, toRaw, type RawImage } from '../raw-image.js';

/**
 * Colours the flat areas are reduced to: few enough to read as printed comic colours. (libvips
 * rounds a PNG palette up to a bit depth of 1, 2, 4 or 8, so 16 is the step between 4 and 256.)
 */
export const COMIC_PALETTE_SIZE = 16;

/**
 * Comic: edge-preserving smoothing (median), brighter colours quantised to a small palette
 * (libimagequant, no dithering, so areas stay flat), and bold ink outlines multiplied on top.
 */
export async function comic(crop: RawImage): Promise<Buffer> {
  const smooth = await toRaw(fromRaw(crop).median(7));
  const [flat, ink] = await Promise.all([
    quantise(smooth),
    inkLines(smooth, { blur: 1.2, threshold: 7, maxShare: 0.04, weight: 1 }),
  ]);
  const inked = multiplyInk(flat, ink);
  // Lossless keeps the palette and the ink crisp; lossy WebP would smear colour into the lines.
  return fromRaw(inked).webp({ lossless: true, effort: 2 }).toBuffer();
}

async function quantise(image: RawImage): Promise<RawImage> {
  const png = await fromRaw(image)
    .modulate({ saturation: 1.35, brightness: 1.05 })
    .png({ palette: true, colours: COMIC_PALETTE_SIZE, dither: 0, effort: 1, compressionLevel: 0 })
    .toBuffer();
  return toRaw(sharp(png));
}
