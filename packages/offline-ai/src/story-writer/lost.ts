/**
 * A hero who gets lost ('A kitten gets lost in the big city', 'A duckling loses its way', 'A girl wanders off at
 * the market'): read from the idea once (`lostHero`), told by its own moves (moves/lost.ts) with the slots here.
 * The hero is somewhere with the family, follows something of the place away, finds nothing familiar, tries a way
 * that goes wrong as the place makes it, is helped by someone of the place, remembers what was near the family (or
 * near home), and is brought back to a hug; the evening after ends it.
 */
import { kindOf, singularOf, type IdeaUnderstanding, type Kind, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import { kindWordOf, type Person, type StoryPlan } from './plan.js';
import { syllablesOf } from './readability.js';
import { nameOwner } from './slots.js';
import { ANY_PLACE, homeOf, HOUSES, LOST_PLACES, SHOP, type LostPlace } from './world/lost-ways.js';

/** Who the lost hero was with and finds again, and where they wait. */
export interface Lost {
  /** 'Mum', 'Dad', or the idea's own ('Grandpa'). */
  family: string;
  /** The family is the idea's companion (the story's friend), away while the hero is lost. */
  friend: boolean;
  /**
   * Where the family waits: the hero's home near the place (a bear's den in the forest, a puppy's house by the park),
   * or null where they were together (by the clock tower, at the fruit stall).
   */
  home: string | null;
  /** Lost from the hero's own house and garden, out into the park (a sea turtle's home is no house by the park). */
  fromHome: boolean;
}

/** 'find the way home', 'find {their} way back', 'wander off', 'get lost in the woods'. */
const WAY_HOME = /^(?:find (?:the|\{their\}) way(?: home| back)?\b|(?:wander|stray) (?:off|away)\b|get lost\b)/;
/** 'A little bear is lost in the forest': said of the hero, with no wish of its own. */
const IS_LOST = /\b(?:is|was|gets?|got|getting) lost\b/i;

/** 'lost in the jungle', said of the hero. */
const LOST_IN = /\blost (?:in|at|on|inside|among) /i;

/**
 * 'The little fox who lost her family', 'A baby elephant who lost her mummy', 'A bunny who can't find its mummy': the
 * hero's own family, lost.
 */
const FAMILY_LOST = /^find (?:\{their\} )?(mum|mummy|mother|mom|mommy|dad|daddy|family|parents)\b(?!['’])/;
/** The family is lost, not only wished for: 'lost her mummy', "can't find its mummy". */
const LOST_SAID = /\blost\b|\b(?:can['’]?t|cannot|could ?n['’]?t|can not) find\b/i;
/** 'A lost puppy in the park', 'A lost baby penguin': said of the hero, with no wish of its own. */
const LOST_ONE = /\blost (?:(?:little|baby|tiny|small|young) )*([a-z]+)/i;

/** The idea is of a hero who is lost, not of a thing or someone the hero looks for ('find Mummy', 'help a lost puppy'). */
export function lostHero(idea: IdeaUnderstanding): boolean {
  if (!idea.hero) return false;
  const goal = idea.goal?.phrase.toLowerCase();
  // ('A baby elephant lost in the jungle': read as a wish to find somewhere; the hero is the one lost there.)
  if (goal && /^find (?:in|at|on|inside|among) /.test(goal) && LOST_IN.test(idea.text)) return alive(idea.hero.kind);
  if (goal) return WAY_HOME.test(goal) || (FAMILY_LOST.test(goal) && LOST_SAID.test(idea.text) && alive(idea.hero.kind));
  if (IS_LOST.test(idea.text)) return true;
  // (A lost teddy or a lost mitten is looked for; only one alive gets lost and finds its way back.)
  const said = LOST_ONE.exec(idea.text)?.[1]?.toLowerCase();
  const { kind } = idea.hero;
  return said !== undefined && alive(kind) && [idea.hero.kindWord, kind.word, ...kind.words].includes(said);
}

const alive = (kind: Kind) => !['machine', 'toy', 'thing'].includes(kind.group);

/** Who the idea says the lost one misses ('lost her mummy' -> 'Mummy'), else null. */
export function familyLost(idea: IdeaUnderstanding): string | null {
  const word = FAMILY_LOST.exec(idea.goal?.phrase.toLowerCase() ?? '')?.[1];
  return word && !/^(?:family|parents)$/.test(word)
    ? (({ mother: 'Mum', mom: 'Mum', mommy: 'Mummy' } as Record<string, string>)[word] ??
        word.charAt(0).toUpperCase() + word.slice(1))
    : null;
}

/** Settings of the hero's own home: a lost one is lost outside, in the park beyond the garden gate. */
export const HOME_SETTINGS: readonly SettingId[] = ['home', 'bedroom', 'kitchen', 'bathroom', 'garden'];

/** A shop or a supermarket is lost in as itself, among aisles and tills, not among the market's stalls. */
export const SHOP_WORDS = /\b(?:supermarket|shop|store)$/i;

/** How a place is got lost in: its own ways, a shop's, or those of anywhere. */
export const lostPlaceOf = (setting: SettingId, placeName: string): LostPlace =>
  setting === 'market' && SHOP_WORDS.test(placeName) ? SHOP : (LOST_PLACES[setting] ?? ANY_PLACE);

/** Who of the place helps a lost one, as kind words for the guide. */
export const lostHelpersOf = (setting: SettingId, placeName: string, fallback: readonly string[]) => {
  const { helpers } = lostPlaceOf(setting, placeName);
  return helpers.length > 0 ? helpers : fallback;
};

/**
 * The lost hero's family and where they wait: a creature of the wild waits at home in its den, nest or burrow; a
 * hero lost from its own garden is brought home; anyone taken out somewhere is found where the family was.
 */
export function lostOf(
  hero: Person,
  friend: Person | null,
  setting: SettingId,
  fromHome: boolean,
  rng: Random,
  said: string | null = null,
): Lost {
  const kin = friend?.kind.group === 'family' ? friend : null;
  const family = kin?.name ?? said ?? rng.pick(['Mum', 'Dad']);
  const wild = !hero.kind.human && hero.kind.habitat === setting;
  const home = fromHome ? 'home' : wild ? homeOf(hero.kind.word, isBird(hero.kind)) : null;
  return { family, friend: kin !== null, home, fromHome };
}

const isBird = (kind: Kind) => kind.group === 'bird';

const MUM_NAMES = ['Anna', 'Rosa', 'Lena', 'Maya', 'Nadia'];
const DAD_NAMES = ['Tom', 'Sam', 'Raj', 'Ben', 'Leo'];

export const lostStory = (plan: StoryPlan) => plan.lost !== undefined;

/** Sights that stay where they are, to be remembered and found again: no herd of zebras, no family of ducks. */
export const stillSights = (sights: readonly string[]) =>
  sights.filter(
    (sight) =>
      !sight.split(/\s+/).some((word) => {
        const kind = kindOf(word) ?? kindOf(singularOf(word));
        return kind !== null && !kind.human && !['machine', 'magic', 'toy', 'thing'].includes(kind.group);
      }),
  );

export function lostSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const lost = plan.lost;
  if (!lost) return {};
  const { hero } = plan;
  const place = lostPlaceOf(plan.setting, plan.placeName);
  const ownKind = (line: string) => new RegExp(`\\b${hero.kind.word}`, 'i').test(line);
  const lures = place.lures.filter((l) => (hero.kind.human || !l.child) && !ownKind(l.seen));
  const lure = rng.pick(lures.length > 0 ? lures : ANY_PLACE.lures);
  const sights = stillSights(plan.scenery.sights).filter((s) => !ownKind(s));
  const house = lost.fromHome;
  const landmark = house
    ? rng.pick(HOUSES)
    : rng
        .pick(place.landmarks.length > 0 ? place.landmarks : sights.length > 0 ? sights : ['the big tree'])
        // ('old cave paintings', 'a tall white waterfall': remembered as the one known.)
        .replace(/^(?!the )(?:(?:an?|some) )?/, 'the ');
  const homeAt = lost.home === null ? null : house ? 'home' : `{their} ${lost.home}`;
  const parent = /^(?:Mum|Dad)$/.test(lost.family) ? lost.family : null;
  const grownUp = parent ? rng.pick(parent === 'Mum' ? MUM_NAMES : DAD_NAMES) : null;
  const busy = rng.pick(hero.kind.human || hero.kind.group === 'pet' ? place.busy : (place.wildBusy ?? ANY_PLACE.busy));
  // (A long kind word said again and again is hard to read: 'the elephant' is called Honey.)
  const long = syllablesOf(kindWordOf(hero)) >= 3;
  const called = (look: string) => (long ? hero.name : `the ${look}${kindWordOf(hero)}`);
  return {
    lostOne: called(''),
    littleLostOne: called('little '),
    sleepyLostOne: called('sleepy '),
    family: lost.family,
    familyS: nameOwner(lost.family),
    lostBusy: `${lost.family} was ${busy}.`,
    lostStart: house
      ? '{Time}, {theHero} was playing in the garden by the park.'
      : lost.home
        ? `{Time}, {theHero} was playing outside ${homeAt} with {family}.`
        : rng.pick(['{Time}, {theHero} went to {place} with {family}.', '{Time}, {family} took {theHero} to {place}.']),
    lostSeen: lure.seen,
    lostFollow: house ? '{Hero} {moved} after it, out of the gate and into the park.' : lure.follow,
    lostBig: rng.pick(place.big),
    lostWrong: rng.pick(place.wrong),
    landmark,
    homeAt,
    // The lost one says who they are: a child tells the grown-up's name; a pet has its name on its collar.
    lostTell: hero.kind.human
      ? grownUp
        ? `"My name is {hero}, and my ${parent!.toLowerCase()} is called ${grownUp}," said {hero}.`
        : '"My name is {hero}, and I was with {family}," said {hero}.'
      : hero.kind.group === 'pet' && plan.guide.kind.human
        ? 'The {gkind} read the name on {heroS} collar. "Hello, {hero}," {gthey} said.'
        : '"I’m {hero}, and I can’t find {family}," said {hero}.',
    lostRemember: house
      ? `Then {hero} remembered home: ${landmark}, by the park gate.`
      : lost.home
        ? `Then {hero} remembered ${landmark}, right by ${homeAt}.`
        : `Then {hero} remembered: {family} was by ${landmark}.`,
    lostReunion: lost.home
      ? `{Hero} saw ${landmark}, and {family} waiting at ${house ? 'the door' : homeAt}.`
      : `{Hero} saw ${landmark}, and there was {family}, looking everywhere.`,
    lostEvening: lost.home
      ? house
        ? 'That night, {family} tucked {hero} up, safe and snug at home.'
        : `That night, {hero} curled up in ${homeAt}, close to {family}.`
      : 'That evening, {hero} stayed close to {family} all the way home.',
  };
}
