/**
 * Someone coming home told as itself: the morning's news, getting ready with things that suit them (the party's
 * getReady and partyHelper), the waiting, a small trouble of the day put right, the coming told for who it is,
 * something done together, and the evening after. The wish is said once; the rest tells the day. Slots come from
 * welcoming.ts; [figure] is someone known to all, who comes at night while the child sleeps.
 */
import type { Move } from './types.js';

export const WELCOME_MOVES: Record<string, Move> = {
  welcomeNews: {
    parts: [
      [
        '[!figure] Today {welcomedSaid} {welcomedWas} {welcomeComing}, and {hero} could hardly wait.',
        '[!figure] {Hero} had been counting the sleeps, and today {welcomedSaid} {welcomedWas} {welcomeComing}!',
        '[figure] It was {occasion}, and {welcomedSaid} was {welcomeComing}!',
        '[figure] {Hero} could hardly wait, for tonight {welcomedSaid} would come!',
      ],
      [
        '[!figure] "I want to {goalMy} just right!" said {theHero}.',
        '[!figure] "Everything must be ready to {goalMy}!" said {theHero}.',
        '[figure] "I will stay awake and {goalMy}!" said {theHero}.',
      ],
    ],
  },
  welcomeWait: {
    parts: [
      ['{welcomeWaiting}'],
      [
        '[!figure] "When will {welcomedShort} get here?" asked {hero}.',
        '[figure] "Is it bedtime yet?" asked {theHero}, thinking of {welcomedSaid}.',
      ],
    ],
  },
  welcomeTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{welcomeTrouble}'],
      [
        '"Oh no, and {welcomedShort} {welcomedIs} nearly here!" cried {hero}.',
        '"Oh no, it has to be just right for {welcomedShort}!" cried {hero}.',
      ],
    ],
  },
  welcomeFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{welcomeFixWho}'],
      [
        '"Now everything is ready for {welcomedShort}," said {hero}.',
        '[guideFamily] "Just in time for {welcomedShort}," said {guideFull}.',
        '[homePet][gsound] The {gkind} {gsound} at {theHero}, as if to say well done.',
      ],
    ],
  },
  welcomeArrive: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [['{welcomeArrival}'], ['{welcomeTogether}']],
  },
  welcomeEvening: {
    parts: [
      ['{welcomeEvening}'],
      [
        '[!figure] {Hero} was so glad {arrived} had come.',
        '[!figure] {Hero} would never forget the day {arrived} came.',
        '[figure] "{Welcomed} came!" shouted {hero} with joy.',
      ],
    ],
  },
};
