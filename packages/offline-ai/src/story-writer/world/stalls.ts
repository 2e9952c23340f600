/**
 * Stalls a child runs ("Chloe's lemonade stand", 'Sam sells cakes at the school fair', 'A bake sale'): the things
 * made with a grown-up, the sign set up, a trouble of the day (nobody comes, rain, a spill) and its fix, customers of
 * the street, the coins counted (small true sums), and what the money is for.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}) and the grown-up's ({helper}, {Helper}).
 */
/** A trouble of the day and how it is put right. */
interface StallTrouble {
  event: string;
  fix: string;
}

export interface Stall {
  /** The idea says this stall ('lemonade', 'cakes', 'a bake sale'). */
  said: RegExp;
  /** What is sold, as said in a sentence ('lemonade'), one of it and some ('cup of lemonade', 'cups of lemonade'). */
  goods: string;
  one: string;
  ones: string;
  /** The price on the sign, in pence. */
  price: number;
  /** Its name in a title ('Lemonade Stand'), and as the idea may say it instead ('Bake Sale'). */
  title: string;
  saidTitle?: readonly [RegExp, string];
  /** What is made with the grown-up, a sentence or two. */
  make: readonly string[];
  /** The sign and the table set up. */
  setUp: readonly string[];
  /** Its own troubles, besides nobody coming and the rain. */
  troubles: readonly StallTrouble[];
  /** What the coins are for. */
  money: readonly string[];
}

export const STALLS: readonly Stall[] = [
  {
    said: /\blemonade\b/i,
    goods: 'lemonade',
    one: 'cup of lemonade',
    ones: 'cups of lemonade',
    price: 10,
    title: 'Lemonade Stand',
    make: [
      '{Helper} and {hero} squeezed lemons into a big jug. They stirred in sugar and lots of ice.',
      '{Hero} rolled the lemons to make them juicy. {Helper} cut them, and {hero} squeezed them into the jug.',
    ],
    setUp: [
      '{Hero} painted a sign: LEMONADE 10p. {They} drew a big yellow lemon on it, too.',
      'They put a little table {stallAt}. {Hero} set out the jug and a stack of cups.',
    ],
    troubles: [
      {
        event: 'Oops! {Hero} bumped the table, and the jug tipped over. Lemonade ran all over the path!',
        fix: '{Helper} helped {hero} squeeze more lemons. The new jug was even better, with extra ice.',
      },
    ],
    money: [
      '{Hero} put the coins in {their} piggy bank, to save for a present for Grandma.',
      'The next day, {hero} gave the coins to the animal shelter. "For food for the puppies," {they} said.',
    ],
  },
  {
    said: /\b(?:cakes?|cupcakes?|bake sale|buns|biscuits|cookies)\b/i,
    goods: 'cakes',
    one: 'cake',
    ones: 'cakes',
    price: 20,
    title: 'Cake Stall',
    saidTitle: [/\bbake sale\b/i, 'Bake Sale'],
    make: [
      '{Helper} and {hero} baked a batch of cupcakes. {Hero} put pink icing and sprinkles on top.',
      '{Hero} mixed the flour, eggs and sugar with {helper}. Soon the kitchen smelled of warm cakes.',
    ],
    setUp: [
      '{Hero} painted a sign: CAKES 20p. {They} drew a cupcake with a cherry on top.',
      'They set the cakes out on a spotty cloth {stallAt}.',
    ],
    troubles: [
      {
        event: 'Whoosh! A gust of wind blew {heroS} sign away!',
        fix: '{Hero} made a new sign on a bit of card. {Helper} stuck it on with tape.',
      },
    ],
    money: [
      'The money went to the animal shelter. "It will buy a new bed for a dog," said {helper}.',
      '{Hero} put the coins in a jar for the school. The class wanted seeds for the garden.',
    ],
  },
  {
    said: /\b(?:plants?|flowers?|seedlings?)\b/i,
    goods: 'plants',
    one: 'plant',
    ones: 'plants',
    price: 20,
    title: 'Plant Stall',
    make: ['{Helper} and {hero} put little sunflower plants into pots. {Hero} gave each one a drink of water.'],
    setUp: ['{Hero} made a sign: PLANTS 20p. {They} set the pots out {stallAt}.'],
    troubles: [
      {
        event: 'Then a dog ran past and knocked a pot over. Soil spilled all over the path!',
        fix: '{Hero} scooped the soil back into the pot. {Helper} pressed the plant in gently.',
      },
    ],
    money: ['{Hero} gave the coins to the animal shelter. "For the kittens," {they} said.'],
  },
  {
    said: /\btoys?\b/i,
    goods: 'old toys',
    one: 'toy',
    ones: 'toys',
    price: 20,
    title: 'Toy Sale',
    make: [
      '{Hero} looked at {their} old toys with {helper}. {They} picked the ones {they} did not play with.',
      '{Helper} and {hero} washed the old toy cars and brushed the teddy bears.',
    ],
    setUp: ['{Hero} made a sign: TOYS 20p. {They} set the toys out on a rug {stallAt}.'],
    troubles: [
      {
        event: 'Then {hero} saw {their} old teddy on the table. {They} felt a bit sad to let it go.',
        fix: '{Helper} gave {hero} a hug. "Another child will love it too," {helper} said.',
      },
    ],
    money: ['The next day, {hero} gave the coins to the animal shelter. "Thank you!" said the lady there.'],
  },
];

/** Troubles any stall can have: nobody comes, or it rains. */
export const STALL_TROUBLES: readonly StallTrouble[] = [
  {
    event: 'But nobody came. People hurried past {heroS} table without looking.',
    fix: '{Hero} had an idea. {They} sang out loud, "Come and get your {goods}!" People stopped to listen.',
  },
  {
    event: 'Then big drops of rain fell on {heroS} sign. Everyone ran indoors!',
    fix: '{Helper} put up a big umbrella over {heroS} table. Soon the sun came out, and people came back.',
  },
  {
    event: 'But nobody stopped at {heroS} table. "Maybe they don’t know how good it is," said {helper}.',
    fix: '{Hero} gave out tiny free tastes. "Yum!" said a man, and he came back to buy one.',
  },
];

/** Customers of the street, a sentence each, said with what is sold. */
export const CUSTOMERS: readonly string[] = [
  'The postman stopped. "One {one}, please!" he said, and paid with a shiny coin.',
  'Next came Mrs Lee from next door, with her little dog. The dog wagged its tail.',
  'A man on a bike stopped too. "Just what I need!" he puffed.',
  'Two girls from down the road came running, holding their coins tight.',
  'A builder in a yellow hat bought one for himself and one for his friend.',
];

/** The stall of an idea, by what it sells. */
export const stallOf = (text: string): Stall | undefined => STALLS.find((s) => s.said.test(text));
