import sharp from 'sharp';
import { distance, median, type FaceReading } from './face.js';
import { isSkinLike, skinMask, skinTone } from './skin.js';

/**
 * Measures of a cartoon look against its photo, for tests and `npm run eval:pictures`: the skin,
 * the irises and the smile, each read at the places the photo's face reading found (its pupils),
 * so the same spots are compared in the photo and in every look.
 */
async function pixels(image: Buffer, size: number) {
  return sharp(image).resize(size, size, { fit: 'cover', position: 'attention' }).removeAlpha().raw().toBuffer();
}

/** Where the mouth and cheeks are, from the photo's eyes (pupils): the same place in every look. */
function faceGeometry(reading: FaceReading) {
  const [a, b] = reading.eyes;
  if (!a || !b) throw new Error('no eyes found');
  return { cx: (a.x + b.x) / 2, eyeY: (a.y + b.y) / 2, d: Math.abs(b.x - a.x) };
}

/** The skin: median colour of the cheeks, below the eyes and beside the nose. */
export async function skinOf(image: Buffer, reading: FaceReading): Promise<[number, number, number]> {
  return skinIn(await pixels(image, 192), reading);
}

/** The same, on the picture's pixels at 192 px. */
function skinIn(rgb: Buffer, reading: FaceReading): [number, number, number] {
  const { cx, eyeY, d } = faceGeometry(reading);
  const samples: [number, number, number][] = [];
  for (let y = Math.round(eyeY + d * 0.25); y < eyeY + d * 0.5; y += 1)
    for (const x0 of [cx - d * 0.75, cx + d * 0.45])
      for (let x = Math.round(x0); x < x0 + d * 0.3; x += 1) {
        const i = (y * 192 + x) * 3;
        samples.push([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!]);
      }
  return median(samples);
}

/** The iris colour in a picture: the ring round the photo's pupils, darker half, away from the white. */
export async function irisOf(image: Buffer, reading: FaceReading): Promise<[number, number, number]> {
  const rgb = await pixels(image, 192);
  const ring: [number, number, number][] = [];
  for (const e of reading.eyes)
    for (let dy = -e.r; dy <= e.r; dy += 1)
      for (let dx = -e.r; dx <= e.r; dx += 1) {
        const dist = Math.hypot(dx, dy);
        if (dist < e.r * 0.35 || dist > e.r * 0.85) continue;
        const i = ((e.y + dy) * 192 + e.x + dx) * 3;
        const c: [number, number, number] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
        const l = c[0] * 0.3 + c[1] * 0.59 + c[2] * 0.11;
        if (l > 20 && l < 200) ring.push(c);
      }
  const darker = ring.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2])).slice(0, Math.max(1, Math.ceil(ring.length / 2)));
  return median(darker);
}

/**
 * A smile: along the mouth, the line (the pixels least like the skin) is lower in the middle than
 * at its corners.
 */
export async function smileDepth(image: Buffer, reading: FaceReading): Promise<number> {
  // Read at twice the analysis size: a smile's curve is a few pixels deep.
  const rgb = await pixels(image, 384);
  const g = faceGeometry(reading);
  const [cx, eyeY, d] = [g.cx * 2, g.eyeY * 2, g.d * 2];
  const skin = await skinOf(image, reading);
  const lineAt = (x: number) => {
    let best = 0;
    let bestD = -1;
    for (let y = Math.round(eyeY + d * 0.7); y < eyeY + d * 1.3; y += 1) {
      const i = (y * 384 + Math.round(x)) * 3;
      const dist = distance([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!], skin);
      if (dist > bestD) {
        bestD = dist;
        best = y;
      }
    }
    return best;
  };
  // In pixels of the 192 px analysis.
  return (lineAt(cx) - (lineAt(cx - d * 0.32) + lineAt(cx + d * 0.32)) / 2) / 2;
}

/**
 * How plainly the smile is drawn: along the mouth, how much darker than the skin its line is at
 * its darkest in each column, on average (0: no line; a fine line on a deep skin scores low).
 */
export async function smileInk(image: Buffer, reading: FaceReading): Promise<number> {
  const { cx, eyeY, d, lum, skin } = await lightOfFace(image, reading);
  let sum = 0;
  let columns = 0;
  for (let x = Math.round(cx - d * 0.3); x < cx + d * 0.3; x += 1) {
    let darkest = 0;
    for (let y = Math.round(eyeY + d * 0.7); y < eyeY + d * 1.3; y += 1)
      darkest = Math.max(darkest, skin - lum((y * 192 + x) * 3));
    sum += darkest;
    columns += 1;
  }
  return columns ? sum / columns : 0;
}

/** The face's geometry at 192 px, each pixel's lightness (by its RGB index) and the skin's. */
async function lightOfFace(image: Buffer, reading: FaceReading) {
  const rgb = await pixels(image, 192);
  const [r, g, b] = skinIn(rgb, reading);
  const lum = (i: number) => rgb[i]! * 0.299 + rgb[i + 1]! * 0.587 + rgb[i + 2]! * 0.114;
  return { ...faceGeometry(reading), lum, skin: r * 0.299 + g * 0.587 + b * 0.114 };
}

/**
 * How much line is drawn on the cheeks (beside and below the eyes, above the mouth): the share of
 * their pixels well darker than the skin. A blush inked as a ring raises it; a clean cheek is near 0.
 */
export async function cheekInk(image: Buffer, reading: FaceReading): Promise<number> {
  const { cx, eyeY, d, lum, skin } = await lightOfFace(image, reading);
  let dark = 0;
  let all = 0;
  for (let y = Math.round(eyeY + d * 0.35); y < eyeY + d * 0.8; y += 1)
    for (let x = Math.round(cx - d * 0.95); x < cx + d * 0.95; x += 1) {
      if (Math.abs(x - cx) < d * 0.35) continue;
      all += 1;
      if (skin - lum((y * 192 + x) * 3) > Math.max(40, skin * 0.35)) dark += 1;
    }
  return all ? dark / all : 0;
}

/**
 * How clean the skin of a look is: of the photo's skin (its skin region, shrunk away from the
 * features and the outline), the share a look paints in a tone of the photo's own skin (its
 * colour in more or less light). Pale blobs, patches of another ink or dots of a wrong colour on
 * a face lower it.
 */
export async function cleanSkin(image: Buffer, photo: Buffer, reading: FaceReading): Promise<number> {
  const N = reading.size;
  const [look, original] = await Promise.all([pixels(image, N), pixels(photo, N)]);
  const tone = skinTone(original, N, reading.face);
  const eyes = new Uint8Array(N * N);
  for (const e of reading.eyes)
    for (let dy = -e.r * 2; dy <= e.r * 2; dy += 1)
      for (let dx = -e.r * 2; dx <= e.r * 2; dx += 1) eyes[(e.y + dy) * N + e.x + dx] = 1;
  const mask = skinMask(original, N, reading.face, tone, eyes);
  let inside = 0;
  let clean = 0;
  const shrink = 3;
  for (let y = shrink; y < N - shrink; y += 1)
    for (let x = shrink; x < N - shrink; x += 1) {
      const p = y * N + x;
      if (!mask[p] || !mask[p - shrink] || !mask[p + shrink] || !mask[p - shrink * N] || !mask[p + shrink * N]) continue;
      inside += 1;
      if (isSkinLike([look[p * 3]!, look[p * 3 + 1]!, look[p * 3 + 2]!], tone, 1.4)) clean += 1;
    }
  return inside ? clean / inside : 0;
}
