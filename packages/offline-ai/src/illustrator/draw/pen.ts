import { mix } from '../colour.js';
import type { Random } from '../../seeded.js';
import { lightOf, shadowOf, tintedLine, type Hand } from './hands.js';

/** The canvas side, in pixels: pictures are square. */
export const SIZE = 1024;

export type Point = readonly [number, number];

interface ShapeOptions {
  /** Shade the shape in the hand's way (default true). */
  shade?: boolean;
  /** Outline it when the hand draws lines (default true). */
  line?: boolean;
  /** Outline colour instead of the hand's. */
  lineColour?: string;
  opacity?: number;
  /** A specular highlight (round, shiny things in the rendered hand; eyes everywhere); 'sheen' for skin: soft-edged. */
  gloss?: boolean | 'sheen';
  /** The box of the shape when it is not a plain path (ellipses). */
  box?: Box;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Draws shapes in one illustrator's hand: every part of every figure, thing and backdrop goes
 * through `shape`, so line, shading and colour are the hand's everywhere in the picture. A pen may
 * be scaled (a figure drawn in its own units, then placed) and mirrored (facing left): lines keep
 * their width on the canvas and the light keeps coming from the upper left.
 */
export interface Pen {
  hand: Hand;
  rng: Random;
  /** A colour in the book's palette (the hand's grade, the palette variant, prompt moods). */
  c: (hex: string) => string;
  /** Names `c` for caches: the same key means the same grade. */
  gradeKey: string;
  /** Adds a definition (gradient, clip, filter) and answers its id. */
  def: (make: (id: string) => string) => string;
  defs: () => string;
  /** A fresh prefix for ids inside one piece of artwork. */
  uid: () => string;
  /** A closed path, filled, shaded and outlined. */
  shape: (d: string, fill: string, o?: ShapeOptions) => string;
  ellipse: (cx: number, cy: number, rx: number, ry: number, fill: string, o?: ShapeOptions) => string;
  /** Overlapping circles as one shape with one outline (a tree's crown, a cloud, a curly head). */
  cluster: (circles: readonly (readonly [number, number, number])[], fill: string, o?: { line?: boolean }) => string;
  /** A limb or a tube along points: outline, then fill, then the hand's shading along it. */
  tube: (points: readonly Point[], width: number, fill: string, o?: { line?: boolean }) => string;
  /** A drawn line (a mouth, a whisker, a crack): in the hand's ink, `width` in canvas pixels. */
  stroke: (d: string, colour: string, width: number, o?: { opacity?: number; cap?: string }) => string;
  /** Outline width on the canvas, in this pen's units. */
  lineWidth: () => number;
  /** A pen for drawing inside `scale(k)` (and mirrored): widths stay canvas widths times `lineFactor`. */
  scaled: (k: number, mirrored: boolean, lineFactor?: number) => Pen;
  /** Canvas pixels per unit of this pen. */
  k: number;
  mirrored: boolean;
}

interface Shared {
  items: string[];
  gradients: Map<string, string>;
  uses: number;
}

export function createPen(hand: Hand, rng: Random, grade: (hex: string) => string, gradeKey = hand.style): Pen {
  return makePen(hand, rng, grade, gradeKey, { items: [], gradients: new Map(), uses: 0 }, 1, false, 1);
}

function makePen(
  hand: Hand,
  rng: Random,
  grade: (hex: string) => string,
  gradeKey: string,
  shared: Shared,
  k: number,
  mirrored: boolean,
  lineFactor: number,
): Pen {
  const def = (make: (id: string) => string) => {
    const id = `d${shared.items.length}`;
    shared.items.push(make(id));
    return id;
  };
  const lineW = () => (hand.line.width * lineFactor) / k;
  const lineColour = (fill: string) => {
    if (hand.line.kind === 'ink') return hand.line.ink;
    return tintedLine(hand, fill);
  };
  // The light is upper left on the canvas: in a mirrored pen's units it is upper right.
  const lx = mirrored ? 0.68 : 0.32;

  /** White at its middle fading to nothing at its rim. */
  const sheen = (strength: number): string => {
    const key = `sheen|${strength}`;
    let id = shared.gradients.get(key);
    if (!id) {
      id = def(
        (gid) =>
          `<radialGradient id="${gid}"><stop offset="0" stop-color="#ffffff" stop-opacity="${n(strength)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
      );
      shared.gradients.set(key, id);
    }
    return `url(#${id})`;
  };

  const gradient = (fill: string, kind: 'soft' | 'wash'): string => {
    const key = `${kind}|${fill}|${mirrored ? 1 : 0}`;
    let id = shared.gradients.get(key);
    if (!id) {
      id =
        kind === 'soft'
          ? def(
              (gid) =>
                `<radialGradient id="${gid}" cx="${lx}" cy="0.3" r="0.8" fx="${lx}" fy="0.28"><stop offset="0" stop-color="${lightOf(fill, 0.32)}"/><stop offset="0.42" stop-color="${fill}"/><stop offset="1" stop-color="${shadowOf(hand, fill)}"/></radialGradient>`,
            )
          : def(
              (gid) =>
                `<linearGradient id="${gid}" x1="${lx}" y1="0" x2="${1 - lx}" y2="1"><stop offset="0" stop-color="${lightOf(fill, 0.14)}"/><stop offset="0.55" stop-color="${fill}"/><stop offset="1" stop-color="${shadowOf(hand, fill, hand.shadow.amount)}"/></linearGradient>`,
            );
      shared.gradients.set(key, id);
    }
    return `url(#${id})`;
  };

  const outline = (fill: string, o: ShapeOptions) =>
    hand.line.kind !== 'none' && o.line !== false
      ? ` stroke="${o.lineColour ?? lineColour(fill)}" stroke-width="${n(lineW())}" stroke-linejoin="round"`
      : '';

  // Rim light only where it shows: shapes a good size on the canvas.
  const rimmed = (b: Box) => Math.min(b.x1 - b.x0, b.y1 - b.y0) * k > 40;

  const shape = (d: string, fill: string, o: ShapeOptions = {}): string => {
    const opacity = o.opacity !== undefined && o.opacity < 1 ? o.opacity : null;
    // Shading a shape a few pixels across shows nothing and costs a clip or a gradient to draw.
    const small = (() => {
      if (o.shade === false) return false;
      const b = o.box ?? boxOf(d);
      return Math.max(b.x1 - b.x0, b.y1 - b.y0) * k < 16;
    })();
    const shade = o.shade !== false && !small;
    let body: string;
    if (!shade) body = `<path d="${d}" fill="${fill}"${outline(fill, o)}/>`;
    else if (hand.shading === 'soft' && hand.shadow.rim > 0 && rimmed(o.box ?? boxOf(d))) {
      // Rendered volume with back light: the shape in rim light, then the lit volume over it,
      // nudged towards the key light, leaves a bright sliver on the far edge.
      const box = o.box ?? boxOf(d);
      const dx = Math.min(box.x1 - box.x0, 120 / k) * 0.05 * (mirrored ? 1 : -1);
      const dy = -Math.min(box.y1 - box.y0, 120 / k) * 0.04;
      const clip = def((id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      body =
        `<path d="${d}" fill="${mix(fill, '#fff4dc', hand.shadow.rim)}"/>` +
        `<g clip-path="url(#${clip})"><path d="${d}" fill="${gradient(fill, 'soft')}" transform="translate(${n(dx)} ${n(dy)})"/></g>`;
    } else if (hand.shading === 'soft' || hand.shading === 'wash')
      body = `<path d="${d}" fill="${gradient(fill, hand.shading)}"${outline(fill, o)}/>`;
    else {
      // Cel: the whole shape in shadow, then the lit part: the same shape moved towards the light,
      // clipped to the shape, leaves a crescent of shadow on the far side.
      const box = o.box ?? boxOf(d);
      const w = box.x1 - box.x0;
      const h = box.y1 - box.y0;
      const dx = w * hand.shadow.reach * (mirrored ? 1 : -1);
      const dy = -h * hand.shadow.reach * 0.55;
      const clip = def((id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      const dark = hand.shadow.opacity < 1 ? mix(fill, shadowOf(hand, fill), hand.shadow.opacity) : shadowOf(hand, fill);
      body =
        `<path d="${d}" fill="${dark}"/>` +
        `<g clip-path="url(#${clip})"><path d="${d}" fill="${fill}" transform="translate(${n(dx)} ${n(dy)})"/></g>` +
        (outline(fill, o) ? `<path d="${d}" fill="none"${outline(fill, o)}/>` : '');
    }
    if (o.gloss) {
      const box = o.box ?? boxOf(d);
      const w = box.x1 - box.x0;
      const h = box.y1 - box.y0;
      const gx = box.x0 + w * (mirrored ? 0.7 : 0.3);
      const gy = box.y0 + h * 0.26;
      const strength = hand.shading === 'soft' ? 0.55 : hand.shading === 'cel' ? 0.85 : 0.35;
      // Skin takes the light as a sheen that fades at its edge (a crisp one is a white patch on a face).
      const soft = o.gloss === 'sheen';
      const paint = soft ? sheen(strength) : '#ffffff';
      const fade = soft ? '' : ` opacity="${n(strength)}"`;
      body += `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(w * 0.12)}" ry="${n(h * 0.08)}" fill="${paint}"${fade} transform="rotate(${mirrored ? 30 : -30} ${n(gx)} ${n(gy)})"/>`;
    }
    // Opacity on each element, never on a group: a group's opacity costs a whole offscreen canvas.
    return opacity === null
      ? body
      : body.replace(/<path /g, `<path fill-opacity="${n(opacity)}" stroke-opacity="${n(opacity)}" `);
  };

  const cluster = (circles: readonly (readonly [number, number, number])[], fill: string, o: { line?: boolean } = {}): string => {
    const circle = (c: readonly [number, number, number], r: number, paint: string, dx = 0, dy = 0) =>
      `<circle cx="${n(c[0] + dx)}" cy="${n(c[1] + dy)}" r="${n(r)}" fill="${paint}"/>`;
    let out = '';
    if (hand.line.kind !== 'none' && o.line !== false)
      out += circles.map((c) => circle(c, c[2] + lineW(), lineColour(fill))).join('');
    if (hand.shading === 'cel') {
      const x0 = Math.min(...circles.map((c) => c[0] - c[2]));
      const x1 = Math.max(...circles.map((c) => c[0] + c[2]));
      const y0 = Math.min(...circles.map((c) => c[1] - c[2]));
      const y1 = Math.max(...circles.map((c) => c[1] + c[2]));
      const dx = (x1 - x0) * hand.shadow.reach * 0.5 * (mirrored ? 1 : -1);
      const dy = -(y1 - y0) * hand.shadow.reach * 0.4;
      const clip = def((id) => `<clipPath id="${id}">${circles.map((c) => circle(c, c[2], '#000')).join('')}</clipPath>`);
      const dark = hand.shadow.opacity < 1 ? mix(fill, shadowOf(hand, fill), hand.shadow.opacity) : shadowOf(hand, fill);
      out += circles.map((c) => circle(c, c[2], dark)).join('');
      out += `<g clip-path="url(#${clip})">${circles.map((c) => circle(c, c[2], fill, dx, dy)).join('')}</g>`;
    } else {
      const paint = hand.shading === 'soft' || hand.shading === 'wash' ? gradient(fill, hand.shading) : fill;
      out += circles.map((c) => circle(c, c[2], paint)).join('');
    }
    return out;
  };

  const pen: Pen = {
    hand,
    rng,
    c: grade,
    gradeKey,
    uid: () => `e${(shared.uses += 1)}-`,
    def,
    defs: () => shared.items.join(''),
    shape,
    cluster,
    ellipse: (cx, cy, rx, ry, fill, o = {}) =>
      shape(ellipsePath(cx, cy, rx, ry), fill, { ...o, box: { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry } }),
    tube: (points, width, fill, o = {}) => {
      const d = polyline(points);
      let out = '';
      if (hand.line.kind !== 'none' && o.line !== false)
        out += `<path d="${d}" fill="none" stroke="${lineColour(fill)}" stroke-width="${n(width + 2 * lineW())}" stroke-linecap="round" stroke-linejoin="round"/>`;
      // The shadow side of a tube: the full width darker, then the lit part narrower and nudged
      // towards the light.
      const shaded = hand.shading === 'cel' || hand.shading === 'soft';
      if (shaded) {
        out += `<path d="${d}" fill="none" stroke="${hand.shading === 'soft' ? shadowOf(hand, fill, hand.shadow.amount * 0.7) : mix(fill, shadowOf(hand, fill), hand.shadow.opacity)}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
        const off = width * 0.14 * (mirrored ? 1 : -1);
        out += `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${n(width * 0.7)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${n(off)} ${n(-Math.abs(off) * 0.5)})"/>`;
        if (hand.shading === 'soft')
          out += `<path d="${d}" fill="none" stroke="${lightOf(fill, 0.3)}" stroke-width="${n(width * 0.22)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.55" transform="translate(${n(off * 2)} ${n(-Math.abs(off))})"/>`;
      } else {
        out += `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      return out;
    },
    stroke: (d, colour, width, o = {}) =>
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width / k)}" stroke-linecap="${o.cap ?? 'round'}" stroke-linejoin="round"${o.opacity !== undefined ? ` opacity="${n(o.opacity)}"` : ''}/>`,
    lineWidth: lineW,
    scaled: (scale, mirror, factor = 1) => makePen(hand, rng, grade, gradeKey, shared, k * scale, mirror, lineFactor * factor),
    k,
    mirrored,
  };
  return pen;
}

/** The bounding box of a path made of absolute M/L/C/Q/Z commands (coordinate pairs only). */
function boxOf(d: string): Box {
  const nums = d.match(/-?\d*\.?\d+(?:e-?\d+)?/g)?.map(Number) ?? [0, 0];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i + 1 < nums.length; i += 2) {
    x0 = Math.min(x0, nums[i]!);
    x1 = Math.max(x1, nums[i]!);
    y0 = Math.min(y0, nums[i + 1]!);
    y1 = Math.max(y1, nums[i + 1]!);
  }
  return { x0, y0, x1, y1 };
}

/** An ellipse as cubic curves (so it is a path like any other shape, and `boxOf` can read it). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  const kx = rx * 0.5523;
  const ky = ry * 0.5523;
  return (
    `M${n(cx - rx)} ${n(cy)}` +
    `C${n(cx - rx)} ${n(cy - ky)} ${n(cx - kx)} ${n(cy - ry)} ${n(cx)} ${n(cy - ry)}` +
    `C${n(cx + kx)} ${n(cy - ry)} ${n(cx + rx)} ${n(cy - ky)} ${n(cx + rx)} ${n(cy)}` +
    `C${n(cx + rx)} ${n(cy + ky)} ${n(cx + kx)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}` +
    `C${n(cx - kx)} ${n(cy + ry)} ${n(cx - rx)} ${n(cy + ky)} ${n(cx - rx)} ${n(cy)}Z`
  );
}

/** Points joined by straight segments. */
function polyline(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
}

/** A closed shape through points, with rounded corners (quadratic curves through midpoints). */
export function blob(points: readonly Point[]): string {
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const count = points.length;
  const start = mid(points[count - 1]!, points[0]!);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < count; i += 1) {
    const p = points[i]!;
    const m = mid(p, points[(i + 1) % count]!);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

/** A number short enough for SVG text. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Places a drawing: its local origin at (x, y), `k` canvas pixels per unit, mirrored to face left. */
export function place(svg: string, x: number, y: number, k: number, mirrored: boolean, rotate = 0): string {
  const flip = mirrored ? ` scale(${n4(-k)} ${n4(k)})` : ` scale(${n4(k)})`;
  const turn = rotate ? ` rotate(${n(rotate)})` : '';
  return `<g transform="translate(${n(x)} ${n(y)})${flip}${turn}">${svg}</g>`;
}

function n4(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}
