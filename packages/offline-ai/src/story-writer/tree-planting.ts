/**
 * A tree planted ('Sami plants a tree with his grandma', 'Planting an apple tree') is a child's morning planting a little
 * tree in the garden (world/tree-planting.ts), never seeds watered until a tree comes up.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

const PLANTED =
  /\bplant(?:s|ed|ing)? (?:a|an|the|some|his|her|their|my|our) (?:(?:little|baby|new|young|small|apple|oak|cherry|pear|plum|lemon|orange|fruit) )*(?:tree|sapling)s?\b/i;

/** The idea told as a tree planted in the garden, when it says so; else undefined. */
export function treePlantingIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!PLANTED.test(idea.text)) return undefined;
  // (A squirrel who plants a tree keeps its own telling.)
  if (idea.hero && !idea.hero.kind.human) return undefined;
  return childDayIdea(idea, rng, 'garden', 'plant', 'plant a little tree');
}
