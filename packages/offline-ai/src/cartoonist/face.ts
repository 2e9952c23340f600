/**
 * Where a portrait's face is and what colours make the child themselves: skin, hair, irises,
 * clothes. Read from a small square RGB image (a portrait crop), with the light first corrected
 * towards neutral so a dim or warm photo gives the child's own colours. Shared by the cartoonist
 * (to keep those colours in every look) and the illustrator (to draw the avatar's child).
 */
export type Rgb = [number, number, number];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FaceReading {
  /** Side of the square analysed, in pixels. */
  size: number;
  skin: Rgb;
  face: Box;
  /** Null when no hair is seen above the face. */
  hair: Rgb | null;
  hairLength: 'short' | 'long' | 'none';
  /** Hair much wider than the face: curls or an afro. */
  hairVolume: boolean;
  iris: Rgb;
  /** Where the eyes are (pupil centres) and how big, in pixels of the analysed square. */
  eyes: { x: number; y: number; r: number }[];
  clothes: Rgb | null;
  background: Rgb;
}

/** Reads a face from `size` x `size` RGB pixels (3 bytes each). */
export function readFace(data: Uint8Array, size: number): FaceReading {
  const N = size;
  const px = balance(data);
  const at = (x: number, y: number): Rgb => px[Math.min(N - 1, Math.max(0, y)) * N + Math.min(N - 1, Math.max(0, x))]!;
  const background = median([at(1, 1), at(N - 2, 1), at(1, Math.round(N / 2)), at(N - 2, Math.round(N / 2))]);

  // Skin: the cheeks and nose of a portrait crop, then every connected pixel close to it.
  const seed: Rgb[] = [];
  for (let y = Math.round(N * 0.5); y < N * 0.6; y += 1)
    for (let x = Math.round(N * 0.4); x < N * 0.6; x += 1) seed.push(at(x, y));
  let skin = median(seed.filter((c) => luminance(c) > 25));
  const grown = grow(px, N, skin, [Math.round(N / 2), Math.round(N * 0.56)], 30);
  if (grown.pixels.length > 20) skin = median(grown.pixels.map((i) => px[i]!));
  const face = grown.box;
  const fw = Math.max(8, face.x1 - face.x0);
  const fh = Math.max(8, face.y1 - face.y0);

  // Hair: above the face, neither skin nor background; long when it also falls beside the face.
  const isHair = (c: Rgb) => distance(c, skin) > 38 && distance(c, background) > 34;
  const above: Rgb[] = [];
  for (let y = Math.max(0, face.y0 - Math.round(fh * 0.35)); y < face.y0 + fh * 0.08; y += 1)
    for (let x = face.x0 + Math.round(fw * 0.15); x < face.x1 - fw * 0.15; x += 1) if (isHair(at(x, y))) above.push(at(x, y));
  const hair = above.length > fw * 2 ? median(above) : null;
  let beside = 0;
  let besideTotal = 0;
  for (let y = Math.round(face.y0 + fh * 0.55); y < Math.min(N, face.y1 + fh * 0.35); y += 1)
    for (const x of [
      face.x0 - Math.round(N * 0.03),
      face.x0 - Math.round(N * 0.06),
      face.x1 + Math.round(N * 0.03),
      face.x1 + Math.round(N * 0.06),
    ]) {
      if (x < 0 || x >= N) continue;
      besideTotal += 1;
      if (hair && distance(at(x, y), hair) < 40) beside += 1;
    }
  let hairWidth = 0;
  for (let x = 0; x < N; x += 1) if (hair && distance(at(x, face.y0), hair) < 40) hairWidth += 1;

  const { iris, eyes } = readIris(px, N, face, skin);

  // Clothes: below the chin, in the middle.
  const below: Rgb[] = [];
  for (let y = Math.min(N - 1, Math.round(face.y1 + fh * 0.2)); y < N; y += 1)
    for (let x = Math.round(N * 0.3); x < N * 0.7; x += 1)
      if (distance(at(x, y), skin) > 40 && distance(at(x, y), background) > 30) below.push(at(x, y));

  return {
    size: N,
    skin,
    face,
    hair,
    hairLength: !hair ? 'none' : besideTotal && beside / besideTotal > 0.3 ? 'long' : 'short',
    hairVolume: hair !== null && hairWidth > fw * 1.45,
    iris,
    eyes,
    clothes: below.length > 12 ? median(below) : null,
    background,
  };
}

/**
 * The irises: in each half of the eye band the darkest spot is a pupil; the coloured ring round it
 * (darker than the white, not skin) is the iris.
 */
