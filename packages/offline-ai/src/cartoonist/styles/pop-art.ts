import { inkLines, multiplyInk } from '../outlines.js';
import { fromRaw, luminance, percentile, toRaw, type RawImage } from '../raw-image.js';

/** Darkest to lightest: the four flat inks of a screen print. */
const INKS: ReadonlyArray<readonly [number, number, number]> = [
  [29, 26, 92], // navy
  [230, 0, 126], // magenta
  [0, 174, 239], // cyan
  [255, 230, 0], // yellow
];
/** Distance in pixels between halftone dots. */
const DOT_SPACING = 8;

/**
 * Pop Art: brightness cut into four bands (near the photo's own quartiles, so a photo uses all
 * four inks), each printed in one bold flat colour, Ben-Day dots of the darker ink across the two
 * middle bands, and heavy black outlines.
 */
export async function popArt(crop: RawImage): Promise<Buffer> {
  const smooth = await toRaw(fromRaw(crop).median(5).normalise());
  const ink = await inkLines(smooth, { blur: 1.5, threshold: 8, maxShare: 0.05, weight: 1 });
  const grey = luminance(smooth);
  const cuts = bandCuts(grey);
  const { width, height } = crop;
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const value = grey[p]!;
      const band = value < cuts[0] ? 0 : value < cuts[1] ? 1 : value < cuts[2] ? 2 : 3;
      const inMiddle = band === 1 || band === 2;
      const colour = inMiddle && onDot(x, y, darkness(value, cuts, band)) ? INKS[band - 1]! : INKS[band]!;
      out.set(colour, p * 3);
    }
  }
  const printed = multiplyInk({ data: out, width, height }, ink);
  // Lossless keeps the four inks exact and the dots round.
  return fromRaw(printed).webp({ lossless: true, effort: 2 }).toBuffer();
}

/** Even cuts of the brightness range, and how far a photo's own quartiles may move them. */
const EVEN_CUTS = [64, 128, 192] as const;
const CUT_FREEDOM = 48;

/**
 * The brightness values that split the picture into four bands: its quartiles (four equal shares),
 * kept near even cuts so a mostly white or dark picture still shows more than one ink.
 */
function bandCuts(grey: Uint8Array): [number, number, number] {
  return EVEN_CUTS.map((even, i) => {
    const quartile = percentile(grey, (i + 1) / 4) + 1;
    return Math.min(even + CUT_FREEDOM, Math.max(even - CUT_FREEDOM, quartile));
  }) as [number, number, number];
}

/** 0 at the light end of a band, 1 at its dark end. */
function darkness(value: number, cuts: [number, number, number], band: number): number {
  const low = band === 0 ? 0 : cuts[band - 1]!;
  const high = band === 3 ? 256 : cuts[band]!;
  return high > low ? (high - value) / (high - low) : 0;
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
