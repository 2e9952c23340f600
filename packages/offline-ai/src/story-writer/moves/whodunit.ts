/**
 * Who took it (world/whodunits.ts, slots of whodunit.ts): the thing gone and the question asked, a first clue and a
 * suspect who was elsewhere, a second clue and another, the clues put together, the culprit caught, and the end.
 */
import type { Move } from './types.js';

export const WHODUNIT_MOVES: Record<string, Move> = {
  whoGone: {
    then: (s) => {
      s.guideHere = true;
      s.troubled = true;
    },
    parts: [
      ['{whoBefore}'],
      ['{whoGone}'],
      ['{whoAsk}'],
      [
        '{Hero} fetched {their} magnifying glass. "I will find out!"',
        '{Hero} put on {their} detective hat. "This is a job for a detective!"',
        '"I will solve this mystery," said {hero}, grabbing {their} magnifying glass.',
        '{Hero} put on {their} detective coat. "Leave it to me!"',
      ],
    ],
  },
  whoFirst: {
    parts: [
      [
        '{Hero} looked closely for clues.',
        'The detective got to work.',
        '{Hero} peered at the table, then at the floor, for clues.',
        '{Hero} searched high and low for clues.',
        '{Hero} got down on {their} hands and knees to look for clues.',
        '{Hero} checked every corner for clues, one by one.',
      ],
      ['{whoClue1}'],
      ['{whoAsk1}'],
      ['{whoAlibi1}'],
    ],
  },
  whoSecond: {
    parts: [
      [
        'Then {hero} found another clue.',
        '{Hero} kept looking, and found a second clue.',
        'Clue number two was close by.',
        '{Hero} crept on, looking for more clues.',
      ],
      ['{whoClue2}'],
      ['{whoAsk2}'],
      ['{whoAlibi2}'],
    ],
  },
  whoThink: {
    parts: [
      [
        '{Hero} sat down and thought hard about the clues.',
        '{Hero} looked at the clues again.',
        '{Hero} tapped {their} chin and thought.',
        'The detective put the clues together.',
      ],
      ['{whoThinks}'],
      [
        '"I know who it was!" said {hero}.',
        'All at once, {hero} knew!',
        '"Aha! I know who did it!" said {hero}.',
        '"I have solved the mystery!" said {hero}.',
      ],
      [
        '{They} tiptoed off, quiet as a mouse.',
        '{Hero} and {helper} followed the clues on tiptoe.',
        'Step by step, {hero} followed the clues.',
        '{Hero} crept along, very, very quietly.',
      ],
    ],
  },
  whoCaught: {
    then: (s) => {
      s.friendHere = true;
      s.troubled = false;
    },
    parts: [
      ['{whoCaught}'],
      [
        '"So it was you, {friend}!" laughed {hero}.',
        '"Caught you, {friend}!" cried {hero}.',
        '"Got you, {friend}!" giggled {hero}.',
        '"Mystery solved!" said {hero}. "It was {friend}!"',
      ],
    ],
  },
  whoEnd: {
    parts: [
      ['{whoAfter}'],
      [
        '"What a good detective you are," said {helper}.',
        '{Helper} gave {hero} a big hug. "Clever you!"',
        '"Best detective in the house!" said {helper}.',
        '{Helper} smiled. "You found out in no time!"',
      ],
      [
        'That night, {hero} fell asleep with {their} magnifying glass close by.',
        'At bedtime, {hero} smiled. The case was closed.',
        '{Hero} could not wait for the next mystery.',
        'At bedtime, {hero} dreamed of clues and magnifying glasses.',
      ],
    ],
  },
};
