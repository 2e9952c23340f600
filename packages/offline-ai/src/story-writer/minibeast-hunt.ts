/**
 * A minibeast hunt ('Minibeast hunt in the garden', 'Leo goes on a bug hunt', 'Looking for creepy crawlies') is a
 * child's morning in the garden with a magnifying glass (world/minibeast-hunt.ts), never a quest to explore the garden.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

const BUGS = '(?:minibeasts?|bugs?|insects?|creepy[- ]crawl(?:y|ies))';
const HUNT = new RegExp(
  String.raw`\b${BUGS} hunt\b|\b(?:hunt|hunts|hunting|look|looks|looking|search|searches|searching) for ${BUGS}\b`,
  'i',
);

/** The idea told as a minibeast hunt in the garden, when it says so; else undefined. */
export function minibeastHuntIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!HUNT.test(idea.text)) return undefined;
  // (A hedgehog's bug hunt keeps its own telling.)
  if (idea.hero && !idea.hero.kind.human) return undefined;
  return childDayIdea(idea, rng, 'garden', 'go', 'go on a minibeast hunt');
}
