/**
 * A race between two (world/races.ts, slots of race.ts): the challenge, ready-steady-go, the hero ahead, a trouble of
 * the course, the other helps or catches up, a close finish, and friends after.
 */
import type { Move } from './types.js';

export const RACE_MOVES: Record<string, Move> = {
  raceStart: { parts: [['{raceStart}'], ['{raceDare}']] },
  raceGo: { parts: [['{raceReady}'], ['{raceOff}']] },
  raceAhead: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{raceAhead}'], ['{raceTrouble}']],
  },
  raceHelp: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{raceHelp}'], ['{raceOn}']],
  },
  raceFinish: { parts: [['{raceFinish}'], ['{raceSay}']] },
  raceEnd: { parts: [['{raceAfter}'], ['{raceNight}']] },
};
