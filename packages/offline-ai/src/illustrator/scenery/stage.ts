import type { Pen } from '../draw/pen.js';
import type { Random } from '../../seeded.js';
import type { TimeOfDay, Weather } from '../scene/scene-plan.js';

/** What a setting paints, and where figures and things may go in it. */
export interface Stage {
  /** Sky, far scenery and the ground: the background layer (softened by focus in some hands). */
  back: string;
  /** Scenery between the background and the figures (a hedge, a counter, a boat). */
  middle: string;
  /** Painted over the figures at the picture's edges (leaves, grass, rocks, a window frame). */
  front: string;
  horizon: number;
  /** Where the feet of figures in the middle ground stand. */
  ground: number;
  /** What figures stand on: it decides boats, bubbles, helmets, floating. */
  floor: 'land' | 'water' | 'seabed' | 'space' | 'indoor' | 'air' | 'snow';
  /** The light: where it comes from and its colour, for glows and night. */
  light: { x: number; y: number; colour: string };
  /**
   * Something to sit on (a log, a bench, a bed), if the place has one; a bed has a pillow where a
   * sleeper's head rests and a blanket drawn over the sleeper.
   */
  seat?: { x: number; y: number; pillow?: { x: number; y: number }; blanket?: string };
  /**
   * A room's landmark, what tells which room it is (a museum's skeleton, a classroom's board, a
   * library's shelves): the height of its top part that must stay in view when the room is seen close up.
   */
  landmark?: number;
  /** Where a swimmer floats, when the place has water in front of its bank (a river, a lake). */
  water?: number;
  /**
   * Where the sand meets the sea beyond it (a beach): one in the water is seen from the shore, its body
   * cut off at the waves there, coming up out of them, never lying on the sand.
   */
  shore?: number;
  /**
   * Near water painted over what is down in it (at or below `water`), in front of the rest of the
   * front: the sea's waves over a dolphin beside the boat, the boat's hull behind the dolphin.
   */
  swell?: string;
  /**
   * What gives light in a room of its own (the fire in the hearth, the lamp by the bed), with how far
   * it reaches: at night the room is dim and these glow.
   */
  glows?: readonly { x: number; y: number; r: number }[];
  /** Is it lit like the open air (night darkens it) or a room (a lamp glows)? */
  outdoor: boolean;
}

export interface StageContext {
  p: Pen;
  rng: Random;
  time: TimeOfDay;
  weather: readonly Weather[];
  /** The hero's side: landmarks go to the other side where they are seen. */
  heroSide: 'L' | 'R';
  /** The boat on open water: with a mast and sail, or a canoe paddled. */
  vessel?: 'sail' | 'paddle';
  /**
   * The key things the paragraph names (their words and pictures): the story draws them, so the
   * place's own props leave them out (one sandcastle on the beach, the one Finn built).
   */
  named?: ReadonlySet<string>;
  /** The moon gone (no moon in the sky) or a thin crescent (ScenePlan `moon`). */
  moon?: 'none' | 'crescent';
  /** Up in the clouds (ScenePlan `aloft`): clouds for ground. */
  aloft?: boolean;
}

/** Does the paragraph name one of these as a key thing (so the scenery leaves its own out)? */
export function namedThing(ctx: StageContext, ...words: string[]): boolean {
  return words.some((w) => ctx.named?.has(w) === true);
}

export type DrawStage = (ctx: StageContext) => Stage;
