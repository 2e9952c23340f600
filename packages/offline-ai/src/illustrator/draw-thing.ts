import { darken, mix } from './colour.js';
import { blob, ellipsePath, n, type Pen } from './draw/pen.js';
import { iconSvg } from './icon-svg.js';
import type { ThingPlan } from './scene/scene-plan.js';
import type { Stage } from './scenery/stage.js';
import { describe } from './things.js';
import { cot, pram } from './scenery/parts.js';
import { drawVehicle } from './vehicles.js';
import { BOX_THINGS, drawBoxThing, type BoxThing } from './draw-box.js';

/** Things we draw ourselves, where the emoji artwork has none or shows another sense of the word. */
export const DRAWN_THINGS = [
  'tree-stump',
  'sandcastle',
  'treasure-chest',
  'puddle',
  'paddling-pool',
  'snowball',
  'nest',
  'swing',
  'slide',
  'bench',
  'deckchair',
  'seesaw',
  'submarine',
  'airliner',
  'cot',
  'pram',
  'tunnel',
  'beanstalk',
  'lighthouse',
  'toothpaste',
  'vacuum-cleaner',
  ...BOX_THINGS,
] as const;

type DrawnThing = (typeof DRAWN_THINGS)[number];

const isBoxThing = (drawn: string | null): drawn is BoxThing => (BOX_THINGS as readonly (string | null)[]).includes(drawn);

export interface ThingSize {
  px: number;
  place: 'ground' | 'sky' | 'big';
  /** Half its width, where it is wider than tall (a bus). */
  half?: number;
}

/** A bus's length to its height as we draw it. */
const BUS_LONG = 1.3;

export function thingSize(t: ThingPlan, stage: Stage): ThingSize {
  // (A railway tunnel is a hill the line runs into: big, behind the figures.)
  if (t.drawn === 'tunnel') return { px: 420, place: 'big' };
  // (A lighthouse is a tall tower on the shore, behind the figures.)
  if (t.drawn === 'lighthouse') return { px: 440, place: 'big' };
  // (A beanstalk rises from the ground out of the top of the picture, into the clouds.)
  if (t.drawn === 'beanstalk') return { px: 900, place: 'big' };
  // (A box made into a rocket or a castle is as big as the child who plays in it.)
  if (isBoxThing(t.drawn)) return { px: t.drawn === 'cardboard-box' ? 190 : 250, place: 'ground' };
  if (t.drawn)
    return {
      px:
        t.drawn === 'puddle' || t.drawn === 'paddling-pool'
          ? 260
          : t.drawn === 'tree-stump'
            ? 220
            : t.drawn === 'vacuum-cleaner'
              ? 250
              : t.drawn === 'snowball'
                ? 110
                : 170,
      place: 'ground',
    };
  // (a Christmas tree stands taller than the children round it, its star near the ceiling)
  if (t.icon === 'christmas-tree') return { px: 500, place: 'big' };
  // (a bus standing by is big, behind the figures, its whole length in the picture)
  if (t.icon === 'bus' || t.icon === 'minibus') return { px: 300, place: 'big', half: 150 * BUS_LONG };
  const { placement, bulk } = describe(t.icon!);
  if (placement === 'sky' && stage.floor !== 'indoor' && !t.grounded) return { px: 90 + 70 * Math.sqrt(bulk), place: 'sky' };
  if (bulk >= 1.5 && !t.held) return { px: 300, place: 'big' };
  return { px: 70 + 100 * Math.min(1.3, bulk), place: 'ground' };
}

