/**
 * An idea told by a day of its own (world/home-days.ts: a balloon let go of, a kite lost to the wind, a little boat's
 * voyage, a creature met from the shore): read again as that day's wish, where it is had, with the idea's own places,
 * topic, trouble, wanted thing and lesson set aside, for the day brings its own.
 */
import { kindOf, type Character, type IdeaUnderstanding, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';

/** A girl or a boy, picked by seed and named later: the hero of a child's day when the idea names no child. */
export const aChild = (rng: Random): Character => ({
  name: null,
  kind: kindOf(rng.pick(['girl', 'boy']))!,
  kindWord: null,
  pronoun: null,
  relation: null,
  adjectives: [],
  plural: false,
});

/** The idea as the day `phrase` ('keep hold of {their} kite') at `setting`; `cast` replaces its hero or companions. */
export const dayIdea = (
  idea: IdeaUnderstanding,
  setting: SettingId,
  verb: string,
  phrase: string,
  cast: Partial<Pick<IdeaUnderstanding, 'hero' | 'companions'>> = {},
): IdeaUnderstanding => ({
  ...idea,
  ...cast,
  setting,
  places: [],
  topic: null,
  trouble: null,
  // (Nor is what the idea wanted a thing of the day's: the boat of 'sees a whale from the boat' is the trip's own.)
  wanted: null,
  educational: false,
  goal: { type: 'do', verb, phrase, object: null },
});

/**
 * The idea as a child's day `phrase` at `setting` (a kite flown, a treasure hunt, a tree planted): the idea's own child
 * leads, else one picked by seed; the people it names come along, and its creatures are left to the day's own.
 */
export function childDayIdea(
  idea: IdeaUnderstanding,
  rng: Random,
  setting: SettingId,
  verb: string,
  phrase: string,
): IdeaUnderstanding {
  const hero = idea.hero?.kind.human ? idea.hero : aChild(rng);
  return dayIdea(idea, setting, verb, phrase, { hero, companions: idea.companions.filter((c) => c.kind.human) });
}
