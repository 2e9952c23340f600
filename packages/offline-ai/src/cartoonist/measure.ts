import sharp from 'sharp';
import { distance, median, type FaceReading } from './face.js';

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
  const rgb = await pixels(image, 192);
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
