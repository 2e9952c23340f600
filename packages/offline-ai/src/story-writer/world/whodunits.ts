/**
 * Who took it, culprit by culprit ('Who ate all the cookies?', 'Who took Grandma's glasses?'): what they take, where,
 * the two clues they leave, how they are caught, and how it ends. The seed picks a culprit that fits the thing and the
 * place; the suspects who did not do it say where they were.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}), the culprit's ({friend}, {Friend}, {fthey}, {ftheir}, {fthem},
 * {fwas}, {fkind}), {what} ('the cookies', 'Grandma's glasses'), {whatWas} ('were', 'was'), {whatThey} ('they', 'it'),
 * {whatOne} (one of it: 'a cookie', 'the glasses'). Gates: [food] what is gone is eaten, [!food].
 */

/** What is gone: food eaten, a shiny thing, a soft thing or a toy. */
export type Taken = 'food' | 'garden food' | 'shiny' | 'soft';

export interface Culprit {
  /** Kind word of the language module ('dog', 'baby', 'dad'); the culprit is the story's friend. */
  kind: string;
  /** As called, when not the kind word ('magpie' of a bird). */
  called?: string;
  takes: readonly Taken[];
  /** Where the story happens: home (the kitchen) or the garden. */
  where: readonly ('home' | 'garden')[];
  clue1: readonly string[];
  clue2: readonly string[];
  /** What the two clues together say (who has small paws, who loves shiny things), asked by the hero. */
  thinks: readonly string[];
  caught: readonly string[];
  /** The end: put right, shared, made again. */
  after: readonly string[];
}

/** Who did not do it, and where they were (said by them, or seen). */
export interface Suspect {
  kind: string;
  /** As the story calls them: 'Dad', 'the cat'. */
  called: string;
  alibi: readonly string[];
}

