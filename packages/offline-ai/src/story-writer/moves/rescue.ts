/**
 * A hero who saves someone, told as itself: the first sign of trouble (a cry, a roar), the one in trouble found and the
 * trouble seen, a first try that fails the way the trouble makes it fail, help or an idea and the careful real step,
 * the rescue as the high point, and the one saved well again and the evening after. The trouble's own lines come in
 * slots from rescue.ts (world/rescues.ts); the lines here hold for any trouble, and each paragraph names the hero and the
 * one saved, so no stock line is added to bring them back.
 */
import type { Move } from './types.js';

export const RESCUE_MOVES: Record<string, Move> = {
  rescueSign: {
    parts: [
      ['{rescueStart}'],
      ['{Hero} {moved} past {sight}.', 'The {kind} stopped to look at {sight}.'],
      ['{rescueAlong}'],
      ['{rescueSign}'],
    ],
  },
  rescueFind: {
    then: (s) => {
      s.friendHere = true;
      s.troubled = true;
    },
    parts: [
      [
        '{Hero} {moved} towards the cry, past {sight2}.',
        '{Hero} {moved} off {inPlace}, following the cry.',
        '{Hero} {moved} to look, past {sight}.',
      ],
      ['{rescueSeen}'],
      [
        '"Don’t worry, little {fkind}, I will help you!" said {theHero}.',
        '"Hold on, little {fkind}, I’m coming!" called the {kind}.',
        '"Oh, poor little {fkind}!" said {theHero}.',
      ],
    ],
  },
  rescueTry: {
    parts: [['{rescueFail}'], ['{Friend} was still {rescueTrouble}.', '{Friend} called "{cry}" again, still {rescueTrouble}.']],
  },
  rescueHelp: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{rescueMeet}'],
      ['{rescueHelp}'],
      [
        '"Nice and slowly, little {fkind}," said {hero}, {moving} closer to {friend}.',
        '{Hero} {moved} closer to {friend} the {fkind}, nice and slowly.',
      ],
    ],
  },
  rescueDeed: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{rescueDeed}'],
      ['{Hero} {moved} round and round, cheering for the {fkind}.', '"You saved the {fkind}, {hero}!" cried {helper}.'],
    ],
  },
  rescueEvening: {
    parts: [
      ['{rescueWell}'],
      [
        '"Thank you for saving me, kind {kind}," said the {fkind}.',
        'The {fkind} looked at the {kind} with shining, happy eyes.',
        '{Friend} the {fkind} would never forget {theHero}.',
      ],
      [
        'That evening, {hero} told everyone how {they} saved the {fkind} {inPlace}.',
        'That night, {hero} fell asleep thinking of the {fkind} {inPlace}.',
        'At bedtime, {hero} {moved} home, thinking of the brave little {fkind}.',
      ],
    ],
  },
};
