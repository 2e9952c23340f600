import type { BookLook } from './book-look.js';
import { n, SIZE, type Pen, type Point } from './draw/pen.js';
import type { Random } from '../seeded.js';
import type { ScenePlan } from './scene/scene-plan.js';
import type { Stage } from './scenery/stage.js';

/** Light, air and the hands' flourishes over the finished scene: cheap SVG shapes, and washes of light. */

/**
 * A round wash of light or shade laid over the whole picture: a radial gradient, but applied to the
 * pixels after rendering (`render.ts`), since librsvg spends about 10 ms on each one over the canvas.
 */
export interface Wash {
  cx: number;
  cy: number;
  r: number;
  /** Offset (0-1 of r), colour, opacity; past the last stop the wash is gone. */
  stops: readonly (readonly [number, string, number])[];
}

/** Night outdoors: the land darkens and turns blue under the sky; the moon still lights it. */
export function nightVeil(p: Pen, stage: Stage): string {
  // Fading in above the horizon: a hard top edge would cut a band across trees and hills.
  const top = stage.horizon - 200;
  const height = SIZE - top;
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1033" stop-opacity="0"/><stop offset="${n(160 / height)}" stop-color="#0b1033" stop-opacity="0.38"/><stop offset="1" stop-color="#0b1033" stop-opacity="0.38"/></linearGradient>`,
  );
  return `<rect y="${n(top)}" width="${SIZE}" height="${n(height)}" fill="url(#${id})"/>`;
}

/**
 * A room at night, its lights on: the room itself (walls, floor, furniture) drawn dim and blue behind
 * the figures, who are lit by its lamps and the wash over the picture, their lines still clear.
 */
export function roomVeil(): string {
  return `<rect width="${SIZE}" height="${SIZE}" fill="#111b4d" opacity="0.42"/>`;
}

export interface EffectContext {
  stage: Stage;
  plan: ScenePlan;
  /** The middle of the hero, where light and sparkle gather. */
  glow: Point;
  heroHeight: number;
  book: BookLook;
  /** Where a torch, a candle or a lantern shines. */
  lamps: readonly Point[];
}

