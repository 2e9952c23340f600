import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { Look } from './looks.js';
import { SIZE } from './paint.js';
import { random } from './random.js';

/**
 * SVG -> 1024 px WebP with sharp (librsvg draws, libvips encodes). A few renders at a time: each
 * holds a 4 MB canvas, and more than the cores only queue inside libuv anyway.
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

export function renderWebp(svg: string, look: Look): Promise<Buffer> {
  return slot(async () => {
    let image = sharp(Buffer.from(svg), { density: 72 });
    const grain = texture(look.texture);
    if (grain) image = image.composite([{ input: grain, raw: { width: SIZE, height: SIZE, channels: 1 }, blend: 'soft-light' }]);
    return image.webp({ quality: 84, effort: 2 }).toBuffer();
  });
}

const textures = new Map<string, Buffer>();

/**
 * Grain around mid-grey (neutral under soft-light): "paper" adds watercolour blotches to a fine
 * tooth, "fine" is a light film grain. Made once from fixed seeds, so every picture gets the same.
 */
function texture(kind: Look['texture']): Buffer | null {
  if (kind === 'none') return null;
  let out = textures.get(kind);
  if (out) return out;
  const rng = random(kind === 'paper' ? 2024 : 77);
  const fine = kind === 'paper' ? 22 : 14;
  const blotch = kind === 'paper' ? 26 : 0;
  // Blotches: a coarse grid of random values, smoothly interpolated.
  const cells = 12;
  const stride = cells + 1;
  const grid = Float64Array.from({ length: stride * stride }, () => rng.range(-1, 1));
  const cell = SIZE / cells;
  const ease = Float64Array.from({ length: SIZE }, (_, i) => smoothstep((i % cell) / cell));
  out = Buffer.alloc(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    const row = Math.floor(y / cell) * stride;
    const ty = ease[y]!;
    for (let x = 0; x < SIZE; x += 1) {
      const g = row + Math.floor(x / cell);
      const tx = ease[x]!;
      const top = grid[g]! + (grid[g + 1]! - grid[g]!) * tx;
      const bottom = grid[g + stride]! + (grid[g + stride + 1]! - grid[g + stride]!) * tx;
      const soft = top + (bottom - top) * ty;
      out[y * SIZE + x] = Math.max(0, Math.min(255, Math.round(128 + (rng.next() * 2 - 1) * fine + soft * blotch)));
    }
  }
  textures.set(kind, out);
  return out;
}

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}
