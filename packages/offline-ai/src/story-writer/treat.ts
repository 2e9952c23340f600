/**
 * A hungry creature's treat ('The little mouse who wanted cheese', 'A bear who wants honey', 'a squirrel looking for
 * nuts'): read from the idea here (`treatOf`), told by its own moves (moves/treat.ts) with the lines of its treat
 * (world/treats.ts): where it is, what is in the way, a try gone wrong, the friend's clever way, got, and shared.
 * Never a walk across a meadow to 'get cheese' with a stock storm on the way.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { treatEatenBy, treatOf as treatSaid, type Treat } from './world/treats.js';

export interface TreatTold {
  treat: Treat;
}

/** A creature's wish to have a treat the table knows, never one it lost (that is looked for) or a child's. */
export function treatOf(idea: IdeaUnderstanding): TreatTold | undefined {
  if (!idea.hero || idea.hero.kind.human) return undefined;
  // ('A hungry little bear', 'The very hungry squirrel': hungry and wanting nothing else goes for its own kind's treat.)
  if (!idea.goal) {
    const hungry =
      idea.hero.adjectives.includes('hungry') || /\b(?:is|was|gets|felt|feels) (?:so |very )?hungry\b/i.test(idea.text);
    const treat = hungry ? treatEatenBy(idea.hero.kind.word) : null;
    return treat ? { treat } : undefined;
  }
  // ('drags a big acorn home' is carrying one, not a wish for a treat.)
  const wishes =
    (idea.goal.type === 'get' && idea.goal.verb === 'get') ||
    (idea.goal.type === 'find' && !/\blost\b|\bmissing\b/i.test(idea.text)) ||
    // ('A bear who loves honey': the wish read as 'enjoy honey' is to get some.)
    (idea.goal.type === 'play' && /^enjoy\b/.test(idea.goal.phrase) && /\b(?:loves?|loved|likes?|liked)\b/i.test(idea.text));
  const treat = wishes ? treatSaid(idea.goal.phrase) : null;
  return treat ? { treat } : undefined;
}

export const treatStory = (plan: StoryPlan) => plan.treat !== undefined;

/** Words of the treat ('cheese'): a paragraph that says one keeps to it. */
export const treatWords = (plan: StoryPlan): string[] => (plan.treat ? [plan.treat.treat.food] : []);

/** 'Pip and the Cheese', "Pip's Cheese Adventure". */
export const treatTitles = (told: TreatTold, name: string, owner: string): string[] => [
  `${name} and the ${told.treat.title}`,
  `${owner} ${told.treat.title} Adventure`,
];

export function treatSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.treat;
  if (!told) return {};
  const { treat } = told;
  const obstacle = rng.pick(treat.obstacles);
  return {
    food: treat.food,
    // ('Shared carrots taste the best', 'Shared honey tastes the best'.)
    tastes: /[^s]s$/.test(treat.food) ? 'taste' : 'tastes',
    treatWhere: rng.pick(treat.where),
    treatGuard: obstacle.guard,
    treatTry: obstacle.try,
    treatWay: obstacle.way,
    treatGot: rng.pick(treat.got),
    treatFact: rng.pick(treat.fact),
    treatShare: rng.pick(treat.share),
  };
}
