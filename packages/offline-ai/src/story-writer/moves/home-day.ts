/**
 * A day at home that is no quest (someone ill looked after, being ill, moving house) told as itself: how the
 * day begins, what the child does, a small trouble of that day put right, the turn for the better and the
 * evening after. Slots {dayStart}, {dayWish}, {dayDo}, {dayHigh}, {dayUpset}... come from the day
 * (home-day.ts); the trouble is the day's own ({placeEvent}, {placeFix}).
 */
import { guideComes, type Move } from './types.js';

export const HOME_DAY_MOVES: Record<string, Move> = {
  dayStart: { parts: [['{dayStart}'], ['{dayWish}']] },
  dayDo: { parts: [['{dayDo}']] },
  dayDo2: { parts: [['{dayDo2}']] },
  /** The family helps as family does; a pet keeps the child company; another toy joins a toy at play; a friend of the place comes by an animal. */
  dayHelper: guideComes([
    [
      '[guideFamily] {GuideFull} {dayHelp}',
      '[guideTitled][!guideFamily] {GuideIntro} {dayHelp}',
      '[homePet] {GuideFull} {gmoved} in and curled up by {theHero}.',
      // (A toy's night: another toy joins in.)
      '[guideToy] {GuideFull} {dayHelp}',
      // (A forgetful squirrel's day: a friend of the wood comes by.)
      '[dayFriend] {GuideFull} {dayHelp}',
    ],
  ]),
  dayTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [['{placeEvent}'], ['{dayUpset}']],
  },
  dayFix: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [['{placeFix}'], ['{dayCheered}']],
  },
  dayHigh: { parts: [['{dayHigh}']] },
  dayEvening: { parts: [['{dayEvening}']] },
};
