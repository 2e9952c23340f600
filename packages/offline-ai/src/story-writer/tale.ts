/**
 * An old tale asked for by name ('The three little pigs', 'Goldilocks', 'The boy who cried wolf'): read from the idea
 * here (`taleOf`), retold by its own moves (moves/tale.ts), each paragraph one of the tale's wordings (world/tales.ts).
 * The hero is the tale's (the youngest pig, Goldilocks, Jack), never a child the idea's words were pasted onto.
 */
import { kindOf, thingKind, type Character, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { TALES, type Tale } from './world/tales.js';

export interface TaleTold {
  tale: Tale;
}

/** The idea as the tale: its hero (by the tale's name, or one the story gives), nothing else of the words. */
export function taleOf(idea: IdeaUnderstanding): { idea: IdeaUnderstanding; told: TaleTold } | undefined {
  const tale = TALES.find((t) => t.said.test(idea.text));
  if (!tale) return undefined;
  // (The sun of 'The wind and the sun' is a thing brought to life, no animal or person of the kinds' table.)
  const kind = kindOf(tale.hero.kind) ?? thingKind(tale.hero.kind);
  const hero: Character = {
    name: tale.hero.name ?? null,
    kind,
    kindWord: tale.hero.called ?? kind.word,
    pronoun: tale.hero.pronoun ?? null,
    relation: null,
    adjectives: [],
    plural: false,
  };
  return { idea: { ...idea, hero, companions: [], goal: null, places: [], setting: tale.setting }, told: { tale } };
}

export const taleStory = (plan: StoryPlan) => plan.tale !== undefined;

/** Words of the tale ('wolf', 'porridge'): a paragraph that says one keeps to it. */
export const taleWords = (plan: StoryPlan): string[] => (plan.tale ? [...plan.tale.tale.words] : []);

/** The tale's own title first; then one by the hero's name. */
export const taleTitles = (told: TaleTold, name: string): string[] =>
  told.tale.titles.map((title) => title.replace('{Hero}', name));

/** The six paragraphs, each in a wording the seed picks. */
export function taleSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  if (!plan.tale) return {};
  return Object.fromEntries(plan.tale.tale.beats.map((wordings, i) => [`tale${i + 1}`, rng.fork(`tale${i}`).pick(wordings)]));
}
