/**
 * A magic thing ('Leo and the magic paintbrush', "Sam's magic hat", 'Ingrid finds a magic paintbrush'): read from the
 * idea here (`magicOf`), told by its own moves (moves/magic.ts) with the lines of its thing (world/magic-things.ts):
 * found and its first magic, more fun with it, the magic out of hand and put right, the good it does, and put away.
 */
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { magicThingOf, type MagicThing } from './world/magic-things.js';

/** The magic thing of the idea, as the idea says it ('magic paintbrush'), and the table's lines for it. */
export interface MagicTold {
  thing: MagicThing;
  said: string;
}

export function magicOf(text: string): MagicTold | undefined {
  const thing = magicThingOf(text);
  const said = thing ? thing.said.exec(text)![0].toLowerCase() : null;
  return thing && said ? { thing, said: said.startsWith('magic') ? said : `magic ${said}` } : undefined;
}

export const magicStory = (plan: StoryPlan) => plan.magic !== undefined;

/** Words of the magic thing ('paintbrush', 'magic'): a paragraph that says one keeps to it. */
export const magicWords = (plan: StoryPlan): string[] => (plan.magic ? ['magic', plan.magic.said.split(' ').at(-1)!] : []);

/** 'Leo and the Magic Paintbrush', "Sam's Magic Hat". */
export const magicTitles = (told: MagicTold, name: string, owner: string): string[] => [
  `${name} and the ${told.said}`,
  `${owner} ${told.said}`,
];

export function magicSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.magic;
  if (!told) return {};
  const { thing } = told;
  const [fun1, fun2] = rng.pick(thing.fun);
  const [muddle, fix] = rng.pick(thing.muddle);
  // ('the magic boots' are a pair: they are such fun.)
  const pair = /s$/.test(told.said);
  return {
    magic: `the ${told.said}`,
    magicIt: pair ? 'they' : 'it',
    magicIs: pair ? 'are' : 'is',
    magicWas: pair ? 'were' : 'was',
    magicHas: pair ? 'have' : 'has',
    helper: plan.guide.name,
    magicFound: rng.pick(thing.found),
    magicFirst: rng.pick(thing.first),
    magicFun1: fun1,
    magicFun2: fun2,
    magicMuddle: muddle,
    magicFix: fix,
    magicGood: rng.pick(thing.good),
    magicAway: rng.pick(thing.away),
  };
}
