/**
 * Silly weather (world/silly-weathers.ts, slots of silly-weather.ts): it starts and everyone sees it, the hero and the
 * town make the most of it, a trouble it brings, put right together, and it stops, with what is left shared; bedtime.
 */
import type { Move } from './types.js';

export const SILLY_WEATHER_MOVES: Record<string, Move> = {
  weatherStart: {
    then: (s) => {
      s.guideHere = true;
    },
    parts: [
      ['{weatherStart}'],
      ['{weatherWonder}'],
      [
        '"Come and see the {weatherNoun}, {helper}!" called {hero}.',
        '"Look at all the {weatherNoun}, {helper}!" shouted {hero}.',
      ],
    ],
  },
  weatherFun: { parts: [['{weatherFun}']] },
  weatherTown: { parts: [['{weatherTown}']] },
  weatherTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{weatherTrouble}'],
      ['"Oh no, the {weatherNoun}!" said {hero}.', '"What shall we do about the {weatherNoun}?" asked {hero}.'],
    ],
  },
  weatherFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{weatherFix}'],
      [
        '"No more trouble with the {weatherNoun}," said {hero}, with a smile.',
        '"We did it!" said {hero}, looking at the {weatherNoun}.',
      ],
    ],
  },
  weatherStop: { parts: [['{weatherStop}'], ['{weatherShare}']] },
  weatherNight: {
    parts: [['{weatherNight}'], ['Nobody in town ever forgot {weatherDay}.', '{Hero} would always remember {weatherDay}.']],
  },
};