export const CULPRITS: readonly Culprit[] = [
  {
    kind: 'dog',
    takes: ['food', 'soft'],
    where: ['home', 'garden'],
    clue1: ['[food] There was a trail of crumbs across the floor.', 'Muddy paw prints led from the back door.'],
    clue2: ['A wet nose print was on the cupboard door.', 'There was a long dog hair on the table.'],
    thinks: ['Who had muddy paws and a wet nose?', 'Who was tall enough to reach the table, with four paws?'],
    caught: [
      '[food] {Friend} the dog was in {ftheir} basket, with crumbs on {ftheir} nose!',
      '[!food] {Friend} the dog was in {ftheir} basket, chewing {what}!',
      'Under the table lay {friend} the dog, chewing the very last bit!',
    ],
    after: [
      '{Friend} wagged {ftheir} tail and looked very sorry. {Hero} gave {fthem} a dog biscuit instead.',
      '{Friend} licked {hero} on the nose. From then on, {what} went up high.',
    ],
  },
  {
    kind: 'cat',
    takes: ['food', 'soft'],
    where: ['home'],
    clue1: ['Tiny paw prints went through the spilled flour.', 'There were white hairs on the kitchen chair.'],
    clue2: ['A soft purr came from somewhere high up.', 'The cupboard door was open, just a crack.'],
    thinks: ['Who could jump up high and walk without a sound?', 'Who had soft white hair and tiny paws?'],
    caught: [
      '[food] On top of the cupboard sat {friend} the cat, licking {ftheir} whiskers.',
      '[!food] There was {friend} the cat, asleep on {what} in the washing basket!',
    ],
    after: [
      '{Friend} purred and rubbed against {hero}. Nobody could stay cross with {fthem}.',
      '{Hero} laughed and gave {friend} a big stroke. "You sneaky cat!"',
    ],
  },
  {
    kind: 'baby',
    takes: ['food', 'shiny', 'soft'],
    where: ['home'],
    clue1: ['There were sticky little fingerprints on the table.', 'A toy block lay on the floor by the table.'],
    clue2: ['A little sock lay in the hall.', 'There was a trail of tiny, sticky handprints on the wall.'],
    thinks: ['Who had tiny, sticky hands?', 'Who was small enough to crawl under the table?'],
    caught: [
      '[food] Behind the sofa sat baby {friend}, with crumbs all over {ftheir} face!',
      '[!food] Behind the sofa sat baby {friend}, with a big grin, holding {whatOne}!',
      'In the playpen sat baby {friend}, giggling, with {whatOne} in {ftheir} hands!',
    ],
    after: [
      'Baby {friend} giggled and clapped. Everyone laughed, and {hero} gave {fthem} a hug.',
      '"Ta!" said baby {friend}, and gave it back. {Hero} laughed and tickled {ftheir} toes.',
    ],
  },
  {
    kind: 'dad',
    takes: ['food'],
    where: ['home', 'garden'],
    clue1: ['There were crumbs on the big armchair.', 'A trail of crumbs led out to the garden.'],
    clue2: ['There was a crumb on the paper, and one on a big slipper.', 'Someone was humming, with a full mouth.'],
    thinks: ['Who wore big slippers and read the paper?', 'Who was tall enough to reach the top shelf?'],
    caught: [
      'There was {friend}, munching the very last one! "Oops," said {friend}, with a silly grin.',
      'Behind the newspaper sat {friend}, with crumbs all down {ftheir} jumper!',
    ],
    after: [
      '{Friend} said sorry, and then they all made a new batch together.',
      '{Friend} laughed. "They were too good to stop!" Then they made more, together.',
    ],
  },
  {
    kind: 'mouse',
    takes: ['food'],
    where: ['home'],
    clue1: ['There were tiny nibble marks on the plate.', 'Tiny crumbs led under the dresser.'],
    clue2: ['Tiny footprints went to a little hole in the wall.', 'A soft squeak came from behind the dresser.'],
    thinks: ['Who had tiny teeth and tiny feet?', 'Who lived behind a little hole in the wall?'],
    caught: [
      'In the wall, {friend} the mouse and {ftheir} babies were feasting!',
      'Behind the dresser sat {friend} the mouse, nibbling the last crumb!',
    ],
    after: [
      '{Hero} smiled. "You were hungry too." {Hero} left {fthem} a few crumbs every night.',
      'The little mice looked so happy. {Hero} did not mind one bit.',
    ],
  },
  {
    kind: 'squirrel',
    takes: ['food', 'shiny'],
    where: ['garden'],
    clue1: ['Nutshells lay all along the garden path.', 'There were little claw marks on the fence.'],
    clue2: ['A bushy tail flicked in the tree.', 'Leaves fell from the tree, but there was no wind.'],
    thinks: ['Who could climb a fence and had a bushy tail?', 'Who loved to hide things in trees?'],
    caught: [
      'Up in the old tree sat {friend} the squirrel, cheeks stuffed full!',
      'In a hole in the tree, {friend} the squirrel was hiding {what}!',
    ],
    after: [
      '{Hero} put out a little dish of nuts, just for {friend}.',
      '{Friend} chattered, as if to say sorry. {Hero} laughed and waved.',
    ],
  },
  {
    kind: 'bird',
    called: 'magpie',
    takes: ['shiny'],
    where: ['garden', 'home'],
    clue1: ['A black and white feather lay on the windowsill.', 'The window had been left open, just a crack.'],
    clue2: ['Something glinted up in the tree.', 'A loud chatter came from the top of the tree.'],
    thinks: ['Who had black and white feathers, and loved shiny things?', 'Who could fly in and out of the window?'],
    caught: [
      'Up in a nest sat {friend} the magpie, with {what} beside {fthem}!',
      'There sat {friend} the magpie, with {what} in {ftheir} beak!',
    ],
    after: [
      '{Friend} hopped away, and {hero} put {what} safely back inside.',
      '{Hero} gave {friend} a shiny bottle top instead. It was a fair swap.',
    ],
  },
  {
    kind: 'rabbit',
    takes: ['garden food'],
    where: ['garden'],
    clue1: ['There were little round holes by the vegetable patch.', 'Someone had nibbled the leaves of the plants.'],
    clue2: ['Little round droppings lay by the shed.', 'There was a gap under the fence, just bunny size.'],
    thinks: ['Who had long ears and loved to dig?', 'Who could squeeze under the fence?'],
    caught: [
      'Behind the shed sat {friend} the rabbit, munching the last one.',
      'There was {friend} the rabbit, ears up, with a mouth full!',
    ],
    after: [
      '{Hero} laughed and planted an extra row, just for {friend}.',
      '{Helper} mended the fence, and {hero} gave {friend} a carrot top.',
    ],
  },
  {
    kind: 'bird',
    called: 'blackbird',
    takes: ['garden food'],
    where: ['garden'],
    clue1: ['Pecked bits of fruit lay on the path.', 'There was a black feather on the garden bench.'],
    clue2: ['A sweet song came from the hedge.', 'There were little bird footprints in the soft soil.'],
    thinks: ['Who had a yellow beak and loved sweet fruit?', 'Who could fly in, peck, and fly away?'],
    caught: [
      'On the fence sat {friend} the blackbird, with one in {ftheir} beak.',
      'There was {friend} the blackbird, hopping from plant to plant!',
    ],
    after: [
      '{Hero} put a net over the plants. {Hero} left a few out for {friend}.',
      '{Friend} sang a thank you song from the hedge.',
    ],
  },
];

