/**
 * A wish to be what one is not (world/wishes-to-be.ts, slots of wish-to-be.ts): why, a try gone wrong, a friend and
 * another try, the friend's idea, how it comes right, and the end at bedtime.
 */
import type { Move } from './types.js';

export const WISH_TO_BE_MOVES: Record<string, Move> = {
  wishMeet: {
    parts: [
      ['Once, {inPlace}, there lived {aHero} called {hero}.', '{Hero} was {aHero} who lived {inPlace}.'],
      ['{wishWhy}'],
      ['"I wish I were {wishWord}," sighed {hero}.', '"If only I were {wishWord}!" said {hero}.'],
    ],
  },
  wishFirstTry: {
    parts: [
      ['So {hero} tried to be {wishWord}.', 'One morning, {hero} had a plan to be {wishWord}.'],
      ['{wishTry1}'],
      ['{wishFail1}'],
    ],
  },
  wishHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      [
        'Just then, {guideIntro} saw {hero} trying to be {wishWord}.',
        'Soon {guideIntro} came along as {hero} tried to be {wishWord}.',
      ],
      ['"You want to be {wishWord}?" asked {helper}.', '"Let me help you be {wishWord}, {hero}," said {helper}.'],
      ['{wishTry2}'],
      ['{wishFail2}'],
    ],
  },
  wishIdea: {
    parts: [['{wishIdea1}'], ['{wishIdea2}']],
  },
  wishDone: {
    parts: [['{wishDone1}'], ['{wishDone2}']],
  },
  wishEnd: {
    parts: [['{wishEnd}'], ['{wishNight}']],
  },
};
