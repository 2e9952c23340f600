/**
 * A stall a child runs (world/stalls.ts, slots of stall.ts): the idea and what is made with a grown-up, the sign set
 * up, a trouble of the day, its fix and the first customers, the coins counted, and what the money is for.
 */
import type { Move } from './types.js';

export const STALL_MOVES: Record<string, Move> = {
  stallStart: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [['{stallWish}'], ['{stallMake}']],
  },
  stallSetUp: {
    then: (s) => {
      s.atPlace = true;
    },
    parts: [['{stallSetUp}']],
  },
  stallTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{stallTrouble}']],
  },
  stallFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{stallFix}'], ['{stallCustomer1}'], ['{stallCustomer2}']],
  },
  stallCount: {
    parts: [['{stallCount}'], ['{stallSum}']],
  },
  stallEnd: {
    parts: [['{stallMoney}'], ['{stallNight}']],
  },
};
