/**
 * A day out with the family ('A day at the beach with Dad', 'Ruby's trip to the zoo'): read from the plan once
 * (`dayOutOf`), told by its own moves (moves/day-out.ts) with the slots here and the place's own day
 * (world/days-out.ts): the hope said, arriving, the fun of the place (the hoped-for one first), a trouble of that place
 * put right, the best bit, leaving, and bedtime.
 */
import { kindOf, singularOf, type IdeaUnderstanding, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { Person, StoryPlan } from './plan.js';
import { nameOwner } from './slots.js';
import { DAYS_OUT, SEA_TRIPS, STORM_AT_SEA, type DayOut } from './world/days-out.js';
import { GRAND_DAY } from './world/grand-day.js';
import { PARTY_GONE } from './world/party-gone.js';
import { POORLY_VISIT } from './world/poorly-visit.js';
import { LOVED_THINGS } from './world/loved-things.js';
import type { LovedPlan } from './loved-day.js';

/** Who the day is spent with. */
export interface DayOutPlan {
  /** 'Dad', 'Grandma', or Mum or Dad where the idea names nobody. */
  family: string;
  /** Who waits at the end of a ride ('Grandma', from 'by train to see Grandma'), else null. */
  visiting: string | null;
  /** The country they live in, when the ride is a flight to see them ('India'). */
  abroad?: string;
  /** A day told its own way, not the place's usual one: a storm at sea. */
  storm?: true;
  /** Or a boat trip to see the dolphins or the whales. */
  seaTrip?: SeaTrip;
  /** The animals the day is gone to see, where the place keeps them ('lion', from 'Going to see the lions'). */
  seeing?: string;
  /** And the wish as the idea says it ('feed the ducks', 'visit the elephants'), for the title. */
  seeingWish?: string;
  /** The day is had for a love of something ('Mia loves trains'): loved-day.ts. */
  loves?: LovedPlan;
  /** The day is spent at the house of `family`, a grandparent ('Noor visits Grandma'): grand-visit.ts. */
  grand?: true;
  /** The day is a visit to `visiting` in hospital ('Noor visits Grandma in hospital'): grand-visit.ts. */
  poorly?: true;
  /** The day is a friend's birthday party at `family`'s house ("Mia goes to Leo's birthday party"): party-gone.ts. */
  party?: true;
  /** The idea says it rains ('camping in the rain'): the rain is the day's trouble, where the place has one of rain. */
  rain?: true;
}

/** Rain the idea names: 'in the rain', 'a rainy day', 'when it rained'. */
const RAIN = /\brain(?:s|y|ed|ing)?\b/i;
/** A trouble of the place's that is rain ('Big drops of rain fell'). */
const rainy = (trouble: DayOut['troubles'][number]) => RAIN.test(trouble.event);

/** A storm out at sea the idea names ('A storm at sea'): never in a harbour café. */
const STORM = /\bstorm(?:s|y)?\b/i;

/** The day a plan's day out is told by: the place's own, or a storm at sea. */
export const dayOfPlan = (plan: Pick<StoryPlan, 'dayOut' | 'setting'>): DayOut | undefined =>
  plan.dayOut?.grand
    ? GRAND_DAY
    : plan.dayOut?.party
      ? PARTY_GONE
      : plan.dayOut?.poorly
        ? POORLY_VISIT
        : plan.dayOut?.storm
          ? STORM_AT_SEA
          : plan.dayOut?.seaTrip
            ? SEA_TRIPS[plan.dayOut.seaTrip]
            : DAYS_OUT[plan.setting];

/** Dolphins gone to be with out at sea ('Tom swims with dolphins', 'Going to see the dolphins'). */
const WITH_DOLPHINS = /\b(?:swim(?:s|ming)?|see(?:s|ing)?|watch(?:es|ing)?|boat trip|trip) (?:with |to see |the )*dolphins\b/i;
/** Whales looked out for from a boat ('Lily sees a whale from the boat', 'Going whale watching'). */
const WITH_WHALES =
  /\b(?:whale[- ]watching|(?:see(?:s|ing)?|watch(?:es|ing)?|spot(?:s|ting)?|boat trip|trip) (?:to see |the |a |an )*(?:whales?|humpback whales?|blue whales?))\b/i;

/** What a boat trip goes out to see. */
export type SeaTrip = keyof typeof SEA_TRIPS;

/** The idea is a boat trip to see the dolphins or the whales: a day of its own, no quest with a whale met on the way. */
export const seaTripOf = (setting: SettingId, text: string): SeaTrip | null =>
  setting !== 'sea' ? null : WITH_DOLPHINS.test(text) ? 'dolphin' : WITH_WHALES.test(text) ? 'whale' : null;

/** The idea is a storm met out at sea: a day of its own, no lesson on the weather. */
export const stormAtSea = (setting: SettingId, text: string) => setting === 'sea' && STORM.test(text);

/** A wish only to go somewhere ('Going to the beach', 'visit the zoo'): it asks to learn nothing about the place. */
const GOING = /^(?:go to|visit|go on a trip to) (?:the |a )?(?:swimming |sea life )?[a-z]+$/;
/** Or only to be there ('explore the beach', 'have a day at the farm'). */
const BEING = /^(?:explore|have a day at|spend the day at|enjoy) (?:the |a )?(?:swimming |sea life )?[a-z]+$/;
/** Or to stay the night there the place's own way ('go camping'). */
const STAYING = /^go (?:camping|on a camping trip)(?: in the rain)?$/;

const ANIMALS_SEEN = /^(?:see|meet|visit) (?:the|all the) animals$/;
const ANIMAL_PLACES: ReadonlySet<SettingId> = new Set(['farm', 'zoo']);

/** The wish is to see the animals of a farm or a zoo: a day out there, the animals no thing to find. */
export const animalsSeenAt = (phrase: string, setting: SettingId) =>
  ANIMALS_SEEN.test(phrase.toLowerCase()) && ANIMAL_PLACES.has(setting);

/** A wish to go and see creatures ('go to see the dolphins', 'visit the elephants', 'watch the whales', 'feed the ducks'). */
const SEEING_THEM = /^(?:go to see|go and see|see|meet|visit|watch|feed) (?:the |all the )?([a-z]+)$/;

/** The wish is to see creatures: they are what is seen, never a thing of their topic's to hold ('the egg'). */
export const creaturesSeen = (phrase: string) => {
  const word = SEEING_THEM.exec(phrase.toLowerCase())?.[1];
  const kind = word ? kindOf(singularOf(word)) : null;
  return word === 'animals' || (kind !== null && !kind.human);
};

/** The place's hopes that name a creature ('see a real lion' for 'lion'). */
const hopesOf = (hopes: readonly (readonly [string, number])[], one: string) =>
  hopes.filter(([hope]) => hope.split(' ').some((w) => singularOf(w) === one));

/**
 * The creature a wish goes to see where the place's own day hopes to see it ('visit the elephants' at the zoo, 'see
 * the lambs' on the farm): a day out there with that hope, never a quest for it. Else null ('see the cows': no hope
 * of the farm's says cows, and the day would hope for eggs).
 */
export const keptThere = (phrase: string, setting: SettingId): string | null => {
  const word = SEEING_THEM.exec(phrase.toLowerCase())?.[1];
  const day = DAYS_OUT[setting];
  if (!word || !day || day.ride || !creaturesSeen(phrase)) return null;
  const one = singularOf(word);
  return hopesOf(day.hopes, one).length > 0 ? one : null;
};

export const goesThere = (phrase: string) => GOING.test(phrase);
/** Little words around a place said alone ('A day at the aquarium', 'Sea life centre'). */
const AROUND_PLACE = /\b(?:a|an|the|our|my|day|days|trip|visit|out|to|at|fun)\b/g;
/** The idea names only a place with a day out of its own, nobody and nothing else: a day there, no lesson. */
export const onlyThePlace = (idea: IdeaUnderstanding) =>
  !idea.goal &&
  !idea.hero &&
  !idea.feeling &&
  idea.companions.length === 0 &&
  idea.places.length > 0 &&
  idea.places.every((p) => !p.named && DAYS_OUT[p.setting] && !DAYS_OUT[p.setting]!.ride) &&
  idea.places
    .reduce((text, p) => text.replace(p.text.toLowerCase(), ' '), idea.text.toLowerCase())
    .replace(AROUND_PLACE, ' ')
    .replace(/[^a-z]+/g, '') === '';
export const staysThere = (phrase: string) => STAYING.test(phrase);
/** The idea says a day at the place by what is done there ('Mia goes swimming with Dad'). */
export const doesThere = (setting: SettingId, text: string) => DAYS_OUT[setting]?.doing?.test(text) ?? false;

/**
 * The idea is a child's day at a place that has a day out of its own, with nothing else to do there: no thing, no
 * lesson, no feeling to face, no party. Else null.
 */
export function dayOutOf(
  hero: Person,
  friend: Person | null,
  setting: SettingId,
  phrase: string,
  other: boolean,
  rng: Random,
  ride?: { ride: string; visiting: string | null; abroad?: string },
  said = '',
  loves?: LovedPlan,
): DayOutPlan | null {
  const wish = phrase.toLowerCase();
  const storm = stormAtSea(setting, said);
  const seaTrip = storm ? null : seaTripOf(setting, said);
  const seeing = keptThere(wish, setting);
  // ('goes to the farm to see the animals': the animals are what a farm or a zoo is visited for.)
  const there =
    GOING.test(wish) ||
    BEING.test(wish) ||
    STAYING.test(wish) ||
    animalsSeenAt(wish, setting) ||
    seeing !== null ||
    doesThere(setting, said) ||
    storm ||
    seaTrip !== null;
  // (A pet who comes along is no one to spend the day with: 'Leo and his dog Rex go to the beach' keeps its own telling.)
  // (The dolphins swum with, or the whales looked out for, are the day's own, met out at sea: no one along.)
  const day = storm ? STORM_AT_SEA : seaTrip ? SEA_TRIPS[seaTrip] : DAYS_OUT[setting];
  const along = seaTrip && friend?.kind.word === seaTrip ? null : friend;
  if (!hero.kind.human || other || !there || !day || (along && !along.kind.human)) return null;
  // (A boat trip is a day on the sea only where the idea rides one: 'Going to the sea' is no ferry.)
  if (day.ride && day.ride !== ride?.ride) return null;
  const family = along?.kind.human ? along.name : rng.pick(day.with ?? ['Mum', 'Dad']);
  // A ride ends with a hug from whoever it goes to see: Grandma, or Grandma or Grandpa where the idea names nobody.
  // (A flight lands where someone waits only in the country the idea names: else it is a holiday.)
  const visitSaid = day.visit?.some((line) => ride?.abroad || !line.includes('{abroad}')) ?? false;
  const waiting = ride?.visiting ?? (visitSaid && !/^Grand/.test(family) ? rng.pick(['Grandma', 'Grandpa']) : null);
  return {
    family,
    visiting: day.visit && waiting !== family ? waiting : null,
    ...(ride?.abroad && day.visit ? { abroad: ride.abroad } : {}),
    ...(storm ? { storm: true as const } : {}),
    ...(seaTrip ? { seaTrip } : {}),
    ...(seeing && !storm && !seaTrip ? { seeing, seeingWish: wish } : {}),
    ...(loves ? { loves } : {}),
    ...(RAIN.test(said) && day.troubles.some(rainy) ? { rain: true as const } : {}),
  };
}

/** The wish of a day out: to visit the place. */
export const visitOf = (placeName: string): StoryPlan['goal'] => ({
  type: 'reach',
  phrase: `visit ${placeName}`,
  ing: `visiting ${placeName}`,
  past: `visited ${placeName}`,
});

export const dayOutStory = (plan: StoryPlan) => plan.dayOut !== undefined;

export function dayOutSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const day = dayOfPlan(plan);
  if (!plan.dayOut || !day) return {};
  // (The animals gone to see are the hope: 'see a real lion' for 'Going to see the lions', never the giraffe.)
  const { loves } = plan.dayOut;
  const seeing = plan.dayOut.seeing ?? loves?.hope;
  const named = seeing ? hopesOf(day.hopes, seeing) : [];
  const [hope, hoped] = rng.pick(named.length > 0 ? named : day.hopes);
  // The hoped-for fun first, then two more in the order of the place's day.
  const rest = day.fun.map((_, k) => k).filter((k) => k !== hoped);
  const others = rng
    .shuffle(rest)
    .slice(0, 2)
    .sort((a, b) => a - b);
  // (A flight is told in its own order: the clouds come after take-off.)
  const told = day.inOrder ? [hoped, ...others].sort((a, b) => a - b) : [hoped, ...others];
  // (Grandma and Grandpa together share no head for the glasses to be found on.)
  const two = / and /.test(plan.dayOut.family);
  const troubles = day.troubles.filter((t) => (t.needs === undefined || told.includes(t.needs)) && !(two && t.alone));
  const trouble = rng.pick(plan.dayOut.rain ? troubles.filter(rainy) : troubles);
  const { family } = plan.dayOut;
  // (A day for a love of space ends best in the space capsule, where the place has a best bit of it.)
  const lovedBest = loves ? day.best.filter((line) => line.toLowerCase().includes(loves.hope ?? loves.lovedOne)) : [];
  const best = rng.pick(lovedBest.length > 0 ? lovedBest : day.best);
  // Bedtime remembers what was done that day: no fossil dreamed of on a day it was not found.
  const done = [...told.map((k) => day.fun[k]!), best].join(' ').toLowerCase();
  const dreams = day.dreams.filter((dream) =>
    dream
      .split(/[\s,]+/)
      .some(
        (word) => word.length >= 4 && !/^(?:the|with|from|their|little)$/.test(word) && done.includes(word.replace(/’s$/, '')),
      ),
  );
  // Two at whose house the day is spent take turns in its doings ('Noor and Grandma baked biscuits', then 'Grandpa got
  // out a box of old photos'): both are at the door and at the goodbye, never 'Noor and Grandma and Grandpa' in each.
  const [one, other] = two && plan.dayOut.grand ? family.split(' and ') : [family, family];
  const by = (line: string, who: string) =>
    who === family ? line : line.replaceAll('{familyS}', nameOwner(who)).replaceAll('{family}', who).replaceAll('{Family}', who);
  return {
    family,
    familyS: nameOwner(family),
    outHope: hope,
    outArrive: rng.pick(day.arrive),
    outFun1: by(day.fun[told[0]!]!, one!),
    outFun2: by(day.fun[told[1]!]!, other!),
    outFun3: by(day.fun[told[2]!]!, one!),
    outTrouble: by(trouble.event, other!),
    outFix: by(trouble.fix, other!),
    outBest: by(best, one!),
    outLeave: rng.pick(plan.dayOut.visiting && day.visit ? day.visit : day.leave),
    visited: plan.dayOut.visiting,
    visitedS: plan.dayOut.visiting ? nameOwner(plan.dayOut.visiting) : null,
    outDream: rng.pick(dreams.length > 0 ? dreams : day.dreams),
    // (A flight to see Grandma goes to her, never to the seaside.)
    outSetOff: day.setOff ? rng.pick(day.setOff.filter((line) => !plan.dayOut?.visiting || !/\bseaside\b/.test(line))) : null,
    abroad: plan.dayOut.abroad ?? null,
    outLoved: loves?.loved ?? day.loved ?? plan.placeName,
    ...(loves ? lovedSlots(loves, rng.fork('loved')) : {}),
  };
}

/** The love's own lines: shown, said, its fact told by the family, played at home. */
function lovedSlots(loves: LovedPlan, rng: Random): Record<string, string | null> {
  const row = LOVED_THINGS.find((r) => r.id === loves.id)!;
  return {
    loved: loves.loved,
    lovedOne: loves.lovedOne,
    lovesShow: rng.pick(row.shows),
    lovesSay: rng.pick(row.says),
    lovesHome: rng.pick(row.home),
    // ('"Jupiter is the biggest planet of all," said Dad.')
    lovesFact: loves.fact
      ? rng.pick([`"${loves.fact.replace(/\.$/, ',')}" said {family}.`, `{Family} read a little sign. "${loves.fact}"`])
      : null,
  };
}
