/**
 * A big cardboard box, and what a child made of one (world/box-days.ts in the story writer): a rocket with a cone and
 * a round window, a castle with its wall's gaps, a pirate ship with a mast and a sail, a car on paper-plate wheels, a
 * train with its funnel, a house with a pointy roof, a plane with wings. Each is the box, painted and added to, so a
 * reader sees it was made at home, not a real rocket in the living room.
 */
import { boxMadeOf, type BoxMade } from '../language/index.js';
import { darken } from './colour.js';
import { n, type Pen } from './draw/pen.js';

export const BOX_THINGS = [
  'cardboard-box',
  'box-rocket',
  'box-castle',
  'box-ship',
  'box-car',
  'box-train',
  'box-house',
  'box-plane',
] as const;
export type BoxThing = (typeof BOX_THINGS)[number];

const CARD = '#c8965a';
const TAPE = '#e2c28c';

/** Each thing a box is made into, drawn as that box. */
const DRAWN: Record<BoxMade, BoxThing> = {
  rocket: 'box-rocket',
  castle: 'box-castle',
  'pirate ship': 'box-ship',
  car: 'box-car',
  train: 'box-train',
  house: 'box-house',
  plane: 'box-plane',
};

/** What a thing in a box book is made as, by the word that named it; null when it is no box thing. */
export function boxThingOf(word: string): BoxThing | null {
  const made = boxMadeOf(word);
  if (made) return DRAWN[made];
  return /\b(?:box|boxes|parcels?|packages?|cardboard)\b/i.test(word) ? 'cardboard-box' : null;
}

const rect = (x0: number, y0: number, x1: number, y1: number) => `M${n(x0)} ${n(y0)}H${n(x1)}V${n(y1)}H${n(x0)}Z`;

/** The box standing with its bottom centre at (x, y), `s` pixels tall, painted `paint` (card colour when null). */
function box(p: Pen, x: number, y: number, s: number, paint: string | null, open: boolean): string {
  const w = s * 0.48;
  const h = s * 0.62;
  const depth = s * 0.14;
  const front = p.c(paint ?? CARD);
  let out = '';
  // The top, seen from a little above: a dark inside when open.
  out += p.shape(
    `M${n(x - w)} ${n(y - h)}L${n(x - w + depth)} ${n(y - h - depth)}H${n(x + w + depth)}L${n(x + w)} ${n(y - h)}Z`,
    open ? darken(p.c(CARD), 0.45) : darken(front, 0.08),
  );
  // The right side, in shade.
  out += p.shape(
    `M${n(x + w)} ${n(y)}V${n(y - h)}L${n(x + w + depth)} ${n(y - h - depth)}V${n(y - depth)}Z`,
    darken(front, 0.22),
  );
  out += p.shape(rect(x - w, y - h, x + w, y), front);
  if (open) {
    // Flaps folded out on each side.
    out += p.shape(
      `M${n(x - w)} ${n(y - h)}L${n(x - w - s * 0.16)} ${n(y - h - s * 0.14)}L${n(x - w + depth * 0.6)} ${n(y - h - depth - s * 0.05)}Z`,
      darken(p.c(CARD), 0.05),
    );
    out += p.shape(
      `M${n(x + w + depth)} ${n(y - h - depth)}L${n(x + w + depth + s * 0.16)} ${n(y - h - depth - s * 0.12)}L${n(x + w)} ${n(y - h)}Z`,
      darken(p.c(CARD), 0.12),
    );
  }
  if (!paint) out += p.shape(rect(x - s * 0.05, y - h, x + s * 0.05, y - h * 0.55), p.c(TAPE), { line: false });
  return out;
}

/** A paper-plate wheel: white, a grey rim, a split pin in its middle. */
const plate = (p: Pen, x: number, y: number, r: number) =>
  p.ellipse(x, y, r, r, p.c('#f6f3ec')) +
  p.ellipse(x, y, r * 0.62, r * 0.62, p.c('#dcd7cc'), { line: false }) +
  p.ellipse(x, y, r * 0.12, r * 0.12, p.c('#b08a3c'), { line: false });

