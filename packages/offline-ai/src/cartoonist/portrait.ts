import sharp from 'sharp';
import { distance, readFace, type Box, type FaceReading, type Rgb } from './face.js';
import { fromRaw, toRaw, type RawImage } from './raw-image.js';
import { bilateral } from './smooth.js';

/** What every look starts from: the crop, its smooth regions, and where the face and eyes are. */
export interface Portrait {
  crop: RawImage;
  /** Edge-preserving smoothed crop, with the eyes kept sharp from the photo. */
  smooth: RawImage;
  /**
   * The face's features as dark on light: each pixel as unlike the skin as it is. A mouth that is
   * hardly darker than a deep skin is still unlike it, so its line is found (with the crop's own
   * lines, stretched to full contrast for a dim photo).
   */
  detail: RawImage;
  face: FaceReading;
  /** The face's box in crop pixels. */
  faceBox: Box;
  /** Colours every look must keep: skin, its shadow, irises, hair. */
  keep: Rgb[];
  /** 1 inside the eyes (pupil, iris and white), in crop pixels. */
  eyes: Uint8Array;
  /** 1 inside the irises: no ink is drawn there, so the eye keeps its colour. */
  irises: Uint8Array;
}

const ANALYSIS = 192;

export async function preparePortrait(crop: RawImage): Promise<Portrait> {
  const { width, height } = crop;
  const [small, analysis, detail] = await Promise.all([
    toRaw(fromRaw(crop).resize(256, 256)),
    fromRaw(crop).resize(ANALYSIS, ANALYSIS).raw().toBuffer(),
    toRaw(fromRaw(crop).normalise({ lower: 1, upper: 99 })),
  ]);
  const face0 = readFace(analysis, ANALYSIS);
  const unlike = Buffer.alloc(crop.data.length);
  for (let i = 0; i < unlike.length; i += 3) {
    const d = distance([crop.data[i]!, crop.data[i + 1]!, crop.data[i + 2]!], face0.skin);
    // Darker where less like the skin, and darker still where the stretched photo is dark.
    const v =
      Math.max(0, Math.min(255, 255 - d * 3.2)) *
      (0.55 + (0.45 * (detail.data[i]! * 0.3 + detail.data[i + 1]! * 0.59 + detail.data[i + 2]! * 0.11)) / 255);
    unlike[i] = v;
    unlike[i + 1] = v;
    unlike[i + 2] = v;
  }
  const face = face0;
  const k = width / ANALYSIS;
  const faceBox = { x0: face.face.x0 * k, y0: face.face.y0 * k, x1: face.face.x1 * k, y1: face.face.y1 * k };
  // Two light passes of the bilateral filter at half size, then back to full size.
  const smoothSmall = bilateral(small, 3, 2.5, 18, 2);
  const smooth = await toRaw(
    sharp(smoothSmall.data, { raw: { width: 256, height: 256, channels: 3 } }).resize(width, height, { kernel: 'cubic' }),
  );
  const eyes = new Uint8Array(width * height);
  const irises = new Uint8Array(width * height);
  for (const e of face.eyes) {
    const cx = e.x * k;
    const cy = e.y * k;
    const r = e.r * k * 1.5;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, cy + r); y += 1)
      for (let x = Math.max(0, Math.floor(cx - r * 1.3)); x < Math.min(width, cx + r * 1.3); x += 1) {
        const dx = (x - cx) / (r * 1.3);
        const dy = (y - cy) / r;
        if (dx * dx + dy * dy <= 1) eyes[y * width + x] = 1;
        if (Math.hypot(x - cx, y - cy) <= e.r * k * 0.95) irises[y * width + x] = 1;
      }
  }
  for (let p = 0; p < eyes.length; p += 1)
    if (eyes[p]) {
      const i = p * 3;
      smooth.data[i] = crop.data[i]!;
      smooth.data[i + 1] = crop.data[i + 1]!;
      smooth.data[i + 2] = crop.data[i + 2]!;
    }
  // The skin in light, shade and deep shade, so a shadowed cheek stays skin, not the nearest other colour.
  const shade = (k: number): Rgb => [face.skin[0] * k, face.skin[1] * (k - 0.05), face.skin[2] * (k - 0.08)];
  const keep: Rgb[] = [face.skin, shade(0.8), shade(0.62), face.iris, ...(face.hair ? [face.hair] : [])];
  // Photo grain is no feature: a small median leaves lines and drops specks.
  const detailImage = await toRaw(sharp(unlike, { raw: { width, height, channels: 3 } }).median(5));
  return { crop, smooth, detail: detailImage, face, faceBox, keep, eyes, irises };
}

/**
 * Inside the face's oval: the face box's ellipse, no larger than a face can be in a portrait crop
 * (in warm light the skin reading can spill into hair of the same colour).
 */
export function inFaceOval(portrait: Portrait, x: number, y: number): boolean {
  const { faceBox: b, crop } = portrait;
  const rx = Math.min((b.x1 - b.x0) / 2, crop.width * 0.22);
  const ry = Math.min((b.y1 - b.y0) / 2, crop.height * 0.28);
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1;
}

/** Clears ink inside the irises (and within `face` skin-like cheeks never get lines either). */
export function clearIrises(ink: Buffer, portrait: Portrait): Buffer {
  const out = Buffer.from(ink);
  for (let p = 0; p < out.length; p += 1) if (portrait.irises[p]) out[p] = 255;
  return out;
}

/** Zeroes (paper) a line mask outside the face box, grown by `margin` of its size. */
export function onlyInFace(ink: Buffer, width: number, box: Box, margin: number): Buffer {
  const out = Buffer.alloc(ink.length, 255);
  const mx = (box.x1 - box.x0) * margin;
  const my = (box.y1 - box.y0) * margin;
  for (let p = 0; p < ink.length; p += 1) {
    const x = p % width;
    const y = (p - x) / width;
    if (x >= box.x0 - mx && x <= box.x1 + mx && y >= box.y0 - my && y <= box.y1 + my) out[p] = ink[p]!;
  }
  return out;
}
