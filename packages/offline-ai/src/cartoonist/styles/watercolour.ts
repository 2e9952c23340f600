import sharp from 'sharp';
import { inkLines, multiplyInk } from '../outlines.js';
import { fromRaw, toRaw, type RawImage } from '../raw-image.js';
import { grain } from '../texture.js';

/**
 * Watercolour: soft washes (median, then blur, brighter and more saturated), a faint pigment line
 * where washes meet, grainy paper multiplied in, and edges fading to the white of the paper.
 */
export async function watercolour(crop: RawImage): Promise<Buffer> {
  const { width, height } = crop;
  const smooth = await toRaw(fromRaw(crop).median(9));
  const [wash, ink] = await Promise.all([
    toRaw(fromRaw(smooth).blur(2.5).modulate({ saturation: 1.45, brightness: 1.12 })),
    inkLines(smooth, { blur: 2, threshold: 5, maxShare: 0.08, weight: 0 }),
  ]);
  // Pigment gathers at a wash's edge: a soft, light line rather than ink.
  const softInk = await sharp(ink, { raw: { width, height, channels: 1 } })
    .blur(1.5)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const painted = multiplyInk(wash, softInk, 0.35);
  const [paper, blooms] = await Promise.all([
    // Fine grain of the paper…
    texture(grain(width, height, { seed: 0xa9e7, mean: 238, spread: 16 }), width, height, width, 0.8),
    // …and blotches where the pigment dried unevenly: coarse noise enlarged and softened.
    texture(grain(24, 24, { seed: 0xb100, mean: 232, spread: 22 }), 24, 24, width, 12),
  ]);
  return fromRaw(painted)
    .composite([
      { input: paper, blend: 'multiply' },
      { input: blooms, blend: 'multiply' },
      { input: vignette(width, height), blend: 'over' },
    ])
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** A grey texture (one byte per pixel) enlarged to `size` and blurred, as an sRGB PNG to composite. */
async function texture(grey: Buffer, width: number, height: number, size: number, blur: number): Promise<Buffer> {
  const enlarged = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(size, size, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  return sharp(enlarged, { raw: { width: size, height: size, channels: 1 } })
    .blur(blur)
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Transparent in the middle, paper white towards the corners: the painting does not reach the edge. */
function vignette(width: number, height: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.72">
    <stop offset="0.62" stop-color="#fbf8f1" stop-opacity="0"/>
    <stop offset="1" stop-color="#fbf8f1" stop-opacity="1"/>
  </radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#v)"/>
</svg>`);
}
