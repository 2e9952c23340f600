/**
 * A creature that lives in a thing ('A mouse who lives in a shoe', 'A frog who lives in a teapot', 'The beetle who made
 * a home in a boot'): read from the idea here, told by its own moves (moves/odd-home.ts) with the lines of its home
 * (world/odd-homes.ts): the home and life in it, made cosy with a friend of the place, a trouble of that very home (the
 * shoe's owner comes to put it on, rain pours in), put right together, and the night in it.
 */
import { settingById, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { oddHomeOf, type OddHome } from './world/odd-homes.js';

/** The home the idea's creature lives in, when that is the story: no wish of its own beyond making a home there. */
export function oddHomeTold(idea: IdeaUnderstanding): OddHome | undefined {
  if (!idea.hero || idea.hero.kind.human) return undefined;
  const home = oddHomeOf(idea.text);
  if (!home) return undefined;
  // ('made a home in a boot' is the story; 'A mouse who lives in a shoe wants to see the sea' is a wish of its own.)
  return !idea.goal || /\bhome\b/.test(idea.goal.phrase) ? home : undefined;
}

export const oddHomeStory = (plan: StoryPlan) => plan.oddHome !== undefined;

/** Words of the home ('shoe'): a paragraph that says one keeps to it. */
export const oddHomeWords = (plan: StoryPlan): string[] => (plan.oddHome ? [plan.oddHome.noun] : []);

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** 'The Mouse Who Lived in a Shoe', 'Sandy and the Old Shoe'. */
export const oddHomeTitles = (home: OddHome, name: string, kind: string): string[] => [
  `The ${capital(kind)} Who Lived in a ${capital(home.noun)}`,
  `${name} and the Old ${capital(home.noun)}`,
  `${name}’s ${capital(home.noun)} Home`,
];

/** Words of the home's own place (a garden's hedge, a house's hall): lines said only when the story is there. */
const HOME_PLACE = /\b(?:garden|gardener|hedge|path|shed|rose bush|wall|pond|house|hall|hook|door)\b/;

export function oddHomeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const home = plan.oddHome;
  if (!home) return {};
  // ('A mouse who lives in a teapot in the kitchen': the teapot is where the idea puts it, with no rain in through the
  // roof, and no garden at night.)
  const own = plan.setting === home.setting;
  const indoors = settingById(plan.setting).indoor;
  const here = <T>(items: readonly T[], text: (item: T) => string) => {
    const fit = own ? items : items.filter((item) => !HOME_PLACE.test(text(item)));
    return fit.length > 0 ? fit : items;
  };
  const trouble = rng.pick(
    here(
      home.troubles.filter((t) => !(indoors && t.outdoors)),
      (t) => [t.event, t.worry, ...t.fix].join(' '),
    ),
  );
  const cosy = rng.pick(here(home.cosy, (c) => c.join(' ')));
  return {
    oddHome: `the ${home.noun}`,
    oddHomeNoun: home.noun,
    helper: plan.guide.name,
    oddWhere: own ? rng.pick(home.where) : `an old ${home.noun} ${plan.placePrep} ${plan.placeName}`,
    oddLife: rng.pick(here(home.life, (l) => l)),
    oddCosy1: cosy[0],
    oddCosy2: cosy[1],
    oddTrouble: trouble.event,
    oddWorry: trouble.worry,
    oddTry: trouble.fix[0],
    oddFix: trouble.fix[1],
    oddNight: rng.pick(here(home.night, (l) => l)),
  };
}
