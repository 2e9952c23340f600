/**
 * A little boat that wants to sail away or see the world is told as its first voyage out of the harbour and home
 * again (world/boat-voyage.ts), never a wish to 'sail away' while already out at sea.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import { dayIdea } from './day-idea.js';

/** What a boat wishes when it wants to go: away, out, to see the sea or the world. (A named island or race keeps its own.) */
const SAIL_OUT =
  /^(?:sail away|sail off|go to sea|sail out to sea|sail the (?:sea|seas|ocean)|see the (?:sea|ocean)|(?:see|explore) the (?:(?:whole|big|wide)\s+)*world)$/;

/** The idea told as a little boat's first voyage, when it wishes so; else undefined. */
export function boatVoyageIdea(idea: IdeaUnderstanding): IdeaUnderstanding | undefined {
  if (idea.hero?.kind.word !== 'boat' || !SAIL_OUT.test(idea.goal?.phrase ?? '')) return undefined;
  return dayIdea(idea, 'sea', 'sail', 'sail out to sea', { companions: [] });
}
