/**
 * Two different creatures become friends, told by how they differ: the hero alone and the other seen and shied from, a
 * first hello that goes wrong because of the difference, a game that suits only one, a trouble the difference puts
 * right, a game that suits both, and goodnight as friends. The difference's own lines come in slots from
 * unlike-friends.ts (world/contrasts.ts); the lines here hold for any two kinds, and name both kinds or the place.
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
      ['No {fkind} had ever come {inPlace} before.', 'The {kind} had never met {aFkind} before.'],
    ],
  },
  unlikeMeet: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      [
        'At last, the {kind} came out to say hello to the {fkind}.',
        'After a while, the {kind} was brave and said hello to the {fkind}.',
        'The {kind} took a deep breath and went to greet the {fkind}.',
      ],
      ['{unlikeOops}'],
      [
        '"Hi there, {kind}, I’m {friend} the {fkind}," came the answer.',
        '"Well, hello there, {kind}," said {friend} the {fkind}.',
        'Then {pair} both giggled, and the {fkind} said {fthey} {fwas} called {friend}.',
      ],
    ],
  },
  unlikeOneGame: {
    parts: [
      ['"Let’s play, {fkind}!" said the {kind}.', '"What shall we play, {kind}?" asked the {fkind}.'],
      ['{unlikeOneGame}'],
      ['"This game is no good for {aKind} and {aFkind}," said {friend}.', 'Soon {pair} were both fed up, and the game stopped.'],
    ],
  },
  unlikeTrouble: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      [
        'Just then, {pair} had a little trouble {inPlace}.',
        'Later that day, {pair} had a problem.',
        'But then, something went wrong for {pair}.',
      ],
      ['{unlikeTrouble}'],
      ['{unlikeHelp}'],
      ['"{AKind} and {aFkind} make a good team!" laughed {unlikeHelper}.', '{Pair} were glad to be so different.'],
    ],
  },
  unlikeBothGame: {
    parts: [
      [
        'Then {hero} had a new idea: a game for {aKind} and {aFkind}.',
        '"I know a game for {aKind} and {aFkind}!" said {friend}.',
      ],
      ['{unlikeBothGame}'],
      [
        '{Pair} laughed until they were out of breath.',
        '"Again!" cried the {fkind}, and the {kind} laughed.',
        'This time, the game was fun for {pair}.',
      ],
    ],
  },
  unlikeEnd: {
    parts: [
      ['{unlikeEnd}'],
      [
        '{Pair} were not alike at all, but they were best friends.',
        'The {kind} had {aFkind} for a friend, and that was just fine.',
        'One {kind} and one {fkind}: the oddest pair {inPlace}, and the happiest.',
      ],
    ],
  },
};
