/**
 * A tiny garden creature who wants to see the world ('A worm who wants to see the world') sees its small world as big
 * (world/small-worlds.ts): the flower pot, the garden wall, the view from a bird's back. Never a stock quest that ends
 * 'she looked and looked at the world'.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import { dayIdea } from './day-idea.js';

const SEE_THE_WORLD = /^(?:see|explore) the (?:(?:whole|big|wide)\s+)*world$/;

/** The idea told as a tiny creature's look at the big wide world, when it wishes so; else undefined. */
export function smallWorldIdea(idea: IdeaUnderstanding): IdeaUnderstanding | undefined {
  const kind = idea.hero?.kind;
  // (A tiny one that lives in the garden and cannot fly: a bee or a ladybird sees the world on its own wings.)
  if (!kind || kind.human || kind.size !== 'tiny' || kind.habitat !== 'garden' || kind.canFly) return undefined;
  if (!SEE_THE_WORLD.test(idea.goal?.phrase ?? '')) return undefined;
  return dayIdea(idea, 'garden', 'see', 'see the big wide world');
}
