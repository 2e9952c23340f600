/**
 * A magic way to somewhere else ('The magic door', 'A magic tree house', 'Lily finds a magic wardrobe', 'A magic book
 * that takes you inside the story'): read from the idea here (`magicWayOf`), told by its own moves (moves/magic-way.ts)
 * with the lines of its way (world/magic-ways.ts) and of the world it goes to (world/other-worlds.ts): found at home,
 * the first step through ('Whoosh!'), the other world and one met there, a small trouble of theirs put right together,
 * home again in time for tea or bed, and the way waiting for next time.
 */
import type { IdeaUnderstanding, PlaceMention } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { magicWayIn, type MagicWay } from './world/magic-ways.js';
import { OTHER_WORLDS, otherWorldIn, type OtherWorld } from './world/other-worlds.js';

/** The way as the idea says it ('secret door'), and the world it goes to. */
export interface MagicWayFound {
  way: MagicWay;
  said: string;
  world: OtherWorld;
}

/** With the name of the one met there. */
export interface MagicWayTold extends MagicWayFound {
  met: string;
}

/**
 * Whether a wish the idea says is to go by the way or to its world ('find a magic wardrobe', 'take you inside the
 * story', 'go to the moon on a magic carpet').
 */
const wishedBy = (idea: IdeaUnderstanding, way: MagicWay) =>
  !idea.goal ||
  way.words.some((w) => idea.goal!.phrase.toLowerCase().includes(w)) ||
  otherWorldIn(idea.goal.phrase) !== undefined;

export function magicWayOf(idea: IdeaUnderstanding, rng: Random): MagicWayFound | undefined {
  const way = magicWayIn(idea.text);
  if (!way || !wishedBy(idea, way)) return undefined;
  const said = way.said.exec(idea.text)![0].toLowerCase();
  // ('A magic carpet ride to the moon': the world the idea names; else one by seed.)
  const rest = idea.text.replace(way.said, ' ');
  const world =
    otherWorldIn(rest) ??
    OTHER_WORLDS.find((w) => idea.places.some((p) => w.settings.includes(p.setting))) ??
    rng.pick(OTHER_WORLDS);
  return {
    way,
    // ('a book that takes you inside the story' is a magic book.)
    said: /^(?:magic|secret|hidden|enchanted|flying)\b/.test(said) ? said : way.called,
    world,
  };
}

/** The one met there is named by seed, never as the hero is (no Rosie who meets a dinosaur called Rosie). */
export const magicWayTold = (found: MagicWayFound, heroName: string, rng: Random): MagicWayTold => ({
  ...found,
  met: rng.fork('met').pick(found.world.met.names.filter((n) => n !== heroName)),
});

/**
 * 'A magic book that takes you inside the story', 'A magic wardrobe that leads to a snowy land': the book is the way,
 * never the hero, and where it takes you no wish of its own; a child finds it and goes through.
 */
export function magicWayIdea(idea: IdeaUnderstanding): IdeaUnderstanding {
  const way = magicWayIn(idea.text);
  const hero = idea.hero;
  const wayHero = way && hero && !hero.kind.human && way.words.some((w) => (hero.kindWord ?? hero.kind.word).includes(w));
  return wayHero ? { ...idea, hero: null, goal: null } : idea;
}

/** Where it is found: where the idea says, unless that is the world it goes to; else the way's own place. */
export const magicWayHome = (told: MagicWayFound, places: readonly PlaceMention[]) =>
  places.find((p) => !told.world.settings.includes(p.setting))?.setting ?? told.way.home;

export const magicWayStory = (plan: StoryPlan) => plan.magicWay !== undefined;

/** Words of the way and the world ('door', 'jungle', the one met): a paragraph that says one keeps to it. */
export const magicWayWords = (plan: StoryPlan): string[] =>
  plan.magicWay
    ? [plan.magicWay.said.split(' ').at(-1)!, ...plan.magicWay.world.words, plan.magicWay.met.split(' ').at(-1)!]
    : [];

/** 'Sam and the Magic Door', "Lily's Magic Wardrobe", 'The Magic Carpet to the Moon'. */
export const magicWayTitles = (told: MagicWayTold, name: string, owner: string): string[] => [
  `${name} and the ${told.said}`,
  `${owner} ${told.said}`,
  `The ${told.said} ${told.world.title}`,
];

export function magicWaySlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.magicWay;
  if (!told) return {};
  const { way, world } = told;
  // (Its own draw: the first of the telling's falls alike for neighbouring seeds, and three seeds should meet three troubles.)
  const [trouble, fix] = rng.fork('trouble').pick(world.trouble);
  const [gift, kept] = rng.pick(world.keepsake);
  // Home in time for tea, or for bed: said as it is nearly time, and as the hero gets back.
  const [time, back] = rng.pick([
    ['Then {hero} remembered: it was nearly teatime!', '"Teatime!" called {helper}, just as {hero} got back.'],
    [
      // (No word of bed there: the goodbye is drawn where it is said.)
      '"I must go home before it gets dark," said {hero}.',
      '{Hero} was back just in time for bed. "There you are!" said {helper}.',
    ],
  ] as const);
  const own = plan.setting === way.home;
  return {
    helper: plan.guide.name,
    magicWay: `the ${told.said}`,
    aMagicWay: `${/^[aeiou]/.test(told.said) ? 'an' : 'a'} ${told.said}`,
    magicWayCame: way.came,
    foundAt: own ? null : `${plan.placePrep} ${plan.placeName}`,
    met: told.met,
    metCalled: `${told.met} the ${world.met.word}`,
    worldPlace: world.place,
    wayFound: rng.pick(own ? way.found : way.foundAt),
    wayLook: rng.pick(way.look),
    wayGo: rng.pick(way.go),
    worldArrive: rng.pick(world.arrive),
    worldWonder: rng.pick(world.wonder),
    metHello: rng.pick(world.hello),
    worldTrouble: trouble,
    worldFix: fix,
    worldPlay: rng.pick(world.play),
    worldGift: gift,
    wayTime: time,
    wayBack: rng.pick(way.back),
    wayHomeAgain: back,
    worldKept: kept,
    wayWaits: rng.pick(way.waits),
  };
}
