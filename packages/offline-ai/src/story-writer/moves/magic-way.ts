/**
 * A magic way to another world (world/magic-ways.ts, world/other-worlds.ts, slots of magic-way.ts): found at home, the
 * first step through ('Whoosh!') and the world landed in, one met there and a small trouble of theirs, put right
 * together and fun after, a keepsake at goodbye there, and home again in time for tea or bed, the way waiting for next
 * time.
 */
import type { Move } from './types.js';

export const MAGIC_WAY_MOVES: Record<string, Move> = {
  wayFound: {
    parts: [
      ['{wayFound}'],
      ['{wayLook}'],
      [
        '"Where will {magicWay} take me?" whispered {hero}.',
        '{Hero} wondered where {magicWay} would take {them}.',
        '"I wonder where {magicWay} goes," said {hero}, with a shiver of joy.',
      ],
    ],
  },
  wayThrough: {
    then: (s) => {
      s.atPlace = true;
    },
    parts: [['{wayGo}'], ['{worldArrive}'], ['{worldWonder}']],
  },
  wayMet: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{metHello}'],
      ['"Hello, I came {magicWayCame}!" said {hero}.', '"Hello, {met}! I came {magicWayCame}," said {hero}.'],
      ['{worldTrouble}'],
      [
        '"Oh dear, oh dear," sighed {met}.',
        '"Can you help me?" asked {met}.',
        '"What shall I do?" cried {met}.',
        '"I have tried and tried," said {met} sadly.',
      ],
    ],
  },
  wayFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{worldFix}'],
      [
        '"Thank you, {hero}!" cried {metCalled}.',
        '"You did it!" cheered {metCalled}.',
        '"Hooray, you did it!" cried {metCalled}, with a happy dance.',
      ],
      ['{worldPlay}'],
    ],
  },
  // Goodbye there: the page is drawn in the world, with the one met.
  wayBye: {
    parts: [
      ['{wayTime}'],
      ['{worldGift}'],
      ['{Hero} waved goodbye to {met} and {worldPlace}.', '"Come back soon!" called {met}, as {hero} left {worldPlace}.'],
    ],
  },
  // Home again: back through the way, in time for tea or bed, the keepsake, and the way waiting for next time.
  wayHome: {
    then: (s) => {
      s.guideHere = true;
      s.atPlace = false;
    },
    parts: [
      ['{wayBack}'],
      ['{wayHomeAgain}'],
      ['{worldKept}'],
      ['{wayWaits}'],
      // (Under the duvet, so the page is drawn at home at night, never asleep on the garden grass.)
      [
        'That night, {hero} snuggled under the duvet and dreamed of {worldPlace}.',
        '{Hero} fell fast asleep under the duvet, dreaming of {worldPlace}.',
      ],
    ],
  },
};
