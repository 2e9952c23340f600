/**
 * A game of hide and seek (world/hiding.ts, slots of hide-seek.ts): the count, the hero hidden, given away, the hero's
 * turn to seek in vain, the other found at last, and one more game.
 */
import type { Move } from './types.js';

export const HIDE_SEEK_MOVES: Record<string, Move> = {
  hsStart: { parts: [['{hsStart}'], ['{hsCount}']] },
  hsHide: { parts: [['{hsHide}'], ['{hsNear}']] },
  hsGiveaway: { parts: [['{hsGiveaway}'], ['{hsCaught}']] },
  hsSeek: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{hsTurn}'], ['{hsLook}'], ['{hsWorry}']],
  },
  hsFound: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{hsFound}'], ['{hsSay}']],
  },
  hsEnd: { parts: [['{hsAfter}'], ['{hsNight}']] },
};