/** A thing standing with its bottom centre at (x, y), `size` pixels tall, in the pen's hand. */
export function drawThing(p: Pen, t: ThingPlan, x: number, y: number, size: number, flip: boolean, grounded = true): string {
  const shadow = !grounded
    ? ''
    : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * (t.drawn === 'beanstalk' ? 0.1 : 0.38))}" ry="${n(size * (t.drawn === 'beanstalk' ? 0.025 : 0.07))}" fill="#1d1830" opacity="0.18"/>`;
  if (isBoxThing(t.drawn)) return shadow + drawBoxThing(p, t.drawn, x, y, size, t.colour);
  if (t.drawn) return shadow + drawOwn(p, t.drawn as Exclude<DrawnThing, BoxThing>, x, y, size, t.colour, flip, t.eggs === true);
  // A bus standing by is our own bus, in its colour (red, a school bus yellow), not the emoji's cream one.
  if (t.icon === 'bus' || t.icon === 'minibus') return shadow + drawVehicle(p, 'bus', x, y, size * BUS_LONG, flip, t.colour, []);
  const outline =
    p.hand.line.kind === 'ink'
      ? { colour: p.hand.line.ink, width: Math.max(1.6, (p.hand.line.width * size) / 240) }
      : p.hand.line.kind === 'tinted'
        ? { colour: mix(p.hand.line.ink, '#6b4a3a', 0.4), width: Math.max(1.2, (p.hand.line.width * size) / 300) }
        : undefined;
  const grade = t.colour ? (hex: string) => mix(p.c(hex), t.colour!, 0.55) : p.c;
  return (
    shadow +
    iconSvg({
      name: t.icon!,
      x: x - size / 2,
      y: y - size,
      size,
      flip,
      grade,
      gradeKey: `${p.gradeKey}|${t.colour ?? ''}`,
      ...(outline && { outline }),
      idPrefix: p.uid(),
    })
  );
}

/** Card games' artwork: the cards are held, a fan in each player's hand, not laid beside them. */
export const HAND_OF_CARDS: ReadonlySet<string> = new Set(['flower-playing-cards', 'joker', 'playing-card']);

/** A fan of three playing cards held at (x, y), `size` pixels tall, turned towards the other player. */
export function cardFan(p: Pen, x: number, y: number, size: number, flip: boolean): string {
  const w = size * 0.36;
  const h = size * 0.5;
  let out = '';
  for (const [i, turn] of [-22, 0, 22].entries()) {
    const a = ((flip ? -turn : turn) * Math.PI) / 180;
    const at = (dx: number, dy: number) =>
      `${n(x + dx * Math.cos(a) - dy * Math.sin(a))} ${n(y + dx * Math.sin(a) + dy * Math.cos(a))}`;
    const pip = i === 1 ? '#d62828' : '#2b2d42';
    out +=
      p.shape(`M${at(-w / 2, 0)}L${at(w / 2, 0)}L${at(w / 2, -h)}L${at(-w / 2, -h)}Z`, '#fbf8f0', { shade: false }) +
      `<circle cx="${at(0, -h * 0.72).split(' ')[0]}" cy="${at(0, -h * 0.72).split(' ')[1]}" r="${n(w * 0.16)}" fill="${p.c(pip)}"/>`;
  }
  return out;
}

