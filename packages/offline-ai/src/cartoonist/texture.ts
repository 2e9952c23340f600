import { mulberry32 } from '../seeded.js';

/** One byte per pixel of grain around `mean`, spread ±`spread`, from a fixed seed: the same texture every run. */
export function grain(width: number, height: number, options: { seed: number; mean: number; spread: number }): Buffer {
  const random = mulberry32(options.seed);
  const out = Buffer.alloc(width * height);
  for (let p = 0; p < out.length; p += 1) out[p] = options.mean + Math.round((random() * 2 - 1) * options.spread);
  return out;
}