/** Those asked who did not do it: the family and the pets, each with where they were. */
export const SUSPECTS: readonly Suspect[] = [
  {
    kind: 'dad',
    called: 'Dad',
    alibi: [
      '"Not me!" said Dad. "I have been washing the car all morning."',
      '"Not me!" laughed Dad. "I was mending the fence."',
      'Dad was up a ladder, painting the shed. It was not Dad.',
    ],
  },
  {
    kind: 'mum',
    called: 'Mum',
    alibi: [
      '"Not me!" said Mum. "I was busy with the washing."',
      '"Not me!" said Mum. "I have been on the phone."',
      'Mum was hanging out the washing. It was not Mum.',
    ],
  },
  {
    kind: 'grandpa',
    called: 'Grandpa',
    alibi: [
      'But Grandpa was fast asleep in his chair, snoring.',
      '"Not me!" said Grandpa. "I was reading my book."',
      'Grandpa was out walking the dog. It was not Grandpa.',
    ],
  },
  {
    kind: 'grandma',
    called: 'Grandma',
    alibi: [
      '"Not me!" said Grandma. "I was knitting by the window."',
      '"Not me, dear," said Grandma. "I was at the shops."',
      'Grandma was doing a puzzle. It was not Grandma.',
    ],
  },
  {
    kind: 'cat',
    called: 'the cat',
    alibi: [
      'But the cat was fast asleep on the windowsill.',
      'But the cat had been out hunting all morning.',
      'The cat was chasing a leaf outside. It was not the cat.',
    ],
  },
  {
    kind: 'dog',
    called: 'the dog',
    alibi: [
      'But the dog was out on a walk.',
      'But the dog was fast asleep in his basket.',
      'The dog was busy with his bone. It was not the dog.',
    ],
  },
  {
    kind: 'baby',
    called: 'the baby',
    alibi: [
      'But the baby was fast asleep.',
      'But the baby was having a nap.',
      'The baby was in the high chair, eating peas. It was not the baby.',
    ],
  },
];

/** Nouns of what is gone, by what it is (those not listed are soft things or toys). */
export const TAKEN_WORDS: Readonly<Record<Exclude<Taken, 'soft'>, RegExp>> = {
  'garden food': /\b(?:strawberr|raspberr|cherr|carrots?\b|lettuces?\b|peas\b|tomato|vegetables?\b|cabbages?\b|berr)/,
  food: /\b(?:cookies?|biscuits?|cakes?|cupcakes?|buns?|muffins?|pies?|tarts?|sandwich(?:es)?|cheese|sweets?|chocolates?|pizza|sausages?|jam|honey|doughnuts?|donuts?|pancakes?|apples?|bananas?|fruit|snacks?|lunch|dinner|picnic|food)\b/,
  shiny: /\b(?:keys?|rings?|glasses|spectacles|spoons?|necklace|watch|coins?|money|earrings?|brooch|crown|medal|teaspoons?)\b/,
};
