/**
 * A hero who saves someone, told as itself: the first sign of trouble (a cry, a roar), the one in trouble found and the
 * trouble seen, a first try that fails the way the trouble makes it fail, help or an idea and the careful real step,
 * the rescue as the high point, and the one saved well again and the evening after. The trouble's own lines come in
 * slots from rescue.ts (world/rescues.ts); the lines here hold for any trouble.
 */
import type { Move } from './types.js';

export const RESCUE_MOVES: Record<string, Move> = {
  rescueSign: {
    parts: [
      ['{rescueStart}'],
      ['{Hero} {moved} past {sight}.', '{Hero} stopped to look at {sight}.'],
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
        '{Hero} {moved} towards the cry as fast as {they} could.',
        '"Who is there?" called {hero}, and hurried to look.',
        '{Hero} followed the sound, looking all around.',
      ],
      ['{rescueSeen}'],
      [
        '"Don’t worry, {friend}, I will help you!" said {hero}.',
        '"Hold on, {friend}!" called {hero}. "I’m coming!"',
        '"Oh, poor {friend}!" said {hero}. "I will help you."',
      ],
    ],
  },
  rescueTry: {
    parts: [
      ['{rescueFail}'],
      [
        '"Oh no! What can I do now?" said {hero}.',
        '{Friend} gave a sad little cry: "{cry}"',
        '"I won’t give up on you, {friend}," said {hero}.',
      ],
    ],
  },
  rescueHelp: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{rescueMeet}'],
      ['{rescueHelp}'],
      ['"Hold on, {friend}. We will go slowly," said {hero}.', '{Hero} nodded. "We can save {friend} together," {they} said.'],
    ],
  },
  rescueDeed: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{rescueDeed}'],
      [
        '"You did it, {hero}!" cried {helper}.',
        '{Hero} gave a great big cheer for {friend}.',
        '"Hooray!" shouted {hero}, as loud as {they} could.',
      ],
    ],
  },
  rescueEvening: {
    parts: [
      ['{rescueWell}'],
      [
        '"Thank you for saving me, {hero}," said {friend}.',
        '{Friend} looked at {hero} with shining, happy eyes.',
        '{Friend} would never forget brave {hero}.',
      ],
      [
        'That evening, {hero} told everyone how {they} saved {friend}.',
        'That night, {hero} fell asleep smiling, thinking of {friend}.',
        'At bedtime, {hero} thought of {friend}, safe at last.',
      ],
    ],
  },
};
