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
        'When {hero} looked up, {family} was nowhere to be seen.',
        'Then {hero} stopped and looked round. Where was {family}?',
        '{Hero} turned round, but {family} was gone.',
      ],
    ],
  },
  lostBig: {
    parts: [['{lostBig}']],
  },
  lostWish: {
    parts: [
      [
        '"I want to go home," {hero} whispered.',
        '"I want {family}," said {hero} in a small voice.',
        '[sound] {Hero} {sound} sadly. "I want to go home."',
      ],
    ],
  },
  lostWrong: {
    parts: [
      ['{lostWrong}'],
      [
        '[human] A big tear rolled down {heroS} cheek. "{Family}, where are you?"',
        '[!human] "{Family}, where are you?" called {hero}, but nobody came.',
        '{Hero} sat down, and {their} tummy felt all wobbly.',
      ],
      [
        '[human] Then {hero} remembered what {family} always said: stay where you are, and ask for help.',
        '[!human] So {hero} stayed right where {they} {was}, just as {family} had taught {them}.',
      ],
    ],
  },
  lostHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['Just then, {guideIntro} came by.', 'Soon {guideIntro} stopped beside {hero}.'],
      [
        '"Hello, {littleHero}. Are you lost?" asked the {gkind} kindly.',
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
        '"I know just where that is," said the {gkind}. "Come with me."',
        '"Then that is where we will go," said the {gkind} with a smile.',
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
        '"There you are!" cried {family}, and hugged {hero} tight.',
        '{Family} scooped {hero} up in the biggest hug. "There you are!"',
      ],
      ['"Thank you for bringing {them} back," {family} told the {gkind}.', '{Hero} waved goodbye to the kind {gkind}.'],
    ],
  },
  lostEvening: {
    parts: [
      ['{lostEvening}'],
      [
        '"I will stay close to you next time," whispered {hero}.',
        '{Hero} was so glad to be home again.',
        '"Home is the best place of all," said {hero} with a yawn.',
      ],
      [
        '{Hero} fell asleep dreaming of the kind {gkind} and {landmark}.',
        '{Family} gave {hero} one more hug, and {hero} smiled.',
      ],
    ],
  },
};
