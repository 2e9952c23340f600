/**
 * A new thing of the hero's own ("Ravi's new glasses", 'Amir gets glasses', "Sam's new bike"): read from the idea here
 * (`newThingOf`), told by its own moves (moves/new-thing.ts) with the lines of its thing (world/new-things.ts): where
 * it comes from and how it feels, out in it with a worry, a trouble with it put right, the good it brings, put away.
 */
import type { IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { newThingOf, type NewThing } from './world/new-things.js';

/**
 * The new thing the idea is about, when it is the story: said with no wish ("Ravi's new glasses") or as the wish
 * to get it ('Amir gets glasses'); a wish to do something with it is that doing ('learns to ride his new bike').
 */
export function newThingTold(idea: IdeaUnderstanding): NewThing | undefined {
  const thing = newThingOf(idea.text);
  if (!thing) return undefined;
  return !idea.goal || idea.goal.type === 'get' ? thing : undefined;
}

export const newThingStory = (plan: StoryPlan) => plan.newThing !== undefined;

/** Words of the new thing ('glasses', 'new'): a paragraph that says one keeps to it. */
export const newThingWords = (plan: StoryPlan): string[] => (plan.newThing ? [plan.newThing.noun] : []);

/** "Ravi's New Glasses", 'Sam and the New Bike'. */
export const newThingTitles = (thing: NewThing, name: string, owner: string): string[] => [
  `${owner} New ${thing.noun.charAt(0).toUpperCase()}${thing.noun.slice(1)}`,
  `${name} and the New ${thing.noun.charAt(0).toUpperCase()}${thing.noun.slice(1)}`,
];

export function newThingSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const thing = plan.newThing;
  if (!thing) return {};
  const [out, worry] = rng.pick(thing.out);
  const [trouble, fix] = rng.pick(thing.trouble);
  // (Glasses, shoes and wellies are a pair: they.)
  const pair = /s$/.test(thing.noun);
  return {
    newThing: `the new ${thing.noun}`,
    newIt: pair ? 'they' : 'it',
    newThem: pair ? 'them' : 'it',
    newWere: pair ? 'were' : 'was',
    helper: plan.guide.name,
    newGot: rng.pick(thing.got),
    newFirst: rng.pick(thing.first),
    newOut: out,
    newWorry: worry,
    newTrouble: trouble,
    newFix: fix,
    newGood: rng.pick(thing.good),
    newPraise: rng.pick(thing.praise),
    newAway: rng.pick(thing.away),
  };
}
