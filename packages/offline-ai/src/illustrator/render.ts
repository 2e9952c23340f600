import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { Composition } from './compose.js';
import type { Hand } from './draw/hands.js';
import { SIZE } from './draw/pen.js';
import { createRandom } from '../seeded.js';

/**
 * SVG -> 1024 px WebP. librsvg draws; then each hand's finishing, done on the pixels because SVG
 * filters over a whole 1024 px canvas cost seconds in librsvg: the painterly hand's wet soft edges,
 * wobble, pigment pooling at edges and brush-and-paper texture (an SVG turbulence drawn once);
 * the rendered hand's out-of-focus background; a soft bloom.
 * A few renders at a time: each holds a few 4 MB canvases.
 */
const MAX_PARALLEL = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function renderPicture(c: Composition, hand: Hand): Promise<Buffer> {
  return slot(async () => {
    let rgb = await rasterise(c, hand);
    if (hand.post.soften)
      rgb = await sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
        .blur(hand.post.soften)
        .raw()
        .toBuffer();
    if (hand.post.wobble) paint(rgb, hand, await brushTexture());
    if (hand.post.bloom) await bloom(rgb, hand.post.bloom);
    return sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
      .webp({ quality: 84, effort: 2 })
      .toBuffer();
  });
}

/** The picture's pixels (RGB); with a focus blur, the background is drawn and softened on its own. */
async function rasterise(c: Composition, hand: Hand): Promise<Buffer> {
  if (!hand.post.farBlur) return sharp(Buffer.from(c.svg), { density: 72 }).removeAlpha().raw().toBuffer();
  const back = await sharp(Buffer.from(c.back), { density: 72 })
    .removeAlpha()
    .blur(hand.post.farBlur)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const front = await sharp(Buffer.from(c.front), { density: 72 }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(back)
    .composite([{ input: front }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A soft glow round the light parts: a small blurred copy added back with a screen blend. */
async function bloom(rgb: Buffer, amount: number): Promise<void> {
  const small = await sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .resize(128, 128)
    .blur(3)
    .resize(SIZE, SIZE, { kernel: 'linear' })
    .raw()
    .toBuffer();
  for (let i = 0; i < rgb.length; i += 1) {
    const glow = small[i]! > 150 ? ((small[i]! - 150) / 105) * amount : 0;
    rgb[i] = (255 - (255 - rgb[i]!) * (1 - glow)) | 0;
  }
}

interface Fields {
  /** For each pixel, the top-left source pixel of its displaced position and the bilinear weights (0-256). */
  from: Int32Array;
  wx: Uint16Array;
  wy: Uint16Array;
  /** Paper: 0-256 multipliers (blotches and tooth). */
  paper: Uint16Array;
}
const fields = new Map<number, Fields>();

/** Smooth noise from a coarse grid of random values, for wobble and paper blotches. */
function smoothNoise(seed: number, cells: number): Float32Array {
  const rng = createRandom(seed);
  const stride = cells + 1;
  const grid = Float32Array.from({ length: stride * stride }, () => rng.range(-1, 1));
  const cell = SIZE / cells;
  const out = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    const gy = Math.floor(y / cell);
    const ty = smooth((y % cell) / cell);
    for (let x = 0; x < SIZE; x += 1) {
      const gx = Math.floor(x / cell);
      const tx = smooth((x % cell) / cell);
      const g = gy * stride + gx;
      const top = grid[g]! + (grid[g + 1]! - grid[g]!) * tx;
      const bottom = grid[g + stride]! + (grid[g + stride + 1]! - grid[g + stride]!) * tx;
      out[y * SIZE + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

let brush: Promise<Uint8Array> | null = null;

/**
 * Brush and paper texture: SVG turbulence (stretched sideways, like strokes of a flat brush, over
 * fine grain), drawn once per process at half size by librsvg and scaled up; grey, mean about 128.
 */
function brushTexture(): Promise<Uint8Array> {
  brush ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><filter id="t" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.07" numOctaves="3" seed="7"/><feColorMatrix type="saturate" values="0"/></filter><rect width="512" height="512" filter="url(#t)"/></svg>`,
    ),
  )
    .resize(SIZE, SIZE)
    .greyscale()
    .normalise()
    .raw()
    .toBuffer()
    .then((b) => new Uint8Array(b));
  return brush;
}

/** The wobble and paper of one amplitude, made once per process from fixed seeds. */
function getFields(amp: number, texture: Uint8Array): Fields {
  let f = fields.get(amp);
  if (!f) {
    const rng = createRandom(4242);
    const dx = smoothNoise(11, 64);
    const dy = smoothNoise(23, 64);
    const blotch = smoothNoise(37, 14);
    const from = new Int32Array(SIZE * SIZE);
    const wx = new Uint16Array(SIZE * SIZE);
    const wy = new Uint16Array(SIZE * SIZE);
    const paper = new Uint16Array(SIZE * SIZE);
    for (let y = 0; y < SIZE; y += 1)
      for (let x = 0; x < SIZE; x += 1) {
        const i = y * SIZE + x;
        const sx = Math.min(SIZE - 1.001, Math.max(0, x + dx[i]! * amp));
        const sy = Math.min(SIZE - 1.001, Math.max(0, y + dy[i]! * amp));
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        from[i] = y0 * SIZE + x0;
        wx[i] = Math.round((sx - x0) * 256);
        wy[i] = Math.round((sy - y0) * 256);
        paper[i] = Math.round(256 * (1.02 - 0.05 * Math.abs(blotch[i]!) - 0.05 * rng.next() - (texture[i]! / 255) * 0.08));
      }
    f = { from, wx, wy, paper };
    fields.set(amp, f);
  }
  return f;
}

/**
 * The painterly hand: edges wobble as if brushed (each pixel read from a slightly displaced
 * place), pigment pools where colours meet (edges darkened a little), and paper shows through.
 * Integer arithmetic over tables made once: a few tens of milliseconds a picture.
 */
function paint(rgb: Buffer, hand: Hand, texture: Uint8Array): void {
  const { from, wx, wy, paper } = getFields(hand.post.wobble, texture);
  const src = Buffer.from(rgb);
  const row = SIZE * 3;
  const total = SIZE * SIZE;
  for (let i = 0; i < total; i += 1) {
    const a = from[i]! * 3;
    const fx = wx[i]!;
    const fy = wy[i]!;
    const gx = 256 - fx;
    const gy = 256 - fy;
    const o = i * 3;
    for (let ch = 0; ch < 3; ch += 1) {
      const top = src[a + ch]! * gx + src[a + 3 + ch]! * fx;
      const bottom = src[a + row + ch]! * gx + src[a + row + 3 + ch]! * fx;
      rgb[o + ch] = (top * gy + bottom * fy) >> 16;
    }
  }
  // Pigment pooling: darken by the local contrast (difference to the right and lower neighbours).
  const pool = Math.round(hand.post.edgeDarken * 0.35 * 256);
  const lum = new Uint8Array(total);
  for (let i = 0, j = 0; i < total; i += 1, j += 3) lum[i] = (rgb[j]! * 77 + rgb[j + 1]! * 150 + rgb[j + 2]! * 29) >> 8;
  for (let i = 0; i < total - SIZE - 1; i += 1) {
    const l = lum[i]!;
    const d =
      (l > lum[i + 1]! ? l - lum[i + 1]! : lum[i + 1]! - l) + (l > lum[i + SIZE]! ? l - lum[i + SIZE]! : lum[i + SIZE]! - l);
    const edge = d >= 90 ? 256 : (d * 256) / 90;
    const k = (paper[i]! * (65536 - pool * edge)) >> 16;
    const j = i * 3;
    rgb[j] = (rgb[j]! * k) >> 8;
    rgb[j + 1] = (rgb[j + 1]! * k) >> 8;
    rgb[j + 2] = (rgb[j + 2]! * k) >> 8;
  }
}
