import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { parseHex } from './colour.js';
import type { Composition } from './compose.js';
import type { Hand } from './draw/hands.js';
import type { Wash } from './effects.js';
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
    applyWashes(rgb, c.washes);
    if (hand.post.soften)
      rgb = await sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
        .blur(hand.post.soften)
        .raw()
        .toBuffer();
    if (hand.post.wobble) paint(rgb, hand, await brushTexture());
    if (hand.post.bloom) await bloom(rgb, hand.post.bloom);
    return sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
      .webp({ quality: 84, effort: 0 })
      .toBuffer();
  });
}

/**
 * The picture's pixels (RGB); with a focus blur, the background is drawn and softened on its own
 * and the front laid over it here (raw pixels: no PNG round trip).
 */
async function rasterise(c: Composition, hand: Hand): Promise<Buffer> {
  if (!hand.post.farBlur) return sharp(Buffer.from(c.svg), { density: 72 }).removeAlpha().raw().toBuffer();
  const [back, front] = await Promise.all([
    sharp(Buffer.from(c.back), { density: 72 }).removeAlpha().blur(hand.post.farBlur).raw().toBuffer(),
    sharp(Buffer.from(c.front), { density: 72 }).ensureAlpha().raw().toBuffer(),
  ]);
  for (let i = 0, j = 0; i < back.length; i += 3, j += 4) {
    const a = front[j + 3]!;
    if (a === 0) continue;
    const b = 255 - a;
    back[i] = (front[j]! * a + back[i]! * b + 127) / 255;
    back[i + 1] = (front[j + 1]! * a + back[i + 1]! * b + 127) / 255;
    back[i + 2] = (front[j + 2]! * a + back[i + 2]! * b + 127) / 255;
  }
  return back;
}

/** The washes are smooth, so each is worked out once for every 4 x 4 pixels. */
const WASH_CELL = 4;

/** Lays the washes of light over the pixels, in order, as the radial gradients they stand for. */
function applyWashes(rgb: Buffer, washes: readonly Wash[]): void {
  if (washes.length === 0) return;
  const cells = SIZE / WASH_CELL;
  // Per cell: what is kept of the picture (0-1), then what the washes add (0-255), for each channel.
  const keep = new Float32Array(cells * cells).fill(1);
  const add = new Float32Array(cells * cells * 3);
  for (const w of washes) {
    const stops = w.stops.map(([at, colour, alpha]) => ({ at, rgb: parseHex(colour), alpha }));
    // The wash's colour and opacity at 256 steps out from its middle.
    const table = new Float32Array(257 * 4);
    for (let step = 0; step <= 256; step += 1) {
      const t = step / 256;
      let j = 0;
      while (j < stops.length - 1 && stops[j + 1]!.at < t) j += 1;
      const from = stops[j]!;
      const to = stops[Math.min(j + 1, stops.length - 1)]!;
      const f = to === from || t <= from.at ? 0 : Math.min(1, (t - from.at) / (to.at - from.at));
      for (let ch = 0; ch < 3; ch += 1) table[step * 4 + ch] = from.rgb[ch]! + (to.rgb[ch]! - from.rgb[ch]!) * f;
      table[step * 4 + 3] = from.alpha + (to.alpha - from.alpha) * f;
    }
    const scale = 256 / w.r;
    for (let cy = 0, i = 0; cy < cells; cy += 1) {
      const dy = (cy + 0.5) * WASH_CELL - w.cy;
      for (let cx = 0; cx < cells; cx += 1, i += 1) {
        const dx = (cx + 0.5) * WASH_CELL - w.cx;
        const step = Math.min(256, Math.round(Math.sqrt(dx * dx + dy * dy) * scale)) * 4;
        const a = table[step + 3]!;
        if (a <= 0) continue;
        keep[i] = keep[i]! * (1 - a);
        add[i * 3] = add[i * 3]! * (1 - a) + table[step]! * a;
        add[i * 3 + 1] = add[i * 3 + 1]! * (1 - a) + table[step + 1]! * a;
        add[i * 3 + 2] = add[i * 3 + 2]! * (1 - a) + table[step + 2]! * a;
      }
    }
  }
  const k8 = new Uint16Array(keep.length);
  for (let i = 0; i < keep.length; i += 1) k8[i] = Math.round(keep[i]! * 256);
  const a8 = new Uint32Array(add.length);
  for (let i = 0; i < add.length; i += 1) a8[i] = Math.round(add[i]! * 256);
  for (let y = 0, o = 0; y < SIZE; y += 1) {
    const row = ((y / WASH_CELL) | 0) * cells;
    for (let i = row; i < row + cells; i += 1) {
      const k = k8[i]!;
      const r = a8[i * 3]!;
      const g = a8[i * 3 + 1]!;
      const b = a8[i * 3 + 2]!;
      for (const end = o + WASH_CELL * 3; o < end; o += 3) {
        rgb[o] = (rgb[o]! * k + r) >> 8;
        rgb[o + 1] = (rgb[o + 1]! * k + g) >> 8;
        rgb[o + 2] = (rgb[o + 2]! * k + b) >> 8;
      }
    }
  }
}