function drawOwn(
  p: Pen,
  id: Exclude<DrawnThing, BoxThing>,
  x: number,
  y: number,
  s: number,
  colour: string | null,
  flip = false,
  eggs = false,
): string {
  const wood = p.c(colour ?? '#9a6236');
  const post = (x0: number, y0: number, x1: number, y1: number, w: number, c = wood) =>
    p.stroke(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`, c, w, { cap: 'round' });
  const board = (x0: number, x1: number, top: number, h: number, c = wood) =>
    p.shape(`M${n(x0)} ${n(top)}L${n(x1)} ${n(top)}L${n(x1)} ${n(top + h)}L${n(x0)} ${n(top + h)}Z`, c);
  switch (id) {
    case 'cot': {
      const empty = cot(p, x, y, s);
      return empty.back + empty.front;
    }
    case 'pram': {
      const empty = pram(p, x, y, s);
      return empty.back + empty.front;
    }
    case 'swing': {
      // A frame of two A-shaped legs and a bar; ropes down to the seat, `s` above the ground.
      const frame = p.c(colour ?? '#c0392b');
      const top = y - s * 4.2;
      const w = s * 1.3;
      let out = '';
      for (const side of [-1, 1])
        out +=
          post(x + side * w, top, x + side * (w + s * 0.55), y, 9, frame) +
          post(x + side * w, top, x + side * (w - s * 0.45), y, 9, frame);
      out += post(x - w - 6, top, x + w + 6, top, 10, frame);
      out +=
        post(x - s * 0.5, top, x - s * 0.5, y - s, 3, p.c('#5b4636')) +
        post(x + s * 0.5, top, x + s * 0.5, y - s, 3, p.c('#5b4636'));
      return out + board(x - s * 0.62, x + s * 0.62, y - s, 12, p.c('#f2b134'));
    }
    case 'slide': {
      // A ladder up to a little platform behind, the chute down past the seat `s` above the ground
      // (where the one sliding sits) to the ground ahead, the way they face (left when flipped).
      const d = flip ? -1 : 1;
      const top = y - s * 3.2;
      const back = x - d * s * 2.4;
      const rail = p.c('#8e9aa8');
      let out = '';
      for (const dx of [-0.45, 0.45]) out += post(back + d * s * dx, top - s * 0.5, back + d * s * dx, y, 8, rail);
      for (let i = 1; i <= 4; i += 1) {
        const rung = top + (i * (y - top)) / 5;
        out += post(back - s * 0.45, rung, back + s * 0.45, rung, 5, rail);
      }
      out += board(back - s * 0.55, back + s * 0.55, top - 6, 12, rail);
      // The chute: a band from the platform down through the seat to a flat run-out on the ground.
      const chute = p.c(colour ?? '#f9c80e');
      const end = x + d * s * 2.2;
      const at = (dx: number, dy: number) => `${n(x + d * s * dx)} ${n(y - s * dy)}`;
      out += p.shape(
        `M${n(back + d * s * 0.5)} ${n(top - 8)}L${at(0.45, 0.55)}Q${at(0.9, 0.12)} ${n(end)} ${n(y - s * 0.12)}L${n(end)} ${n(y + 4)}Q${at(0.8, -0.05)} ${at(0.3, 0.3)}L${n(back + d * s * 0.5)} ${n(top + 16)}Z`,
        chute,
      );
      return out + post(x - d * s * 0.2, y - s * 0.85, x - d * s * 0.2, y, 7, rail);
    }
    case 'bench': {
      // A park bench: slats on two legs, a back rising behind.
      let out = board(x - s * 1.5, x + s * 1.5, y - s * 2.1, s * 0.22) + board(x - s * 1.5, x + s * 1.5, y - s * 1.65, s * 0.22);
      out +=
        post(x - s * 1.2, y - s * 1.4, x - s * 1.2, y - s, 10, darken(wood, 0.2)) +
        post(x + s * 1.2, y - s * 1.4, x + s * 1.2, y - s, 10, darken(wood, 0.2));
      out +=
        post(x - s * 1.25, y - s, x - s * 1.25, y, 10, p.c('#3d3d3d')) +
        post(x + s * 1.25, y - s, x + s * 1.25, y, 10, p.c('#3d3d3d'));
      return out + board(x - s * 1.6, x + s * 1.6, y - s - 4, s * 0.18);
    }
    case 'deckchair': {
      // Striped canvas slung on a wooden frame, leaning back.
      const cloth = p.c(colour ?? '#2a9d8f');
      let out = post(x - s * 0.9, y, x + s * 0.6, y - s * 2.1, 8) + post(x + s * 0.9, y, x - s * 0.1, y - s * 1.1, 8);
      out += p.shape(
        `M${n(x - s * 0.75)} ${n(y - s)}Q${n(x)} ${n(y - s * 0.7)} ${n(x + s * 0.3)} ${n(y - s * 0.9)}L${n(x + s * 0.75)} ${n(y - s * 2.05)}L${n(x + s * 0.35)} ${n(y - s * 2.1)}Q${n(x - s * 0.1)} ${n(y - s * 1.2)} ${n(x - s * 0.8)} ${n(y - s * 1.15)}Z`,
        cloth,
      );
      out += p.stroke(`M${n(x - s * 0.5)} ${n(y - s * 1.1)}L${n(x + s * 0.55)} ${n(y - s * 2.05)}`, p.c('#f4f1e8'), 7, {
        opacity: 0.8,
      });
      return out + post(x - s * 0.8, y - s * 1.05, x - s * 0.8, y, 7);
    }
    case 'seesaw': {
      // A long plank on a pivot, one end up.
      let out = p.shape(
        `M${n(x - s * 0.4)} ${n(y)}L${n(x)} ${n(y - s * 0.75)}L${n(x + s * 0.4)} ${n(y)}Z`,
        p.c(colour ?? '#e76f51'),
      );
      out += post(x - s * 2.6, y - s * 0.35, x + s * 2.6, y - s * 1.15, 14, p.c('#f2b134'));
      return out;
    }
    case 'toothpaste': {
      // A tube of toothpaste stood on its cap: white with a coloured band, crimped flat at the top.
      const tube = p.c('#f4f6fb');
      const band = p.c(colour ?? '#2f80ed');
      const cap = board(x - s * 0.1, x + s * 0.1, y - s * 0.14, s * 0.14, p.c('#e63946'));
      const body = p.shape(
        `M${n(x - s * 0.1)} ${n(y - s * 0.13)}L${n(x - s * 0.2)} ${n(y - s * 0.24)}L${n(x - s * 0.24)} ${n(y - s * 0.82)}L${n(x + s * 0.24)} ${n(y - s * 0.82)}L${n(x + s * 0.2)} ${n(y - s * 0.24)}L${n(x + s * 0.1)} ${n(y - s * 0.13)}Z`,
        tube,
      );
      const stripe = board(x - s * 0.215, x + s * 0.215, y - s * 0.6, s * 0.16, band);
      const crimp = board(x - s * 0.26, x + s * 0.26, y - s * 0.9, s * 0.09, p.c('#d9dde6'));
      return cap + body + stripe + crimp;
    }
    case 'vacuum-cleaner': {
      // An upright hoover: a low floor head on wheels, its coloured body with the dust bag, a pole up
      // to the grip, and the cable curling away across the floor (the emoji artwork has none).
      const d = flip ? -1 : 1;
      const X = (dx: number) => n(x + d * s * dx);
      const Y = (dy: number) => n(y - s * dy);
      const body = p.c(colour ?? '#8e44ad');
      const grey = p.c('#4a4f5c');
      let out = p.stroke(
        `M${X(-0.05)} ${Y(0.22)}Q${X(-0.45)} ${Y(0.3)} ${X(-0.5)} ${Y(0.06)}Q${X(-0.55)} ${Y(-0.02)} ${X(-0.85)} ${Y(0.02)}`,
        p.c('#2b2d42'),
        Math.max(2, s * 0.018),
        { cap: 'round' },
      );
      out += post(x + d * s * 0.02, y - s * 0.5, x + d * s * 0.02, y - s * 0.97, Math.max(4, s * 0.045), grey);
      // (the grip: a loop at the top of the pole)
      out += p.stroke(
        `M${X(0.02)} ${Y(0.9)}Q${X(0.16)} ${Y(0.9)} ${X(0.14)} ${Y(1)}L${X(-0.08)} ${Y(1)}`,
        p.c('#2b2d42'),
        Math.max(4, s * 0.04),
        { cap: 'round' },
      );
      out += p.shape(
        `M${X(-0.13)} ${Y(0.16)}L${X(-0.15)} ${Y(0.58)}Q${X(-0.14)} ${Y(0.68)} ${X(0.02)} ${Y(0.68)}Q${X(0.17)} ${Y(0.68)} ${X(0.16)} ${Y(0.58)}L${X(0.14)} ${Y(0.16)}Z`,
        body,
      );
      // (a window onto the dust, and the hoover's light grey head along the floor)
      out += p.shape(
        `M${X(-0.07)} ${Y(0.3)}L${X(-0.07)} ${Y(0.52)}L${X(0.08)} ${Y(0.52)}L${X(0.08)} ${Y(0.3)}Z`,
        p.c('#c9ced8'),
        { shade: false },
      );
      out += p.shape(
        `M${X(-0.2)} ${Y(0.04)}L${X(-0.2)} ${Y(0.17)}L${X(0.3)} ${Y(0.17)}Q${X(0.42)} ${Y(0.17)} ${X(0.42)} ${Y(0.08)}L${X(0.42)} ${Y(0.04)}Z`,
        grey,
      );
      out += p.shape(`M${X(-0.1)} ${Y(0.17)}L${X(-0.1)} ${Y(0.21)}L${X(0.14)} ${Y(0.21)}L${X(0.14)} ${Y(0.17)}Z`, body, {
        shade: false,
      });
      for (const wx of [-0.14, 0.34]) out += p.ellipse(x + d * s * wx, y - s * 0.03, s * 0.04, s * 0.04, p.c('#1d1f27'));
      return out;
    }
    case 'tree-stump': {
      // A stump cut flat, its top showing the rings that tell the tree's age.
      const top = y - s * 0.45;
      const rx = s * 0.45;
      const ry = s * 0.16;
      let out = p.shape(
        `M${n(x - rx)} ${n(top)}L${n(x - rx * 1.05)} ${n(y)}Q${n(x)} ${n(y + ry)} ${n(x + rx * 1.05)} ${n(y)}L${n(x + rx)} ${n(top)}Z`,
        p.c('#8a5a32'),
      );
      out += p.ellipse(x, top, rx, ry, p.c('#e9c58f'));
      for (let i = 1; i <= 5; i += 1)
        out += `<path d="${ellipsePath(x + i * 0.6, top + i * 0.2, rx * (1 - i * 0.16), ry * (1 - i * 0.16))}" fill="none" stroke="${p.c('#a97a4a')}" stroke-width="2.2"/>`;
      out += p.stroke(
        `M${n(x - rx * 0.9)} ${n(y - s * 0.1)}L${n(x - rx * 1.3)} ${n(y + 4)}M${n(x + rx * 0.9)} ${n(y - s * 0.12)}L${n(x + rx * 1.35)} ${n(y + 2)}`,
        p.c('#6b4628'),
        7,
      );
      return out;
    }
    case 'sandcastle': {
      const c = p.c('#e8c77e');
      let out = p.shape(
        `M${n(x - s * 0.45)} ${n(y)}L${n(x - s * 0.45)} ${n(y - s * 0.35)}L${n(x + s * 0.45)} ${n(y - s * 0.35)}L${n(x + s * 0.45)} ${n(y)}Z`,
        c,
      );
      for (const dx of [-0.35, 0, 0.35])
        out += p.shape(
          `M${n(x + s * dx - s * 0.1)} ${n(y - s * 0.35)}L${n(x + s * dx - s * 0.1)} ${n(y - s * (dx === 0 ? 0.7 : 0.55))}L${n(x + s * dx + s * 0.1)} ${n(y - s * (dx === 0 ? 0.7 : 0.55))}L${n(x + s * dx + s * 0.1)} ${n(y - s * 0.35)}Z`,
          c,
        );
      out +=
        p.stroke(`M${n(x)} ${n(y - s * 0.7)}L${n(x)} ${n(y - s * 0.95)}`, p.c('#6b4a2e'), 3) +
        `<path d="M${n(x)} ${n(y - s * 0.95)}l${n(s * 0.15)} ${n(s * 0.05)}l${n(-s * 0.15)} ${n(s * 0.05)}Z" fill="${p.c(colour ?? '#e63946')}"/>`;
      return out;
    }
    case 'treasure-chest': {
      const c = p.c(colour ?? '#a0632f');
      let out = p.shape(
        `M${n(x - s * 0.45)} ${n(y)}L${n(x - s * 0.45)} ${n(y - s * 0.45)}L${n(x + s * 0.45)} ${n(y - s * 0.45)}L${n(x + s * 0.45)} ${n(y)}Z`,
        c,
      );
      out += p.shape(
        `M${n(x - s * 0.5)} ${n(y - s * 0.45)}Q${n(x)} ${n(y - s * 0.85)} ${n(x + s * 0.5)} ${n(y - s * 0.45)}Z`,
        darken(c, 0.1),
      );
      out += `<circle cx="${n(x - s * 0.1)}" cy="${n(y - s * 0.62)}" r="${n(s * 0.07)}" fill="#ffd23f"/><circle cx="${n(x + s * 0.12)}" cy="${n(y - s * 0.6)}" r="${n(s * 0.06)}" fill="#7fd4ff"/>`;
      out += p.shape(
        `M${n(x - s * 0.07)} ${n(y - s * 0.45)}L${n(x + s * 0.07)} ${n(y - s * 0.45)}L${n(x + s * 0.07)} ${n(y - s * 0.3)}L${n(x - s * 0.07)} ${n(y - s * 0.3)}Z`,
        p.c('#f2c230'),
      );
      return out;
    }
    case 'puddle':
      return `<path d="${blob([
        [x - s * 0.5, y],
        [x - s * 0.3, y - s * 0.12],
        [x + s * 0.2, y - s * 0.14],
        [x + s * 0.5, y - s * 0.02],
        [x + s * 0.2, y + s * 0.1],
        [x - s * 0.3, y + s * 0.08],
      ])}" fill="${p.c('#8ec7ea')}" opacity="0.85"/>`;
    case 'paddling-pool': {
      // A round blow-up pool on the grass: a fat coloured ring, the water in it.
      const ring = p.c(colour ?? '#3fa7d6');
      return (
        `<ellipse cx="${n(x)}" cy="${n(y - s * 0.08)}" rx="${n(s * 0.5)}" ry="${n(s * 0.16)}" fill="${ring}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - s * 0.13)}" rx="${n(s * 0.42)}" ry="${n(s * 0.1)}" fill="${p.c('#a9dcf5')}"/>` +
        `<ellipse cx="${n(x - s * 0.12)}" cy="${n(y - s * 0.15)}" rx="${n(s * 0.12)}" ry="${n(s * 0.025)}" fill="#ffffff" opacity="0.6"/>` +
        p.stroke(
          `M${n(x - s * 0.5)} ${n(y - s * 0.1)}Q${n(x)} ${n(y + s * 0.12)} ${n(x + s * 0.5)} ${n(y - s * 0.1)}`,
          darken(ring, 0.15),
          3,
        )
      );
    }
    case 'snowball':
      // A round ball of packed snow, shaded blue underneath.
      return (
        `<circle cx="${n(x)}" cy="${n(y - s * 0.4)}" r="${n(s * 0.4)}" fill="${p.c('#f7fbff')}"/>` +
        `<path d="M${n(x - s * 0.4)} ${n(y - s * 0.4)}A${n(s * 0.4)} ${n(s * 0.4)} 0 0 0 ${n(x + s * 0.4)} ${n(y - s * 0.4)}Q${n(x)} ${n(y - s * 0.2)} ${n(x - s * 0.4)} ${n(y - s * 0.4)}Z" fill="${p.c('#cfe2f3')}"/>`
      );
    case 'submarine':
      // Nobody looking out: the submarine on its own, `s` long.
      return drawVehicle(p, 'submarine', x, y - s * 0.15, s * 2, false, colour, []);
    case 'airliner':
      // Nobody looking out: the big plane on its own, `s` long.
      return drawVehicle(p, 'airliner', x, y - s * 0.15, s * 2, false, colour, []);
    case 'lighthouse': {
      // A white tower with red bands on a rock, its lamp lit under a red cap: `s` tall, its bottom centre at (x, y).
      const k = s / 170;
      const poly = (points: readonly number[], fill: string, o = {}) => {
        const at = (i: number) => `${n(x + points[i]! * k)} ${n(y + points[i + 1]! * k)}`;
        return p.shape(
          `M${points
            .filter((_, i) => i % 2 === 0)
            .map((_, j) => at(j * 2))
            .join('L')}Z`,
          fill,
          o,
        );
      };
      // (Tower sides narrow upwards: a band's half width at dy.)
      const half = (dy: number) => 24 - (8 * -dy) / 124;
      const band = (y0: number, y1: number) =>
        poly([-half(y0), y0, -half(y1), y1, half(y1), y1, half(y0), y0], p.c(colour ?? '#e0474c'), { shade: false });
      const box = (x0: number, y0: number, x1: number, y1: number, fill: string, o = {}) =>
        poly([x0, y0, x1, y0, x1, y1, x0, y1], fill, o);
      return (
        poly([-40, 4, -30, -8, 30, -8, 40, 4], p.c('#8d8a86')) +
        poly([-24, -6, -16, -130, 16, -130, 24, -6], p.c('#f6f1e7')) +
        band(-30, -50) +
        band(-88, -106) +
        box(-7, -6, 7, -22, p.c('#5a4a42'), { shade: false }) +
        box(-22, -136, 22, -130, p.c('#3e3a44')) +
        box(-13, -156, 13, -136, p.c('#ffe27a'), { gloss: true }) +
        poly([-18, -155, 0, -170, 18, -155], p.c(colour ?? '#e0474c'))
      );
    }
    case 'tunnel': {
      // A green hill, the tunnel's dark round mouth in a stone arch at its foot, the rails running in.
      const w = s * 0.5;
      let out = p.shape(
        `M${n(x - w)} ${n(y)}Q${n(x - w * 0.8)} ${n(y - s * 0.62)} ${n(x)} ${n(y - s * 0.64)}Q${n(x + w * 0.8)} ${n(y - s * 0.62)} ${n(x + w)} ${n(y)}Z`,
        p.c('#6fae4a'),
      );
      const arch = (r: number, fill: string) =>
        p.shape(
          `M${n(x - r)} ${n(y)}L${n(x - r)} ${n(y - r * 0.9)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y - r * 0.9)}L${n(x + r)} ${n(y)}Z`,
          fill,
        );
      out += arch(s * 0.2, p.c('#a39a8c'));
      out += arch(s * 0.15, p.c('#1d1a22'));
      for (const side of [-1, 1])
        out += p.stroke(`M${n(x + side * s * 0.05)} ${n(y)}L${n(x + side * s * 0.16)} ${n(y + s * 0.14)}`, p.c('#6b6f78'), 3);
      for (let i = 0; i < 3; i += 1) {
        const yy = y + s * (0.025 + i * 0.05);
        const half = s * (0.08 + i * 0.035);
        out += p.stroke(`M${n(x - half)} ${n(yy)}L${n(x + half)} ${n(yy)}`, p.c('#7a5534'), 3);
      }
      return out;
    }
    case 'beanstalk': {
      // Two twisting green stalks from the ground up out of the picture, big leaves on both sides, clouds
      // about its top.
      const green = p.c('#3f9a3a');
      const dark = p.c('#2c7330');
      const wave = (phase: number) => {
        let d = `M${n(x + phase * s * 0.03)} ${n(y)}`;
        for (let i = 1; i <= 8; i += 1) {
          const yy = y - (s * 1.1 * i) / 8;
          const xx = x + Math.sin(i * 1.3 + phase) * s * 0.05;
          d += `L${n(xx)} ${n(yy)}`;
        }
        return d;
      };
      let out = p.stroke(wave(0), dark, s * 0.06, { cap: 'round' }) + p.stroke(wave(2.2), green, s * 0.045, { cap: 'round' });
      for (let i = 1; i <= 7; i += 1) {
        const side = i % 2 === 0 ? 1 : -1;
        const ly = y - (s * i) / 8;
        const lx = x + Math.sin(i * 1.3) * s * 0.05;
        const tip = lx + side * s * 0.16;
        out += p.shape(
          `M${n(lx)} ${n(ly)}Q${n(lx + side * s * 0.06)} ${n(ly - s * 0.08)} ${n(tip)} ${n(ly - s * 0.04)}Q${n(lx + side * s * 0.08)} ${n(ly + s * 0.02)} ${n(lx)} ${n(ly)}Z`,
          i % 3 === 0 ? dark : green,
        );
      }
      for (const [dx, dy, r] of [
        [-0.12, 0.93, 0.09],
        [0.02, 0.97, 0.12],
        [0.15, 0.92, 0.08],
      ] as const)
        out += p.ellipse(x + s * dx, y - s * dy, s * r, s * r * 0.55, p.c('#f6f7fb'));
      return out;
    }
    case 'nest': {
      let out = p.ellipse(x, y - s * 0.18, s * 0.45, s * 0.2, p.c('#9a6b3c'));
      // (Eggs only when the text says so; else a few dry leaves in the nest, a hedgehog's or an empty one.)
      if (eggs)
        for (const dx of [-0.14, 0.02, 0.16]) out += p.ellipse(x + s * dx, y - s * 0.32, s * 0.1, s * 0.13, p.c('#cfe6f2'));
      else
        for (const [dx, c] of [
          [-0.2, '#c9843a'],
          [0.04, '#d9a441'],
          [0.22, '#b4622e'],
        ] as const)
          out += p.ellipse(x + s * dx, y - s * 0.34, s * 0.13, s * 0.07, p.c(c));
      return out;
    }
  }
}
