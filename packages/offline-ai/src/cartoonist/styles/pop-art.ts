import sharp from 'sharp';
import { distance, hueOf, type Rgb } from '../face.js';
import { inkLines, multiplyInk } from '../outlines.js';
import { mapToPalette, paletteColours, reducePalette } from '../palette.js';
import { clearInkOnColour, clearInsideSkin, onlyInFace, type Portrait } from '../portrait.js';
import { fillHoles } from '../skin.js';
import { fromRaw, toRaw, type RawImage } from '../raw-image.js';

/** Bold flat backgrounds of a screen print; the one furthest in hue from the child's colours is used. */
const BACKGROUNDS: readonly Rgb[] = [
  [255, 222, 0],
  [0, 194, 224],
  [255, 63, 164],
  [139, 224, 0],
];
/** Distance in pixels between halftone dots. */
const DOT_SPACING = 7;

/**
 * Pop Art: a screen print of the child in their own colours: a few bold flat inks (image-q, with
 * skin, irises and hair kept and only brightened, never recoloured), a flat bright background,
 * Ben-Day dots in the shadows in a deeper shade of the same ink, and heavy black outlines.
 */
export async function popArt(portrait: Portrait): Promise<Buffer> {
  const { smooth, crop, keep, face, faceBox } = portrait;
  const { width, height } = crop;
  const palette = reducePalette(await toRaw(fromRaw(smooth).resize(128, 128)), 6, keep);
  const flat = mapToPalette(smooth, palette);
  const inks = new Map(paletteColours(palette).map((c) => [key(c), bolder(c, portrait.skinTone)]));
  const skinInk = bolder(portrait.skinTone, portrait.skinTone);
  const background = pickBackground([portrait.skinTone, face.hair ?? portrait.skinTone, face.clothes ?? portrait.skinTone]);
  const behind = backgroundMask(flat, portrait, keep.slice(3));
  // Slivers left between background colours (the rim of the sun, a door's edge) are background too.
  fillHoles(behind, width, (patch) => patch.length < width * height * 0.005);
  const out = Buffer.alloc(width * height * 3);
  const skinDots = skinInk.map((v) => v * 0.74) as Rgb;
  // Each flat colour's ink and its deeper shade for the dots, by the packed colour (no per-pixel strings).
  const inkOf = new Map<number, { ink: Rgb; dots: Rgb }>();
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const i = p * 3;
      if (behind[p]) {
        out.set(background, i);
        continue;
      }
      if (portrait.skin[p] && !portrait.irises[p]) {
        // The skin is one flat ink; its shadow side is dotted in a deeper shade of that ink.
        const light = portrait.skinLight[p]!;
        const dotted = light < 112 && onDot(x, y, Math.min(0.7, 0.25 + (112 - light) / 40));
        out.set(dotted ? skinDots : skinInk, i);
        continue;
      }
      if (portrait.eyes[p]) {
        // The eyes as the photo has them: their whites and irises are the child's, not an ink's.
        out.set(smooth.data.subarray(i, i + 3), i);
        continue;
      }
      const packed = (flat.data[i]! << 16) | (flat.data[i + 1]! << 8) | flat.data[i + 2]!;
      let inked = inkOf.get(packed);
      if (!inked) {
        const c: Rgb = [flat.data[i]!, flat.data[i + 1]!, flat.data[i + 2]!];
        const ink = inks.get(key(c)) ?? c;
        inked = { ink, dots: ink.map((v) => v * 0.72) as Rgb };
        inkOf.set(packed, inked);
      }
      // Shadows (the photo darker than its flat ink) get dots of a deeper shade of the same ink.
      const shade =
        (flat.data[i]! - smooth.data[i]!) * 0.299 +
        (flat.data[i + 1]! - smooth.data[i + 1]!) * 0.587 +
        (flat.data[i + 2]! - smooth.data[i + 2]!) * 0.114;
      const dotted = shade > 6 && onDot(x, y, Math.min(1, shade / 40));
      out.set(dotted ? inked.dots : inked.ink, i);
    }
  const printed: RawImage = { data: out, width, height };
  const [outline, detail] = await Promise.all([
    // Heavy outlines round the child against the flat background, from the smooth picture's edges.
    inkLines(withBackground(smooth, behind, background), { blur: 1.3, threshold: 9, maxShare: 0.05, weight: 2 }),
    inkLines(portrait.detail, { blur: 1.1, threshold: 9, maxShare: 0.05, weight: 1 }),
  ]);
  // No ink out in the flat background, away from the child (specks round the sun and a door's edge).
  const near = await sharp(Buffer.from(behind.map((v) => (v ? 255 : 0))), { raw: { width, height, channels: 1 } })
    .dilate(3)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let p = 0; p < outline.length; p += 1) if (behind[p] && near[p] === 255) outline[p] = 255;
  const heavy = clearInkOnColour(await clearInsideSkin(outline, portrait, 6), portrait);
  // The child's whole outline against the background, drawn from the background's edge: where the
  // clothes are as light as the background (a side-lit shoulder) edges alone leave only a tick.
  const grown = await sharp(Buffer.from(behind.map((v) => (v ? 0 : 255))), { raw: { width, height, channels: 1 } })
    .dilate(Math.max(2, Math.round(width / 160)))
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let p = 0; p < heavy.length; p += 1) if (!behind[p] && grown[p] === 0) heavy[p] = 0;
  const inked = multiplyInk(
    multiplyInk(printed, heavy),
    clearInkOnColour(onlyInFace(detail, width, faceBox, 0.02), portrait),
    0.9,
  );
  // Lossless keeps the inks exact and the dots round. Effort 1 finds the print's few inks and
  // repeating dots (a third of effort 0's bytes, about 8 KB) for some tens of milliseconds more.
  return fromRaw(inked).webp({ lossless: true, effort: 1 }).toBuffer();
}

