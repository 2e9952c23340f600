/**
 * Things cooked or baked in a kitchen, each by its own real steps: cookies are creamed, rolled, cut out and baked,
 * bread is kneaded and left somewhere warm to rise, a pizza's dough is stretched and topped, a pancake is flipped.
 * Each has the ways its first try goes wrong (a burnt tray, cookies spread into one giant cookie, a pancake on the
 * ceiling) and how it is put right. A wish to learn to make one ('learn to bake cookies') is told by these steps as a
 * thing learned in the kitchen (an Activity: shown how, two steps, a first try gone wrong, done right); a wish to make
 * one ('bake cookies') takes its things, a step and a trouble for its making (slots-extra.ts).
 * Slots: {Hero}, {hero}, {they}, {their}, {them}, {themselves}, {heroS}; {dish} is the idea's word ('cookies',
 * 'biscuits'); {hands} the hero's hands or paws (a line with it is left out for a hero with neither).
 */
import { singularOf, type Kind, type SettingId } from '../../language/index.js';
import type { Activity } from './activities.js';
import { bodyOf } from './helping-jobs.js';
import type { PlaceTrouble } from './types.js';

/** A first try that goes wrong the way it does for this dish, and how it is put right. */
export interface DishTrouble {
  /** What was tried, a sentence: '{Hero} slid the first tray into the oven.' */
  tried: string;
  /** What went wrong, a clause: 'the cookies spread out into one giant cookie'. */
  went: string;
  /** How it is put right, told of 'they' (the hero and whoever shows how) or of the hero. */
  fix: string;
  /** What went wrong makes sense only once the try is told (the dough spun up in the air comes down on the head). */
  told?: boolean;
}

export interface Dish {
  id: string;
  /** The dish as an idea names it: 'cookies', 'a loaf of bread', 'a pizza'. */
  words: RegExp;
  /** What its making is called: 'baking', 'cooking'. */
  doing: string;
  /** Kind words of who may show how. */
  guides: readonly string[];
  /** What there is for it in the kitchen, with an article. At least three. */
  things: readonly string[];
  /** Words of its making that keep a paragraph on it. */
  tools: readonly string[];
  /** What is set out for it, a list: 'butter, sugar, flour and an egg'. */
  materials: readonly string[];
  /** What is shown first, after 'how to' and after 'First, you': the first step. */
  lessons: readonly string[];
  /** Two steps before the first try goes wrong, and the last step, done right after it is put right. */
  steps: readonly [readonly string[], readonly string[], readonly string[]];
  troubles: readonly DishTrouble[];
  /** The moment it comes out right. */
  done: readonly string[];
}

