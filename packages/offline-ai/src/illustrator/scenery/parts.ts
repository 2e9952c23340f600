import { darken, lighten, mix } from '../colour.js';
import { blob, n, SIZE, type Pen, type Point } from '../draw/pen.js';
import type { Random } from '../../seeded.js';

/**
 * Pieces of scenery, each drawn through the pen so it takes the hand's lines and shading: ground,
 * hills, mountains, trees, water, buildings. `far` pieces fade into the air (no outline, paler).
 */

export interface Air {
  /** The colour of the air at the horizon: far things fade into it. */
  haze: string;
}

export const fade = (colour: string, air: Air, amount: number) => mix(colour, air.haze, amount);

export function ground(p: Pen, top: number, colours: readonly [string, string], bottom = SIZE): string {
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c(colours[0])}"/><stop offset="1" stop-color="${p.c(colours[1])}"/></linearGradient>`,
  );
  return `<rect x="0" y="${n(top)}" width="${SIZE}" height="${n(bottom - top)}" fill="url(#${id})"/>`;
}

/** Rolling hills along `y`, `amp` high. */
export function hills(
  p: Pen,
  rng: Random,
  y: number,
  amp: number,
  colour: string,
  o: { line?: boolean; bumps?: number } = {},
): string {
  const bumps = o.bumps ?? 4;
  const step = SIZE / bumps;
  let d = `M-20 ${n(SIZE)}L-20 ${n(y)}`;
  for (let i = 0; i < bumps; i += 1) {
    const x0 = i * step;
    d += `Q${n(x0 + step * 0.5)} ${n(y - amp * rng.range(0.6, 1.3))} ${n(x0 + step)} ${n(y + rng.range(-amp * 0.2, amp * 0.2))}`;
  }
  d += `L${SIZE + 20} ${n(SIZE)}Z`;
  return p.shape(d, p.c(colour), { line: o.line ?? false });
}

export function mountains(
  p: Pen,
  rng: Random,
  y: number,
  height: number,
  colour: string,
  o: { snow?: boolean; count?: number; line?: boolean } = {},
): string {
  const count = o.count ?? 4;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = (i + 0.5) * (SIZE / count) + rng.range(-60, 60);
    const h = height * rng.range(0.7, 1.1);
    const w = (SIZE / count) * rng.range(0.8, 1.1);
    const d = `M${n(cx - w)} ${n(y)}L${n(cx - w * 0.15)} ${n(y - h * 0.92)}Q${n(cx)} ${n(y - h)} ${n(cx + w * 0.12)} ${n(y - h * 0.9)}L${n(cx + w)} ${n(y)}Z`;
    out += p.shape(d, p.c(colour), { line: o.line ?? false });
    if (o.snow)
      out += p.shape(
        `M${n(cx - w * 0.15 - h * 0.28 * 0.9)} ${n(y - h * 0.64)}L${n(cx - w * 0.15)} ${n(y - h * 0.92)}Q${n(cx)} ${n(y - h)} ${n(cx + w * 0.12)} ${n(y - h * 0.9)}L${n(cx + w * 0.3)} ${n(y - h * 0.68)}L${n(cx + w * 0.12)} ${n(y - h * 0.72)}L${n(cx)} ${n(y - h * 0.62)}L${n(cx - w * 0.14)} ${n(y - h * 0.7)}Z`,
        p.c('#f8fbff'),
        { line: o.line ?? false },
      );
  }
  return out;
}

export type TreeKind = 'round' | 'pine' | 'palm' | 'jungle' | 'blossom' | 'apple' | 'bare' | 'snowy-pine' | 'autumn' | 'baobab';

