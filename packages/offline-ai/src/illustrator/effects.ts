import { linear, n, radial, SIZE, type Paint } from './paint.js';
import type { Random } from './random.js';
import { twinkle, type Light } from './sky.js';

/** Lights, glosses and sparkles that make the four looks; cheap SVG only (gradients, small filters). */

const glossIds = new WeakMap<Paint, string>();

/**
 * Pixar's glossy, rounded shading: the shape's own edge, blurred, lit from the top left as if it
 * were a bump, added back as a highlight. Used on things and the hero's body, never the sky.
 */
export function glossFilter(p: Paint): string {
  let id = glossIds.get(p);
  if (!id) {
    id = p.def(
      (fid) =>
        `<filter id="${fid}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="5" result="b"/>` +
        `<feSpecularLighting in="b" surfaceScale="5" specularConstant="0.75" specularExponent="18" lighting-color="#ffffff" result="s"><feDistantLight azimuth="225" elevation="42"/></feSpecularLighting>` +
        `<feComposite in="s" in2="SourceAlpha" operator="in" result="h"/>` +
        `<feComposite in="SourceGraphic" in2="h" operator="arithmetic" k2="1" k3="0.55"/></filter>`,
    );
    glossIds.set(p, id);
  }
  return id;
}

/** Wraps a drawing in the look's gloss when it has one. */
export function glossy(p: Paint, svg: string): string {
  return p.look.gloss ? `<g filter="url(#${glossFilter(p)})">${svg}</g>` : svg;
}

/** A soft shadow where something stands. */
export function shadow(p: Paint, x: number, y: number, width: number): string {
  if (p.look.shadow <= 0) return '';
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(width * 0.4)}" ry="${n(width * 0.08)}" fill="#1d1830" opacity="${p.look.shadow}"/>`;
}

/** Light pouring from the sun or moon over the whole picture. */
export function lightWash(p: Paint, light: Light): string {
  const { colour, opacity } = p.look.light;
  const r = SIZE * 1.1;
  return `<rect width="${SIZE}" height="${SIZE}" fill="${radial(
    p,
    [
      [0, colour, opacity],
      [0.5, colour, opacity * 0.35],
      [1, colour, 0],
    ],
    light.x,
    Math.max(light.y, 0),
    r,
  )}"/>`;
}

export function vignette(p: Paint): string {
  const v = p.look.vignette;
  if (!v) return '';
  return `<rect width="${SIZE}" height="${SIZE}" fill="${radial(
    p,
    [
      [0, v.colour, 0],
      [0.62, v.colour, 0],
      [1, v.colour, v.opacity],
    ],
    SIZE / 2,
    SIZE / 2,
    SIZE * 0.75,
  )}"/>`;
}

/** Disney's magic: twinkles and dots of light, thicker round the hero. */
export function sparkles(
  p: Paint,
  rng: Random,
  count: number,
  around: { x: number; y: number },
  face: { x: number; y: number; r: number },
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const near = i < count / 2;
    const x = near ? around.x + rng.range(-260, 260) : rng.range(20, SIZE - 20);
    const y = near ? around.y + rng.range(-320, 120) : rng.range(20, SIZE * 0.7);
    const r = rng.range(6, near ? 22 : 16);
    // Never a sparkle on the hero's face.
    if (Math.hypot(x - face.x, y - face.y) < face.r + r) continue;
    const colour = p.c(rng.pick(['#fff4c2', '#ffffff', '#ffe08a', '#e6d4ff']));
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.6)}" fill="${radial(
      p,
      [
        [0, '#fff6d8', 0.55],
        [1, '#fff6d8', 0],
      ],
      x,
      y,
      r * 1.6,
    )}"/>`;
    out += rng.chance(0.6)
      ? twinkle(x, y, r, colour, 0.95)
      : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.25)}" fill="${colour}"/>`;
  }
  return out;
}

/** A warm glow behind the hero (Disney's spotlight). */
export function halo(p: Paint, x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${radial(
    p,
    [
      [0, '#fff1b8', 0.6],
      [0.6, '#ffe08a', 0.2],
      [1, '#ffe08a', 0],
    ],
    x,
    y,
    r,
  )}"/>`;
}

/** Fairy-tale light: soft shafts falling from the light source, and a deeper sky above. */
export function enchantedLight(p: Paint, light: Light): string {
  let out = `<rect width="${SIZE}" height="${SIZE * 0.45}" fill="${linear(p, [
    [0, '#1c1f6e', 0.38],
    [1, '#1c1f6e', 0],
  ])}"/>`;
  const x0 = Math.max(80, Math.min(SIZE - 80, light.x));
  const y0 = Math.max(-40, light.y);
  for (const angle of [-0.5, -0.18, 0.14, 0.46]) {
    const spread = 0.06;
    const far = SIZE * 1.4;
    const a = Math.PI / 2 + angle;
    const point = (t: number) => `${n(x0 + Math.cos(a + t) * far)} ${n(y0 + Math.sin(a + t) * far)}`;
    out += `<path d="M${n(x0)} ${n(y0)}L${point(-spread)}L${point(spread)}Z" fill="${p.c('#fff3c8')}" opacity="0.13"/>`;
  }
  return out;
}

/** Anime speed lines: thin white rays bursting from behind the hero. */
export function speedLines(p: Paint, rng: Random, x: number, y: number): string {
  let d = '';
  const rays = 44;
  for (let i = 0; i < rays; i += 1) {
    const angle = (i / rays) * Math.PI * 2 + rng.range(-0.04, 0.04);
    const inner = rng.range(330, 420);
    const outer = 1100;
    const spread = rng.range(0.006, 0.016);
    const point = (r: number, a: number) => `${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
    d += `M${point(inner, angle)}L${point(outer, angle - spread)}L${point(outer, angle + spread)}Z`;
  }
  return `<path d="${d}" fill="#ffffff" opacity="0.32"/>`;
}
