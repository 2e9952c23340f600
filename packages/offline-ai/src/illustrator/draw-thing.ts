import { darken, mix } from './colour.js';
import { blob, ellipsePath, n, type Pen } from './draw/pen.js';
import { iconSvg } from './icon-svg.js';
import type { ThingPlan } from './scene/scene-plan.js';
import type { Stage } from './scenery/stage.js';
import { describe } from './things.js';

/** Things we draw ourselves, where the emoji artwork has none or shows another sense of the word. */
export const DRAWN_THINGS = ['tree-stump', 'sandcastle', 'treasure-chest', 'puddle', 'nest'] as const;
type DrawnThing = (typeof DRAWN_THINGS)[number];

export interface ThingSize {
  px: number;
  place: 'ground' | 'sky' | 'big';
}

export function thingSize(t: ThingPlan, stage: Stage): ThingSize {
  if (t.drawn) return { px: t.drawn === 'puddle' ? 260 : t.drawn === 'tree-stump' ? 220 : 170, place: 'ground' };
  const { placement, bulk } = describe(t.icon!);
  if (placement === 'sky' && stage.floor !== 'indoor') return { px: 90 + 70 * Math.sqrt(bulk), place: 'sky' };
  if (bulk >= 1.5 && !t.held) return { px: 300, place: 'big' };
  return { px: 70 + 100 * Math.min(1.3, bulk), place: 'ground' };
}

/** A thing standing with its bottom centre at (x, y), `size` pixels tall, in the pen's hand. */
export function drawThing(p: Pen, t: ThingPlan, x: number, y: number, size: number, flip: boolean, grounded = true): string {
  const shadow = !grounded
    ? ''
    : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.38)}" ry="${n(size * 0.07)}" fill="#1d1830" opacity="0.18"/>`;
  if (t.drawn) return shadow + drawOwn(p, t.drawn as DrawnThing, x, y, size, t.colour);
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

function drawOwn(p: Pen, id: DrawnThing, x: number, y: number, s: number, colour: string | null): string {
  switch (id) {
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
    case 'nest': {
      let out = p.ellipse(x, y - s * 0.18, s * 0.45, s * 0.2, p.c('#9a6b3c'));
      for (const dx of [-0.14, 0.02, 0.16]) out += p.ellipse(x + s * dx, y - s * 0.32, s * 0.1, s * 0.13, p.c('#cfe6f2'));
      return out;
    }
  }
}
