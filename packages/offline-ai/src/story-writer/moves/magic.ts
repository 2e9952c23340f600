/**
 * A magic thing (world/magic-things.ts, slots of magic.ts): found and its first magic, more fun with it, the magic out
 * of hand and put right, the good it does for someone, and put away at bedtime. Each line names the magic thing.
 */
import type { Move } from './types.js';

export const MAGIC_MOVES: Record<string, Move> = {
  magicFound: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{magicFound}'],
      ['"What can {magic} do?" wondered {hero}.', '{Hero} held {magic} very carefully.'],
      ['{magicFirst}'],
      [
        '{Hero} could hardly believe it. {MagicIt} really {magicWas} {magic}!',
        '"{MagicIt} really {magicIs} {magic}!" gasped {hero}.',
      ],
    ],
  },
  magicFun: {
    parts: [
      ['{magicFun1}'],
      ['{magicFun2}'],
      ['"This is the best day ever!" laughed {hero}, holding {magic}.', '{Hero} giggled. {Magic} {magicWas} such fun!'],
    ],
  },
  magicShow: {
    parts: [
      ['{Hero} {ran} to show {magic} to {helper}.', '{Hero} showed {helper} what {magic} could do.'],
      ['"Be careful with {magic}," said {helper}.', '"Go gently with {magic}," {helper} smiled.'],
    ],
  },
  magicMuddle: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{magicMuddle}'], ['"Oh no, stop, {magic}!" cried {hero}.', '"{Magic} {magicHas} gone too far!" cried {hero}.']],
  },
  magicFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{magicFix}'],
      ['"Phew," said {hero}, holding {magic} more gently now.'],
      ['"Magic needs a gentle hand," {helper} told {hero}, smiling at {magic}.'],
    ],
  },
  magicGood: {
    parts: [
      ['{Hero} took {magic} out to the park.', 'The next day, {hero} went out with {magic}.'],
      ['{magicGood}'],
      ['Helping was the best thing {magic} could do.', '{Hero} smiled. {Magic} {magicWas} best for helping.'],
    ],
  },
  magicAway: {
    parts: [['{magicAway}'], ['{Hero} fell asleep wondering what {magic} would do tomorrow.']],
  },
};
