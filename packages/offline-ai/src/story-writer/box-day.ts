/**
 * A thing made of a big cardboard box ('Sam builds a rocket out of cardboard boxes', 'The box that became a pirate
 * ship', 'A big empty box') is a child's rainy day making it and playing in it (world/box-days.ts), never a building
 * job of planks, nails and a stick to prop it up.
 */
import { boxMadeOf, boxPlayIn, type Character, type IdeaUnderstanding } from '../language/index.js';
import { escapeRegExp } from '../reg-exp.js';
import type { Random } from '../seeded.js';
import { aChild, dayIdea } from './day-idea.js';
import { BOX_THINGS } from './world/box-days.js';

const isChild = (c: Character) => c.kind.size === 'small' || c.kind.size === 'tiny';

/** The idea told as a box made into something and played in, when it says so; else undefined. */
export function boxDayIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  if (!boxPlayIn(idea.text)) return undefined;
  // (A cat that loves boxes keeps its own telling; a box that is the hero is a child's box.)
  // ('A trip to the moon in a cardboard rocket': the rocket read as the hero is the box a child made, too.)
  const heroWord = idea.hero?.kindWord ?? idea.hero?.kind.word ?? '';
  const madeHero =
    boxMadeOf(heroWord) !== null && new RegExp(`\\b(?:cardboard|box) (?:\\w+ )?${escapeRegExp(heroWord)}`, 'i').test(idea.text);
  const boxHero = /\bbox\b/i.test(idea.hero?.kindWord ?? '') || madeHero;
  if (idea.hero && !idea.hero.kind.human && !boxHero) return undefined;
  const named = boxMadeOf(idea.text);
  const thing = BOX_THINGS.find((t) => t.noun === named) ?? rng.pick(BOX_THINGS);
  const people = idea.companions.filter((c) => c.kind.human);
  // ('Grandpa helps Omar make a cardboard house': the child makes it, and Grandpa helps.)
  const grownUp = idea.hero && !boxHero && idea.hero.kind.human && !isChild(idea.hero) ? idea.hero : null;
  const child = grownUp ? (people.find(isChild) ?? aChild(rng)) : null;
  const hero: Character = child ?? (idea.hero && !boxHero ? idea.hero : aChild(rng));
  return dayIdea(idea, 'home', 'build', `build a box ${thing.noun}`, {
    hero,
    companions: grownUp ? [grownUp, ...people.filter((c) => c !== child)] : people,
  });
}
