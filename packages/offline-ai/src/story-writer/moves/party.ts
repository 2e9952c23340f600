/**
 * A party or feast day told as itself: the morning's waiting, getting ready with the celebration's own
 * things, the guests, a trouble of that world put right together, the high point and the evening after.
 * Slots {party}, {partyReady}, {partyGuests}, {partyHigh}, {partyEvening} come from the celebration
 * (celebrating.ts); a home's things are done with, never gone to or stood by.
 */
import { guideComes, type Move } from './types.js';

export const PARTY_MOVES: Record<string, Move> = {
  partyMorning: {
    parts: [
      [
        '[indoors] {TheHero} bounced out of bed and peeked at {sight}.',
        '[indoors] {TheHero} woke up early {inPlace}, too excited to stay in bed.',
        '{TheHero} peeked at {sight} and gave a little skip.',
        '[!indoors][!dayAway] {TheHero} was up with the sun {inPlace}.',
        '[dayAway] {TheHero} woke up early, for today was {party}!',
      ],
    ],
  },
  // (Said even after a friend's wish: 'could hardly wait' is the child's own.)
  partyWish: {
    parts: [
      [
        '{Hero} could hardly wait for {party}.',
        '{Hero} had been counting the sleeps until {party}.',
        'It was nearly time for {party}, and {hero} could hardly wait.',
      ],
      ['"I can’t wait!" said {theHero}, peeking at {sight2}.', '"Is it time yet?" asked {theHero}, looking at {sight2}.', ''],
    ],
  },
  getReady: {
    parts: [
      ['{Time}, {hero} {partyReady}.', '[friend] {Time}, {hero} and {friend} {partyReady}.'],
      ['Then {they} {partyReady2}.', '[friend] Then {friend} {partyReady2}.'],
    ],
  },
  /** Family helps get ready; the family pet sniffs and watches, as a pet does. */
  partyHelper: guideComes([
    [
      '[guideFamily] {GuideFull} came to help {theHero}, humming a happy tune.',
      '[guideFamily] {GuideFull} came to help, and smiled at {sight}.',
      '[homePet] {GuideFull} {gmoved} over to see what {theHero} was up to.',
      '[homePet] {GuideFull} sniffed at {sight} and got in the way.',
      '[!guideFamily][!homePet][!partyHelperLine] {GuideIntro} came to watch {theHero}.',
      // (The team's coach is there to coach, not to watch.)
      '[partyHelperLine] {partyHelperLine}',
    ],
    [
      '[guideFamily] "{Party} will be wonderful," said {guide}.',
      '[arrival][guideFamily] "{WelcomedShort} will love it," said {guide}.',
      '[homePet] The {gkind} sat and watched {theHero} with big round eyes.',
      '',
    ],
  ]),
  guestsArrive: {
    parts: [
      ['{Time}, {partyGuests}'],
      [
        '[!dayAway] {Hero} ran to welcome everyone to {party}.',
        '[human][!dayAway] {TheHero} hugged everyone and showed them {sight}.',
        '[dayAway] {Hero} waved to everyone, too excited about {party} to keep still.',
      ],
      ['[indoors] Soon {placeSeen} was full of chatter, and {theHero} grinned.', ''],
    ],
  },
  partyTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['{placeEvent}'],
      [
        '"Oh no, {party} will be spoiled!" cried {hero}.',
        '"Not now, in the middle of {party}!" cried {hero}.',
        '[friend] "Oh no, not at {party}!" gasped {friend}.',
      ],
    ],
  },
  partyFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{partyFixWho}'],
      [
        '"{Party} is saved!" cheered {hero}.',
        '[guideFamily] "Good thinking, {callHero}," said {guideFull}.',
        '[homePet][gsound] The {gkind} {gsound} at {theHero}, as if to say well done.',
      ],
    ],
  },
  highPoint: {
    parts: [
      ['{partyHigh}'],
      // (Someone a party is for comes in to it: said whenever they do.)
      ['[arrival] "What a {partyWord}!" laughed {friend}, hugging {hero}.'],
      ['"This is the best {partyWord} ever!" cried {hero}.', '{Hero} had never had such a happy {partyWord}.'],
    ],
  },
  partyEvening: {
    parts: [
      ['{partyEvening}'],
      ['{Hero} would never forget {party}.', '"That was the best {partyWord} ever," {hero} whispered.'],
    ],
  },
};
