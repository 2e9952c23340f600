/**
 * Who took it (world/whodunits.ts, slots of whodunit.ts): the thing gone and the question asked, a first clue and a
 * suspect who was elsewhere, a second clue and another, the clues put together, the culprit caught, and the end.
 * Each line names what was taken, or the hero with the helper or the place, so no two stories share it.
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
        '{Hero} fetched {their} magnifying glass to look for clues about {what}.',
        '"I will find out what happened to {what}," said {hero}.',
        '{Hero} put on {their} detective hat to solve the mystery of {what}.',
      ],
    ],
  },
  whoFirst: {
    parts: [
      [
        '{Hero} and {helper} looked high and low for clues about {what}.',
        '{Helper} and the {kind} looked for clues by {sight}.',
        '{Hero} got down on {their} hands and knees by {sight}, with {helper}.',
      ],
      ['{whoClue1}'],
      ['{whoAsk1}'],
      ['{whoAlibi1}'],
    ],
  },
  whoSecond: {
    parts: [
      [
        'By {sight2}, {helper} spotted another clue.',
        '{Helper} and the {kind} found a second clue by {sight}.',
        'Another clue about {what} was close by.',
      ],
      ['{whoClue2}'],
      ['{whoAsk2}'],
      ['{whoAlibi2}'],
    ],
  },
  whoThink: {
    parts: [
      [
        '{Hero} sat down and thought hard about {what}.',
        'The {kind} looked at the clues again with {helper}.',
        '{Hero} tapped {their} chin and thought about {what}.',
      ],
      ['{whoThinks}'],
      ['"I know who {whoVerb} {what}!" said {hero}.', '"I have solved the mystery of {what}!" said {hero}.'],
      [
        '{Hero} and {helper} followed the clues on tiptoe, past {sight2}.',
        'Step by step, the {kind} followed the clues past {sight}.',
        '{Helper} and the {kind} crept along, very quietly.',
      ],
    ],
  },
  whoCaught: {
    then: (s) => {
      s.friendHere = true;
      s.troubled = false;
    },
    parts: [['{whoCaught}'], ['{whoCaughtSay}']],
  },
  whoEnd: {
    parts: [
      ['{whoAfter}'],
      [
        '"What a good detective you are," said {helper} to the {kind}.',
        '{Helper} gave the clever {kind} a big hug.',
        '"Best detective in the house!" {helper} told the {kind}.',
      ],
      [
        'That night, {hero} fell asleep dreaming of {what}.',
        'At bedtime, {hero} smiled about the mystery of {what}.',
        '{Hero} could not wait to tell everyone about {what}.',
      ],
    ],
  },
};