const DISHES: readonly Dish[] = [
  {
    id: 'cookies',
    words: /\b(?:cookies?|biscuits?|gingerbread(?: m[ae]n)?|shortbread)\b/,
    doing: 'baking',
    guides: ['grandma', 'grandpa', 'baker'],
    things: ['a big mixing bowl', 'a wooden rolling pin', 'a tin of cookie cutters', 'a warm oven with a little window'],
    tools: ['dough', 'oven', 'tray', 'cutters', 'butter', 'sugar', 'flour', 'cookie', 'cookies', 'biscuit', 'biscuits'],
    materials: ['butter, sugar, flour and an egg', 'a big bowl, soft butter, sugar and flour'],
    lessons: ['cream the butter and sugar', 'mix the butter and sugar'],
    steps: [
      [
        '{Hero} beat the butter and sugar until they were soft and fluffy.',
        '{Hero} creamed the butter and sugar. Then in went the flour and an egg.',
      ],
      [
        '{Hero} rolled out the dough and cut out stars and hearts.',
        '{Hero} cut out shapes from the dough: a star, a heart, a moon.',
        '{Hero} rolled little balls of dough and pressed them flat with {their} {hands}.',
      ],
      ['This time, {hero} watched them through the oven door.', 'This time, {hero} listened for the timer. Ring, ring!'],
    ],
    troubles: [
      {
        tried: '{Hero} put the first tray in the oven and forgot all about it.',
        went: 'the first {dish} came out black and smoky',
        fix: 'They opened the window to let the smoke out. Then {hero} baked the next tray with the timer set.',
      },
      {
        tried: '{Hero} squeezed the {dish} close together on the first tray.',
        went: 'in the oven they spread out into one giant {dish1}',
        fix: 'They laughed and cut the giant {dish1} into squares. Then {hero} put the next ones far apart on the tray.',
      },
    ],
    done: [
      'Out came a tray of golden {dish}, crisp and sweet!',
      '{Hero} lifted out the tray. The {dish} were golden and smelled warm and sweet!',
    ],
  },
  {
    id: 'bread',
    words: /\b(?:bread|loaf|loaves)\b/,
    doing: 'baking',
    guides: ['grandma', 'grandpa', 'baker'],
    things: ['a big mixing bowl', 'a floury wooden board', 'a loaf tin', 'a warm oven with a little window'],
    tools: ['dough', 'kneaded', 'oven', 'bread', 'loaf', 'yeast', 'flour'],
    materials: ['flour, water, yeast and a pinch of salt', 'a big bowl, flour, yeast and warm water'],
    lessons: ['mix the flour, yeast and warm water', 'make a soft dough'],
    steps: [
      [
        '{Hero} mixed the flour, yeast and warm water into a sticky dough.',
        '{Hero} stirred warm water into the flour and yeast to make a dough.',
      ],
      [
        '{Hero} kneaded the dough, push and fold, until it was smooth and stretchy.',
        '{Hero} pushed the dough with {their} {hands} and folded it over and over.',
      ],
      [
        '{Hero} shaped the dough into a round loaf for the hot oven.',
        'Into the hot oven went the loaf. Soon the kitchen smelled of bread.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} left the bowl of dough by the open window to rise.',
        went: 'the dough stayed small and flat in the cold',
        fix: 'They put the bowl somewhere warm, by the stove. Soon the dough puffed up, twice as big!',
      },
      {
        tried: '{Hero} tipped the dough onto the board with no flour on it.',
        went: 'the dough stuck to the board and to everything',
        fix: 'They scraped it all up and sprinkled flour on the board. Now the dough did not stick at all.',
      },
    ],
    done: [
      'Out came a golden loaf. {Hero} tapped the bottom, and it sounded hollow, just right!',
      'The bread came out brown and crusty, and it smelled wonderful!',
    ],
  },
  {
    id: 'pizza',
    words: /\bpizzas?\b/,
    doing: 'cooking',
    guides: ['grandpa', 'grandma', 'chef'],
    things: ['a big round pizza tray', 'a bowl of grated cheese', 'a jar of red tomato sauce', 'a hot oven with a little window'],
    tools: ['dough', 'pizza', 'sauce', 'cheese', 'toppings', 'oven', 'tomatoes'],
    materials: ['pizza dough, tomato sauce and a bowl of cheese', 'a ball of dough, tomatoes, cheese and peppers'],
    lessons: ['stretch the dough', 'press the dough out into a circle'],
    steps: [
      [
        '{Hero} pressed and stretched the dough into a big circle.',
        '{Hero} stretched the pizza dough with {their} {hands}, round and round.',
      ],
      ['{Hero} spooned on red tomato sauce and spread it out in swirls.', '{Hero} spread the tomato sauce right to the edges.'],
      ['Into the hot oven went the pizza.', 'The pizza went into the hot oven, and the cheese began to bubble.'],
    ],
    troubles: [
      {
        tried: '{Hero} piled on cheese, peppers, ham and olives, higher and higher.',
        went: 'the toppings slid off the pizza and all over the floor',
        fix: 'They laughed and swept it up. Then {hero} put on just a little cheese and a few peppers.',
      },
      {
        tried: '{Hero} tried to spin the next dough up in the air.',
        told: true,
        went: 'the dough came down, flop, right on {heroS} head',
        fix: 'They laughed and picked the dough out of {heroS} hair. Then {hero} stretched the next one on the table.',
      },
    ],
    done: [
      'Out came the pizza, bubbly and golden. {Hero} cut it into slices!',
      'The pizza came out with the cheese all melty and golden. Yum!',
    ],
  },
  {
    id: 'pancakes',
    words: /\bpancakes?\b|\bcr[eê]pes?\b/,
    doing: 'cooking',
    guides: ['grandma', 'grandpa', 'dad', 'mum'],
    things: ['a big frying pan', 'a jug of batter', 'a stack of plates', 'a bottle of syrup'],
    tools: ['pancake', 'pancakes', 'pan', 'batter', 'flip', 'flipped', 'flour', 'eggs', 'milk'],
    materials: ['flour, eggs and milk', 'a big jug, flour, eggs and milk'],
    lessons: ['whisk the batter', 'mix the flour, eggs and milk'],
    steps: [
      [
        '{Hero} whisked the flour, eggs and milk into a smooth batter.',
        '{Hero} cracked the eggs into the flour and whisked in the milk.',
      ],
      [
        '{Hero} poured a little batter into the hot pan. Sizzle!',
        '{Hero} tipped the pan, and the batter spread out thin and round.',
      ],
      ['Soon the next pancake was golden underneath and ready to flip.', 'The next pancake sizzled and bubbled in the pan.'],
    ],
    troubles: [
      {
        tried: '{Hero} gave the pan a great big flip.',
        went: 'the pancake flew up and stuck to the ceiling',
        fix: 'They laughed as the pancake peeled off the ceiling. Then {hero} tried a small, gentle flip.',
      },
      {
        tried: '{Hero} flipped the first pancake as hard as {they} could.',
        went: 'the pancake sailed out of the pan and landed on the floor, splat',
        fix: 'They laughed and wiped up the floor. Then {hero} tried a small, gentle flip.',
      },
    ],
    done: [
      'Flip! Up went the pancake, over it turned, and down it landed!',
      '{Hero} flipped the pancake, and it landed golden side up. Hooray!',
    ],
  },
  {
    id: 'soup',
    words: /\bsoups?\b|\bstews?\b/,
    doing: 'cooking',
    guides: ['grandma', 'grandpa', 'chef'],
    things: ['a big soup pot', 'a wooden chopping board', 'a basket of vegetables', 'a row of hanging pans'],
    tools: ['soup', 'pot', 'carrots', 'vegetables', 'potatoes', 'stirred'],
    materials: ['carrots, potatoes, an onion and a big pot', 'fresh vegetables, a big pot and a wooden spoon'],
    lessons: ['wash the vegetables', 'scrub the potatoes clean'],
    steps: [
      ['{Hero} washed the carrots and potatoes under the tap.', '{Hero} scrubbed the muddy potatoes until they were clean.'],
      [
        '{Hero} helped chop the vegetables into little pieces for the pot.',
        'Plop, plop! Into the pot went the carrots and potatoes.',
      ],
      [
        'The soup bubbled gently, and {hero} stirred it slowly, round and round.',
        '{Hero} stirred the pot slowly as the soup bubbled.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} added a pinch of salt, then another, then a big handful.',
        went: 'the soup was far too salty',
        fix: 'They added more water and another potato. Slowly, the soup tasted right again.',
      },
      {
        tried: '{Hero} turned the heat up high to cook the soup faster.',
        went: 'the soup bubbled up and over the top of the pot',
        fix: 'They turned the heat down low and wiped up the spill. Then the soup bubbled gently.',
      },
    ],
    done: [
      '{Hero} blew on a spoonful and tasted it. The soup was warm and just right!',
      'The soup was thick and warm and tasty. "Mmm!" said {hero}.',
    ],
  },
  {
    id: 'sandwich',
    words: /\bsandwich(?:es)?\b/,
    doing: 'making',
    guides: ['grandma', 'dad', 'mum', 'grandpa'],
    things: ['a loaf of bread on a board', 'a dish of butter', 'a bowl of red tomatoes', 'a plate of cheese'],
    tools: ['sandwich', 'bread', 'butter', 'cheese', 'slice', 'slices'],
    materials: ['bread, butter, cheese and tomatoes', 'two slices of bread, butter and cheese'],
    lessons: ['spread the butter right to the edges', 'butter the bread'],
    steps: [
      [
        '{Hero} spread butter on two slices of bread, right to the edges.',
        '{Hero} buttered two slices of bread with a little knife.',
      ],
      ['{Hero} laid cheese and tomato on one slice.', '{Hero} put slices of cheese and cucumber on the bread.'],
      [
        '{Hero} put the top slice on and pressed it down gently.',
        '{Hero} put just enough filling on and pressed the top slice down.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} piled on cheese, ham, tomato, cucumber and lettuce, higher and higher.',
        went: 'the sandwich grew so tall that it toppled over',
        fix: 'They laughed and took some things off. Now it was just the right size.',
      },
      {
        tried: '{Hero} took the butter straight from the fridge.',
        went: 'the hard, cold butter tore a big hole in the bread',
        fix: 'They let the butter go soft in the warm kitchen. Then it spread smoothly.',
      },
    ],
    done: [
      '{Hero} cut the sandwich into four little triangles. It looked just right!',
      '{Hero} cut the sandwich in half and took a big bite. Yum!',
    ],
  },
  {
    id: 'pie',
    words: /\b(?:pies?|tarts?|crumbles?)\b/,
    doing: 'baking',
    guides: ['grandma', 'grandpa', 'baker'],
    things: ['a big mixing bowl', 'a wooden rolling pin', 'a round pie dish', 'a basket of shiny apples'],
    tools: ['pie', 'pastry', 'apples', 'oven', 'dish', 'crust', 'flour', 'butter'],
    materials: ['flour, butter, sugar and a bag of apples', 'a big bowl, flour, butter and shiny apples'],
    lessons: ['rub the butter into the flour', 'roll out the pastry'],
    steps: [
      ['{Hero} rubbed the butter into the flour with {their} fingertips.', '{Hero} rolled out the pastry, round and flat.'],
      [
        '{Hero} helped slice the apples and piled them into the dish.',
        '{Hero} laid the pastry on top and pressed the edges down.',
      ],
      ['Soon the kitchen smelled of warm apples.', '{Hero} watched the {dish} turn golden in the oven.'],
    ],
    troubles: [
      {
        tried: '{Hero} lifted the thin pastry to lay it on top.',
        went: 'the pastry tore right down the middle',
        fix: 'They pressed the torn bits together with wet fingers. No one could see the join!',
      },
      {
        tried: '{Hero} piled the apples up high, higher and higher.',
        went: 'sticky juice bubbled over the edge of the dish',
        fix: 'They put a tray under the dish to catch the drips.',
      },
    ],
    done: ['Out came the {dish}, golden and bubbling. It smelled so good!', 'The {dish} had a crisp, golden crust, just right.'],
  },
  {
    // (A cake made, not learned, keeps its batter steps of slots-extra.ts.)
    id: 'cake',
    words: /\b(?:cakes?|cupcakes?|muffins?)\b/,
    doing: 'baking',
    guides: ['grandma', 'grandpa', 'baker'],
    things: ['a big mixing bowl', 'a round cake tin', 'a whisk and a wooden spoon', 'a warm oven with a little window'],
    tools: ['cake', 'cakes', 'cupcakes', 'muffins', 'oven', 'mixture', 'tin', 'eggs', 'flour', 'sugar'],
    materials: ['flour, sugar, butter and eggs', 'a big bowl, eggs, sugar and a whisk'],
    lessons: ['weigh the flour and sugar', 'crack an egg'],
    steps: [
      ['{Hero} weighed the flour and the sugar on the scales.', '{Hero} cracked the eggs into the bowl, tap, tap.'],
      ['{Hero} stirred the mixture until it was smooth and creamy.', '{Hero} spooned the mixture into the tin.'],
      ['{Hero} waited, and the oven door stayed shut.', 'Soon the kitchen smelled warm and sweet.'],
    ],
    troubles: [
      {
        tried: '{Hero} kept opening the oven door to peek.',
        went: 'the {dish} sank in the middle',
        fix: 'They mixed some more and baked again. This time {hero} did not peek.',
      },
      {
        tried: '{Hero} filled the tin right up to the top.',
        went: 'the mixture bubbled over the side of the tin',
        fix: 'They cleaned the oven and filled the next tin only halfway.',
      },
    ],
    done: [
      'Out came the {dish}, golden and high. It smelled so good!',
      'The {dish} rose up golden and soft. Then on went the icing!',
    ],
  },
];

