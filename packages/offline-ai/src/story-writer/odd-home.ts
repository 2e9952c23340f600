/**
 * A creature that lives in a thing ('A mouse who lives in a shoe', 'A frog who lives in a teapot', 'The beetle who made
 * a home in a boot'): read from the idea here, told by its own moves (moves/odd-home.ts) with the lines of its home
 * (world/odd-homes.ts): the home and life in it, made cosy with a friend of the place, a trouble of that very home (the
 * shoe's owner comes to put it on, rain pours in), put right together, and the night in it.
 */
import type { IdeaUnderstanding } from '../language/index.js';
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

export function oddHomeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const home = plan.oddHome;
  if (!home) return {};
  const trouble = rng.pick(home.troubles);
  const cosy = rng.pick(home.cosy);
  return {
    oddHome: `the ${home.noun}`,
    oddHomeNoun: home.noun,
    helper: plan.guide.name,
    oddWhere: rng.pick(home.where),
    oddLife: rng.pick(home.life),
    oddCosy1: cosy[0],
    oddCosy2: cosy[1],
    oddTrouble: trouble.event,
    oddWorry: trouble.worry,
    oddTry: trouble.fix[0],
    oddFix: trouble.fix[1],
    oddNight: rng.pick(home.night),
  };
}
