import type { Point } from '../draw/pen.js';

/**
 * A drawn figure in its own units (a child is 100 tall), feet or base on y = 0, facing +x. The
 * composer places it with a scale and a mirror, so it can face whoever it is talking to.
 */
export interface Figure {
  svg: string;
  /** From the ground line to the top of the figure. */
  height: number;
  /** Half its width, for spacing figures apart. */
  halfWidth: number;
  /** How far it reaches forwards (the way it faces) from its centre, when more than half its width (a long neck, a snout). */
  front?: number;
  /** Where a held thing goes (a person's near hand, a bird's beak), or null. */
  hand: Point | null;
  /** The head's centre: speech and looks are aimed from here. */
  head: Point;
  /** Where a rider sits (a horse's, a dragon's back), or null. */
  seat: Point | null;
  /** How tall it stands beside a child of the same pen (an adult 1.4, a snail 0.3). */
  scale: number;
}