/** Whether a thing made is a dish of the kitchen ('pancakes', 'a pizza'): it is made there. */
export const isDish = (text: string) => dishOf(text) !== null;

/** The dish a thing is ('chocolate cookies', 'a pizza'), with the idea's word for it. */
export function dishOf(text: string): { dish: Dish; word: string } | null {
  for (const dish of DISHES) {
    const word = dish.words.exec(text.toLowerCase())?.[0];
    if (word) return { dish, word };
  }
  return null;
}

/** The dish's lines for this hero: the idea's word for it, and hands or paws (a line that needs them kept only for those who have them). */
function filler(word: string, kind: Kind) {
  const body = bodyOf(kind);
  const hands = body === 'hands' ? 'hands' : body === 'paws' ? 'paws' : null;
  const fill = (line: string) =>
    line
      .replace(/\{dish\}/g, word)
      .replace(/\{dish1\}/g, singularOf(word))
      .replace(/\{hands\}/g, hands ?? '{hands}');
  const ways = (lines: readonly string[]) => {
    const kept = lines.filter((line) => hands !== null || !line.includes('{hands}'));
    return (kept.length > 0 ? kept : lines).map(fill);
  };
  return { fill, ways };
}

/** The troubles of a dish told as a first try: what was tried, and how it went wrong. */
const firstTries = (dish: Dish, fill: (line: string) => string): PlaceTrouble[] =>
  dish.troubles.map((t) => {
    const went = fill(t.went);
    return {
      event: `${fill(t.tried)} But ${went}!`,
      fix: fill(t.fix),
      doing: true,
    };
  });

