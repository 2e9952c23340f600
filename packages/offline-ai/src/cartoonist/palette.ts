import { buildPaletteSync, utils } from 'image-q';
import type { Rgb } from './face.js';
import type { RawImage } from './raw-image.js';

/**
 * A reduced palette with image-q (MIT; its NeuQuant quantiser, fast and deterministic): the picture's own main colours,
 * plus colours that must survive however small their area: the child's skin (and its shadow),
 * the irises, the hair. Then every pixel takes its nearest palette colour, no dithering, so the
 * regions stay flat like a drawing's.
 */
export function reducePalette(sample: RawImage, colours: number, keep: readonly Rgb[]): utils.Palette {
  const palette = buildPaletteSync([container(sample)], {
    colors: colours,
    paletteQuantization: 'neuquant',
    colorDistanceFormula: 'euclidean-bt709-noalpha',
  });
  for (const [r, g, b] of keep) palette.add(utils.Point.createByRGBA(Math.round(r), Math.round(g), Math.round(b), 255));
  return palette;
}

/**
 * Each pixel of `image` mapped to its nearest palette colour (the same BT.709-weighted distance
 * image-q builds with), answered from a table per 5-bit colour so a 512 px picture takes
 * milliseconds rather than image-q's per-pixel search.
 */
export function mapToPalette(image: RawImage, palette: utils.Palette): RawImage {
  const colours = paletteColours(palette);
  const table = new Int16Array(32 * 32 * 32).fill(-1);
  const data = Buffer.alloc(image.width * image.height * 3);
  for (let i = 0; i < data.length; i += 3) {
    const r = image.data[i]!;
    const g = image.data[i + 1]!;
    const b = image.data[i + 2]!;
    const k = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    let best = table[k]!;
    if (best < 0) {
      let bestD = Infinity;
      colours.forEach(([pr, pg, pb], index) => {
        const d = 0.2126 * (r - pr) ** 2 + 0.7152 * (g - pg) ** 2 + 0.0722 * (b - pb) ** 2;
        if (d < bestD) {
          bestD = d;
          best = index;
        }
      });
      table[k] = best;
    }
    const c = colours[best]!;
    data[i] = c[0];
    data[i + 1] = c[1];
    data[i + 2] = c[2];
  }
  return { data, width: image.width, height: image.height };
}

/** The palette's colours as RGB. */
export function paletteColours(palette: utils.Palette): Rgb[] {
  return palette
    .getPointContainer()
    .getPointArray()
    .map((p) => [p.r, p.g, p.b]);
}

function container(image: RawImage): utils.PointContainer {
  const rgba = new Uint8Array(image.width * image.height * 4);
  for (let p = 0, i = 0; i < image.data.length; p += 4, i += 3) {
    rgba[p] = image.data[i]!;
    rgba[p + 1] = image.data[i + 1]!;
    rgba[p + 2] = image.data[i + 2]!;
    rgba[p + 3] = 255;
  }
  return utils.PointContainer.fromUint8Array(rgba, image.width, image.height);
}
