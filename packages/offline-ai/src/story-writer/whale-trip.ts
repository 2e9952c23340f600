/**
 * Whales looked out for from a boat ('Lily sees a whale from the boat', 'Going whale watching') are a boat trip out to
 * them (world/days-out.ts), never a whale friend who comes along on a quest to see a whale, nor whale watching in a forest.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import { dayIdea } from './day-idea.js';
import { seaTripOf } from './day-out.js';

/** The idea told as a whale-watching trip, when it is one; else undefined. */
export function whaleTripIdea(idea: IdeaUnderstanding): IdeaUnderstanding | undefined {
  if (seaTripOf('sea', idea.text) !== 'whale') return undefined;
  // (A whale who is the hero keeps its own telling.)
  if (idea.hero && !idea.hero.kind.human) return undefined;
  return dayIdea(idea, 'sea', 'visit', 'visit the sea', { companions: idea.companions.filter((c) => c.kind.human) });
}