/**
 * A wish to learn to make a dish ('learn to bake cookies', 'learn how to make pancakes'), told as a thing done in the
 * kitchen: shown how, its steps, a first try gone wrong its own way, and done right.
 */
export function dishLesson(phrase: string, kind: Kind): Activity | null {
  const wish = /\blearn(?:s|ing)? (?:how )?to (?:make|bake|cook) (.+)$/.exec(phrase);
  const found = wish ? dishOf(wish[1]!) : null;
  if (!found) return null;
  const { dish, word } = found;
  return lessonOf(dish, word, kind, {
    wish: `${dish.doing === 'baking' ? 'bake' : 'make'} ${word}`,
    settings: ['kitchen'],
    makeIt: `make the ${word}`,
  });
}

/**
 * Something made learned by its own steps (a dish, a craft), for this hero: the word the idea says ('cookies', 'horse'),
 * its wish, where it is made and how it is made ('make the cookies', 'draw the horse').
 */
export function lessonOf(
  dish: Dish,
  word: string,
  kind: Kind,
  said: { wish: string; settings: readonly SettingId[]; makeIt: string },
): Activity {
  const { fill, ways } = filler(word, kind);
  const [first, second, last] = dish.steps;
  return {
    id: dish.id,
    words: dish.words,
    doing: dish.doing,
    wish: said.wish,
    settings: said.settings,
    guides: dish.guides,
    things: dish.things,
    tools: dish.tools,
    lessons: dish.lessons,
    steps: [ways(first), ways(second), ways(last)],
    troubles: firstTries(dish, fill),
    done: ways(dish.done),
    made: { word, materials: dish.materials, makeIt: said.makeIt },
  };
}

