/**
 * A hero who gets lost, told as itself: out with the family (or playing by home), something of the place followed
 * away, nothing familiar and the place suddenly big, a way tried that goes wrong, someone of the place who helps,
 * the hero telling who they are and remembering what was near the family, the way back and the hug, and the
 * evening after. The wish is said as a child says it ('I want to go home'). Slots come from lost.ts.
 */
import type { Move } from './types.js';

export const LOST_MOVES: Record<string, Move> = {
  lostStart: {
    parts: [['{lostStart}'], ['{lostBusy}'], ['{lostSeen}']],
  },
  lostWander: {
    then: (s) => {
      // (The family stays where they were: nobody walks beside the hero while lost.)
      s.friendHere = false;
    },
    parts: [
      ['{lostFollow}'],
      [
        'When {lostOne} looked up, {family} was nowhere to be seen.',
        '{LostOne} turned round, but {family} was gone.',
        '"Where is {family}?" thought {lostOne}, looking round.',
      ],
    ],
  },
  lostBig: {
    parts: [['{lostBig}']],
  },
  lostWish: {
    parts: [
      ['"I want to go home to {family}," whispered {littleLostOne}.', '"I want {family}," said {lostOne} in a small voice.'],
    ],
  },
  lostWrong: {
    parts: [
      ['{lostWrong}'],
      [
        '"{Family}, where are you?" called {lostOne}, but nobody came.',
        '{LostOne} missed {family}, and {their} tummy felt all wobbly.',
      ],
      [
        '[human] Then {lostOne} remembered what {family} always said: stay put and ask for help.',
        '[!human] So {lostOne} stayed right where {they} {was}, just as {family} had taught {them}.',
      ],
    ],
  },
  lostHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['Just then, {guideIntro} came along and saw {lostOne}.', 'Soon {guideIntro} stopped beside {lostOne}.'],
      [
        '"Hello, {littleHero}, are you lost?" asked the {gkind} kindly.',
        '"Are you lost, {littleHero}?" asked the {gkind} gently.',
      ],
    ],
  },
  lostTell: {
    parts: [['{lostTell}'], ['{lostRemember}']],
  },
  lostLead: {
    parts: [
      [
        '"I know {landmark}," said the {gkind}. "We will {goal} together."',
        '"Come with me, {littleHero}," said the {gkind}. "We will {goal} together."',
      ],
    ],
  },
  lostReunion: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      ['{lostReunion}'],
      [
        '"There you are!" cried {family}, and hugged {littleLostOne} tight.',
        '"There you are, {littleHero}!" said {family}, with the biggest hug.',
      ],
      ['"Thank you for bringing {them} back," {family} told the {gkind}.', '{LostOne} waved goodbye to the kind {gkind}.'],
    ],
  },
  lostEvening: {
    parts: [
      ['{lostEvening}'],
      [
        '"I will stay close to you next time, {family}," whispered {lostOne}.',
        '{LostOne} was so glad to be home with {family} again.',
        '"Home is the best place, {family}," said {sleepyLostOne}.',
      ],
      ['{Hero} fell asleep dreaming of the kind {gkind} and {landmark}.', '{Family} gave {lostOne} one more hug.'],
    ],
  },
};
