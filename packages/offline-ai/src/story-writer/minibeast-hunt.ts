/**
 * A minibeast hunt ('Minibeast hunt in the garden', 'Leo goes on a bug hunt', 'Looking for creepy crawlies') is a
 * child's morning in the garden with a magnifying glass (world/minibeast-hunt.ts), never a quest to explore the garden
 * nor a child called Minibeast.
 */
import type { Character, IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { aChild, dayIdea } from './day-idea.js';

const BUGS = '(?:minibeasts?|bugs?|insects?|creepy[- ]crawl(?:y|ies))';
const HUNT = new RegExp(
  String.raw`\b${BUGS} hunt\b|\b(?:hunt|hunts|hunting|look|looks|looking|search|searches|searching) for ${BUGS}\b`,
  'i',
);

/** The idea told as a minibeast hunt in the garden, when it says so; else undefined. */
export function minibeastHuntIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!HUNT.test(idea.text)) return undefined;
  // ('Minibeast hunt': read as a child called Minibeast, it is a child's hunt.) (A hedgehog's bug hunt keeps its own.)
  const misread = idea.hero?.name !== null && new RegExp(`^${BUGS}$`, 'i').test(idea.hero?.name ?? '');
  if (idea.hero && !idea.hero.kind.human && !misread) return undefined;
  const hero: Character = idea.hero && !misread ? idea.hero : aChild(rng);
  return dayIdea(idea, 'garden', 'go', 'go on a minibeast hunt', {
    hero,
    companions: idea.companions.filter((c) => c.kind.human),
  });
}
