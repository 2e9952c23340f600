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
      ['"What’s your name, little {littleKind}?" asked {theHero} gently.'],
      ['"I’m {friend}, and I can’t find {littleLost}," sniffed the {littleKind}.'],
    ],
  },
  homeRemember: {
    parts: [
      ['"I will help you find {yourSought}," said {hero}.', '"Don’t worry, we will find {yourSought} together," said {hero}.'],
      ['{homeQuestion}'],
      ['{littleRemember}'],
    ],
  },
  homeAskGuide: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{Friend} {fmoved} close behind {theHero}, past {sight}.', 'So {theHero} and the little {littleKind} set off {inPlace}.'],
      ['Soon they met {guideIntro} by {sight2}.', 'Before long, they met {guideIntro} {inPlace}.'],
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
      ['"That’s not {littleLost}," sobbed {friend}.', '"But I want {littleLost}," sniffed the little {littleKind}.'],
      ['"Don’t give up, we will find {yourSought} soon," said {hero}.'],
    ],
  },
  homeReunion: {
    parts: [['{homeSeen}'], ['{homeCall}'], ['{homeHug}'], ['{homeYoung}']],
  },
  homeThanks: {
    parts: [['{homeThanks}']],
  },
  homeEvening: {
    parts: [
      [
        '{Hero} waved goodbye to the little {littleKind} and {moved} home past {sight2}.',
        'At last, {hero} waved goodbye and {moved} home past {sight}.',
      ],
      ['{homeNight}'],
    ],
  },
};
