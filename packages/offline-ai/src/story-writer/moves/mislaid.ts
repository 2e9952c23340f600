/**
 * A thing mislaid at home (world/mislaid.ts, slots of mislaid.ts): needed just now and not where it should be, the
 * helper and a good way to look, a room and then another with something else found in each, a worry, found in the
 * funny place it was all along, and a place of its own for it.
 */
import type { Move } from './types.js';

export const MISLAID_MOVES: Record<string, Move> = {
  mislaidNeed: {
    parts: [
      ['{mislaidNeed}'],
      ['{Hero} looked for the {lostNoun} in all the usual places.', '"Where did my {lostNoun} go?" cried {hero}.'],
    ],
  },
  mislaidHelp: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{Helper} came to help {hero} look for the {lostNoun}.', '"I will help you find the {lostNoun}, {hero}," said {helper}.'],
      ['{mislaidTip}'],
      ['{mislaidLook1}'],
    ],
  },
  mislaidRooms: {
    parts: [['{mislaidInstead1}'], ['{mislaidLook2}'], ['{mislaidInstead2}']],
  },
  mislaidWorry: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{mislaidWorry}'],
      [
        '"The {lostNoun} must be here somewhere," said {helper}, with a hug.',
        '"We will find the {lostNoun}, you’ll see," said {helper}, and gave {hero} a hug.',
      ],
    ],
  },
  mislaidFound: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{mislaidFound}'],
      ['"My {lostNoun}!" cried {hero}, and everyone laughed.', '{Hero} laughed at such a funny place for the {lostNoun}!'],
    ],
  },
  mislaidEnd: {
    parts: [['{mislaidHome}'], ['{mislaidAfter}']],
  },
};
