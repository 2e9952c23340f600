/**
 * Two different creatures become friends, told by how they differ: the hero alone and the other seen and shied from, a
 * first hello that goes wrong because of the difference, a game that suits only one, a trouble the difference puts
 * right, a game that suits both, and goodnight as friends. The difference's own lines come in slots from
 * unlike-friends.ts (world/contrasts.ts); the lines here hold for any two kinds.
 */
import type { Move } from './types.js';

export const UNLIKE_MOVES: Record<string, Move> = {
  unlikeAlone: {
    parts: [
      [
        '{Time}, {theHero} was playing alone {inPlace}.',
        '{Time}, {theHero} {moved} about {inPlace} with nobody to play with.',
        '{Time}, {hero} the {look} {kind} was all alone {inPlace}.',
      ],
      ['{unlikeSeen}'],
      ['Nobody like that had ever been {inPlace} before.', '{Hero} had never met anyone so different.'],
    ],
  },
  unlikeMeet: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      ['At last, {hero} came out to say hello.', 'After a while, {hero} was brave and said hello.'],
      ['{unlikeOops}'],
      [
        '"Oops! I’m {friend} the {fkind}," came the answer.',
        '"Well, hello!" said the {fkind}. "My name is {friend}."',
        'Then they both giggled, and the {fkind} said {fthey} was called {friend}.',
      ],
    ],
  },
  unlikeOneGame: {
    parts: [
      ['"Let’s play!" said {hero}.', '"What shall we play?" asked {friend}.'],
      ['{unlikeOneGame}'],
      ['"This game is only fun for one of us," said {friend}.', 'Soon {pair} were both fed up, and the game stopped.'],
    ],
  },
  unlikeTrouble: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['Just then, something went wrong.', 'Then came a little trouble.'],
      ['{unlikeTrouble}'],
      ['{unlikeHelp}'],
      [
        '"Being different is handy!" laughed {unlikeHelper}.',
        '"I could never have done that!" said {unlikeHelped}.',
        '"Thank you, {unlikeHelper}," said {unlikeHelped}. "What a friend!"',
      ],
    ],
  },
  unlikeBothGame: {
    parts: [
      ['Then {hero} had a new idea: a game for both of them.', '"I know a game for both of us," said {friend}.'],
      ['{unlikeBothGame}'],
      ['It was the best game all day.', '{Pair} laughed until they were out of breath.'],
    ],
  },
  unlikeEnd: {
    parts: [
      ['{unlikeEnd}'],
      [
        '{Hero} and {friend} were not alike at all. But they were the best of friends.',
        '{Hero} had a friend who was nothing like {them}. That was just fine.',
        'One {kind} and one {fkind}: the oddest pair {inPlace}, and the happiest.',
      ],
    ],
  },
};
