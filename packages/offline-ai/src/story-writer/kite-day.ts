/**
 * A kite, lost to the wind or only flown ('A kite', 'Flying a kite', "Ben's kite"), is a child's windy day flying it
 * (world/kite-days.ts). A kite lost to the wind ('A lost kite', "Omar's kite gets stuck in a tree", 'The kite that flew away') is a child's
 * windy day flying it (world/kite-days.ts): the wind takes it, a grown-up helps get it back, and it flies again. Never
 * a search of the sky with an eagle, nor a kite's own quest to fly away.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { childDayIdea } from './day-idea.js';

const KITE = /\bkites?\b/i;
/** Lost, blown off or caught up: the trouble is the kite's. (Only flying one is an activity of its own.) */
const TAKEN =
  /\b(?:lost|lose|loses|losing|(?:blew|blown|flew|flies|flown|floated|got|gets) (?:away|off)|runaway|stuck|caught|snap\w*|broke|in (?:a|the) tree)\b/i;

/** A kite flown: the idea's wish is none, or to fly it ('fly his new kite', 'fly a kite'), never to make one. */
const FLOWN = /^(?:fly|flying) (?:a|an|the|my|his|her|their|\{their\}|[\p{Lu}][\p{L}'’]*s?)?\s*(?:[\w-]+ ){0,2}kites?$/iu;

/** The idea told as a kite lost to the wind, or only flown, when it says so; else undefined. */
export function kiteDayIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!KITE.test(idea.text)) return undefined;
  if (!TAKEN.test(idea.text)) {
    // (A kite that is the hero, or a bear's, keeps its own telling: only a child flies a kite's day.)
    if (idea.hero && !idea.hero.kind.human) return undefined;
    if (idea.goal && !FLOWN.test(idea.goal.phrase)) return undefined;
    return childDayIdea(idea, rng, idea.setting === 'beach' ? 'beach' : 'park', 'fly', 'fly {their} kite');
  }
  // (A bear or a dragon with a kite keeps its own telling; a kite that is the hero is a child's kite.)
  if (idea.hero && !idea.hero.kind.human && !KITE.test(idea.hero.kindWord ?? '')) return undefined;
  return childDayIdea(idea, rng, idea.setting === 'beach' ? 'beach' : 'park', 'keep', 'keep hold of {their} kite');
}