const key = (c: Rgb) => `${Math.round(c[0])},${Math.round(c[1])},${Math.round(c[2])}`;

/** A bolder ink of the same hue: more saturated; skin only a little, so it stays the child's. */
function bolder(c: Rgb, skin: Rgb): Rgb {
  const skinLike = distance(c, skin) < 45;
  const mean = (c[0] + c[1] + c[2]) / 3;
  const k = skinLike ? 1.15 : 1.55;
  return c.map((v) => Math.max(0, Math.min(255, mean + (v - mean) * k + (skinLike ? 6 : 0)))) as Rgb;
}

function pickBackground(colours: readonly Rgb[]): Rgb {
  let best = BACKGROUNDS[0]!;
  let bestScore = -1;
  for (const b of BACKGROUNDS) {
    const h = hueOf(b).h;
    const score = Math.min(...colours.map((c) => hueGap(h, hueOf(c).h) + (hueOf(c).s < 0.15 ? 90 : 0)));
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  }
  return best;
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/**
 * The background: grown from the top and the upper sides through everything that is not the
 * child: not the skin region, not the eyes, not a colour of the hair or the clothes where they can be.
 */
function backgroundMask(flat: RawImage, portrait: Portrait, hairAndEyes: readonly Rgb[]): Uint8Array {
  const { width, height, data } = flat;
  const mask = new Uint8Array(width * height);
  // Where the child can be: the head with its hair (wider for curls, falling beside the face when
  // long), then the body widening below the chin, in its clothes' colour. Outside, everything not
  // skin is background whatever its colour (a dark hill or a door like the hair stays otherwise).
  const { faceBox, face } = portrait;
  const fw = faceBox.x1 - faceBox.x0;
  const fh = faceBox.y1 - faceBox.y0;
  const middle = (faceBox.x0 + faceBox.x1) / 2;
  const head = fw * (face.hairVolume ? 1.05 : 0.8);
  const hairFoot = faceBox.y1 + (face.hairLength === 'long' ? fh * 0.9 : 0);
  // The clothes: the flat colours straight below the chin (the reading's clothes colour may miss).
  const counts = new Map<number, number>();
  for (let y = Math.round(faceBox.y1 + fh * 0.5); y < height; y += 2)
    for (let x = Math.round(middle - fw * 0.3); x < middle + fw * 0.3; x += 2) {
      const i = (y * width + x) * 3;
      const packed = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(packed, (counts.get(packed) ?? 0) + 1);
    }
  const total = [...counts.values()].reduce((sum, c) => sum + c, 0);
  const body: Rgb[] = [
    ...(face.clothes ? [face.clothes] : []),
    ...[...counts]
      .filter(([, c]) => c > total * 0.15)
      .map(([packed]): Rgb => [(packed >> 16) & 255, (packed >> 8) & 255, packed & 255]),
  ];
  // Whether a colour is unlike every colour of a set, judged once per colour and set.
  const unlike = [new Map<number, boolean>(), new Map<number, boolean>()];
  const openColour = (i: number, set: 0 | 1) => {
    const packed = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    let yes = unlike[set]!.get(packed);
    if (yes === undefined) {
      const c: Rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
      yes = (set ? body : hairAndEyes).every((k) => distance(c, k) > (set ? 30 : 40));
      unlike[set]!.set(packed, yes);
    }
    return yes;
  };
  // Each pixel is tried once.
  const tried = new Uint8Array(width * height);
  const open = (p: number) => {
    if (portrait.skin[p] || portrait.eyes[p]) return false;
    const x = p % width;
    const y = (p - x) / width;
    const dx = Math.abs(x - middle);
    if (y < faceBox.y0 - fh * (face.hairVolume ? 0.9 : 0.6)) return true;
    const t = Math.min(1, ((y - faceBox.y1) / Math.max(1, height - faceBox.y1)) * 2.5);
    const inHead = dx < head && y < hairFoot;
    const inBody = y >= faceBox.y1 && dx < fw * (0.8 + 0.9 * t);
    return (!inHead || openColour(p * 3, 0)) && (!inBody || openColour(p * 3, 1));
  };
  const queue: number[] = [];
  for (let x = 0; x < width; x += 1) queue.push(x);
  for (let y = 0; y < height * 0.7; y += 1) queue.push(y * width, y * width + width - 1);
  while (queue.length) {
    const p = queue.pop()!;
    if (tried[p]) continue;
    tried[p] = 1;
    if (!open(p)) continue;
    mask[p] = 1;
    const x = p % width;
    const y = (p - x) / width;
    if (x > 0) queue.push(p - 1);
    if (x < width - 1) queue.push(p + 1);
    if (y > 0) queue.push(p - width);
    if (y < height - 1) queue.push(p + width);
  }
  // What is left but not joined to the child (a piece of a door, a patch of hill) is background too.
  const joined = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let p = 0; p < mask.length; p += 1) if (portrait.skin[p] && !mask[p]) stack.push(p);
  while (stack.length) {
    const p = stack.pop()!;
    if (joined[p] || mask[p]) continue;
    joined[p] = 1;
    const x = p % width;
    if (x > 0) stack.push(p - 1);
    if (x < width - 1) stack.push(p + 1);
    if (p >= width) stack.push(p - width);
    if (p < mask.length - width) stack.push(p + width);
  }
  for (let p = 0; p < mask.length; p += 1) if (!joined[p]) mask[p] = 1;
  return mask;
}

/** The picture with its background painted flat, for drawing outlines only where the child is. */
function withBackground(image: RawImage, mask: Uint8Array, colour: Rgb): RawImage {
  const out = Buffer.from(image.data);
  for (let p = 0; p < mask.length; p += 1) if (mask[p]) out.set(colour, p * 3);
  return { ...image, data: out };
}

/** Whether (x, y) falls inside a halftone dot on a 45° grid; darker tones get larger dots. */
function onDot(x: number, y: number, darkness: number): boolean {
  const u = (x + y) * Math.SQRT1_2;
  const v = (x - y) * Math.SQRT1_2;
  const du = u - (Math.floor(u / DOT_SPACING) + 0.5) * DOT_SPACING;
  const dv = v - (Math.floor(v / DOT_SPACING) + 0.5) * DOT_SPACING;
  const radius = DOT_SPACING * 0.5 * Math.sqrt(darkness);
  return du * du + dv * dv < radius * radius;
}
