/**
 * A family recipe made with the one whose recipe it is ("Grandma's secret recipe", "Nana's famous apple pie"): the
 * secret they show, dish by dish (world/dishes.ts ids), tasting it, sharing it with the family and the recipe passed on.
 * Slots: {Hero}, {hero}, {they}, {their}; {Kin} and {kin} the one whose recipe it is ('Grandma'); {dish} the idea's word.
 */

/** The secret or the trick shown, a line of the one whose recipe it is, by dish id; true and simple. */
export const SECRETS: Record<string, readonly string[]> = {
  cookies: [
    '"My secret is a pinch of cinnamon," whispered {Kin}.',
    '"The trick is to take them out while they are still soft," said {Kin}.',
  ],
  bread: [
    '"My secret is a spoonful of honey in the dough," whispered {Kin}.',
    '"The trick is to let it rise somewhere warm," said {Kin}.',
  ],
  pizza: [
    '"My secret is fresh basil leaves on top," whispered {Kin}.',
    '"The trick is to stretch the dough with your fists," said {Kin}.',
  ],
  pancakes: [
    '"My secret is a little melted butter in the batter," whispered {Kin}.',
    '"The trick is to wait for the bubbles before you flip," said {Kin}.',
  ],
  soup: [
    '"My secret is a handful of fresh herbs from the garden," whispered {Kin}.',
    '"The trick is to stir it slowly and never rush," said {Kin}.',
  ],
  sandwich: ['"My secret is to butter the bread right to the edges," whispered {Kin}.'],
  cake: [
    '"My secret is a spoonful of jam in the middle," whispered {Kin}.',
    '"The trick is never to open the oven door too soon," said {Kin}.',
  ],
  pie: [
    '"My secret is a sprinkle of cinnamon on the apples," whispered {Kin}.',
    '"The trick is to keep the butter cold," said {Kin}.',
  ],
};

/** The hero's answer to a secret ingredient ('My secret is ...'), put in. */
export const SECRET_KEPT: readonly string[] = ['{Hero} put it in carefully. "I will never tell," {they} whispered back.'];

/** The hero's answer to a trick shown ('The trick is ...'). */
export const TRICK_KEPT: readonly string[] = ['{Hero} nodded. Now {they} knew the secret of {Kin}’s {dish} too.'];

/** Tasting it together, once it is made. */
export const TASTED: readonly string[] = [
  '{Hero} and {Kin} each had a little taste. "Mmm, just like yours, {Kin}!" said {hero}.',
  '{Kin} tasted a little of the {dish} and smiled. "Just like mine," said {Kin}.',
];

/** Shared with the family, at the table. */
export const SHARED: readonly string[] = [
  'That evening, the whole family sat down to share the {dish}. Everyone wanted more!',
  'At supper, everyone had some {dish}. "It tastes just like {Kin}’s!" they all said.',
];

/** The recipe passed on, at the end. */
export const PASSED_ON: readonly string[] = [
  '{Kin} wrote the recipe on a little card for {hero}. "Now it is your recipe too," said {Kin}.',
  '{Kin} gave {hero} a big hug. "One day, you can show your own children," said {Kin}.',
];

/** A dish for a recipe the idea leaves unnamed ("Grandma's secret recipe"). */
export const RECIPE_DISHES: readonly string[] = ['cookies', 'soup', 'pancakes', 'apple pie', 'cake'];
