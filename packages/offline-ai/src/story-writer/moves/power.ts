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
    parts: [['{powerFix}'], ['{Hero} would be more careful with {powerIng} now.', 'Nobody had guessed about {powerIng}, phew!']],
  },
  powerGood: {
    parts: [
      ['{powerNeed}'],
      ['{powerDeed}'],
      ['Helping was the very best thing about {powerIng}.', '{Hero} smiled. {PowerIng} was best for helping.'],
    ],
  },
  powerNight: {
    parts: [
      ['{powerNight}'],
      ['{Hero} fell asleep, dreaming of {powerIng}.', 'Soon {hero} was asleep, smiling about {powerIng}.'],
    ],
  },
};
