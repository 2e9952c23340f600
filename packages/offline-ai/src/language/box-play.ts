/**
 * A thing a child makes of a big cardboard box ('Sam builds a rocket out of cardboard boxes', 'The box that became a
 * pirate ship'): read once here, for the story writer (a day of making it and playing in it) and the illustrator (the
 * box drawn in the living room, not a real rocket in space).
 */

/** What a box is made into, and the words that name it (the first that matches wins: 'fire engine' is a car). */
const MADE: readonly (readonly [BoxMade, RegExp])[] = [
  ['rocket', /\b(?:rockets?|space ?ships?)\b/i],
  ['castle', /\b(?:castles?|palaces?|forts?|towers?)\b/i],
  ['pirate ship', /\b(?:ships?|boats?|sails?|masts?)\b/i],
  ['car', /\b(?:cars?|bus|buses|fire engines?)\b/i],
  ['train', /\b(?:trains?|engines?|carriages?)\b/i],
  ['house', /\b(?:play ?houses?|houses?|dens?|cottages?)\b/i],
  ['plane', /\b(?:aero|air)?planes?\b/i],
];
export type BoxMade = 'rocket' | 'castle' | 'pirate ship' | 'car' | 'train' | 'house' | 'plane';

/** A box to build with: of cardboard, a big empty one, or what is made 'out of boxes'. */
const BOX =
  /\b(?:cardboard|(?:big|huge|giant|enormous|empty|old) (?:cardboard )?box(?:es)?|(?:out of|from|into) (?:an? |some |the |old |big |empty )*box(?:es)?|box that became|box (?:rocket|castle|car|train|house|plane|ship)s?)\b/i;
/** Boxes that are no building stuff: a lunch box, a box of chocolates, moving house. */
const NOT_TO_BUILD =
  /\b(?:lunch|toy|shoe|money|post|tool|jewel\w*|music|pencil|juice|cereal|pizza) ?box|\bbox of\b|\bmov(?:e|es|ed|ing)\b/i;

/** The text tells of a big cardboard box to make something of. */
export const boxPlayIn = (text: string) => BOX.test(text) && !NOT_TO_BUILD.test(text);

/** What the words say the box is made into ('the pirate ship', 'a sail'), else null. */
export const boxMadeOf = (words: string): BoxMade | null => MADE.find(([, named]) => named.test(words))?.[0] ?? null;
