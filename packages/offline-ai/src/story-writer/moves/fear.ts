/**
 * A fear told by what is feared (world/fears.ts, slots of fears.ts): the feared thing shows up and the hero keeps
 * away from it, the helper's trick, a small step, and the brave deed itself with what it was like after.
 */
import { FEELINGS_MOVES } from './feelings.js';
import { guideComes, type Move } from './types.js';

export const FEAR_MOVES: Record<string, Move> = {
  // A fear faced at bedtime (the dark, the monster under the bed) starts as the day ends and ends the next morning.
  bedtimeStart: {
    parts: [
      [
        'It was nearly bedtime. {TheHero} put on {their} pyjamas by {sight}.',
        '{Helper} tucked {theHero} into bed and gave {them} a kiss good night.',
        'The day was done, and {theHero} was in bed by {sight}.',
      ],
    ],
  },
  bedtimeHelper: guideComes([
    [
      '{Helper} heard {theHero} and came back in.',
      '"Can’t you sleep?" asked {helper}, peeping round the door at {theHero}.',
      '{Helper} came in and sat on the edge of the bed by {sight}.',
    ],
  ]),
  bedtimeMorning: {
    parts: [
      ['In the morning, {hero} smiled: {they} had {goalPast}!', '{Hero} woke up to sunshine, proud to have {goalPast}.'],
      [
        '"I knew you could," said {helper}, and gave {theHero} a big hug.',
        '{Helper} gave {theHero} a shiny star sticker for being brave.',
        '[feeling] "You were so brave about {feelingAbout}!" said {helper}.',
      ],
      ['[feeling] Now {feelingAbout} did not feel scary at all.', 'Tonight, {hero} would {goal} all over again.'],
    ],
  },
  fearStart: { parts: [['{fearStart}']] },
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