/**
 * How a dish is made when the wish is to make it ('bake cookies', 'make pancakes'): what is set out, a step of it, and
 * what goes wrong in its making (a clause) with how it is put right. None for what is not one of these dishes.
 */
export function dishCraft(text: string, kind: Kind): Making | null {
  const found = dishOf(text);
  return found ? makingOf(found.dish, found.word, kind) : null;
}

/** How a thing is made, when the wish is to make it: what is set out, a step of it, a trouble (a clause) and its fix. */
export interface Making {
  materials: readonly string[];
  steps: readonly string[];
  /** What goes wrong, a clause ('the dough for {thing} would not rise'), and how it is put right, a sentence. */
  troubles: readonly (readonly [string, string])[];
  /** The last said of what was made, where it is no thing to show friends tomorrow (a sandcastle the tide comes for). */
  end?: string;
}

/** The making of a dish or a craft for this hero, by the idea's word for it. */
export function makingOf(dish: Dish, word: string, kind: Kind): Making {
  const { fill, ways } = filler(word, kind);
  const [first, second] = dish.steps;
  return {
    materials: dish.materials,
    steps: [...ways(first), ...ways(second)],
    troubles: dish.troubles.filter((t) => !t.told).map((t) => [fill(t.went), fill(t.fix)] as const),
  };
}
