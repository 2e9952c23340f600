/**
 * A creature's home in a thing (world/odd-homes.ts, slots of odd-home.ts): the home and life in it, made cosy with a
 * friend of the place, a trouble of that very home and the worry, a try together and the home put right, and the night
 * in it. Each line names the home.
 */
import type { Move } from './types.js';

export const ODD_HOME_MOVES: Record<string, Move> = {
  oddMeet: {
    parts: [
      ['In {oddWhere} lived {aKind} called {hero}.', 'Once, in {oddWhere}, there lived {aKind} called {hero}.'],
      ['{oddLife}'],
      ['"There is no home like my {oddHomeNoun}," {hero} said happily.', '{Hero} loved {their} home in {oddHome}.'],
    ],
  },
  oddCosy: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['One fine morning, {hero} wanted to make {oddHome} even cosier.', 'One day, {hero} had an idea for {oddHome}.'],
      ['{oddCosy1}'],
      ['Just then, {guideIntro} came by to visit {oddHome}.', 'Soon {guideIntro} came to see {oddHome}.'],
      ['{oddCosy2}'],
    ],
  },
  oddLove: {
    parts: [
      ['"What a cosy home {oddHome} is!" said {helper}.', '"I wish I lived in {oddHome} too!" said {helper}.'],
      [
        '{Hero} and {helper} played in {oddHome} all afternoon.',
        '{Hero} showed {helper} every corner of {oddHome}, from top to bottom.',
      ],
    ],
  },
  oddTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{oddTrouble}'], ['{oddWorry}']],
  },
  oddFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['"We can save {oddHome} together," said {helper}.', '"I’ll help you save {oddHome}," said {helper}.'],
      ['{oddTry}'],
      ['{oddFix}'],
      ['{Hero} hugged {helper}, safe in {oddHome} again.', '"Thank you for saving {oddHome}, {helper}!" said {hero}.'],
    ],
  },
  oddNight: {
    parts: [
      ['That evening, {helper} waved goodbye to {hero} and {oddHome}.', '{Helper} went home, and {hero} tidied {oddHome}.'],
      ['{oddNight}'],
    ],
  },
};
