/**
 * A fear told by what is feared (world/fears.ts, slots of fears.ts): the feared thing shows up and the hero keeps
 * away from it, the helper's trick, a small step, and the brave deed itself with what it was like after.
 */
import { FEELINGS_MOVES } from './feelings.js';
import type { Move } from './types.js';

export const FEAR_MOVES: Record<string, Move> = {
  fearComes: { parts: [['{fearComes}']] },
  fearHide: { parts: [['{fearHide}']] },
  /** The worry told, as in any fear story (the guide's own answer is the trick, next). */
  fearTalk: { parts: FEELINGS_MOVES.talkFear!.parts.slice(0, 2) },
  fearTrick: { parts: [['{fearTrick}']] },
  fearStep: {
    parts: [
      ['{fearStep}'],
      [
        '[body] {Their} tummy felt less wobbly about {feelingAboutOrGoal} now.',
        '[guide] "That was brave for {aHero}," said {guideFull}.',
        '"Soon I can {goalMy}," thought {hero}.',
      ],
    ],
  },
  fearDeed: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      [
        // (No time of day: the night or the storm has come already.)
        '[feeling] At last, {hero} was ready to face {feelingAbout}.',
        '{TheHero} took a deep breath {inPlace}.',
        '[body] Then {theHero} stood up tall {inPlace}.',
      ],
      ['{fearDeed}'],
      ['{fearAfter}'],
    ],
  },
};
