/**
 * A hero that grows and changes (world/life-cycles.ts, slots of life-cycle.ts): each stage's paragraph is its first
 * lines, its fact, and the rest; the friend of its world comes by in the second stage and stays to the end.
 */
import type { Move } from './types.js';

/** Up to three lines each side of a stage's fact. */
const PARTS = [0, 1, 2];
const side = (letter: string, stage: number) => PARTS.map((j) => [`{life${letter}${stage}x${j}}`]);

export const LIFE_CYCLE_MOVES: Record<string, Move> = Object.fromEntries(
  [0, 1, 2, 3, 4, 5].flatMap((stage) => [
    [`lifeBefore${stage}`, { parts: side('B', stage) }],
    [
      `lifeAfter${stage}`,
      {
        parts: side('A', stage),
        then: (s) => {
          if (stage >= 1) s.guideHere = true;
        },
      } satisfies Move,
    ],
  ]),
);

/** A fact of the stage: said by the friend once there, else told. */
export const LIFE_FACT: Move = {
  parts: [['[guide] "{FactSaid}" said {guide}.', '[guide] "{FactSaid}" said the {gkind}.', '[!guide] {Fact}']],
};

/** A stage's fact told, not said: a second one straight after the first ('... said the seagull. This is called
 * evaporation.'), or one too long for anyone to say in a sentence. */
export const LIFE_FACT_TOLD: Move = { parts: [['{Fact}']] };