/** A tree standing at (x, y), `h` tall. */
export function tree(p: Pen, x: number, y: number, h: number, kind: TreeKind, o: { line?: boolean; tint?: string } = {}): string {
  const line = o.line ?? true;
  const trunk = p.c('#7a5232');
  const g = (c: string) => p.c(o.tint ? mix(c, o.tint, 0.45) : c);
  const tw = h * 0.08;
  let out = '';
  switch (kind) {
    case 'pine':
    case 'snowy-pine': {
      out += p.shape(
        `M${n(x - tw * 0.6)} ${n(y)}L${n(x - tw * 0.5)} ${n(y - h * 0.25)}L${n(x + tw * 0.5)} ${n(y - h * 0.25)}L${n(x + tw * 0.6)} ${n(y)}Z`,
        trunk,
        { line },
      );
      for (let i = 0; i < 3; i += 1) {
        const base = y - h * (0.18 + i * 0.22);
        const w = h * (0.34 - i * 0.08);
        out += p.shape(
          `M${n(x - w)} ${n(base)}Q${n(x)} ${n(base + h * 0.05)} ${n(x + w)} ${n(base)}L${n(x)} ${n(base - h * 0.38)}Z`,
          g('#2f7a4b'),
          { line },
        );
        if (kind === 'snowy-pine')
          out += p.shape(
            `M${n(x - w * 0.45)} ${n(base - h * 0.2)}L${n(x)} ${n(base - h * 0.38)}L${n(x + w * 0.45)} ${n(base - h * 0.2)}Q${n(x)} ${n(base - h * 0.14)} ${n(x - w * 0.45)} ${n(base - h * 0.2)}Z`,
            p.c('#f8fbff'),
            { line: false },
          );
      }
      return out;
    }
    case 'palm': {
      out += p.tube(
        [
          [x, y],
          [x + h * 0.06, y - h * 0.5],
          [x + h * 0.16, y - h * 0.9],
        ],
        tw * 1.3,
        p.c('#9a6b3c'),
        { line },
      );
      const top: Point = [x + h * 0.16, y - h * 0.9];
      for (const a of [-160, -120, -60, -20, 20, 160]) {
        const r = (a * Math.PI) / 180;
        const ex = top[0] + Math.cos(r) * h * 0.42;
        const ey = top[1] + Math.sin(r) * h * 0.22 + h * 0.12;
        out += p.shape(
          `M${n(top[0])} ${n(top[1])}Q${n((top[0] + ex) / 2)} ${n(top[1] - h * 0.16)} ${n(ex)} ${n(ey)}Q${n((top[0] + ex) / 2)} ${n(top[1] - h * 0.02)} ${n(top[0])} ${n(top[1])}Z`,
          g('#3f9b48'),
          { line },
        );
      }
      return out;
    }
    case 'bare':
      out += p.tube(
        [
          [x, y],
          [x, y - h * 0.55],
        ],
        tw * 1.4,
        trunk,
        { line },
      );
      for (const [dx, dy] of [
        [-0.25, -0.85],
        [0.28, -0.8],
        [-0.05, -1],
        [0.15, -0.62],
      ])
        out += p.tube(
          [
            [x, y - h * 0.45],
            [x + dx! * h, y + dy! * h],
          ],
          tw * 0.6,
          trunk,
          { line },
        );
      return out;
    case 'baobab':
      out += p.shape(
        `M${n(x - tw * 2)} ${n(y)}L${n(x - tw * 1.4)} ${n(y - h * 0.7)}L${n(x + tw * 1.4)} ${n(y - h * 0.7)}L${n(x + tw * 2)} ${n(y)}Z`,
        p.c('#9a7a5a'),
        { line },
      );
      out += p.shape(
        blob([
          [x - h * 0.45, y - h * 0.72],
          [x - h * 0.1, y - h * 0.95],
          [x + h * 0.45, y - h * 0.78],
          [x, y - h * 0.66],
        ]),
        g('#6a9b3a'),
        { line },
      );
      return out;
    default: {
      out += p.shape(
        `M${n(x - tw)} ${n(y)}Q${n(x - tw * 0.4)} ${n(y - h * 0.3)} ${n(x - tw * 0.6)} ${n(y - h * 0.5)}L${n(x + tw * 0.6)} ${n(y - h * 0.5)}Q${n(x + tw * 0.4)} ${n(y - h * 0.3)} ${n(x + tw)} ${n(y)}Z`,
        trunk,
        { line },
      );
      const leaf = kind === 'blossom' ? '#f6b6cf' : kind === 'autumn' ? '#e0872e' : kind === 'jungle' ? '#2f8a3e' : '#4d9e46';
      const puffs: [number, number, number][] = [
        [0, -0.62, 0.26],
        [-0.22, -0.55, 0.2],
        [0.22, -0.55, 0.2],
        [-0.12, -0.8, 0.2],
        [0.14, -0.78, 0.2],
        [0, -0.9, 0.16],
      ];
      out += p.cluster(
        puffs.map(([dx, dy, r]) => [x + dx * h, y + dy * h, r * h] as const),
        g(leaf),
        { line },
      );
      if (kind === 'apple' || kind === 'blossom')
        for (const [dx, dy] of [
          [-0.16, -0.62],
          [0.12, -0.72],
          [0.02, -0.5],
          [-0.04, -0.82],
        ])
          out += `<circle cx="${n(x + dx! * h)}" cy="${n(y + dy! * h)}" r="${n(h * 0.035)}" fill="${p.c(kind === 'apple' ? '#e23b3b' : '#ffffff')}"/>`;
      return out;
    }
  }
}

