import { iconCategory } from './icon-set.js';
import { SIZE } from './paint.js';
import type { Random } from './random.js';
import type { Backdrop } from './scenery/backdrop.js';
import { describe, type Thing } from './things.js';

/**
 * Depth: things stand on the ground between the horizon and the bottom edge; the nearer (lower)
 * they stand, the bigger they are drawn. Big things keep to the distance and small things come
 * near, so a castle never dwarfs the hero and a bee is still seen. Nothing may cover the hero.
 */
export interface Placed {
  icon: string;
  /** Bottom centre, in canvas pixels. */
  x: number;
  y: number;
  size: number;
  flip: boolean;
  /** Stands on the ground (gets a shadow) or floats. */
  grounded: boolean;
}

export interface HeroSpot {
  x: number;
  /** Where the feet are. */
  y: number;
  height: number;
  /** The box nothing may cover. */
  box: Box;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How many things a picture shows at least (typical things of the place fill up). */
const MIN_GROUND_THINGS = 3;
const MAX_TOTAL = 7;
const ATTEMPTS = 40;

export function heroSpot(side: 'L' | 'R', backdrop: Backdrop): HeroSpot {
  const x = side === 'L' ? SIZE * 0.33 : SIZE * 0.67;
  const floating = backdrop.floor === 'seabed';
  const y = floating ? SIZE - 110 : SIZE - 36;
  const height = 540;
  return { x, y, height, box: { x0: x - 150, y0: y - height, x1: x + 150, y1: y } };
}

export function layOut(rng: Random, things: readonly Thing[], backdrop: Backdrop, hero: HeroSpot): Placed[] {
  const placed: Placed[] = [];
  const boxes: Box[] = [...(backdrop.keepClear ?? [])];
  const wanted = things.filter((t) => !backdrop.shows.includes(t.icon)).map((t) => ({ ...t, named: true }));
  const groundCount = () => wanted.filter((t) => t.placement !== 'sky').length;
  for (const icon of backdrop.defaults) {
    if (groundCount() >= MIN_GROUND_THINGS || wanted.length >= MAX_TOTAL) break;
    if (wanted.some((t) => t.icon === icon) && icon !== 'evergreen-tree' && icon !== 'cactus') continue;
    wanted.push({ icon, word: icon, ...describe(icon), named: false });
  }
  for (const thing of wanted) {
    const spot = findSpot(rng, thing, backdrop, hero, boxes);
    if (!spot) continue;
    boxes.push(spot.box);
    // Fluent's animals and vehicles face left: those left of the hero turn to face it.
    const turns = ['Animals & Nature', 'Travel & Places'].includes(iconCategory(thing.icon) ?? '') && spot.x < hero.x;
    placed.push({ icon: thing.icon, x: spot.x, y: spot.y, size: spot.size, flip: turns, grounded: spot.grounded });
  }
  return placed;
}

function findSpot(rng: Random, thing: Thing & { named: boolean }, backdrop: Backdrop, hero: HeroSpot, taken: Box[]) {
  const { horizon, floor } = backdrop;
  const depthRange = SIZE - horizon;
  let placement = thing.placement;
  if (placement === 'wall' && floor !== 'indoor') placement = 'ground';
  if (placement === 'water' && floor !== 'water' && floor !== 'seabed') placement = 'ground';
  if (placement === 'sky' && floor === 'indoor') placement = 'ground';

  for (let shrink = 1; shrink >= 0.7; shrink -= 0.15) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      let x: number;
      let y: number;
      let size: number;
      let grounded = true;
      if (placement === 'sky' || (placement === 'water' && floor === 'seabed')) {
        // Floating: sky things above the horizon, sea creatures anywhere in the water.
        size = Math.min(190, 120 * Math.sqrt(thing.bulk) + 30) * shrink;
        const top = placement === 'sky' ? 40 : 120;
        const bottom = placement === 'sky' ? horizon - 30 : horizon;
        x = rng.range(size / 2 + 20, SIZE - size / 2 - 20);
        y = rng.range(top + size, bottom);
        grounded = false;
      } else if (placement === 'wall') {
        size = 120 * shrink;
        x = rng.range(size / 2 + 40, SIZE - size / 2 - 40);
        y = rng.range(220, horizon - 80);
        grounded = false;
      } else {
        // Big things far, small things near; what the paragraph names comes forward, typical
        // things of the place stay back.
        const [near0, near1] =
          thing.bulk >= 1.5
            ? thing.named
              ? [0.1, 0.35]
              : [0.02, 0.25]
            : thing.bulk <= 0.6
              ? [0.55, 0.98]
              : thing.named
                ? [0.4, 0.9]
                : [0.05, 0.55];
        const depth = rng.range(near0, near1);
        y = horizon + 12 + depth * (depthRange - 24);
        // A room is shallow: its far wall is only a few steps away.
        const scale = floor === 'indoor' ? 0.62 + 0.38 * depth : 0.32 + 0.68 * depth;
        size = Math.max(48, Math.min(300, 250 * thing.bulk * scale)) * shrink;
        x = rng.range(size / 2 + 6, SIZE - size / 2 - 6);
      }
      const box = { x0: x - size * 0.45, y0: y - size * 0.95, x1: x + size * 0.45, y1: y };
      // A thing in front must leave the hero whole; one behind may peek out beside it.
      if (overlap(box, hero.box) > (y > hero.y ? 0.04 : 0.3)) continue;
      if (taken.some((t) => overlap(box, t) > 0.22 || overlap(t, box) > 0.22)) continue;
      return { x, y, size, grounded, box };
    }
  }
  return null;
}

/** Share of `a` covered by `b`. */
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / ((a.x1 - a.x0) * (a.y1 - a.y0));
}
