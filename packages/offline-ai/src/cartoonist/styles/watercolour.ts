import sharp from 'sharp';
import { inkLines, multiplyInk } from '../outlines.js';
import { mapToPalette, reducePalette } from '../palette.js';
import { boldMouth, clearInkOnColour, onlyInFace, paintSkin, type Portrait } from '../portrait.js';
import { fromRaw, toRaw, type RawImage } from '../raw-image.js';
import { grain } from '../texture.js';

/**
 * Watercolour: washes of a reduced palette (image-q, the child's colours kept) that bleed softly
 * into each other, pigment pooling darker at each wash's edge, a fine brown pencil line for the
 * eyes, nose and smile, paper grain, and edges fading to the white of the paper.
 */
export async function watercolour(portrait: Portrait): Promise<Buffer> {
  const { smooth, crop, keep, faceBox } = portrait;
  const { width, height } = crop;
  const palette = reducePalette(await toRaw(fromRaw(smooth).resize(128, 128)), 16, keep);
  // The skin in three washes of its own tone: light, middle and shadow.
  const tone = portrait.skinTone;
  const flat = paintSkin(mapToPalette(smooth, palette), portrait, (light) => {
    const k = light >= 136 ? 1.06 : light >= 108 ? 1 : 0.84;
    return tone.map((v, c) => v * (k < 1 ? k - c * 0.03 : k)) as typeof tone;
  });
  // A wash bleeds: the flat regions softened, a little lighter as the paper shows through.
  const wash = await toRaw(fromRaw(flat).blur(2.4).modulate({ brightness: 1.07, saturation: 1.1 }));
  const pooled = pool(wash, flat);
  // The eyes are painted with a finer brush: their colours stay crisp.
  for (let p = 0; p < portrait.eyes.length; p += 1)
    if (portrait.eyes[p]) pooled.data.set(smooth.data.subarray(p * 3, p * 3 + 3), p * 3);
  const pencil = await inkLines(portrait.detail, { blur: 1.2, threshold: 8, maxShare: 0.05, weight: 0 });
  const soft = await sharp(await boldMouth(clearInkOnColour(onlyInFace(pencil, width, faceBox, 0.05), portrait), portrait, 1), {
    raw: { width, height, channels: 1 },
  })
    .blur(0.6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Brown pencil, darker than a deep skin so the features still show on it.
  const lead = [90, 55, 35].map((v, c) => Math.min(v, portrait.skinTone[c]! * 0.55)) as [number, number, number];
  const painted = sepia(multiplyInk(pooled, soft, 0.7), soft, lead);
  const [paper, blooms] = await paperOf(width, height);
  return fromRaw(painted)
    .composite([
      { input: paper, blend: 'multiply' },
      { input: blooms, blend: 'multiply' },
      { input: vignette(width, height), blend: 'over' },
    ])
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** Pigment gathers where two washes meet: darken pixels where the flat regions change. */
function pool(wash: RawImage, flat: RawImage): RawImage {
  const { width, height } = wash;
  const out = Buffer.from(wash.data);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = (y * width + x) * 3;
      const right = i + 3;
      const down = i + width * 3;
      const edge =
        Math.abs(flat.data[i]! - flat.data[right]!) +
        Math.abs(flat.data[i + 1]! - flat.data[right + 1]!) +
        Math.abs(flat.data[i]! - flat.data[down]!) +
        Math.abs(flat.data[i + 1]! - flat.data[down + 1]!);
      if (edge > 24) for (let c = 0; c < 3; c += 1) out[i + c] = out[i + c]! * 0.8;
    }
  return { ...wash, data: out };
}

/** Pencil lines in warm brown rather than black. */
function sepia(image: RawImage, lines: Buffer, [r, g, b]: [number, number, number]): RawImage {
  const out = Buffer.from(image.data);
  for (let p = 0; p < lines.length; p += 1) {
    const a = 1 - lines[p]! / 255;
    if (a <= 0) continue;
    const i = p * 3;
    out[i] = out[i]! + (r - out[i]!) * a * 0.3;
    out[i + 1] = out[i + 1]! + (g - out[i + 1]!) * a * 0.3;
    out[i + 2] = out[i + 2]! + (b - out[i + 2]!) * a * 0.3;
  }
  return { ...image, data: out };
}

const papers = new Map<string, Promise<[paper: Buffer, blooms: Buffer]>>();

/**
 * Paper grain and pigment blooms from fixed seeds: the same for every portrait of a size, so made
 * once per process, like the illustrator's brush texture.
 */
function paperOf(width: number, height: number): Promise<[paper: Buffer, blooms: Buffer]> {
  const key = `${width}x${height}`;
  let made = papers.get(key);
  if (!made) {
    made = Promise.all([
      texture(grain(width, height, { seed: 0xa9e7, mean: 240, spread: 14 }), width, height, width, 0.8),
      texture(grain(24, 24, { seed: 0xb100, mean: 236, spread: 18 }), 24, 24, width, 12),
    ]);
    papers.set(key, made);
  }
  return made;
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
    <stop offset="0.64" stop-color="#fbf8f1" stop-opacity="0"/>
    <stop offset="1" stop-color="#fbf8f1" stop-opacity="1"/>
  </radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#v)"/>
</svg>`);
}
