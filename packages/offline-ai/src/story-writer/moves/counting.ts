/**
 * Learning to count (slots of counting.ts): the wish and a muddled first try, a grown-up's trick, the first few
 * counted aloud, a muddle of the things themselves put right, and the count all the way to the end.
 */
import type { Move } from './types.js';

export const COUNTING_MOVES: Record<string, Move> = {
  countWish: { parts: [['{countSeen}'], ['{countWish}'], ['{countMuddle}']], wishPart: 1 },
  countHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [['{countHelperComes}'], ['{countThere}']],
  },
  countFirst: { parts: [['{countFirst}']] },
  countMuddle: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{countTrouble}'], ['{countFix}']],
  },
  countOn: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{countOn}']],
  },
  countTop: { parts: [['{countTop}'], ['{countCheer}']] },
  countBed: { parts: [['{countBed}']] },
};
