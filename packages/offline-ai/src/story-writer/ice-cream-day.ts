/**
 * A child's ice cream ('Amy loves ice cream', 'Ice cream day', 'Leo wants an ice cream') is the ice cream van in the park
 * (world/ice-cream-day.ts), never a quest to 'enjoy ice cream' in a forest.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

const ICE_CREAM = /\bice[- ]creams?\b/i;
/** A wish only for one: to have, get, eat or love an ice cream, or none said. */
const WISHED = /^(?:enjoy|get|have|eat|buy|find) (?:an |some |a |the |{their} )?(?:\w+ )?ice[- ]creams?$/;

/** The idea told as an ice cream from the van, when it asks only for one; else undefined. */
export function iceCreamDayIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!ICE_CREAM.test(idea.text)) return undefined;
  // (A snowman or a polar bear with an ice cream keeps its own telling: this is a child's hot day.)
  if (idea.hero && !idea.hero.kind.human) return undefined;
  if (idea.goal && !WISHED.test(idea.goal.phrase)) return undefined;
  return childDayIdea(idea, rng, 'park', 'get', 'get an ice cream');
}
