import type { Look } from './looks.js';
import type { Random } from './random.js';

/** The canvas side, in pixels: pictures are square. */
export const SIZE = 1024;

/** What every drawing function gets: randomness, the look, and the picture's shared <defs>. */
export interface Paint {
  rng: Random;
  look: Look;
  /** A colour graded to the look. */
  c: (hex: string) => string;
  /** Adds a definition (gradient, clip, filter) and answers its id. */
  def: (make: (id: string) => string) => string;
  /** Everything added with `def`, for the picture's <defs>. */
  defs: () => string;
  /** A fresh prefix for ids inside one emoji. */
  uid: () => string;
}

export function createPaint(rng: Random, look: Look): Paint {
  const items: string[] = [];
  let uses = 0;
  return {
    rng,
    look,
    c: look.grade,
    def: (make) => {
      const id = `d${items.length}`;
      items.push(make(id));
      return id;
    },
    defs: () => items.join(''),
    uid: () => `e${(uses += 1)}-`,
  };
}

export type Stop = [offset: number, colour: string, opacity?: number];

function stops(p: Paint, list: readonly Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${p.c(colour)}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** A vertical gradient (top to bottom) unless a direction is given; answers a `url(#…)` paint. */
export function linear(
  p: Paint,
  list: readonly Stop[],
  [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1],
): string {
  return `url(#${p.def((id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(p, list)}</linearGradient>`)})`;
}

/** A radial gradient in canvas pixels. */
export function radial(p: Paint, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `url(#${p.def((id) => `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(p, list)}</radialGradient>`)})`;
}

/** Ink outline attributes when the look draws them (anime), else nothing. */
export function ink(p: Paint, scale = 1): string {
  const outline = p.look.outline;
  return outline ? ` stroke="${outline.colour}" stroke-width="${n(outline.width * scale)}" stroke-linejoin="round"` : '';
}

/** A number short enough for SVG text. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
