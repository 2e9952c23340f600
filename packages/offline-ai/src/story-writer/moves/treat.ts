/**
 * A hungry creature's treat (world/treats.ts, slots of treat.ts): the rumbling tummy and where the treat is, off to
 * get it with a friend, what is in the way, a try gone wrong and the friend's clever way, the treat got and a true
 * word about it, shared at the end of the day. Each line names the treat.
 */
import type { Move } from './types.js';

export const TREAT_MOVES: Record<string, Move> = {
  treatWish: {
    parts: [
      [
        '{Time}, {hero} was hungry for {food}. "I wish I had some {food}," {they} sighed.',
        '{Hero} the {kind} could think of only one thing: {food}. Yummy, yummy {food}!',
        'More than anything, {hero} wanted some {food}. Just thinking of {food} made {their} tummy rumble.',
      ],
      ['{treatWhere}'],
    ],
  },
  treatSetOff: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['So off went {hero} to get some {food}.', '"Today I will get some {food}," said {hero}, and set off.'],
      ['On the way to the {food}, {hero} met {guideIntro}.', 'Soon {hero} bumped into {guideIntro}, who loved {food} too.'],
      ['"Let’s find the {food} together!" said {guide}.', '"Can I help you get the {food}?" asked {guide}.'],
    ],
  },
  treatGuard: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{treatGuard}'],
      ['"How will we get the {food} now?" asked {hero}.', '{Hero} gazed at the {food}, so near and yet so far.'],
    ],
  },
  treatTry: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{treatTry}'], ['{treatWay}']],
  },
  treatGot: {
    parts: [['{treatGot}'], ['{treatFact}']],
  },
  treatShare: {
    parts: [
      ['{treatShare}'],
      [
        'Soon {hero} was fast asleep, full of {food} and very happy.',
        '"Shared {food} {tastes} the best," {hero} yawned, and curled up to sleep.',
      ],
    ],
  },
};
