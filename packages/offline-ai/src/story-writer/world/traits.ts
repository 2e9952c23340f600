/**
 * What a hero's nature makes of a story when the idea names no wish ('A kind giant', 'A brave little mouse',
 * 'The grumpy troll under the bridge'): a kind hero helps the others of its world, a brave one saves someone in
 * trouble, a grumpy one is won round by a friend's kindness, a greedy one learns to share. A shy or lonely hero
 * already wishes for a friend.
 */

/**
 * How a nature is told: the jobs of its place done for others, someone saved, won round by kindness, a naughty day,
 * or learning to share.
 */
export type TraitTelling = 'helping' | 'rescue' | 'won-round' | 'mischief' | 'sharing';

export interface Trait {
  /** The words of the idea that say it, on the hero. */
  words: RegExp;
  /** The tellings that fit, the seed choosing among those the place allows. */
  tellings: readonly TraitTelling[];
}

const TRAITS: readonly Trait[] = [
  { words: /^(?:kind|kindly|gentle|helpful|caring|friendly|good)$/, tellings: ['helping', 'rescue'] },
  { words: /^(?:brave|bold|fearless|daring|courageous|heroic)$/, tellings: ['rescue'] },
  { words: /^(?:grumpy|grouchy|cranky|crabby|grumbly|cross)$/, tellings: ['won-round'] },
  // ('The naughty puppy': a young pet's day of mischief, learning to be good, loved just the same; pet-days.ts.)
  { words: /^(?:naughty|cheeky|mischievous|rascally|unruly|badly-behaved)$/, tellings: ['mischief'] },
  // ('The greedy squirrel': a pile of nuts kept all to itself, until a friend's game shows that shared is better.)
  { words: /^(?:greedy|selfish|stingy|mean|piggy)$/, tellings: ['sharing'] },
];

/** The nature of a hero described by these words, if one of the table's. */
export const traitOf = (adjectives: readonly string[]): Trait | undefined =>
  TRAITS.find((t) => adjectives.some((a) => t.words.test(a.toLowerCase())));

/** Whether an idea's words say a nature told by `telling` ('The greedy squirrel' says one that learns to share). */
export function saysTrait(text: string, telling: TraitTelling): boolean {
  const words = text.toLowerCase().split(/[^a-z-]+/);
  return TRAITS.some((t) => t.tellings.includes(telling) && words.some((w) => t.words.test(w)));
}
