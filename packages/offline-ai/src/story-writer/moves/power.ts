/**
 * A special power (world/powers.ts, slots of power.ts): found and kept secret, fun with it, a muddle it causes put
 * right with the secret still kept, the power used to help someone, and home at bedtime with the secret kept. Each
 * line names the power.
 */
import type { Move } from './types.js';

export const POWER_MOVES: Record<string, Move> = {
  powerFound: {
    parts: [['{powerFound}'], ['{powerSecret}']],
  },
  powerFun: {
    parts: [
      ['{powerFun1}'],
      ['{powerFun2}'],
      ['"I love {powerIng}!" giggled {hero}.', '{Hero} laughed. {PowerIng} was the best fun ever!'],
    ],
  },
  powerMuddle: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{powerMuddle}'],
      ['"Oh no, {powerIng} is tricky!" gasped {hero}.', '"Uh-oh! {PowerIng} is harder than it looks!" cried {hero}.'],
    ],
  },
  powerFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{powerFix}'],
      [
        '{Hero} would be more careful with {powerIng} now.',
        '"Phew! {PowerIng} takes practice," {hero} whispered.',
        '{Hero} giggled. {PowerIng} could be tricky, but it was fun.',
      ],
    ],
  },
  powerGood: {
    parts: [
      ['{powerNeed}'],
      ['{powerDeed}'],
      ['Helping was the very best thing about {powerIng}.', '{Hero} smiled. {PowerIng} was even better when it helped someone.'],
    ],
  },
  powerNight: {
    parts: [
      ['{powerNight}'],
      ['{Hero} fell asleep, dreaming of {powerIng}.', 'Soon {hero} was asleep, wondering what {powerIng} would bring tomorrow.'],
    ],
  },
  // A superhero's day (the 'superhero' power): the cape and the secret name, and off over the city.
  heroSuit: {
    parts: [
      ['{powerFound}'],
      ['{powerSecret}'],
      [
        '{SuperName} flew off, up over the rooftops of the city.',
        '"Up, up and away!" cried {superName}, and flew off over the city.',
      ],
    ],
  },
  // Two small rescues, the second a little bigger.
  heroRescues: {
    parts: [
      ['{powerFun1}'],
      ['{powerFun2}'],
      ['"All in a day’s work for {superName}!" said {hero}.', '"Another job done for {superName}!" {hero} said with a grin.'],
    ],
  },
  // The big trouble, and the power is not enough.
  heroBig: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{powerMuddle}'],
      ['"This is too big for {superName}!" gasped {hero}.', '"Even {superName} can’t do this alone," thought {hero}.'],
    ],
  },
  // Friends, kindness or a clever idea put it right (the row's own line says which).
  heroTeam: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{powerFix}'], ['"Together we {goalPast}!" cheered {superName}.', '{SuperName} smiled at everyone in the city.']],
  },
  heroCheer: {
    parts: [
      ['{powerNeed}'],
      ['{powerDeed}'],
      ['{SuperName} gave a little wave and a bow.', '{SuperName} felt ten feet tall.', '{SuperName} had {goalPast}!'],
    ],
  },
  // Home in time for tea, the secret kept.
  heroHome: {
    parts: [
      ['{powerNight}'],
      [
        'That night, {hero} fell asleep, dreaming of the next job for {superName}.',
        'Tomorrow, {superName} would be ready to help again.',
      ],
    ],
  },
};
