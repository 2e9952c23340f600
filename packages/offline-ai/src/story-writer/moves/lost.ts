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
        'When the {kind} looked up, {family} was nowhere to be seen.',
        'The {kind} turned round, but {family} was gone.',
        '"Where is {family}?" thought the {kind}, looking round.',
      ],
    ],
  },
  lostBig: {
    parts: [['{lostBig}']],
  },
  lostWish: {
    parts: [
      ['"I want to go home to {family}," whispered the little {kind}.', '"I want {family}," said the {kind} in a small voice.'],
    ],
  },
  lostWrong: {
    parts: [
      ['{lostWrong}'],
      [
        '"{Family}, where are you?" called the {kind}, but nobody came.',
        'The {kind} missed {family}, and {their} tummy felt all wobbly.',
      ],
      [
        '[human] Then the {kind} remembered what {family} always said: stay put and ask for help.',
        '[!human] So the {kind} stayed right where {they} {was}, just as {family} had taught {them}.',
      ],
    ],
  },
  lostHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['Just then, {guideIntro} came along and saw the {kind}.', 'Soon {guideIntro} stopped beside the {kind}.'],
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
        '"There you are!" cried {family}, and hugged the little {kind} tight.',
        '"There you are, {littleHero}!" said {family}, with the biggest hug.',
      ],
      ['"Thank you for bringing {them} back," {family} told the {gkind}.', 'The {kind} waved goodbye to the kind {gkind}.'],
    ],
  },
  lostEvening: {
    parts: [
      ['{lostEvening}'],
      [
        '"I will stay close to you next time, {family}," whispered the {kind}.',
        'The {kind} was so glad to be home with {family} again.',
        '"Home is the best place, {family}," said the sleepy {kind}.',
      ],
      ['{Hero} fell asleep dreaming of the kind {gkind} and {landmark}.', '{Family} gave the {kind} one more hug.'],
    ],
  },
};