/** The hand's flourishes as SVG, and the washes of light laid over them. */
export function effects(p: Pen, rng: Random, ctx: EffectContext): { svg: string; washes: Wash[] } {
  const { hand } = p;
  const { stage, plan, glow } = ctx;
  let out = '';
  const washes: Wash[] = [];
  const moving = plan.characters[0] && ['run', 'fly', 'jump', 'swim', 'dance'].includes(plan.characters[0].pose);
  if (hand.extras.speedLines && moving) out += speedLines(rng, glow[0], glow[1]);
  // A room at night: dim all over and, its lights not out, warm round what gives light there (the fire,
  // the lamp by the bed, a candle, the Christmas tree's lights, else the lamp overhead), in every hand.
  const roomAtNight = plan.time === 'night' && !stage.outdoor;
  if (roomAtNight) {
    const lights = [...(stage.glows ?? []), ...ctx.lamps.map(([x, y]) => ({ x, y, r: ctx.heroHeight * 0.9 }))];
    // (darkest furthest from the room's first light; with its lights out, the darkness below does the rest)
    const [cx, cy] = lights[0] && !plan.lightsOut ? [lights[0].x, lights[0].y] : glow;
    washes.push({
      cx,
      cy,
      r: SIZE * 1.1,
      stops: plan.lightsOut
        ? [
            [0, '#0b1033', 0.08],
            [1, '#0b1033', 0.4],
          ]
        : [
            [0, '#16235e', 0.12],
            [1, '#0b1142', 0.46],
          ],
    });
    if (!plan.lightsOut)
      for (const g of lights.length > 0 ? lights : [{ x: stage.light.x, y: stage.light.y, r: SIZE * 0.55 }])
        washes.push({
          cx: g.x,
          cy: g.y,
          r: g.r,
          stops: [
            [0, '#ffcf78', 0.56],
            [0.3, '#ffa94a', 0.3],
            [1, '#ffa94a', 0],
          ],
        });
  }
  // (In a dim room the hero is lit more softly, by the lamps: no bright haze round them.)
  const halo = roomAtNight && !plan.lightsOut ? 0.7 : 1;
  if (hand.extras.halo || plan.time === 'night')
    washes.push({
      cx: glow[0],
      cy: glow[1],
      r: ctx.heroHeight * 0.7,
      stops: [
        [0, '#fff1b8', 0.32 * halo],
        [0.6, '#ffe08a', 0.1 * halo],
        [1, '#ffe08a', 0],
      ],
    });
  const sparkleCount = hand.extras.sparkles + (ctx.book.moods.magic || plan.mood === 'magical' ? 24 : 0);
  if (sparkleCount) out += sparkles(p, rng, sparkleCount, glow);
  // A room whose lights are out: dark all over, lit only round a torch, a candle or a lantern (or,
  // with none drawn, dimly round the ones there, as from the window).
  if (plan.lightsOut && !stage.outdoor) {
    washes.push({
      cx: glow[0],
      cy: glow[1],
      r: SIZE * 0.9,
      stops: [
        [0, '#0a0f30', 0.5],
        [1, '#0a0f30', 0.78],
      ],
    });
    for (const [cx, cy] of ctx.lamps)
      washes.push({
        cx,
        cy,
        r: ctx.heroHeight * 1.1,
        stops: [
          [0, '#ffe3a0', 0.55],
          [0.4, '#ffc766', 0.22],
          [1, '#ffc766', 0],
        ],
      });
  }
  // Light from the sun or moon washes over the scene (not a room's at night: its lamps are lit instead).
  const { light } = stage;
  if (!(plan.time === 'night' && !stage.outdoor))
    washes.push({
      cx: light.x,
      cy: Math.max(0, light.y),
      r: SIZE * 1.1,
      stops: [
        [0, light.colour, hand.style === 'anime' ? 0.12 : 0.26],
        [0.5, light.colour, 0.08],
        [1, light.colour, 0],
      ],
    });
  if (plan.mood === 'scary' || plan.mood === 'sad')
    washes.push({ cx: 0, cy: 0, r: Infinity, stops: [[0, plan.mood === 'scary' ? '#2a1846' : '#3a4a66', 0.14]] });
  // A storybook glow: warm golden light pouring from the sun down over the hero.
  if (hand.post.glow && plan.time !== 'night')
    washes.push({
      cx: stage.light.x * 0.5 + glow[0] * 0.5,
      cy: Math.max(0, stage.light.y),
      r: SIZE * 0.9,
      stops: [
        [0, hand.post.glow, 0.3],
        [0.5, hand.post.glow, 0.14],
        [1, hand.post.glow, 0],
      ],
    });
  const vc = hand.post.vignetteColour;
  if (hand.post.vignette)
    washes.push({
      cx: SIZE / 2,
      cy: SIZE / 2,
      r: SIZE * 0.75,
      stops: [
        [0, vc, 0],
        [0.58, vc, 0],
        [1, vc, hand.post.vignette],
      ],
    });
  return { svg: out, washes };
}

/** Twinkles and dots of light, thicker round the hero. */
function sparkles(p: Pen, rng: Random, count: number, around: Point): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const near = i < count / 2;
    const x = near ? around[0] + rng.range(-260, 260) : rng.range(20, SIZE - 20);
    const y = near ? around[1] + rng.range(-320, 120) : rng.range(20, SIZE * 0.7);
    const r = rng.range(6, near ? 20 : 14);
    if (Math.hypot(x - around[0], y - around[1] + 60) < 90) continue;
    const colour = p.c(rng.pick(['#fff4c2', '#ffffff', '#ffe08a', '#e6d4ff']));
    out += rng.chance(0.6) ? twinkle(x, y, r, colour) : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.25)}" fill="${colour}"/>`;
  }
  return out;
}

function twinkle(x: number, y: number, r: number, colour: string): string {
  const w = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + w)} ${n(y - w)} ${n(x + r)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + r)}Q${n(x - w)} ${n(y + w)} ${n(x - r)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - r)}Z" fill="${colour}" opacity="0.95"/>`;
}

/** Anime speed lines: thin white rays bursting from behind the hero. */
function speedLines(rng: Random, x: number, y: number): string {
  let d = '';
  const rays = 44;
  for (let i = 0; i < rays; i += 1) {
    const angle = (i / rays) * Math.PI * 2 + rng.range(-0.04, 0.04);
    const inner = rng.range(300, 400);
    const outer = 1100;
    const spread = rng.range(0.006, 0.016);
    const point = (r: number, a: number) => `${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
    d += `M${point(inner, angle)}L${point(outer, angle - spread)}L${point(outer, angle + spread)}Z`;
  }
  return `<path d="${d}" fill="#ffffff" opacity="0.3"/>`;
}
