import sharp from 'sharp';

/**
 * Figures of a finished picture, for tests and `npm run eval:pictures`: how it is drawn (edges and
 * ink, independent of colour) and how far two pictures are apart.
 */
export interface EdgeProfile {
  /** Share of pixels on a strong edge. */
  edges: number;
  /** Share of pixels that are dark ink lines (very dark, next to a strong edge). */
  ink: number;
  /** Mean gradient strength: high for crisp drawings, low for soft or out-of-focus ones. */
  sharp: number;
  /** Share of the picture that is flat (no gradient at all): cel and flat colour. */
  flat: number;
  /** Fine texture where there is no edge (paper grain, brush): mean absolute Laplacian there. */
  grain: number;
  /** Of the edge pixels, the share that is a line darker than both sides (drawn, not a boundary). */
  lineDark: number;
  /** Shading: share of the picture in gentle ramps of tone (rendered volumes, washes, glows). */
  soft: number;
  /** Shading: of the edge pixels, the share that is a step between two flat tones (cel shadow shapes). */
  step: number;
}

const SIZE = 512;

async function grey(image: Buffer): Promise<Uint8Array> {
  return sharp(image).resize(SIZE, SIZE).greyscale().raw().toBuffer();
}

export async function edgeProfile(image: Buffer): Promise<EdgeProfile> {
  const g = await grey(image);
  let edges = 0;
  let ink = 0;
  let sum = 0;
  let flat = 0;
  let grain = 0;
  let quiet = 0;
  let lines = 0;
  let soft = 0;
  let steps = 0;
  const n = (SIZE - 2) * (SIZE - 2);
  for (let y = 1; y < SIZE - 1; y += 1)
    for (let x = 1; x < SIZE - 1; x += 1) {
      const i = y * SIZE + x;
      // Sobel.
      const gx = g[i - SIZE + 1]! + 2 * g[i + 1]! + g[i + SIZE + 1]! - g[i - SIZE - 1]! - 2 * g[i - 1]! - g[i + SIZE - 1]!;
      const gy = g[i + SIZE - 1]! + 2 * g[i + SIZE]! + g[i + SIZE + 1]! - g[i - SIZE - 1]! - 2 * g[i - SIZE]! - g[i - SIZE + 1]!;
      const m = Math.hypot(gx, gy) / 4;
      sum += m;
      if (m > 40) {
        edges += 1;
        if (g[i]! < 60) ink += 1;
        // A drawn line: darker than the pixels two steps to either side across it.
        const across = Math.abs(gx) > Math.abs(gy) ? 2 : 2 * SIZE;
        if (g[i]! + 25 < g[i - across]! && g[i]! + 25 < g[i + across]!) lines += 1;
        // A step: flat on both sides three pixels away, and not a line.
        else {
          const a = i - 3 * (across / 2);
          const b = i + 3 * (across / 2);
          if (
            Math.abs(g[a]! - g[a - across / 2]!) < 3 &&
            Math.abs(g[b]! - g[b + across / 2]!) < 3 &&
            Math.abs(g[a]! - g[b]!) > 20
          )
            steps += 1;
        }
      }
      if (m < 1.5) flat += 1;
      // A gentle ramp: no edge here, but eight pixels across the tone has moved.
      if (m < 10 && x >= 4 && y >= 4 && x < SIZE - 4 && y < SIZE - 4) {
        const span = Math.abs(g[i + 4]! - g[i - 4]!) + Math.abs(g[i + 4 * SIZE]! - g[i - 4 * SIZE]!);
        if (span >= 5 && span < 40) soft += 1;
      }
      if (m < 12) {
        grain += Math.abs(4 * g[i]! - g[i - 1]! - g[i + 1]! - g[i - SIZE]! - g[i + SIZE]!);
        quiet += 1;
      }
    }
  return {
    edges: edges / n,
    ink: ink / n,
    sharp: sum / n,
    flat: flat / n,
    grain: quiet ? grain / quiet : 0,
    lineDark: edges ? lines / edges : 0,
    soft: soft / n,
    step: edges ? steps / edges : 0,
  };
}

/** Mean absolute difference per channel value (0 same, 255 opposite) at 128 px. */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((x) => sharp(x).resize(128, 128).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa!.length; i += 1) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}
