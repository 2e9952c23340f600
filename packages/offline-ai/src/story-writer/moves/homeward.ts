/**
 * A lost little one helped back to its family or home, told as the search with it: found alone and crying, its name
 * and what it remembers of home, one of the place asked, a wrong guess (another duck, not Mum), its own family or home
 * found and the reunion, the thanks and the evening. Slots come from homeward.ts.
 */
import type { Move } from './types.js';

export const HOMEWARD_MOVES: Record<string, Move> = {
  homeFound: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      ['{Time}, {theHero} was {inPlace}.', '{Time}, {theHero} {moved} along {inPlace}.'],
      ['{LittleCry} went a tiny voice nearby.', '{LittleCry} came a tiny cry.'],
      [
        'There, all alone by {littleSpot}, sat a little {littleKind}, crying.',
        'All alone by {littleSpot}, a little {littleKind} was crying.',
      ],
    ],
  },
  homeLost: {
    parts: [
      ['{littleAsk} sobbed the little {littleKind}.'],
      ['"Don’t cry," said {hero} gently. "What’s your name?"', '{Hero} knelt down. "Are you lost? What’s your name?"'],
      ['"I’m {friend}," sniffed the {littleKind}.'],
    ],
  },
  homeRemember: {
    parts: [
      [
        '"I will help you find {yourSought}," said {hero}.',
        '"Don’t worry, {friend}. We will find {yourSought} together," said {hero}.',
      ],
      ['"What do you remember about home?" asked {hero}.', '"What was near home?" asked {hero}.'],
      ['{littleRemember}'],
    ],
  },
  homeAskGuide: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['So off they went, {friend} close behind {hero}.', 'So {hero} and {friend} set off together.'],
      ['Soon they met {guideIntro}.', 'Before long, {guideIntro} came by.'],
      ['{homeAsk}'],
      ['"Try over that way," said the {gkind}, and pointed past {sight2}.', '"Go past {sight2}," said the {gkind} kindly.'],
    ],
  },
  homeWrong: {
    then: (s) => {
      s.guideHere = false;
    },
    parts: [
      ['{homeWrong}'],
      ['{Friend} looked very sad.', 'A big tear rolled down {friendS} face.'],
      ['"Don’t give up," said {hero}. "We will keep looking."', '"We are nearly there, I’m sure," said {hero}.'],
    ],
  },
  homeReunion: {
    parts: [['{homeSeen}'], ['{homeCall}'], ['{homeHug}'], ['{homeYoung}']],
  },
  homeThanks: {
    parts: [['{homeThanks}'], ['{Hero} smiled all over.', '{Hero} felt warm and happy inside.']],
  },
  homeEvening: {
    parts: [
      [
        '{Hero} waved goodbye to {friend} and {movedHome} home.',
        'At last, {hero} waved goodbye and {movedHome} home, tired and proud.',
      ],
      ['{homeNight}'],
    ],
  },
};