/** A round window with a pale blue pane. */
const porthole = (p: Pen, x: number, y: number, r: number) =>
  p.ellipse(x, y, r, r, p.c('#8fd0f0')) + p.ellipse(x - r * 0.3, y - r * 0.3, r * 0.25, r * 0.18, '#ffffff', { line: false });

export function drawBoxThing(p: Pen, thing: BoxThing, x: number, y: number, s: number, colour: string | null): string {
  const w = s * 0.5;
  const h = s * 0.5;
  switch (thing) {
    case 'cardboard-box':
      return box(p, x, y, s, null, true);
    case 'box-rocket': {
      const body = colour ?? '#c9d1da';
      let out = '';
      // Fins, then the box standing on end, then its cone.
      const half = w * 0.7;
      out += p.shape(`M${n(x - half)} ${n(y - h * 0.8)}L${n(x - half - s * 0.2)} ${n(y)}H${n(x - half)}Z`, p.c('#e63946'));
      out += p.shape(`M${n(x + half)} ${n(y - h * 0.8)}L${n(x + half + s * 0.2)} ${n(y)}H${n(x + half)}Z`, p.c('#e63946'));
      out += p.shape(rect(x - w * 0.7, y - s * 1.05, x + w * 0.7, y), p.c(body));
      out += p.shape(
        `M${n(x - w * 0.78)} ${n(y - s * 1.05)}L${n(x)} ${n(y - s * 1.45)}L${n(x + w * 0.78)} ${n(y - s * 1.05)}Z`,
        p.c('#e63946'),
      );
      out += porthole(p, x, y - s * 0.72, s * 0.14);
      for (const [i, c] of ['#e63946', '#2a9d8f', '#f4c542'].entries())
        out += p.ellipse(x - s * 0.12 + i * s * 0.12, y - s * 0.38, s * 0.035, s * 0.035, p.c(c), { line: false });
      return out;
    }
    case 'box-castle': {
      const grey = colour ?? '#a9adb4';
      const k = 1.1;
      let out = box(p, x, y, s * k, grey, false);
      const half = s * k * 0.48;
      const top = y - s * k * 0.62;
      // A tower at each end, taller than the wall, each with the gaps cut along its top.
      for (const side of [-1, 1]) {
        const x0 = side < 0 ? x - half - s * 0.04 : x + half - s * 0.22;
        const x1 = x0 + s * 0.26;
        const tt = top - s * 0.3;
        out += p.shape(rect(x0, tt, x1, y), p.c(grey));
        for (const dx of [0, 0.18]) out += p.shape(rect(x0 + s * dx, tt - s * 0.08, x0 + s * (dx + 0.08), tt), p.c(grey));
      }
      // The gaps cut along the top of the wall between them.
      for (let i = 0; i < 3; i += 1) {
        const x0 = x - s * 0.27 + i * s * 0.2;
        out += p.shape(rect(x0, top - s * 0.1, x0 + s * 0.1, top), p.c(grey));
      }
      out += p.shape(
        `M${n(x - s * 0.1)} ${n(y)}V${n(y - s * 0.24)}Q${n(x)} ${n(y - s * 0.36)} ${n(x + s * 0.1)} ${n(y - s * 0.24)}V${n(y)}Z`,
        p.c('#5a4030'),
      );
      const flagX = x + half - s * 0.09;
      const flagTop = top - s * 0.38;
      out += p.stroke(`M${n(flagX)} ${n(flagTop)}V${n(flagTop - s * 0.3)}`, p.c('#6b4a2e'), 3);
      out += `<path d="M${n(flagX)} ${n(flagTop - s * 0.3)}l${n(s * 0.18)} ${n(s * 0.06)}l${n(-s * 0.18)} ${n(s * 0.06)}Z" fill="${p.c('#e63946')}"/>`;
      return out;
    }
    case 'box-ship': {
      const hull = colour ?? '#9a6a3c';
      let out = p.stroke(`M${n(x)} ${n(y - h)}V${n(y - s * 1.35)}`, p.c('#7a5530'), Math.max(3, s * 0.025));
      out += p.shape(
        `M${n(x + s * 0.03)} ${n(y - s * 1.3)}Q${n(x + s * 0.6)} ${n(y - s * 1.0)} ${n(x + s * 0.03)} ${n(y - h - s * 0.06)}Z`,
        p.c('#f7f4ee'),
      );
      out += p.shape(rect(x - s * 0.01, y - s * 1.48, x + s * 0.2, y - s * 1.36), p.c('#222222'));
      out += box(p, x, y, s, hull, false);
      for (const dx of [-0.28, 0, 0.28]) out += porthole(p, x + s * dx, y - h * 0.5, s * 0.06);
      return out;
    }
    case 'box-car': {
      let out = box(p, x, y - s * 0.08, s * 0.9, colour ?? '#d7263d', false);
      out += p.stroke(`M${n(x - w * 0.3)} ${n(y - s * 0.53)}L${n(x - w * 0.45)} ${n(y - s * 0.68)}`, p.c('#444444'), 4);
      out += plate(p, x - w * 0.45 - s * 0.06, y - s * 0.68, s * 0.07);
      out += plate(p, x - w * 0.55, y - s * 0.05, s * 0.13) + plate(p, x + w * 0.55, y - s * 0.05, s * 0.13);
      out += p.ellipse(x + w * 0.8, y - s * 0.3, s * 0.05, s * 0.05, p.c('#ffe066'));
      return out;
    }
    case 'box-train': {
      const green = colour ?? '#2f9e44';
      // A carriage behind, then the engine with its funnel.
      let out = box(p, x + s * 0.45, y - s * 0.05, s * 0.7, '#e9b949', false);
      out += p.shape(rect(x - s * 0.32, y - s * 0.95, x - s * 0.16, y - s * 0.5), p.c('#444444'));
      out += box(p, x - s * 0.1, y - s * 0.05, s * 0.95, green, false);
      for (const dx of [-0.35, 0.1, 0.35, 0.6]) out += plate(p, x + s * dx, y - s * 0.04, s * 0.08);
      return out;
    }
    case 'box-house': {
      const wall = colour ?? '#f2d16b';
      let out = box(p, x, y, s * 1.1, wall, false);
      const top = y - s * 0.55;
      out += p.shape(
        `M${n(x - w * 1.25)} ${n(top)}L${n(x + s * 0.03)} ${n(top - s * 0.4)}L${n(x + w * 1.25 + s * 0.08)} ${n(top)}Z`,
        p.c('#c0392b'),
      );
      out += p.shape(rect(x - s * 0.09, y - s * 0.3, x + s * 0.09, y), p.c('#3d6fb6'));
      out += p.shape(rect(x + s * 0.22, y - s * 0.42, x + s * 0.4, y - s * 0.27), p.c('#8fd0f0'));
      out += p.shape(rect(x - s * 0.4, y - s * 0.42, x - s * 0.22, y - s * 0.27), p.c('#8fd0f0'));
      return out;
    }
    case 'box-plane': {
      const paint = colour ?? '#f4c542';
      const k = 0.8;
      const top = y - s * k * 0.62;
      // The tail fin standing up at the back, the box, then long wings across it and the propeller on its front.
      let out = p.shape(
        `M${n(x - s * 0.04)} ${n(top)}L${n(x + s * 0.02)} ${n(top - s * 0.3)}L${n(x + s * 0.16)} ${n(top - s * 0.3)}L${n(x + s * 0.14)} ${n(top)}Z`,
        p.c('#3d6fb6'),
      );
      out += box(p, x, y, s * k, paint, false);
      const wy = y - s * 0.3;
      out += p.shape(
        `M${n(x - s * 0.95)} ${n(wy - s * 0.03)}L${n(x + s * 0.95)} ${n(wy - s * 0.03)}L${n(x + s * 0.9)} ${n(wy + s * 0.07)}L${n(x - s * 0.9)} ${n(wy + s * 0.07)}Z`,
        darken(p.c(paint), 0.04),
      );
      out += p.shape(rect(x - s * 0.85, wy, x + s * 0.85, wy + s * 0.03), p.c('#3d6fb6'), { line: false });
      const py = y - s * k * 0.34;
      out += p.ellipse(x, py - s * 0.14, s * 0.045, s * 0.13, p.c('#8a8f98'));
      out += p.ellipse(x, py + s * 0.14, s * 0.045, s * 0.13, p.c('#8a8f98'));
      out += plate(p, x, py, s * 0.08);
      return out;
    }
  }
}
