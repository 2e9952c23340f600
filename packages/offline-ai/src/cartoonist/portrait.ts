import sharp from 'sharp';
import { distance, readFace, type Box, type FaceReading, type Rgb } from './face.js';
import { fromRaw, toRaw, type RawImage } from './raw-image.js';
import { isLipLike, skinMask, skinTone } from './skin.js';
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
  /** The skin as the photo shows it in the face's middle: every look paints the skin from it. */
  skinTone: Rgb;
  /** 1 on the face's and neck's skin (one clean region, the features left out). */
  skin: Uint8Array;
  /** How lit the skin is at each pixel, softened: 128 is the skin tone, lower is shadow. */
  skinLight: Uint8Array;
}

/** Work size of the face regions: enough for their shapes, cheap to flood. */
const REGIONS = 256;

const ANALYSIS = 192;

export async function preparePortrait(crop: RawImage): Promise<Portrait> {
  const { width, height } = crop;
  const [small, crisp, analysis, detail] = await Promise.all([
    toRaw(fromRaw(crop).resize(REGIONS, REGIONS)),
    // For the skin's outline: grain dropped, but a thin mouth line kept (smoothing would melt it into a dark skin).
    toRaw(fromRaw(crop).median(3)),
    fromRaw(crop).resize(ANALYSIS, ANALYSIS).raw().toBuffer(),
    toRaw(fromRaw(crop).normalise({ lower: 1, upper: 99 })),
  ]);
  const face0 = readFace(analysis, ANALYSIS);
  const face = face0;
  const k = width / ANALYSIS;
  const read = { x0: face.face.x0 * k, y0: face.face.y0 * k, x1: face.face.x1 * k, y1: face.face.y1 * k };
  // Two light passes of the bilateral filter at half size, then back to full size.
  const smoothSmall = bilateral(small, 3, 2.5, 18, 2);
  const { lips, ...regions } = await skinRegions(crisp, smoothSmall, face, width);
  // The skin region bounds the face better than the reading, which warm light can spread into hair.
  const faceBox = boxOf(regions.skin, width) ?? read;
  const unlike = Buffer.alloc(crop.data.length);
  const px: Rgb = [0, 0, 0];
  for (let i = 0; i < unlike.length; i += 3) {
    px[0] = crop.data[i]!;
    px[1] = crop.data[i + 1]!;
    px[2] = crop.data[i + 2]!;
    const d = distance(px, face0.skin);
    // Darker where less like the skin, and darker still where the stretched photo is dark.
    let v =
      Math.max(0, Math.min(255, 255 - d * 3.2)) *
      (0.55 + (0.45 * (detail.data[i]! * 0.3 + detail.data[i + 1]! * 0.59 + detail.data[i + 2]! * 0.11)) / 255);
    // The lips are a feature even when hardly darker than a deep skin in lamp light.
    if (lips[i / 3]) v = Math.min(v, 70);
    unlike[i] = v;
    unlike[i + 1] = v;
    unlike[i + 2] = v;
  }

  const smooth = await toRaw(
    sharp(smoothSmall.data, { raw: { width: REGIONS, height: REGIONS, channels: 3 } }).resize(width, height, { kernel: 'cubic' }),
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
  const tone = regions.skinTone;
  const shade = (k: number): Rgb => [tone[0] * k, tone[1] * (k - 0.05), tone[2] * (k - 0.08)];
  const keep: Rgb[] = [regions.skinTone, shade(0.8), shade(0.62), face.iris, ...(face.hair ? [face.hair] : [])];
  // Photo grain is no feature: a small median leaves lines and drops specks.
  const detailImage = await toRaw(sharp(unlike, { raw: { width, height, channels: 3 } }).median(5));
  return { crop, smooth, detail: detailImage, face, faceBox, keep, eyes, irises, ...regions };
}

/**
 * The skin region and its light, found on the small smoothed crop and enlarged to `size` with
 * soft edges thresholded back, so its outline is smooth rather than stepped.
 */
async function skinRegions(crisp: RawImage, small: RawImage, face: FaceReading, size: number) {
  const N = small.width;
  const k = N / face.size;
  const box = { x0: face.face.x0 * k, y0: face.face.y0 * k, x1: face.face.x1 * k, y1: face.face.y1 * k };
  const eyes = new Uint8Array(N * N);
  for (const e of face.eyes)
    for (let y = Math.max(0, Math.floor((e.y - e.r * 1.6) * k)); y < Math.min(N, (e.y + e.r * 1.6) * k); y += 1)
      for (let x = Math.max(0, Math.floor((e.x - e.r * 2) * k)); x < Math.min(N, (e.x + e.r * 2) * k); x += 1)
        if (((x / k - e.x) / (e.r * 2)) ** 2 + ((y / k - e.y) / (e.r * 1.6)) ** 2 < 1) eyes[y * N + x] = 1;
  const skinTone0 = skinTone(small.data, N, box);
  const mask = skinMask(small.data, N, box, skinTone0, eyes);
  const toneLight = skinTone0[0] * 0.299 + skinTone0[1] * 0.587 + skinTone0[2] * 0.114;
  const light = Buffer.alloc(N * N, 128);
  for (let p = 0; p < mask.length; p += 1) {
    const i = p * 3;
    const l = small.data[i]! * 0.299 + small.data[i + 1]! * 0.587 + small.data[i + 2]! * 0.114;
    light[p] = Math.max(0, Math.min(255, Math.round((128 * l) / Math.max(1, toneLight))));
  }
  const grey = (bytes: Uint8Array, blur: number) =>
    sharp(Buffer.from(bytes), { raw: { width: N, height: N, channels: 1 } })
      .blur(blur)
      .resize(size, size, { kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  const [soft, skinLight] = await Promise.all([
    grey(
      mask.map((v) => v * 255),
      0.8,
    ),
    grey(light, 2.2),
  ]);
  // Smoothing melts a thin mouth into the skin; the unsmoothed crop (`crisp`, full size) still
  // shows its line, below the nose and between the cheeks (a blush is red too, but beside).
  const lips = new Uint8Array(size * size);
  const s = size / N;
  const mouth = {
    x0: s * (box.x0 + (box.x1 - box.x0) * 0.3),
    x1: s * (box.x1 - (box.x1 - box.x0) * 0.3),
    y0: s * (box.y0 + (box.y1 - box.y0) * 0.62),
  };
  for (let y = Math.ceil(mouth.y0); y < size; y += 1)
    for (let x = Math.ceil(mouth.x0); x < mouth.x1; x += 1) {
      const p = y * size + x;
      const c: Rgb = [crisp.data[p * 3]!, crisp.data[p * 3 + 1]!, crisp.data[p * 3 + 2]!];
      if (soft[p]! >= 128 && isLipLike(c, skinTone0)) lips[p] = 1;
    }
  const skin = new Uint8Array(size * size);
  for (let p = 0; p < skin.length; p += 1) skin[p] = soft[p]! >= 128 && !lips[p] ? 1 : 0;
  return { skinTone: skinTone0, skin, lips, skinLight: new Uint8Array(skinLight) };
}

/**
 * Paints the skin region of `image` from the skin's own tones: `tone(light)` gives the colour for
 * a pixel whose light is `light` (128 the skin tone, lower in shadow), or null to leave it.
 */
export function paintSkin(
  image: RawImage,
  portrait: Portrait,
  tone: (light: number, x: number, y: number) => Rgb | null,
): RawImage {
  const out = Buffer.from(image.data);
  const { width } = image;
  for (let p = 0; p < portrait.skin.length; p += 1) {
    if (!portrait.skin[p] || portrait.irises[p]) continue;
    const x = p % width;
    const c = tone(portrait.skinLight[p]!, x, (p - x) / width);
    if (c)
      out.set(
        c.map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        p * 3,
      );
  }
  return { ...image, data: out };
}

/** The box round the 1s of a square mask, or null when there are too few to be a face. */
function boxOf(mask: Uint8Array, width: number): Box | null {
  const box: Box = { x0: width, y0: width, x1: 0, y1: 0 };
  let count = 0;
  for (let p = 0; p < mask.length; p += 1) {
    if (!mask[p]) continue;
    count += 1;
    const x = p % width;
    const y = (p - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y);
  }
  return count > mask.length * 0.02 ? box : null;
}

/**
 * Clears ink inside the irises and on a blush (skin lighter than its tone, as rosy cheeks on a
 * deep skin are; or a rosy patch on the cheek and its rim): both are colour, and inked they would
 * be black patches or rings round the cheeks.
 */
export function clearInkOnColour(ink: Buffer, portrait: Portrait): Buffer {
  const out = Buffer.from(ink);
  const { smooth, skinTone } = portrait;
  const tone = skinTone[0] + skinTone[1] + skinTone[2];
  const lit = tone * 1.08;
  const blush = blushOf(portrait);
  for (let p = 0; p < out.length; p += 1) {
    const i = p * 3;
    const sum = smooth.data[i]! + smooth.data[i + 1]! + smooth.data[i + 2]!;
    if (portrait.irises[p] || (portrait.skin[p] && sum > lit) || (blush[p] && sum > tone * 0.72)) out[p] = 255;
  }
  return out;
}

/**
 * Rosy cheeks and their rim: patches on the cheeks (below and beside the eyes, above the mouth) of another hue than
 * the skin and hardly darker, as wide as a cheek (a mouth's line is too thin to stay when the
 * patches are opened), grown a little so the edge round them counts too.
 */
function blushOf(portrait: Portrait): Uint8Array {
  let mask = BLUSH.get(portrait);
  if (!mask) BLUSH.set(portrait, (mask = findBlush(portrait)));
  return mask;
}

/** Each portrait's blush, found once for all its looks. */
const BLUSH = new WeakMap<Portrait, Uint8Array>();

function findBlush(portrait: Portrait): Uint8Array {
  const { width, height } = portrait.crop;
  const { smooth, skinTone } = portrait;
  const mask = new Uint8Array(width * height);
  const frame = eyeFrame(portrait);
  if (!frame) return mask;
  const { cx, eyeY, d } = frame;
  const tone = skinTone[0] + skinTone[1] + skinTone[2];
  const hue = skinTone.map((v) => v / tone);
  for (let y = Math.max(0, Math.round(eyeY + d * 0.25)); y < Math.min(height, eyeY + d * 0.8); y += 1)
    for (let x = Math.max(0, Math.round(cx - d)); x < Math.min(width, cx + d); x += 1) {
      if (Math.abs(x - cx) < d * 0.3) continue;
      const p = y * width + x;
      const i = p * 3;
      const sum = smooth.data[i]! + smooth.data[i + 1]! + smooth.data[i + 2]!;
      if (portrait.eyes[p] || sum < tone * 0.8) continue;
      let off = 0;
      for (let c = 0; c < 3; c += 1) off += Math.abs(smooth.data[i + c]! / sum - hue[c]!);
      if (off > 0.03) mask[p] = 1;
    }
  const r = Math.max(2, Math.round(d * 0.05));
  const opened = spread(spread(mask, width, height, r, false), width, height, r, true);
  return spread(opened, width, height, Math.max(3, Math.round(d * 0.06)), true);
}

/** A square min (shrink) or max (grow) filter of radius `r` over a 0/1 mask. */
function spread(mask: Uint8Array, width: number, height: number, r: number, grow: boolean): Uint8Array {
  const pass = (src: Uint8Array, dx: number, dy: number) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let v = grow ? 0 : 1;
        for (let k = -r; k <= r && v === (grow ? 0 : 1); k += 1) {
          const xx = x + k * dx;
          const yy = y + k * dy;
          const inside = xx >= 0 && yy >= 0 && xx < width && yy < height;
          const m = inside ? src[yy * width + xx]! : 0;
          if (grow ? m : !m) v = grow ? 1 : 0;
        }
        out[y * width + x] = v;
      }
    return out;
  };
  return pass(pass(mask, 1, 0), 0, 1);
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

/**
 * Clears ink well inside the skin (more than `margin` pixels from its edge): there an edge is a
 * blush or a shadow's rim, colour rather than line; the face's outline and features stay inked.
 */
export async function clearInsideSkin(ink: Buffer, portrait: Portrait, margin: number): Promise<Buffer> {
  const { width, height } = portrait.crop;
  const inside = await sharp(Buffer.from(portrait.skin.map((v) => v * 255)), { raw: { width, height, channels: 1 } })
    .dilate(margin)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.from(ink);
  for (let p = 0; p < out.length; p += 1) if (inside[p] === 255) out[p] = 255;
  return out;
}

/**
 * The ink of the mouth grown by `grow` pixels, where the eyes the face reading found put it: a
 * smile drawn in a fine line is lost on a deep skin at a glance, a bolder one reads.
 */
export async function boldMouth(ink: Buffer, portrait: Portrait, grow: number): Promise<Buffer> {
  const frame = eyeFrame(portrait);
  if (!frame || grow <= 0) return ink;
  const { cx, eyeY, d } = frame;
  const { width, height } = portrait.crop;
  const grown = await sharp(ink, { raw: { width, height, channels: 1 } })
    .dilate(grow)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.from(ink);
  for (let y = Math.max(0, Math.round(eyeY + d * 0.6)); y < Math.min(height, eyeY + d * 1.35); y += 1)
    for (let x = Math.max(0, Math.round(cx - d * 0.6)); x < Math.min(width, cx + d * 0.6); x += 1)
      out[y * width + x] = grown[y * width + x]!;
  return out;
}

/** Between the eyes on the crop's pixels: the middle, the eyes' height and the distance apart; null without two eyes. */
function eyeFrame(portrait: Portrait): { cx: number; eyeY: number; d: number } | null {
  const [a, b] = portrait.face.eyes;
  if (!a || !b) return null;
  const k = portrait.crop.width / portrait.face.size;
  return { cx: ((a.x + b.x) / 2) * k, eyeY: ((a.y + b.y) / 2) * k, d: Math.abs(b.x - a.x) * k };
}
