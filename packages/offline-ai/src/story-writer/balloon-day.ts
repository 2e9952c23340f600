/**
 * A balloon let go of, or a child's balloon with no more said ('My red balloon'), ('Lily's lost balloon', 'The balloon that floated away', 'Sam lets go of his balloon') is a child's
 * day in the park with it (world/balloon-days.ts): the string slips, it floats away over the houses, and the day ends
 * kindly. Never a balloon hero's quest to float away, nor a search of the sky for it.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

const BALLOON = /\bballoons?\b/i;
const HOT_AIR = /\bhot[- ]air balloon/i;
const LET_GO =
  /\b(?:lost|lose|loses|losing|float(?:s|ed|ing)? (?:away|off)|flew (?:away|off)|blew (?:away|off)|blown (?:away|off)|drift(?:s|ed)? (?:away|off)|let(?:s|ting)? go|runaway|chas(?:e|es|ed|ing))\b/i;

/** The idea told as a balloon let go of, when it says so; else undefined. */
export function balloonDayIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!BALLOON.test(idea.text) || HOT_AIR.test(idea.text)) return undefined;
  const said = idea.hero;
  // ('My red balloon', "Ava's balloon": a child's balloon with no more said is the same day. A balloon with a wish of
  // its own, or a bear's, keeps its own telling.)
  if (!LET_GO.test(idea.text) && (idea.goal || (said && !said.kind.human))) return undefined;
  // (The hero is the child whose balloon it is: the idea's own, unless the idea's hero is the balloon. At the fair
  // when the idea says so, else in the park.)
  return childDayIdea(idea, rng, idea.setting === 'fair' ? 'fair' : 'park', 'hold', 'hold on to {their} balloon');
}
