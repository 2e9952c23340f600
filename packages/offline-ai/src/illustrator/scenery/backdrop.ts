import { linear, n, SIZE, type Paint } from '../paint.js';
import { sky, SKY, type Light, type TimeOfDay } from '../sky.js';

/** What a place draws behind the things of the paragraph, and how those things may stand in it. */
export interface Backdrop {
  /** Sky, far scenery and ground, painted first. */
  back: string;
  /** Painted over everything else (leaves framing a jungle, light rays in water). */
  front: string;
  /** Where the ground meets the sky (or the floor the wall): things stand below it. */
  horizon: number;
  /** What things stand on: water makes the hero ride a boat, seabed and space give a helmet. */
  floor: 'land' | 'water' | 'seabed' | 'space' | 'indoor';
  /** Typical things of the place, added when the paragraph names few. */
  defaults: string[];
  /** Emoji the backdrop already shows, so they are not placed twice. */
  shows: string[];
  /** Landmarks things must not cover (a window, a planet). */
  keepClear?: { x0: number; y0: number; x1: number; y1: number }[];
  light: Light;
}

export interface SceneContext {
  time: TimeOfDay;
  /** A colour the visual prompt asked for, or null. */
  accent: string | null;
  /** Landmarks (a castle, the pyramids, a window) go on the other side, where they are seen. */
  heroSide: 'L' | 'R';
}

export type DrawBackdrop = (p: Paint, scene: SceneContext) => Backdrop;

/** The open sky above `horizon`, with its light. */
export function openSky(p: Paint, scene: SceneContext, horizon: number) {
  return sky(p, scene.time, { x: 0, y: 0, w: SIZE, h: horizon + 40 }, scene.accent);
}

/** Far scenery, softened by the look's focus blur. */
export function far(p: Paint, svg: string): string {
  const blur = p.look.farBlur;
  if (blur <= 0) return svg;
  const id = p.def(
    (fid) => `<filter id="${fid}" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
  );
  return `<g filter="url(#${id})">${svg}</g>`;
}

/** Air between the eye and far things: a veil of the sky's colour at the horizon, thickest there. */
export function haze(p: Paint, scene: SceneContext, horizon: number, strength = 0.45): string {
  const colour = SKY[scene.time].stops.at(-1)![1];
  const top = horizon - 260;
  return `<rect x="0" y="${n(top)}" width="${SIZE}" height="${n(horizon - top + 30)}" fill="${linear(p, [
    [0, colour, 0],
    [0.85, colour, strength],
    [1, colour, 0],
  ])}"/>`;
}