/** A row of trees along `y`, far (faded, no lines) or near. */
export function treeline(
  p: Pen,
  rng: Random,
  y: number,
  h: number,
  kind: TreeKind,
  o: { count?: number; line?: boolean; tint?: string } = {},
): string {
  const count = o.count ?? 8;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = (i + 0.5) * (SIZE / count) + rng.range(-30, 30);
    out += tree(p, x, y + rng.range(-8, 8), h * rng.range(0.8, 1.15), kind, {
      line: o.line ?? false,
      ...(o.tint && { tint: o.tint }),
    });
  }
  return out;
}

export function bush(p: Pen, x: number, y: number, w: number, colour = '#4b944a', line = true): string {
  return p.shape(
    blob([
      [x - w, y],
      [x - w * 0.8, y - w * 0.6],
      [x - w * 0.2, y - w * 0.9],
      [x + w * 0.5, y - w * 0.75],
      [x + w, y - w * 0.1],
      [x + w * 0.6, y + 4],
    ]),
    p.c(colour),
    { line },
  );
}

export function flowers(
  p: Pen,
  rng: Random,
  y0: number,
  y1: number,
  count: number,
  colours: readonly string[] = ['#ff6b8b', '#ffd166', '#ffffff', '#c77dff', '#ff9f43'],
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(10, SIZE - 10);
    const y = rng.range(y0, y1);
    const r = 3 + ((y - y0) / Math.max(1, y1 - y0)) * 6;
    const c = p.c(rng.pick(colours));
    out += `<path d="M${n(x)} ${n(y)}l0 ${n(r * 2.2)}" stroke="${p.c('#3f8a34')}" stroke-width="${n(r * 0.4)}"/>`;
    for (let k = 0; k < 5; k += 1) {
      const a = (k / 5) * Math.PI * 2;
      out += `<circle cx="${n(x + Math.cos(a) * r)}" cy="${n(y + Math.sin(a) * r)}" r="${n(r * 0.7)}" fill="${c}"/>`;
    }
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${p.c('#ffd23f')}"/>`;
  }
  return out;
}

export function tufts(p: Pen, rng: Random, y0: number, y1: number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, SIZE);
    const y = rng.range(y0, y1);
    const s = 5 + ((y - y0) / Math.max(1, y1 - y0)) * 12;
    out += `<path d="M${n(x - s)} ${n(y)}L${n(x - s * 0.5)} ${n(y - s * 1.6)}L${n(x)} ${n(y - s * 0.4)}L${n(x + s * 0.5)} ${n(y - s * 1.8)}L${n(x + s)} ${n(y)}Z" fill="${p.c(colour)}"/>`;
  }
  return out;
}

