import { inkLines, multiplyInk } from '../outlines.js';
import { mapToPalette, reducePalette } from '../palette.js';
import { boldMouth, clearInkOnColour, clearInsideSkin, onlyInFace, paintSkin, type Portrait } from '../portrait.js';
import { fromRaw, toRaw } from '../raw-image.js';

/** Colours the flat areas are reduced to: few enough to read as printed comic colours. */
const COMIC_PALETTE_SIZE = 14;

/**
 * Comic: smooth regions in a reduced palette (image-q, with the child's skin, irises and hair
 * kept), colours made a little bolder without moving the skin, bold ink outlines from the
 * regions' edges and finer ink for the eyes and the smile.
 */
export async function comic(portrait: Portrait): Promise<Buffer> {
  const { smooth, crop, keep, faceBox } = portrait;
  const bolder = await toRaw(fromRaw(smooth).modulate({ saturation: 1.18 }));
  // The skin and irises are kept as they are: a bolder skin would no longer be the child's.
  const palette = reducePalette(await toRaw(fromRaw(bolder).resize(128, 128)), COMIC_PALETTE_SIZE, keep);
  const tone = portrait.skinTone;
  // The skin is printed in two inks, lit and shadow, with a cel shadow's clean edge.
  const shadow = tone.map((v, c) => v * [0.84, 0.79, 0.76][c]!) as typeof tone;
  const flat = paintSkin(mapToPalette(mixKeep(bolder, smooth, portrait), palette), portrait, (light) =>
    light < 112 ? shadow : tone,
  );
  // The eyes as the photo has them: their whites and irises are the child's, not a palette's.
  for (let p = 0; p < portrait.eyes.length; p += 1)
    if (portrait.eyes[p] && !portrait.skin[p]) flat.data.set(smooth.data.subarray(p * 3, p * 3 + 3), p * 3);
  const [outline, detail] = await Promise.all([
    // Lines where the picture really has edges (not where a gradient steps between two inks).
    inkLines(smooth, { blur: 1, threshold: 8, maxShare: 0.045, weight: 1, minSpan: 0.05 }),
    inkLines(portrait.detail, { blur: 1.1, threshold: 9, maxShare: 0.05, weight: 0 }),
  ]);
  const inked = multiplyInk(
    multiplyInk(flat, clearInkOnColour(await clearInsideSkin(outline, portrait, 6), portrait)),
    await boldMouth(clearInkOnColour(onlyInFace(detail, crop.width, faceBox, 0.05), portrait), portrait, 1),
    0.85,
  );
  // Lossless keeps the palette and the ink crisp; lossy WebP would smear colour into the lines.
  // Effort 0: a few KB larger, a tenth of the time.
  return fromRaw(inked).webp({ lossless: true, effort: 0 }).toBuffer();
}

/** The bolder picture, but skin-coloured pixels (hands, ears) and the eyes from the unboosted one. */
function mixKeep(bolder: Portrait['smooth'], plain: Portrait['smooth'], portrait: Portrait): Portrait['smooth'] {
  const out = Buffer.from(bolder.data);
  const [sr, sg, sb] = portrait.skinTone;
  for (let i = 0; i < out.length; i += 3) {
    const d = Math.abs(plain.data[i]! - sr) + Math.abs(plain.data[i + 1]! - sg) + Math.abs(plain.data[i + 2]! - sb);
    const p = i / 3;
    if (d < 90 || portrait.eyes[p]) {
      out[i] = plain.data[i]!;
      out[i + 1] = plain.data[i + 1]!;
      out[i + 2] = plain.data[i + 2]!;
    }
  }
  return { ...bolder, data: out };
}
