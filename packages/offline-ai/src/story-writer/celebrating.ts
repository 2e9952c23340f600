/**
 * What a party or feast day story says of its celebration: what it is called ('her birthday party',
 * 'Diwali'), what is got ready, who comes, the high point and the evening after, each picked by seed
 * from the celebration's own (world/celebrations.ts).
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { fixedBy, nameOwner } from './slots.js';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function partySlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const party = plan.celebration;
  if (!party) return {};
  const [ready, ready2] = rng.shuffle(party.ready);
  // A party given for someone ('a birthday party for Grandpa') is theirs: their party, their candles to blow out.
  const forWhom = plan.welcomed ? plan.friend : null;
  const theirs = (text: string) =>
    forWhom ? text.replace(/\{their\}/g, nameOwner(forWhom.name)).replace(/\{hero\}/g, forWhom.name) : text;
  const picked = rng.pick(party.high);
  const high = theirs(party.highFor?.find(([words]) => words.test(plan.goal.phrase))?.[1] ?? picked);
  const evening = rng.pick(party.evening);
  // Put right by people: a friend of the idea, the family helping, else the guests (a cat does not mend the lights).
  const { hero, friend, guide } = plan;
  const who = friend && !plan.visits ? friend.name : guide.kind.group === 'family' ? guide.name : (party.crowd ?? 'the guests');
  const fix = plan.trouble.place?.fix ?? null;
  return {
    party: theirs(party.name),
    partyWord: party.word,
    partyReady: ready ?? null,
    partyReady2: ready2 ?? null,
    partyGuests: rng.pick(party.guests),
    partyHigh: high,
    partyHighLc: lowerFirst(high),
    partyEvening: evening,
    partyEveningLc: lowerFirst(evening),
    partyFixWho: fix ? fixedBy(fix, hero.name, who) : null,
    partyHelperLine: party.helperLine ? rng.fork('helper').pick(party.helperLine) : null,
  };
}