function readIris(
  px: readonly Rgb[],
  N: number,
  face: Box,
  skin: Rgb,
): { iris: Rgb; eyes: { x: number; y: number; r: number }[] } {
  const fw = Math.max(8, face.x1 - face.x0);
  const fh = Math.max(8, face.y1 - face.y0);
  const ring: Rgb[] = [];
  const eyes: { x: number; y: number; r: number }[] = [];
  const y0 = Math.round(face.y0 + fh * 0.25);
  const y1 = Math.round(face.y0 + fh * 0.6);
  const cx = (face.x0 + face.x1) / 2;
  for (const [xa, xb] of [
    [face.x0 + fw * 0.08, cx - fw * 0.04],
    [cx + fw * 0.04, face.x1 - fw * 0.08],
  ] as const) {
    let best = -1;
    let bestL = Infinity;
    for (let y = y0; y < y1; y += 1)
      for (let x = Math.round(xa); x < xb; x += 1) {
        const i = y * N + x;
        const c = px[i];
        if (!c) continue;
        const l = luminance(c);
        if (l < bestL) {
          bestL = l;
          best = i;
        }
      }
    if (best < 0) continue;
    const bx = best % N;
    const by = (best - bx) / N;
    const r = Math.max(2, Math.round(fw * 0.09));
    eyes.push({ x: bx, y: by, r });
    for (let dy = -r; dy <= r; dy += 1)
      for (let dx = -r; dx <= r; dx += 1) {
        const d = Math.hypot(dx, dy);
        if (d < 1 || d > r) continue;
        const c = px[(by + dy) * N + bx + dx];
        if (!c) continue;
        const l = luminance(c);
        if (l > bestL + 12 && l < 200 && distance(c, skin) > 45) ring.push(c);
      }
  }
  if (ring.length < 3) return { iris: [70, 45, 30], eyes };
  // The iris is the darker part of the ring; the lighter part is the white of the eye.
  const darker = [...ring].sort((a, b) => luminance(a) - luminance(b)).slice(0, Math.max(3, Math.ceil(ring.length * 0.45)));
  return { iris: dominantHue(darker), eyes };
}

/**
 * Light towards neutral exposure: the brightest parts stretched to near white, so a photo taken in
 * a dim room gives the child's skin, not the room's gloom. (A colour cast is left alone: the
 * background's colours would mislead any guess of it.)
 */
function balance(data: Uint8Array): Rgb[] {
  const lums: number[] = [];
  for (let i = 0; i + 2 < data.length; i += 3) lums.push(luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
  const sorted = [...lums].sort((a, b) => a - b);
  const high = Math.max(60, sorted[Math.floor(sorted.length * 0.97)]!);
  const gain = Math.min(1.8, Math.max(1, 238 / high));
  const out: Rgb[] = [];
  for (let i = 0; i + 2 < data.length; i += 3) out.push([0, 1, 2].map((c) => Math.min(255, data[i + c]! * gain)) as Rgb);
  return out;
}

function grow(px: readonly Rgb[], N: number, colour: Rgb, start: [number, number], tolerance: number) {
  const seen = new Uint8Array(N * N);
  const pixels: number[] = [];
  let best = start[1] * N + start[0];
  let bestD = Infinity;
  const reach = Math.round(N * 0.06);
  for (let dy = -reach; dy <= reach; dy += 1)
    for (let dx = -reach; dx <= reach; dx += 1) {
      const i = (start[1] + dy) * N + start[0] + dx;
      const d = distance(px[i]!, colour);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  const queue = [best];
  seen[best] = 1;
  const box: Box = { x0: N, y0: N, x1: 0, y1: 0 };
  while (queue.length) {
    const i = queue.pop()!;
    if (distance(px[i]!, colour) > tolerance) continue;
    const x = i % N;
    const y = (i - x) / N;
    // A face is an oval round the middle of a portrait: skin-coloured background beyond it is not face.
    const ex = (x - N / 2) / (N * 0.3);
    const ey = (y - N * 0.5) / (N * 0.36);
    if (ex * ex + ey * ey > 1) continue;
    pixels.push(i);
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

/** Weighted RGB distance ("redmean"): close enough to perceived difference for picking colours. */
export function distance(a: Rgb, b: Rgb): number {
  const r = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db) / 3;
}

export function median(list: readonly Rgb[]): Rgb {
  if (list.length === 0) return [200, 160, 130];
  const pick = (c: number) => {
    const values = list.map((x) => x[c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return [pick(0), pick(1), pick(2)];
}

/** Hue (0-360) and saturation (0-1) of a colour. */
export function hueOf(c: Rgb): { h: number; s: number; l: number } {
  const [r, g, b] = c.map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

/** The colour of the most common hue among saturated pixels (an iris), else the median. */
function dominantHue(list: readonly Rgb[]): Rgb {
  const saturated = list.filter((c) => hueOf(c).s > 0.25);
  if (saturated.length < list.length * 0.3) return median(list);
  const bins = new Map<number, Rgb[]>();
  for (const c of saturated) {
    const bin = Math.round(hueOf(c).h / 30) % 12;
    bins.set(bin, [...(bins.get(bin) ?? []), c]);
  }
  return median([...bins.values()].sort((a, b) => b.length - a.length)[0]!);
}