/** A soft glow round the light parts: a small blurred copy added back with a screen blend. */
async function bloom(rgb: Buffer, amount: number): Promise<void> {
  const small = await sharp(rgb, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .resize(128, 128)
    .blur(3)
    .resize(SIZE, SIZE, { kernel: 'linear' })
    .raw()
    .toBuffer();
  // What is kept of the darkness (0-256) for each brightness of the blurred copy.
  const keep = Uint16Array.from({ length: 256 }, (_, v) => Math.round(256 * (1 - (v > 150 ? ((v - 150) / 105) * amount : 0))));
  for (let i = 0; i < rgb.length; i += 1) rgb[i] = 255 - (((255 - rgb[i]!) * keep[small[i]!]!) >> 8);
}

interface Fields {
  /** For each pixel, the top-left source pixel of its displaced position and the bilinear weights (0-256). */
  from: Int32Array;
  wx: Uint16Array;
  wy: Uint16Array;
  /** Paper: 0-256 multipliers (blotches and tooth). */
  paper: Uint16Array;
  /** Brush strokes: how much they darken (x 256). */
  strokes: Uint8Array;
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
    const strokes = new Uint8Array(SIZE * SIZE);
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
        paper[i] = Math.round(256 * (1.02 - 0.05 * Math.abs(blotch[i]!) - 0.05 * rng.next()));
        strokes[i] = Math.round(256 * (texture[i]! / 255) * 0.08);
      }
    f = { from, wx, wy, paper, strokes };
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
  const { from, wx, wy, paper, strokes } = getFields(hand.post.wobble, texture);
  const src = new Uint8Array(rgb);
  const row = SIZE * 3;
  const total = SIZE * SIZE;
  const lum = new Uint8Array(total);
  for (let i = 0, o = 0; i < total; i += 1, o += 3) {
    const a = from[i]! * 3;
    const fx = wx[i]!;
    const fy = wy[i]!;
    // Bilinear weights of the four source pixels, summing to 65536.
    const w11 = fx * fy;
    const w01 = (fx << 8) - w11;
    const w10 = (fy << 8) - w11;
    const w00 = 65536 - w01 - w10 - w11;
    const b = a + row;
    const r = (src[a]! * w00 + src[a + 3]! * w01 + src[b]! * w10 + src[b + 3]! * w11) >> 16;
    const g = (src[a + 1]! * w00 + src[a + 4]! * w01 + src[b + 1]! * w10 + src[b + 4]! * w11) >> 16;
    const bl = (src[a + 2]! * w00 + src[a + 5]! * w01 + src[b + 2]! * w10 + src[b + 5]! * w11) >> 16;
    rgb[o] = r;
    rgb[o + 1] = g;
    rgb[o + 2] = bl;
    lum[i] = (r * 77 + g * 150 + bl * 29) >> 8;
  }
  // Pigment pooling: darken by the local contrast (difference to the right and lower neighbours).
  const pool = Math.round(hand.post.edgeDarken * 0.35 * 256);
  // What is kept (0-65536) for each contrast (0-510): full contrast from 90 on.
  const kept = Int32Array.from({ length: 511 }, (_, d) => 65536 - pool * (d >= 90 ? 256 : (d * 256) / 90));
  // Brush strokes show where there is pigment, fading out on the palest washes (a pale sky or a
  // cloud stays clear, not grey and streaky); the paper shows everywhere. 0-256 by lightness.
  const pigment = Int32Array.from({ length: 256 }, (_, l) => Math.round(256 * (l < 150 ? 1 : 1 - (0.55 * (l - 150)) / 105)));
  for (let i = 0; i < total - SIZE - 1; i += 1) {
    const l = lum[i]!;
    const d =
      (l > lum[i + 1]! ? l - lum[i + 1]! : lum[i + 1]! - l) + (l > lum[i + SIZE]! ? l - lum[i + SIZE]! : lum[i + SIZE]! - l);
    const k = ((paper[i]! - ((strokes[i]! * pigment[l]!) >> 8)) * kept[d]!) >> 16;
    const j = i * 3;
    // Lighter than 255 would wrap round to black.
    rgb[j] = Math.min(255, (rgb[j]! * k) >> 8);
    rgb[j + 1] = Math.min(255, (rgb[j + 1]! * k) >> 8);
    rgb[j + 2] = Math.min(255, (rgb[j + 2]! * k) >> 8);
  }
}
