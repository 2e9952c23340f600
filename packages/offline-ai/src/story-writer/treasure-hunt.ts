/**
 * A treasure hunt ('Digging for treasure', 'A treasure hunt in the garden', 'Max digs for treasure on the beach') is a
 * child's hunt with a treasure map, dug for in the garden or on the beach (world/treasure-hunt.ts).
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

// (A treasure map made for someone is a making: only one followed is a hunt.)
const HUNT =
  /\btreasure hunts?\b|\b(?:follow|follows|following|followed|finds|found) (?:a|an|the|an old) treasure map\b|\b(?:dig|digs|digging|dug|hunt|hunts|hunting|look|looks|looking|search|searches|searching) for (?:(?:the|some|buried|hidden|pirate|secret) )*treasures?\b/i;
const SEASIDE = /\b(?:beach|seaside|sand|sandy|shore)\b/i;

/** The idea told as a treasure hunt, when it says so; else undefined. */
export function treasureHuntIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!HUNT.test(idea.text)) return undefined;
  // (A pirate's or a dragon's treasure keeps its own telling: this is a child's game with a map.)
  if (idea.hero && idea.hero.kind.group !== 'child') return undefined;
  return childDayIdea(idea, rng, SEASIDE.test(idea.text) ? 'beach' : 'garden', 'go', 'go on a treasure hunt');
}
