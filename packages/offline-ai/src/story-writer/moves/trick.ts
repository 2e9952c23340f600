/**
 * A trickster tale (world/tricks.ts, slots of trick.ts): the big one threatens, the small one thinks of a trick and
 * sets it, the big one falls for it, the small one is safe and laughing, and the big one learns to be kinder.
 */
import type { Move } from './types.js';

export const TRICK_MOVES: Record<string, Move> = {
  trickStart: {
    parts: [['{trickHome}'], ['{trickThreat}']],
  },
  trickThink: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{trickScared}'], ['{trickThink}']],
  },
  trickSet: {
    parts: [['{trickSet}']],
  },
  trickFall: {
    parts: [['{trickFall}']],
  },
  trickSafe: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{trickSafe}']],
  },
  trickEnd: {
    parts: [['{trickKinder}'], ['{trickNight}']],
  },
};
