/**
 * A day out, told as itself: setting off with the family and the hope said, arriving, the fun of the place one thing
 * after another, a trouble of the place put right, the best bit, leaving, and bedtime. Slots come from day-out.ts.
 */
import type { Move } from './types.js';

export const DAY_OUT_MOVES: Record<string, Move> = {
  outStart: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      [
        '[!ownSetOff] {Time}, {family} took {theHero} to {place} for the day.',
        '[!ownSetOff] {Time}, {theHero} and {family} set off for a day at {place}.',
        '[!ownSetOff] {Time}, it was a special day: {theHero} was going to {place} with {family}!',
        '[ownSetOff] {outSetOff}',
      ],
      ['"I’m going to {outHope}!" said {hero}.', '{Hero} could not wait to {outHope}.', '"Can we {outHope}?" asked {hero}.'],
      [
        '[petAlong] {Friend} the {fkind} came along to {familyS} house too.',
        '[petAlong] {Friend} the {fkind} came to see {family} too.',
      ],
    ],
  },
  outArrive: {
    then: (s) => {
      s.atPlace = true;
    },
    parts: [['{outArrive}']],
  },
  outFun1: { parts: [['{outFun1}']] },
  outFun2: { parts: [['{outFun2}']] },
  outFun3: { parts: [['{outFun3}']] },
  outTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{outTrouble}']],
  },
  outFix: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{outFix}']],
  },
  outBest: {
    parts: [
      ['{outBest}'],
      [
        '"I love {outLoved}, {family}!" said {hero}.',
        '{Hero} had done it: {they} had got to {outHope}, just as {they} had hoped.',
      ],
    ],
  },
  outLeave: { parts: [['{outLeave}']] },
  // A day had for a love of something (loved-day.ts): the love shown first, a true fact of it, and played at home after.
  outLoves: { parts: [['{lovesShow}'], ['{lovesSay}']] },
  outLovesFact: { parts: [['{lovesFact}']] },
  outLovesHome: { parts: [['{lovesHome}']] },
  outEvening: {
    parts: [
      [
        'Soon {hero} was fast asleep, dreaming of {outDream}.',
        '[!grandDay] At bedtime, {hero} told {family} all about {outDream}, all over again.',
        '[!ownSetOff] "Can we come back tomorrow?" asked {hero} sleepily, thinking of {outDream}.',
      ],
    ],
  },
};
