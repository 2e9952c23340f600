import sharp from 'sharp';
import { hexToHsl, toHex } from '../colour.js';
import type { HairStyle } from '../figures/person-look.js';

/** What a child looks like in their avatar: the colours the hero is drawn in. */
export interface AvatarTraits {
  skin: string;
  hair: string;
  hairLength: 'short' | 'long' | 'none';
  /** Hair much wider than the face: curls or an afro. */
  hairVolume: boolean;
  eyes: string;
  clothes: string;
}

const N = 96;
type Rgb = [number, number, number];

/**
 * Reads an avatar (a cartoon avatar, or a profile photo) at 96 px: the light corrected to neutral,
 * the skin sampled where a portrait's cheeks are and grown into the face, then hair above and
 * beside the face, the irises in the eye band, the clothes below the chin. Colours only: nothing
 * of the picture itself is kept or drawn.
 */
export async function avatarTraits(image: Buffer): Promise<AvatarTraits> {
  const { data } = await sharp(image, { failOn: 'error', limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(N, N, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const px = balance(data);
  const at = (x: number, y: number): Rgb => px[y * N + x]!;

  // Background: the corners' colour.
  const corners = [at(1, 1), at(N - 2, 1), at(1, N / 2), at(N - 2, N / 2)];
  const background = median(corners);

  // Skin: the cheeks and nose of a portrait crop, then every connected pixel close to it.
  const seed: Rgb[] = [];
  for (let y = Math.round(N * 0.5); y < N * 0.62; y += 1)
    for (let x = Math.round(N * 0.36); x < N * 0.64; x += 1) seed.push(at(x, y));
  let skin = median(seed.filter((c) => luminance(c) > 25));
  const face = grow(px, skin, [Math.round(N / 2), Math.round(N * 0.56)], 42);
  const faceColours = face.pixels.map((i) => px[i]!);
  if (faceColours.length > 20) skin = median(faceColours);
  const box = face.box;
  const fw = Math.max(8, box.x1 - box.x0);
  const fh = Math.max(8, box.y1 - box.y0);

  // Hair: above the face, not skin and not background; its length: beside the face below the eyes.
  const isHair = (c: Rgb) => distance(c, skin) > 38 && distance(c, background) > 34;
  const above: Rgb[] = [];
  for (let y = Math.max(0, box.y0 - Math.round(fh * 0.35)); y < box.y0 + fh * 0.08; y += 1)
    for (let x = box.x0 + Math.round(fw * 0.15); x < box.x1 - fw * 0.15; x += 1)
      if (y >= 0 && isHair(at(x, y))) above.push(at(x, y));
  const hairFound = above.length > fw * 2;
  const hair = hairFound ? median(above) : skin;
  let beside = 0;
  let besideTotal = 0;
  for (let y = Math.round(box.y0 + fh * 0.55); y < Math.min(N, box.y1 + fh * 0.35); y += 1)
    for (const x of [box.x0 - 3, box.x0 - 6, box.x1 + 3, box.x1 + 6]) {
      if (x < 0 || x >= N || y >= N) continue;
      besideTotal += 1;
      if (hairFound && distance(at(x, y), hair) < 40) beside += 1;
    }
  const hairLength = !hairFound ? 'none' : besideTotal && beside / besideTotal > 0.3 ? 'long' : 'short';
  let hairWidth = 0;
  const hairRow = Math.max(0, box.y0);
  for (let x = 0; x < N; x += 1) if (hairFound && distance(at(x, hairRow), hair) < 40) hairWidth += 1;

  // Eyes: in the upper middle of the face, the coloured pixels that are neither skin nor white nor black.
  const iris: Rgb[] = [];
  for (let y = Math.round(box.y0 + fh * 0.3); y < box.y0 + fh * 0.55; y += 1)
    for (let x = box.x0 + Math.round(fw * 0.15); x < box.x1 - fw * 0.15; x += 1) {
      const c = at(x, y);
      const l = luminance(c);
      if (distance(c, skin) > 60 && l > 18 && l < 190 && (!hairFound || distance(c, hair) > 30)) iris.push(c);
    }
  const eyes = iris.length >= 3 ? dominantHue(iris) : ([70, 45, 30] as Rgb);

  // Clothes: below the chin, in the middle.
  const below: Rgb[] = [];
  for (let y = Math.min(N - 1, Math.round(box.y1 + fh * 0.2)); y < N; y += 1)
    for (let x = Math.round(N * 0.3); x < N * 0.7; x += 1)
      if (distance(at(x, y), skin) > 40 && distance(at(x, y), background) > 30) below.push(at(x, y));
  const clothes = below.length > 12 ? median(below) : ([90, 130, 200] as Rgb);

  return {
    skin: toHex(...skin),
    hair: toHex(...hair),
    hairLength,
    hairVolume: hairFound && hairWidth > fw * 1.45,
    eyes: toHex(...eyes),
    clothes: toHex(...clothes),
  };
}

/** A hair style for the traits: long or short, with or without volume. */
export function hairStyleOf(t: AvatarTraits): HairStyle {
  if (t.hairLength === 'none') return 'bald';
  if (t.hairVolume) return t.hairLength === 'long' ? 'afro' : 'curly';
  return t.hairLength === 'long' ? 'long' : 'short';
}

/**
 * Light towards neutral: the brightest parts stretched to near white (a dim photo) and half of a
 * colour cast removed (warm lamp light), so a child's skin is drawn as it is, not as lit.
 */
function balance(data: Buffer): Rgb[] {
  const out: Rgb[] = [];
  const lums: number[] = [];
  for (let i = 0; i < data.length; i += 3) lums.push(luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
  const sorted = [...lums].sort((a, b) => a - b);
  const high = Math.max(60, sorted[Math.floor(sorted.length * 0.97)]!);
  const gain = Math.min(1.8, 238 / high);
  const mean: Rgb = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) mean[c] = mean[c]! + data[i + c]!;
  const grey = (mean[0] + mean[1] + mean[2]) / 3;
  const cast = mean.map((m) => (m > 0 ? 1 + 0.5 * (grey / m - 1) : 1));
  for (let i = 0; i < data.length; i += 3) out.push([0, 1, 2].map((c) => Math.min(255, data[i + c]! * gain * cast[c]!)) as Rgb);
  return out;
}

function grow(px: Rgb[], colour: Rgb, start: [number, number], tolerance: number) {
  const seen = new Uint8Array(N * N);
  const pixels: number[] = [];
  // Start from the closest pixel to the colour near the start point.
  let best = start[1] * N + start[0];
  let bestD = Infinity;
  for (let dy = -6; dy <= 6; dy += 1)
    for (let dx = -6; dx <= 6; dx += 1) {
      const i = (start[1] + dy) * N + start[0] + dx;
      const d = distance(px[i]!, colour);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  const queue = [best];
  seen[best] = 1;
  const box = { x0: N, y0: N, x1: 0, y1: 0 };
  while (queue.length) {
    const i = queue.pop()!;
    if (distance(px[i]!, colour) > tolerance) continue;
    pixels.push(i);
    const x = i % N;
    const y = (i - x) / N;
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
      const j = ny * N + nx;
      if (!seen[j]) {
        seen[j] = 1;
        queue.push(j);
      }
    }
  }
  if (pixels.length < 20)
    return {
      pixels,
      box: { x0: Math.round(N * 0.3), y0: Math.round(N * 0.28), x1: Math.round(N * 0.7), y1: Math.round(N * 0.75) },
    };
  return { pixels, box };
}

function luminance(c: Rgb): number {
  return c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114;
}

function distance(a: Rgb, b: Rgb): number {
  // Weighted RGB ("redmean"): close enough to perceived difference for picking colours.
  const r = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db) / 3;
}

function median(list: readonly Rgb[]): Rgb {
  if (list.length === 0) return [200, 160, 130];
  const pick = (c: number) => {
    const values = list.map((x) => x[c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return [pick(0), pick(1), pick(2)];
}

/** The colour of the most common hue among saturated pixels (an iris), else the median. */
function dominantHue(list: readonly Rgb[]): Rgb {
  const saturated = list.filter((c) => hexToHsl(toHex(...c)).s > 0.25);
  if (saturated.length < list.length * 0.3) return median(list);
  const bins = new Map<number, Rgb[]>();
  for (const c of saturated) {
    const bin = Math.round(hexToHsl(toHex(...c)).h / 30) % 12;
    bins.set(bin, [...(bins.get(bin) ?? []), c]);
  }
  const top = [...bins.values()].sort((a, b) => b.length - a.length)[0]!;
  return median(top);
}
