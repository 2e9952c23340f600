/**
 * What a story of someone coming home says of them: what is got ready (in the party's slots, {partyReady}, as a
 * party is got ready for), the waiting, the day's small trouble put right, how they come in, what is done together
 * and the evening after, each picked by seed from how they come (world/welcomes.ts).
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { fixedBy } from './slots.js';
import { comingOf } from './world/welcomes.js';

/** A welcome told by its own moves (moves/welcome.ts): someone coming home, not a party given for them. */
export const welcomeStory = (plan: StoryPlan) => plan.welcomed !== undefined && plan.welcomed.kind !== 'party';

export function welcomeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const welcomed = plan.welcomed;
  if (!welcomed || welcomed.kind === 'party') return {};
  const grandparents = welcomed.people.every((p) => /^grand/.test(p.kind.word));
  const coming = comingOf(welcomed.kind, plan.goal.occasion, grandparents);
  const [ready, ready2] = rng.shuffle(coming.ready);
  const { hero, guide } = plan;
  // Put right with the family: the one helping, else Mum (or Dad, while Mum brings a new baby home).
  const helper = guide.kind.group === 'family' ? guide.name : welcomed.kind === 'baby' ? 'Dad' : 'Mum';
  const trouble = rng.pick(coming.troubles);
  return {
    partyReady: ready ?? null,
    partyReady2: ready2 ?? null,
    welcomedSaid: welcomed.said,
    // ('his new baby brother' once; then 'the baby', as the family says it.)
    welcomedShort:
      welcomed.kind === 'baby'
        ? welcomed.people.length > 1
          ? 'the twins'
          : 'the baby'
        : welcomed.kind === 'pet'
          ? `the ${welcomed.people[0]!.kind.word}`
          : welcomed.said,
    welcomedIs: welcomed.people.length > 1 ? 'are' : 'is',
    welcomeComing: coming.coming,
    carrier: helper === 'Mum' ? 'Dad' : 'Mum',
    welcomeWaiting: rng.pick(coming.waiting),
    welcomeTrouble: trouble.event,
    welcomeFixWho: fixedBy(trouble.fix, hero.name, helper),
    welcomeArrival: rng.pick(coming.arrive),
    welcomeTogether: rng.pick(coming.together),
    welcomeEvening: rng.pick(coming.evening),
  };
}
