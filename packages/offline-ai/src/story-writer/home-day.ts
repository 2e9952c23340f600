/**
 * What a day at home that is no quest says (world/home-days.ts): how it begins, the wish, two doings, the turn
 * for the better and the evening after, each picked by seed from the day's own.
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';

export function homeDaySlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const day = plan.homeDay;
  if (!day) return {};
  const [doing, doing2] = day.ordered ? day.doings : rng.shuffle(day.doings);
  return {
    // (The thing two friends fell out over, as the idea says it, opens their day: never a red scooter in its place.)
    dayStart: plan.fallOutOver ? day.start[0]!.replace('the red scooter', plan.fallOutOver) : rng.pick(day.start),
    dayWish: rng.pick(day.wish),
    dayDo: doing ?? null,
    dayDo2: day.doingsAfter ? rng.pick(day.doingsAfter) : (doing2 ?? null),
    dayHigh: rng.pick(day.high),
    dayEvening: rng.pick(day.evening),
    dayHelp: day.help,
    dayUpset: rng.pick(day.upset),
    dayCheered: rng.pick(day.cheered),
    dayThought: rng.pick(day.thought),
    dayThoughtAfter: rng.pick(day.thoughtAfter),
    // The new home as the idea calls it ('a new flat'); a new 'home' is said as the house it is ('this house').
    // The child asleep while the toys play: named by the idea ('plays with Rosie's toys'), else a little girl or boy.
    child: /\bwith (\p{Lu}\p{Ll}+)['’]s toys\b/u.exec(plan.goal.phrase)?.[1] ?? rng.pick(['the little girl', 'the little boy']),
    home: /\bnew (flat|apartment|cottage)$/.exec(plan.goal.phrase)?.[1] ?? 'house',
    ...lostSlots(plan.goal.phrase),
  };
}

/** The thing always lost, as the idea says it ('keep track of {their} shoes'): 'Where are my shoes?', 'Where is my hat?'. */
function lostSlots(goal: string): Record<string, string> {
  const lost = /\bkeep track of \{their\} ([\p{L}'’-]+)$/u.exec(goal)?.[1];
  if (!lost) return {};
  const many = /s$/.test(lost);
  return { lost, lostIs: many ? 'are' : 'is', lostWas: many ? 'were' : 'was', lostIt: many ? 'them' : 'it' };
}