export function rock(p: Pen, x: number, y: number, w: number, colour = '#9a9591', line = true): string {
  return p.shape(
    blob([
      [x - w, y],
      [x - w * 0.85, y - w * 0.45],
      [x - w * 0.2, y - w * 0.75],
      [x + w * 0.6, y - w * 0.55],
      [x + w, y],
    ]),
    p.c(colour),
    { line },
  );
}

/** A winding path from the horizon to the bottom edge. */
export function path(p: Pen, top: number, x: number, colour = '#e6cf9f'): string {
  return p.shape(
    `M${n(x - 14)} ${n(top)}C${n(x - 80)} ${n(top + 120)} ${n(x + 160)} ${n(top + 220)} ${n(x + 40)} ${n(SIZE + 10)}L${n(x + 330)} ${n(SIZE + 10)}C${n(x + 380)} ${n(top + 220)} ${n(x + 40)} ${n(top + 120)} ${n(x + 14)} ${n(top)}Z`,
    p.c(colour),
    { line: false },
  );
}

/** Water from `top` to `bottom` with ripples. */
export function water(
  p: Pen,
  rng: Random,
  top: number,
  bottom: number,
  colours: readonly [string, string],
  ripples = 18,
): string {
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c(colours[0])}"/><stop offset="1" stop-color="${p.c(colours[1])}"/></linearGradient>`,
  );
  let out = `<rect x="0" y="${n(top)}" width="${SIZE}" height="${n(bottom - top)}" fill="url(#${id})"/>`;
  for (let i = 0; i < ripples; i += 1) {
    const y = rng.range(top + 10, bottom - 6);
    const x = rng.range(0, SIZE);
    const w = 20 + ((y - top) / Math.max(1, bottom - top)) * 60;
    out += `<path d="M${n(x - w)} ${n(y)}q${n(w / 2)} -6 ${n(w)} 0t${n(w)} 0" fill="none" stroke="${p.c(lighten(colours[0], 0.55))}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
  }
  return out;
}

export function house(p: Pen, x: number, y: number, w: number, wall: string, roof: string, line = true): string {
  const h = w * 0.75;
  let out = p.shape(
    `M${n(x - w / 2)} ${n(y)}L${n(x - w / 2)} ${n(y - h)}L${n(x + w / 2)} ${n(y - h)}L${n(x + w / 2)} ${n(y)}Z`,
    p.c(wall),
    { line },
  );
  out += p.shape(`M${n(x - w * 0.62)} ${n(y - h)}L${n(x)} ${n(y - h - w * 0.5)}L${n(x + w * 0.62)} ${n(y - h)}Z`, p.c(roof), {
    line,
  });
  out += p.shape(
    `M${n(x - w * 0.1)} ${n(y)}L${n(x - w * 0.1)} ${n(y - h * 0.45)}L${n(x + w * 0.1)} ${n(y - h * 0.45)}L${n(x + w * 0.1)} ${n(y)}Z`,
    p.c(darken(wall, 0.45)),
    { line, shade: false },
  );
  for (const dx of [-0.3, 0.3])
    out += p.shape(
      `M${n(x + dx * w - w * 0.09)} ${n(y - h * 0.75)}L${n(x + dx * w + w * 0.09)} ${n(y - h * 0.75)}L${n(x + dx * w + w * 0.09)} ${n(y - h * 0.52)}L${n(x + dx * w - w * 0.09)} ${n(y - h * 0.52)}Z`,
      p.c('#bfe3f7'),
      { line, shade: false },
    );
  return out;
}

export function fence(p: Pen, y: number, colour = '#f3e6cf', from = 0, to = SIZE): string {
  let out = p.shape(`M${from} ${n(y - 44)}L${to} ${n(y - 44)}L${to} ${n(y - 34)}L${from} ${n(y - 34)}Z`, p.c(colour), {
    shade: false,
  });
  out += p.shape(`M${from} ${n(y - 20)}L${to} ${n(y - 20)}L${to} ${n(y - 10)}L${from} ${n(y - 10)}Z`, p.c(colour), {
    shade: false,
  });
  for (let x = from + 20; x < to; x += 64)
    out += p.shape(
      `M${x - 8} ${n(y)}L${x - 8} ${n(y - 58)}L${x} ${n(y - 66)}L${x + 8} ${n(y - 58)}L${x + 8} ${n(y)}Z`,
      p.c(colour),
    );
  return out;
}

/** A veil of the air's colour over far scenery, thickest at the horizon. */
export function haze(p: Pen, horizon: number, colour: string, strength = 0.4): string {
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c(colour)}" stop-opacity="0"/><stop offset="0.8" stop-color="${p.c(colour)}" stop-opacity="${strength}"/><stop offset="1" stop-color="${p.c(colour)}" stop-opacity="0"/></linearGradient>`,
  );
  return `<rect x="0" y="${n(horizon - 240)}" width="${SIZE}" height="270" fill="url(#${id})"/>`;
}

