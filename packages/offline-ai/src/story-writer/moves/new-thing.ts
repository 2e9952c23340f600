/**
 * A new thing of the hero's own (world/new-things.ts, slots of new-thing.ts): where it comes from and how it feels at
 * first, out in it with a worry, a trouble with it put right, the good it brings and what someone says, and put away at
 * bedtime. Each line names the new thing.
 */
import type { Move } from './types.js';

export const NEW_THING_MOVES: Record<string, Move> = {
  newGot: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{newGot}'],
      ['{newFirst}'],
      ['"Thank you for {newThing}!" said {hero}.', '{Hero} could not stop looking at {newThing}.'],
    ],
  },
  newOut: {
    parts: [
      ['{newOut}'],
      ['{newWorry}'],
      [
        '"Let’s go and try out {newThing}," {helper} said, with a hug.',
        '"Let’s see," smiled {helper}, and off they went with {newThing}.',
      ],
    ],
  },
  newTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{newTrouble}'], ['"Oh no, {newThing}!" cried {hero}.', '"Oh no, not {newThing}!" said {hero}.']],
  },
  newFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{newFix}'],
      ['{Hero} smiled. {NewThing} {newWere} fine after all!', '"Phew!" said {hero}, and smiled at {newThing}.'],
    ],
  },
  newGood: {
    parts: [
      ['{newGood}'],
      ['{newPraise}'],
      ['{Hero} grinned. {They} loved {newThing}.', '{Hero} gave {helper} a big hug. {NewThing} really {newWere} the best.'],
    ],
  },
  newAway: {
    parts: [['{newAway}'], ['{Hero} fell asleep thinking of all the things to do tomorrow with {newThing}.']],
  },
};
