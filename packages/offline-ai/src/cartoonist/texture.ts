/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same texture every run. */
function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One byte per pixel of grain around `mean`, spread ±`spread`, from a fixed seed. */
export function grain(width: number, height: number, options: { seed: number; mean: number; spread: number }): Buffer {
  const random = seededRandom(options.seed);
  const out = Buffer.alloc(width * height);
  for (let p = 0; p < out.length; p += 1) out[p] = options.mean + Math.round((random() * 2 - 1) * options.spread);
  return out;
}
