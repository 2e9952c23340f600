/**
 * A creature looking for a home (world/new-homes.ts, slots of new-home.ts): why a home is needed, a place tried that is
 * no home, a friend of the place and another try, the cold or the rain coming on and the friend's idea, the home found,
 * and the first night in it.
 */
import type { Move } from './types.js';

export const NEW_HOME_MOVES: Record<string, Move> = {
  newHomeNeed: {
    parts: [
      ['Once, {inPlace}, there lived {aHero} called {hero}.', '{Hero} was {aHero} who lived {inPlace}.'],
      ['{newHomeNeed}'],
      [
        '"I must find a new {newHomeNoun}," said {hero}.',
        '"Today I will find a new {newHomeNoun}," {hero} said.',
        '{Hero} set off to find a new {newHomeNoun}.',
      ],
    ],
  },
  newHomeTry: {
    parts: [
      ['First, {hero} looked for a {newHomeNoun} near by.', '{Hero} looked here and there for a good {newHomeNoun}.'],
      ['{newHomeTry1}'],
      ['{newHomeWhy1}'],
      ['"This is no {newHomeNoun} for me," sighed {hero}.', '"Not here," said {hero}, and went on looking for a {newHomeNoun}.'],
    ],
  },
  newHomeHelper: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      [
        'Just then, {guideIntro} came by as {hero} looked for a {newHomeNoun}.',
        'Soon {guideIntro} came to help {hero} look for a {newHomeNoun}.',
      ],
      ['"I need a new {newHomeNoun}," {hero} told {helper}.', '"Is there a {newHomeNoun} for me anywhere?" asked {hero}.'],
      ['"Let’s find you a {newHomeNoun} together," said {helper}.', '"I will help you find a {newHomeNoun}," said {helper}.'],
      ['{newHomeTry2}'],
      ['{newHomeWhy2}'],
    ],
  },
  newHomeCold: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{newHomeWeather}'],
      [
        '"Where will I sleep with no {newHomeNoun}?" said {hero}, shivering.',
        '"I still have no {newHomeNoun}," said {hero}, shivering.',
      ],
      ['{Helper} thought hard about where a {newHomeNoun} could be.', '{Helper} looked all around for a {newHomeNoun}.'],
      [
        '"I know a place for a {newHomeNoun}!" said {helper}.',
        '"Come with me, I know a spot for a {newHomeNoun}!" said {helper}.',
      ],
    ],
  },
  newHomeFound: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{newHomeFound1}'],
      ['{newHomeFound2}'],
      ['"This is my new {newHomeNoun}!" cried {hero}.', '"A {newHomeNoun} at last!" cried {hero}.'],
      [
        '"Thank you for finding my {newHomeNoun}, {helper}!" said {hero}.',
        '{Hero} gave {helper} a big hug by the new {newHomeNoun}.',
      ],
    ],
  },
  newHomeNight: {
    parts: [
      ['{newHomeCosy}'],
      [
        '{Helper} said goodnight to {hero} and the new {newHomeNoun}.',
        '"Sleep well in your new {newHomeNoun}," said {helper}, and waved goodbye.',
      ],
      ['{newHomeNight}'],
    ],
  },
};
