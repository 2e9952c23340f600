/** An old tale retold (world/tales.ts, slots of tale.ts): its six paragraphs, as the tale goes. */
import type { Move } from './types.js';

export const TALE_MOVES: Record<string, Move> = {
  tale1: { parts: [['{tale1}']] },
  tale2: { parts: [['{tale2}']] },
  tale3: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{tale3}']],
  },
  tale4: { parts: [['{tale4}']] },
  tale5: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{tale5}']],
  },
  tale6: { parts: [['{tale6}']] },
};
