/**
 * A family recipe ("Grandma's secret recipe", "Nana's famous apple pie", "Mia makes Grandma's secret soup with
 * Grandma"): a child makes it with the one whose recipe it is, in the kitchen, told as a dish learned there
 * (world/dishes.ts) with the secret they show, tasting it, sharing it with the family and the recipe passed on
 * (world/family-recipes.ts). Never Grandma herself exploring the kitchen, nor someone else showing how.
 */
import { kindOf, type Character, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { whodunitOf } from './whodunit.js';
import { dishOf } from './world/dishes.js';
import { PASSED_ON, RECIPE_DISHES, SECRETS, SECRET_KEPT, SHARED, TASTED, TRICK_KEPT } from './world/family-recipes.js';
import { aChild } from './day-idea.js';

/** Words that praise a recipe rather than name it: 'secret', 'famous', 'special'. */
const PRAISE = /^(?:(?:secret|famous|special|best|favou?rite|old|own|yummy|delicious|magic|homemade|super)\s+)+/i;

/** The one of the family whose recipe the idea names, and the dish: "Nana's famous apple pie" -> Nana, 'apple pie'. */
function kinRecipe(text: string, rng: Random): { kin: string; dish: string } | undefined {
  for (const m of text.matchAll(/\b([A-Za-z]+)['’]s\s+([a-z ]+)/g)) {
    const kind = kindOf(m[1]!.toLowerCase());
    if (kind?.group !== 'family') continue;
    const rest = m[2]!.replace(PRAISE, '');
    const dish = dishOf(rest);
    // ('apple pie': the words of the dish up to its own word.)
    if (dish) {
      const end = rest.indexOf(dish.word) + dish.word.length;
      // ('secret cookie recipe': a recipe makes cookies, many of them.)
      const many = /^\s*recipe/.test(rest.slice(end)) && /(?:cookie|pancake|biscuit|cupcake|muffin)$/.test(dish.word);
      return { kin: m[1]!, dish: rest.slice(0, end) + (many ? 's' : '') };
    }
    if (/^recipes?\b/.test(rest)) return { kin: m[1]!, dish: rng.pick(RECIPE_DISHES) };
  }
  return undefined;
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The idea told as a family recipe made with its owner, when it names one and wishes only to make it; else undefined. */
export function familyRecipeIdea(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding | undefined {
  // ('Who ate Grandma's cookies?' is found out; "Grandma's lost recipe" looked for.)
  if (idea.trouble || whodunitOf(idea)) return undefined;
  if (idea.goal && !/^(?:make|bake|cook|learn to (?:make|bake|cook))\b/.test(idea.goal.phrase)) return undefined;
  const found = kinRecipe(idea.text, rng);
  if (!found) return undefined;
  const kinName = cap(found.kin);
  const kind = kindOf(found.kin.toLowerCase())!;
  const said = idea.hero;
  // (The hero is the child who makes it: the idea's own, unless the idea's hero is the one whose recipe it is.)
  const ownHero = said && said.kind.human && said.kind.group !== 'family' && said.name !== kinName;
  const hero: Character = ownHero ? said : aChild(rng);
  const kin: Character = {
    name: kinName,
    kind,
    kindWord: found.kin.toLowerCase(),
    pronoun: null,
    relation: kind.word,
    adjectives: [],
    plural: false,
  };
  const dish = found.dish;
  return {
    ...idea,
    hero,
    companions: [kin],
    setting: 'kitchen',
    topic: null,
    goal: {
      type: 'learn',
      verb: 'make',
      phrase: `learn to make ${kinName}'s ${dish}`,
      object: { text: dish, head: dish.split(' ').at(-1)!, noun: dish, adjectives: [], plural: false, mass: false, kind: null },
    },
  };
}

/** The story is a family recipe made with the one whose recipe it is (the friend). */
export const familyRecipe = (plan: StoryPlan): boolean =>
  plan.activity?.made !== undefined &&
  plan.friend !== null &&
  plan.goal.phrase.startsWith(`learn to make ${plan.friend.name}'s `);

/** Slots of a family recipe: the secret shown and kept, the tasting, the sharing and the recipe passed on. */
export function familyRecipeSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  if (!familyRecipe(plan)) return {};
  const kin = plan.friend!.name;
  const dish = plan.activity!.made!.word;
  const fill = (line: string) => line.replace(/\{Kin\}/g, kin).replace(/\{dish\}/g, dish);
  const secret = rng.pick(SECRETS[plan.activity!.id] ?? SECRETS.cake!);
  return {
    // (A secret ingredient is put in; a trick is learned.)
    recipeSecret: fill(`${secret} ${rng.pick(/My secret is/.test(secret) ? SECRET_KEPT : TRICK_KEPT)}`),
    recipeTaste: fill(rng.pick(TASTED)),
    recipeShare: fill(rng.pick(SHARED)),
    recipePassed: fill(rng.pick(PASSED_ON)),
  };
}