export function star(cx: number, cy: number, r: number, colour: string): string {
  return `<path d="${starPath(cx, cy, r)}" fill="${colour}"/>`;
}

/** A five-pointed star's outline, point up: `r` to the points, `inner` of it to the notches. */
export function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    return `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  });
  return `M${pts.join('L')}Z`;
}

/**
 * A chair seen from the side for someone seated at a table: its seat at `seatY`, its back on the
 * side away from the table (behind the sitter), legs to the floor at `floorY`; `w` wide.
 */
export function chair(p: Pen, x: number, floorY: number, seatY: number, w: number, facesRight: boolean): string {
  const wood = p.c('#9a6236');
  const back = x + (facesRight ? -1 : 1) * w * 0.45;
  const leg = Math.max(6, w * 0.09);
  return (
    p.tube(
      [
        [back, floorY],
        [back, seatY - w * 1.05],
      ],
      leg * 1.3,
      wood,
    ) +
    p.tube(
      [
        [x + (facesRight ? 1 : -1) * w * 0.42, floorY],
        [x + (facesRight ? 1 : -1) * w * 0.42, seatY],
      ],
      leg,
      wood,
    ) +
    p.shape(
      `M${n(x - w / 2)} ${n(seatY)}L${n(x + w / 2)} ${n(seatY)}L${n(x + w / 2)} ${n(seatY + leg * 1.4)}L${n(x - w / 2)} ${n(seatY + leg * 1.4)}Z`,
      mix(wood, '#ffffff', 0.12),
    )
  );
}

/**
 * A table seen from the side, from `x0` to `x1`, its top at `topY`, its legs to the floor at
 * `floorY`, its cloth hanging to `clothY` (over the laps of those sat at it).
 */
export function table(p: Pen, x0: number, x1: number, topY: number, floorY: number, clothY: number): string {
  const wood = p.c('#b5794a');
  const cloth = p.c('#e8604c');
  const thick = Math.max(12, (floorY - topY) * 0.06);
  const hem = Math.max(topY + thick * 2, clothY);
  const w = x1 - x0;
  return (
    `<ellipse cx="${n((x0 + x1) / 2)}" cy="${n(floorY + 4)}" rx="${n(w * 0.5)}" ry="12" fill="#000000" fill-opacity="0.14"/>` +
    [x0 + thick * 1.6, x1 - thick * 1.6]
      .map((x) =>
        p.tube(
          [
            [x, topY + thick],
            [x, floorY],
          ],
          thick * 1.1,
          p.c('#8a5a32'),
        ),
      )
      .join('') +
    // The top seen a little from above, then the cloth over it, hanging in soft folds.
    p.shape(`M${n(x0 + 6)} ${n(topY - thick)}L${n(x1 - 6)} ${n(topY - thick)}L${n(x1)} ${n(topY)}L${n(x0)} ${n(topY)}Z`, wood) +
    p.shape(
      `M${n(x0 - 8)} ${n(topY)}L${n(x1 + 8)} ${n(topY)}L${n(x1 + 14)} ${n(hem)}` +
        [0.75, 0.5, 0.25].map((f) => `Q${n(x0 + w * (f + 0.125))} ${n(hem + 10)} ${n(x0 + w * f)} ${n(hem)}`).join('') +
        `Q${n(x0 + w * 0.125)} ${n(hem + 10)} ${n(x0 - 14)} ${n(hem)}Z`,
      cloth,
    ) +
    p.stroke(`M${n(x0 - 10)} ${n(hem - 8)}L${n(x1 + 10)} ${n(hem - 8)}`, mix(cloth, '#ffffff', 0.6), 4, { opacity: 0.8 })
  );
}

/** A baby's cot drawn in two layers, the sleeper between them, and where the sleeper's head rests. */
export interface Cot {
  /** Its posts, back bars and mattress, with the pillow: drawn behind the sleeper. */
  back: string;
  /** A little blanket, then the front bars and rails: drawn over the sleeper. */
  front: string;
  /** The mattress's top, and the pillow's middle. */
  mattress: number;
  pillow: { x: number; y: number };
}

/**
 * A small barred baby's bed (a cot, a crib) centred on `x`, standing on `floorY`, `h` tall: the
 * baby lies inside, seen between the front bars; its head on a pillow at the end away from `headRight`.
 */
export function cot(p: Pen, x: number, floorY: number, h: number, headRight = false): Cot {
  const w = h * 1.1;
  const [x0, x1] = [x - w / 2, x + w / 2];
  const top = floorY - h;
  const mattress = floorY - h * 0.46;
  const paint = p.c('#f4ead8');
  const bar = Math.max(4, h * 0.025);
  const post = (px: number) =>
    p.tube(
      [
        [px, floorY],
        [px, top - h * 0.06],
      ],
      bar * 2.6,
      paint,
    );
  const rail = (y: number, c: string) => p.stroke(`M${n(x0)} ${n(y)}L${n(x1)} ${n(y)}`, c, bar * 1.8, { cap: 'round' });
  const bars = (c: string, from: number) =>
    Array.from({ length: Math.floor((w - from * 2) / (h * 0.1)) + 1 }, (_, i) => x0 + from + i * h * 0.1)
      .map((bx) => p.stroke(`M${n(bx)} ${n(top)}L${n(bx)} ${n(mattress + h * 0.12)}`, c, bar, { cap: 'round' }))
      .join('');
  const shade = darken(paint, 0.14);
  const pillowX = headRight ? x1 - w * 0.17 : x0 + w * 0.17;
  const back =
    rail(top + h * 0.04, shade) +
    bars(shade, h * 0.09) +
    p.shape(
      `M${n(x0)} ${n(mattress)}L${n(x1)} ${n(mattress)}L${n(x1)} ${n(mattress + h * 0.12)}L${n(x0)} ${n(mattress + h * 0.12)}Z`,
      p.c('#ffffff'),
    ) +
    p.ellipse(pillowX, mattress - h * 0.03, w * 0.12, h * 0.05, p.c('#fffaf2'));
  const blanketFrom = headRight ? x0 + w * 0.04 : x0 + w * 0.34;
  const blanketTo = headRight ? x1 - w * 0.34 : x1 - w * 0.04;
  const blanket = p.shape(
    `M${n(blanketFrom)} ${n(mattress + h * 0.04)}L${n(blanketFrom + w * 0.02)} ${n(mattress - h * 0.1)}Q${n((blanketFrom + blanketTo) / 2)} ${n(mattress - h * 0.17)} ${n(blanketTo - w * 0.02)} ${n(mattress - h * 0.1)}L${n(blanketTo)} ${n(mattress + h * 0.04)}Z`,
    p.c('#ffc8d8'),
  );
  const front = blanket + bars(paint, h * 0.05) + rail(top, paint) + rail(mattress + h * 0.12, paint) + post(x0) + post(x1);
  return {
    back:
      `<ellipse cx="${n(x)}" cy="${n(floorY + 2)}" rx="${n(w * 0.52)}" ry="${n(h * 0.04)}" fill="#000000" fill-opacity="0.14"/>` +
      back,
    front,
    mattress,
    pillow: { x: pillowX, y: mattress - h * 0.03 },
  };
}

/**
 * A pram, `h` tall to its handle, standing on the floor at `floorY`: its hood over the baby's head
 * (at the right with `headRight`), a deep basket on four wheels, a handle at the foot end. Made to be
 * drawn round a baby like a cot: the back, the baby on its mattress, then the front.
 */
export function pram(p: Pen, x: number, floorY: number, h: number, headRight = false): Cot {
  const w = h * 1.25;
  const side = headRight ? 1 : -1;
  const [x0, x1] = [x - w / 2, x + w / 2];
  const wheelR = h * 0.13;
  const axle = floorY - wheelR;
  const rim = floorY - h * 0.62;
  const bottom = floorY - h * 0.3;
  // (The baby lies high in it, its head and blanket over the rim, as a pram is seen from beside.)
  const mattress = rim + h * 0.03;
  const body = p.c('#5b7fc7');
  const shade = darken(body, 0.2);
  const hoodFrom = x + side * w * 0.04;
  const hoodTo = x + side * w * 0.5;
  // The hood curves up from the basket's rim over the head end.
  const hood = p.shape(
    `M${n(hoodFrom)} ${n(rim)}Q${n(hoodFrom)} ${n(rim - h * 0.42)} ${n(hoodTo)} ${n(rim - h * 0.36)}L${n(hoodTo)} ${n(rim)}Z`,
    shade,
  );
  const inside = p.shape(
    `M${n(x0 + w * 0.04)} ${n(rim)}L${n(x1 - w * 0.04)} ${n(rim)}L${n(x1 - w * 0.04)} ${n(mattress + h * 0.04)}L${n(x0 + w * 0.04)} ${n(mattress + h * 0.04)}Z`,
    p.c('#f4f0ea'),
  );
  const pillowX = x + side * w * 0.3;
  const back =
    `<ellipse cx="${n(x)}" cy="${n(floorY + 2)}" rx="${n(w * 0.5)}" ry="${n(h * 0.04)}" fill="#000000" fill-opacity="0.14"/>` +
    hood +
    inside +
    p.ellipse(pillowX, mattress - h * 0.02, w * 0.1, h * 0.04, p.c('#fffaf2'));
  const wheel = (wx: number) =>
    p.ellipse(wx, axle, wheelR, wheelR, p.c('#2f2f3a')) + p.ellipse(wx, axle, wheelR * 0.4, wheelR * 0.4, p.c('#c9ccd4'));
  const handleAt = x - side * w * 0.5;
  const front =
    // The handle rises from the foot end, its bar at the top.
    p.stroke(
      `M${n(handleAt)} ${n(rim + h * 0.05)}L${n(handleAt - side * w * 0.22)} ${n(floorY - h)}`,
      '#3a3a46',
      Math.max(4, h * 0.035),
      { cap: 'round' },
    ) +
    p.stroke(
      `M${n(x0 + w * 0.2)} ${n(bottom)}L${n(x0 + w * 0.18)} ${n(axle)}M${n(x1 - w * 0.2)} ${n(bottom)}L${n(x1 - w * 0.18)} ${n(axle)}`,
      '#3a3a46',
      Math.max(3, h * 0.025),
    ) +
    // The basket: a deep rounded body over the baby's blanket.
    p.shape(
      `M${n(x0)} ${n(rim)}L${n(x1)} ${n(rim)}Q${n(x1)} ${n(bottom)} ${n(x1 - w * 0.22)} ${n(bottom)}L${n(x0 + w * 0.22)} ${n(bottom)}Q${n(x0)} ${n(bottom)} ${n(x0)} ${n(rim)}Z`,
      body,
    ) +
    wheel(x0 + w * 0.18) +
    wheel(x1 - w * 0.18);
  return { back, front, mattress, pillow: { x: pillowX, y: mattress - h * 0.02 } };
}
