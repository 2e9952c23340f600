/**
 * A special power (world/powers.ts, slots of power.ts): found and kept secret, fun with it, a muddle it causes put
 * right with the secret still kept, the power used to help someone, and home at bedtime with the secret kept.
 */
import type { Move } from './types.js';

export const POWER_MOVES: Record<string, Move> = {
  powerFound: {
    parts: [
      ['{powerFound}'],
      ['{Hero} could hardly believe it. It was not a dream!', '{Hero} blinked and blinked. It was really true!'],
      ['{powerSecret}'],
    ],
  },
  powerFun: {
    parts: [
      ['{powerFun1}'],
      ['{powerFun2}'],
      ['"This is the best secret ever!" giggled {hero}.', '{Hero} laughed and laughed. What a day!'],
    ],
  },
  powerMuddle: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{powerMuddle}'], ['"Oh no!" gasped {hero}.', '"Uh-oh," said {hero}. "This is a muddle!"']],
  },
  powerFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{powerFix}'], ['"Phew!" {Hero} let out a big breath.', '{Hero} grinned. That was close!']],
  },
  powerGood: {
    parts: [
      ['Later that day, {hero} saw that someone needed help.', 'The next day, {hero} found someone who needed help.'],
      ['{powerNeed}'],
      ['{powerDeed}'],
      ['Helping was the very best thing about {their} superpower.', '{Hero} smiled. A superpower is best for helping.'],
    ],
  },
  powerNight: {
    parts: [
      ['{powerNight}'],
      ['{Hero} fell asleep, wondering what tomorrow would bring.', 'Soon {hero} was fast asleep, smiling.'],
    ],
  },
};
