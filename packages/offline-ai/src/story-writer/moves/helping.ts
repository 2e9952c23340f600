/**
 * A helping story told by its jobs (world/helping-jobs.ts): the one helped where they work, asking; the hero
 * saying yes; jobs of the place done one after another; one going wrong in a funny way and put right together;
 * the last job and all done; the thanks, and what the help meant. Slots {helpWith}, {helpAt}, {helpJob1}...
 * come from helping.ts.
 */
import type { Move } from './types.js';

export const HELPING_MOVES: Record<string, Move> = {
  /** A day of helping where the hero is: the hero there, before the one helped asks (never a line too long to say). */
  helpScene: {
    parts: [
      [
        '{Time}, {theHero} was {inPlace}, ready for a busy day.',
        '{Time}, {theHero} was {inPlace}.',
        '{Time}, {theHero} looked round {placeSeen}.',
        '[!indoors] {Time}, {hero} sat by {sight}.',
      ],
    ],
  },
  helpNeeds: {
    when: (s) => !s.guideHere,
    then: (s) => {
      s.guideHere = !s.friendInGoal;
    },
    parts: [
      [
        '[friendInGoal][!setOff] {Friend} {helpAt}.',
        '[friendInGoal][setOff] Over {inPlace}, {friend} {helpAt}.',
        '[!friendInGoal][!setOff] Nearby, {guideIntro} {helpAt}.',
        '[!friendInGoal][!setOff] {GuideIntro} {helpAt}.',
        '[!friendInGoal][!setOff] Just then, {guideIntro} came by {inPlace}.',
        '[!friendInGoal][setOff] Just then, {guideIntro} came by, with far too much work to do {inPlace}.',
        '[!friendInGoal][setOff] {GuideIntro} worked {inPlace}, with far too much to do.',
      ],
      [
        '"Could you {askHelp}?" asked {helpWith}.',
        '"I can’t do it all alone, {littleHero}," said {helpWith}.',
        '"Would you like to help me {inPlace} today?" asked {helpWith}.',
        '"So many jobs {inPlace}, and only one of me!" sighed {helpWith}.',
      ],
    ],
  },
  helpYes: {
    parts: [
      [
        '"I’ll help you, {helpCall}!" said {theHero} at once.',
        '"Don’t worry, {helpCall}, I’ll help {helpYou}," said {hero}.',
        '"Where shall I start, {helpCall}?" asked {theHero}.',
        '[!indoors] "Leave it to me!" said {theHero}, looking round {place}.',
      ],
    ],
  },
  helpJob1: { parts: [['{helpJob1}']] },
  helpJob2: { parts: [['Next, {helpJob2Lc}']] },
  helpJob3: { parts: [['Last of all, {helpJob3Lc}']] },
  helpJob4: { parts: [['After that, {helpJob4Lc}']] },
  helpOops: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      ['Then {helpOopsLc}'],
      [
        '[!indoors][!guideFlies] {HelpWith} came running across {place}.',
        '{HelpWith} burst out laughing, and so did {theHero}.',
        '"Oh dear, {littleHero}!" cried {helpWith}.',
        '"What a mess {inPlace}!" cried {helpWith}, and laughed.',
        '{HelpWith} looked at {theHero} and began to giggle.',
      ],
    ],
  },
  helpFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{helpFix}']],
  },
  /** Put right together, the two are a team. */
  helpTeam: {
    parts: [
      [
        '"What a team we make, {littleHero}!" said {helpWith}.',
        '"We make a good team, {littleHero}," said {helpWith} with a wink.',
        '{HelpWith} gave {theHero} a high five.',
      ],
    ],
  },
  /** On to the last job. */
  helpOnward: {
    parts: [['[!indoors] {Hero} {moved} across {place} to the next job.', 'Off {moved} {theHero} to the last job {inPlace}.']],
  },
  helpDone: { parts: [['{helpDone}'], ['{helpLook}']] },
  helpTip: { parts: [['{helpTip}']] },
  helpThanks: {
    parts: [
      [
        '"Thank you, {littleHero}, I could never have done it without you," said {helpWith}.',
        '"Thank you for all your help {inPlace} today," said {helpWith}.',
        '{HelpWith} gave {theHero} a big hug and said, "Thank you for all your help!"',
        '"Thank you, {littleHero}, what a helper you are!" said {helpWith}.',
        '"Thank you, you made the jobs {inPlace} fun," {helpWith} told {hero}.',
      ],
    ],
  },
  helpMattered: { parts: [['{helpMattered}']] },
  /** The day's end: home from where the help was, or a rest there when it is home. */
  helpHome: {
    parts: [
      [
        '[!atHome] At the end of the day, {theHero} left {place}, tired and proud.',
        '[!atHome] {Hero} {moved} home from {place} that night, proud as could be.',
        '[atHome] {Hero} and {helpWith} sat down {inPlace} at last, tired and happy.',
        '[atHome] That night, {theHero} looked round {place}, proud as could be.',
      ],
    ],
  },
};
