/**
 * What helping is, place by place: a list of real jobs done one after another (the weeds pulled up, the
 * watering can carried with both hands), one that goes wrong in a funny way and is put right together,
 * and what it meant to the one helped (the peas cooked for supper, the stall ready for the first customer).
 * Never 'did one thing at a time' or 'it did it: it helped!'.
 * Slots: {hero}, {Hero}, {they}, {their}, {them}, {helped} (who or what is helped: 'Grandpa', 'the farmer',
 * 'the flowers'), {helpWith} (who works with the hero and says thanks: 'Grandpa', 'the hedgehog').
 * A fix told of 'they' is the hero's and {helpWith}'s together (fixedBy in slots.ts).
 */
import type { Kind, SettingId } from '../../language/index.js';
import type { PlaceTrouble } from './types.js';

/** What a helper does a job with: a child's hands, a cat's paws, a bee's wings, a tractor's wheels. */
export type Body = 'hands' | 'paws' | 'wings' | 'wheels';

/** Kinds told with arms and hands, though not people: a fairy waters the beans, a teddy dusts the shelves. */
const HANDED = new Set([
  'robot',
  'fairy',
  'elf',
  'giant',
  'troll',
  'mermaid',
  'yeti',
  'monster',
  'alien',
  'doll',
  'teddy',
  'snowman',
]);

/** A hero's body, from its kind: people, monkeys and robots have hands; machines wheels; fliers wings; animals paws. */
export function bodyOf(kind: Kind): Body {
  if (kind.human || HANDED.has(kind.word) || kind.parts.some((p) => /\b(?:hands|arms)\b/.test(p))) return 'hands';
  if (kind.group === 'machine') return 'wheels';
  return kind.canFly ? 'wings' : 'paws';
}

const HAND: Record<Body, string> = { hands: 'hand', paws: 'paw', wings: 'wing', wheels: 'wheel' };

/** What the hero reaches out or holds on with: a hand, a paw, a wing, a wheel. */
export const handOf = (kind: Kind): string => HAND[bodyOf(kind)];

export interface HelpJob {
  /** The job done, a sentence with a small detail of how. */
  done: string;
  /** A word the job is known by in the story ('weeds', 'watering can'): tests look for it. */
  mark: string;
  /** The job once done, a clause: 'the weeds were gone' ('By lunchtime, the weeds were gone and ...'). */
  after: string;
  /** How this job goes wrong, and how it is put right together; a job without one is only done. */
  oops?: PlaceTrouble;
  /** Who can do the job as told, by body or kind word ('paws', 'dog'); hands only when unsaid. */
  by?: readonly string[];
}

export interface HelpPlace {
  /** The settings whose jobs these are; none for what is helped by the wish itself ('the flowers'). */
  settings: readonly SettingId[];
  /** What is helped, for a table of a thing helped: 'help the flowers grow'. */
  thing?: RegExp;
  /** A place of its own within its setting, as the story calls it (world/community-places.ts): 'the food bank'. */
  place?: RegExp;
  /** The chore the wish names, for a table of a chore done wherever the story is: 'wash the car', 'bake a cake'. */
  chore?: RegExp;
  /** Where a chore is done when the idea names nowhere: a car is washed in the garden, a cake baked in the kitchen. */
  home?: SettingId;
  /** The jobs are done in the order listed (the eggs cracked before the cake is iced), not shuffled. */
  inOrder?: boolean;
  /** Kind words (language/kinds.ts) of whoever the place implies is helped, when the idea names no one. */
  who: readonly string[];
  /** Where the one helped is when the story opens, after their name: 'was kneeling by the bean rows'. */
  at: readonly string[];
  /** What the one helped shows or tells the hero before the jobs: '{HelpWith} lent {hero} a pair of big muddy boots.' */
  tips: readonly string[];
  /** What the one helped says of the work once it is done: '"Look at those neat rows!" said {helpWith}.' */
  looks: readonly string[];
  /** The jobs; at least five, at least two with an oops. */
  jobs: readonly HelpJob[];
  /** What the help meant, after the thanks: 'That evening, {helped} cooked the peas for supper.' */
  mattered: readonly string[];
  /**
   * A worker's own day here ('Farmer Joe's busy morning'): who works beside them, by kind word (the sheepdog on the
   * farm), and who the work is for, glad of it at the end. A place without them has no worker's day of its own.
   */
  work?: { mates: readonly string[]; for: readonly string[] };
}

/** Flour everywhere, wherever there is baking. */
const FLOUR_PUFF: PlaceTrouble = {
  event: '{Hero} opened the flour bag, and flour puffed all over {helpWith}!',
  fix: 'They looked like two snowmen! They laughed and laughed, then swept it all up.',
};

const GARDEN: HelpPlace = {
  settings: ['garden'],
  who: ['grandpa', 'grandma', 'gardener'],
  at: ['was kneeling by the bean rows', 'was bent over the vegetable patch', 'was leaning on a spade by the shed'],
  tips: [
    '{HelpWith} showed {hero} how to pull weeds out by the roots.',
    '{HelpWith} lent {hero} a pair of garden gloves, far too big.',
    '"Worms are a garden’s best friends," said {helpWith}.',
  ],
  looks: ['"Look at those neat rows!" said {helpWith}.', '"The garden looks ready for summer," said {helpWith}.'],
  jobs: [
    { done: '{Hero} pulled up the weeds and put them in a bucket.', mark: 'weeds', after: 'the weeds were gone' },
    {
      done: '{Hero} watered the beans. The can was heavy, so {they} used both hands.',
      mark: 'beans',
      after: 'the beans had a drink',
      oops: {
        event: '{Hero} turned on the hose. It wriggled free like a snake and sprayed {helpWith}!',
        fix: 'They laughed and turned the tap off. Then they used the can instead.',
      },
    },
    {
      done: '{Hero} picked the ripe peas, pop, pop, into a basket.',
      mark: 'peas',
      after: 'the peas were picked',
      oops: {
        event: '{Hero} picked the peas so fast that the basket tipped over. Peas rolled down the path!',
        fix: 'They chased the peas together. {Hero} ate one, and it was sweet!',
      },
    },
    {
      done: '{Hero} filled the birdbath. A robin hopped down to drink.',
      mark: 'birdbath',
      after: 'the birdbath was full',
    },
    {
      done: '{Hero} pushed the wheelbarrow full of leaves to the compost heap.',
      mark: 'wheelbarrow',
      after: 'the leaves were gone',
      oops: {
        event: 'The wheelbarrow wobbled on a bump and tipped over, right by {helpWith}!',
        fix: 'They scooped the leaves back in together. This time it stayed up.',
      },
    },
    { done: '{Hero} dug up the potatoes and found a fat worm.', mark: 'potatoes', after: 'the potatoes were dug' },
    {
      done: '{Hero} dug a deep hole for the new rose bush.',
      mark: 'rose bush',
      after: 'the rose bush was planted',
      by: ['hands', 'paws'],
      oops: {
        event: '{Hero} dug so fast that soil flew everywhere, all over {helpWith}!',
        fix: 'They laughed and brushed the soil off. Then they planted the rose bush together.',
      },
    },
    {
      done: '{Hero} buzzed from flower to flower, so the beans would grow.',
      mark: 'flower to flower',
      after: 'every flower had a visit',
      by: ['bee', 'butterfly'],
    },
    {
      done: '{Hero} pecked the greedy caterpillars off the cabbages.',
      mark: 'caterpillars',
      after: 'the cabbages were safe',
      by: ['bird', 'parrot', 'owl', 'eagle', 'seagull', 'puffin', 'woodpecker', 'hen', 'duck', 'goose'],
    },
    {
      done: '{Hero} pulled the heavy cart of compost down the garden path.',
      mark: 'compost',
      after: 'the compost was spread',
      by: ['wheels'],
    },
  ],
  mattered: [
    'That evening, {helped} cooked the fresh peas for supper. They were the best peas ever!',
    'The next morning, the beans stood tall and green. {Helped} showed them to everyone.',
    '{Helped} gave {hero} a little patch of the garden all of {their} own.',
  ],
};

const FLOWERS: HelpPlace = {
  settings: [],
  thing: /\b(?:flowers?|plants?|roses?|tulips?|sunflowers?|daisies|seedlings?)\b/,
  who: ['grandma', 'gardener', 'grandpa'],
  at: ['was looking at the droopy flowers', 'was kneeling by the flower bed'],
  tips: [
    '{HelpWith} showed {hero} which were weeds and which were flowers.',
    '"Flowers like a drink in the cool of the morning," said {helpWith}.',
  ],
  looks: ['"They look happier already," said {helpWith}.', '"Just wait till they bloom," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} pulled up the weeds round {helped}. Now they had room to grow.',
      mark: 'weeds',
      after: 'the weeds were gone',
    },
    {
      done: '{Hero} gave {helped} a long drink. The can was heavy, so {they} used both hands.',
      mark: 'drink',
      after: 'every root had a drink',
      oops: {
        event: '{Hero} turned on the hose. It wriggled free like a snake and sprayed {helpWith}!',
        fix: 'They laughed and turned the tap off. Then they used the can instead.',
      },
    },
    {
      done: '{Hero} tied the tallest stems to sticks to keep them straight.',
      mark: 'sticks',
      after: 'the tall stems stood straight',
      oops: {
        event: 'A gust of wind blew the sticks over. The stems flopped down in a heap!',
        fix: 'They pushed the sticks in deeper. Then they tied the stems again.',
      },
    },
    { done: '{Hero} picked the slugs off the leaves.', mark: 'slugs', after: 'the slugs were gone' },
    { done: '{Hero} spread soft brown soil round {helped}, like a warm blanket.', mark: 'soil', after: 'the soil was soft' },
    {
      done: '{Hero} carried pollen from flower to flower.',
      mark: 'pollen',
      after: 'every flower had its pollen',
      by: ['bee', 'butterfly'],
    },
    {
      done: '{Hero} visited the shy flowers hidden under the big leaves.',
      mark: 'shy flowers',
      after: 'even the shy flowers had a visit',
      by: ['bee', 'butterfly'],
    },
    {
      done: '{Hero} crawled deep into the tulips for their sweet nectar.',
      mark: 'tulips',
      after: 'every tulip had a visit',
      by: ['bee'],
      oops: {
        event: '{Hero} crawled so deep into a tulip that {they} got stuck!',
        fix: 'They laughed and opened the petals gently. Out popped {hero}, yellow with pollen!',
      },
    },
    {
      done: '{Hero} flew over the flower bed, dropping seeds in the bare patches.',
      mark: 'bare patches',
      after: 'the bare patches were sown',
      by: ['wings'],
    },
  ],
  mattered: [
    'A few days later, {helped} opened wide, bright and tall. The bees came buzzing to see.',
    'By the end of the week, {helped} stood tall and bright in the sun.',
  ],
};

const KITCHEN: HelpPlace = {
  settings: ['kitchen'],
  chore: /\b(?:cook|make)\b.*\b(?:dinner|lunch|breakfast|supper|tea|soup|pancakes)\b/,
  home: 'kitchen',
  who: ['grandma', 'mum', 'dad'],
  at: ['was busy at the stove', 'was standing by a pile of dirty cups'],
  tips: ['{HelpWith} tied an apron on {hero}. It came down to {their} toes!', '"Always wash your hands first," said {helpWith}.'],
  looks: ['"Something smells good," said {helpWith}, sniffing.', '"Look at this tidy kitchen!" said {helpWith}.'],
  jobs: [
    { done: '{Hero} washed the cups in warm, bubbly water.', mark: 'cups', after: 'the cups were clean' },
    {
      done: '{Hero} stirred the soup slowly with a big wooden spoon.',
      mark: 'soup',
      after: 'the soup was bubbling',
      oops: {
        event: '{Hero} stirred so hard that the soup slopped over. Splosh!',
        fix: 'They mopped up the spill. Then they stirred slowly, round and round.',
      },
    },
    { done: '{Hero} laid the table with a spoon for everyone.', mark: 'table', after: 'the table was laid' },
    { done: '{Hero} washed the carrots under the tap until they shone.', mark: 'carrots', after: 'the carrots were washed' },
    {
      done: '{Hero} spooned flour into the big bowl for the bread.',
      mark: 'flour',
      after: 'the bread was baking',
      oops: FLOUR_PUFF,
    },
  ],
  mattered: [
    'At supper, everyone sat at the table {hero} had laid. The soup tasted better than ever.',
    '{Helped} sat down with a cup of tea at last. The kitchen was spotless.',
  ],
};

const HOUSE: HelpPlace = {
  settings: ['home', 'bedroom', 'bathroom'],
  who: ['mum', 'dad', 'grandma'],
  at: ['was standing by a big basket of washing', 'was looking at the messy room with a sigh'],
  tips: ['{HelpWith} put on some music, and they worked to the beat.', '{HelpWith} gave {hero} a duster of {their} very own.'],
  looks: ['"Look how the house shines!" said {helpWith}.', '"Everything in its place," said {helpWith} with a smile.'],
  jobs: [
    { done: '{Hero} swept the floor with a big broom, into every corner.', mark: 'swept', after: 'the floor was swept' },
    {
      done: '{Hero} folded the washing into neat piles, one sock at a time.',
      mark: 'washing',
      after: 'the washing was folded',
      oops: {
        event: 'The washing basket tipped over. Socks went everywhere, even on {heroS} head!',
        fix: 'They made a game of it. Soon every sock had its partner.',
      },
    },
    {
      done: '{Hero} dusted the shelves with a soft cloth.',
      mark: 'dusted',
      after: 'the shelves shone',
      oops: {
        event: 'The dust made {hero} sneeze, and it blew all over {helpWith}!',
        fix: 'They giggled and swept it up again. This time {hero} dusted gently.',
      },
    },
    { done: '{Hero} put all the toys back in the toy box.', mark: 'toys', after: 'the toys were away' },
    {
      done: '{Hero} watered the plants on the windowsill, a little for each one.',
      mark: 'plants',
      after: 'the plants had a drink',
    },
    {
      done: '{Hero} found the lost sock under the bed and carried it back.',
      mark: 'lost sock',
      after: 'the lost sock was found',
      by: ['paws'],
    },
    {
      done: '{Hero} chased the dust out from under the sofa.',
      mark: 'sofa',
      after: 'the dust was out from under the sofa',
      by: ['paws'],
      oops: {
        event: '{Hero} came out from under the sofa as grey as a dust ball!',
        fix: 'They laughed. Then {helpWith} brushed {hero} clean and swept up the dust.',
      },
    },
  ],
  mattered: [
    '{Helped} sat down for a rest at last. "The house has never looked so nice," {helped} said.',
    'That night, {helped} read {hero} an extra story, just for helping.',
  ],
};

const FARM: HelpPlace = {
  settings: ['farm'],
  who: ['farmer'],
  at: [
    'was carrying two heavy buckets across the yard',
    'was standing by the hen house with an empty basket',
    'was pushing a wheelbarrow full of hay',
  ],
  tips: [
    '{HelpWith} showed {hero} how to hold an egg, gently, like treasure.',
    '{HelpWith} lent {hero} a pair of big muddy boots.',
    '"The animals like to eat early," said {helpWith}.',
  ],
  looks: ['"Listen to those happy animals," said {helpWith}.', '"That is a good morning’s work," said {helpWith}.'],
  jobs: [
    { done: '{Hero} scattered corn for the hens, who came running.', mark: 'corn', after: 'the hens were fed' },
    {
      done: '{Hero} collected the eggs into a basket, carefully, one by one.',
      mark: 'eggs',
      after: 'the eggs were in',
      oops: {
        event: 'A cross hen flapped and squawked at {hero}. The eggs in the basket wobbled!',
        fix: 'They gave the hen some extra corn. Not one egg broke!',
      },
    },
    {
      done: '{Hero} filled the water trough for the cows, bucket after bucket.',
      mark: 'trough',
      after: 'the trough was full',
      oops: {
        event: 'The piglets knocked the bucket over and splashed mud on {helpWith}!',
        fix: 'They hosed off the mud, laughing. Then {hero} filled the trough again.',
      },
    },
    { done: '{Hero} brushed the pony until its coat was soft and shiny.', mark: 'pony', after: 'the pony shone' },
    { done: '{Hero} carried hay to the sheep, a big armful at a time.', mark: 'hay', after: 'the sheep had their hay' },
    {
      done: '{Hero} opened the gate to let the cows into the field.',
      mark: 'gate',
      after: 'the cows were out',
      oops: {
        event: 'The goat slipped out of the gate and trotted off past {helpWith}!',
        fix: 'They shook a bucket of oats. Back trotted the goat!',
      },
    },
    { done: '{Hero} spread fresh straw in the calf’s pen, soft and golden.', mark: 'straw', after: 'the calf had fresh straw' },
    {
      done: '{Hero} picked the apples from the low branches of the orchard.',
      mark: 'orchard',
      after: 'the apples were picked',
      oops: {
        event: 'A branch sprang back, and apples bounced down on {helpWith}’s head!',
        fix: 'They laughed, rubbed their heads and picked up the apples.',
      },
    },
    { done: '{Hero} fed the lambs their milk from a bottle.', mark: 'lambs', after: 'the lambs were fed' },
    {
      done: '{Hero} flew over the fields and found the lost hen.',
      mark: 'lost hen',
      after: 'the lost hen was home',
      by: ['wings'],
    },
    {
      done: '{Hero} buzzed from blossom to blossom, so there would be apples.',
      mark: 'blossom',
      after: 'every blossom had a visit',
      by: ['bee'],
      oops: {
        event: '{Hero} was so dusty with pollen that {helpWith} sneezed. Atchoo! Right into the hay!',
        fix: 'They laughed and laughed. Then {hero} shook off the pollen, far from {helpWith}’s nose.',
      },
    },
    {
      done: '{Hero} pulled the trailer of hay out to the sheep.',
      mark: 'trailer',
      after: 'the sheep had their hay',
      by: ['wheels'],
    },
    {
      done: '{Hero} ploughed the long field, up and down, in straight lines.',
      mark: 'ploughed',
      after: 'the field was ploughed',
      by: ['wheels'],
      oops: {
        event: 'The plough got stuck in the mud. {Hero} spun {their} wheels, and mud flew all over {helpWith}!',
        fix: 'They laughed. Then they pushed and pulled together until the wheels came free.',
      },
    },
    {
      done: '{Hero} rounded up the sheep and brought them into the pen.',
      mark: 'rounded up',
      after: 'the sheep were in the pen',
      by: ['dog', 'puppy'],
      oops: {
        event: 'A lamb ran round and round {helpWith}. {Hero} ran after it until they were all dizzy!',
        fix: 'They sat down in the grass and laughed. Then the lamb trotted into the pen all by itself.',
      },
    },
    {
      done: '{Hero} pulled the cart of hay all the way to the barn.',
      mark: 'cart of hay',
      after: 'the hay was in the barn',
      by: ['horse', 'pony', 'donkey'],
    },
    { done: '{Hero} chased the mice out of the corn barn.', mark: 'mice', after: 'the corn was safe', by: ['cat', 'kitten'] },
  ],
  mattered: [
    '{Helped} gave {hero} the biggest brown egg, for {their} breakfast.',
    'That evening, {helped} made pancakes with the eggs. {Hero} had three!',
    'The animals were all fed before the rain came. "We did it just in time," said {helped}.',
  ],
  work: {
    mates: ['sheepdog'],
    for: [
      'The hens clucked, the lambs slept in the straw, and every cow was happy.',
      'Down in the village, children ate the fresh eggs for breakfast.',
    ],
  },
};

const MARKET: HelpPlace = {
  settings: ['market'],
  who: ['shopkeeper', 'farmer', 'mum'],
  at: ['was standing by the stall with crates all round', 'was setting up the stall before the market opened'],
  tips: ['{HelpWith} showed {hero} how the scales worked.', '"Big ones at the back, small ones at the front," said {helpWith}.'],
  looks: ['"Our stall is the brightest in the market," said {helpWith}.', '"Now we are ready for customers," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} stacked the red and green apples in a neat pile.',
      mark: 'apples',
      after: 'the apples were stacked',
      oops: {
        event: '{Hero} put one more apple on top. The whole pile tumbled down!',
        fix: 'They built it again, big apples at the bottom. This time it stood firm.',
      },
    },
    { done: '{Hero} weighed the carrots on the shiny scales.', mark: 'carrots', after: 'the carrots were weighed' },
    { done: '{Hero} put the flowers in buckets of water at the front.', mark: 'buckets', after: 'the flowers were out' },
    {
      done: '{Hero} wrote the price signs in big, clear letters.',
      mark: 'price signs',
      after: 'the signs were up',
      oops: {
        event: 'A gust of wind blew the price signs away, right across the market!',
        fix: 'They ran after them and caught every one. Then they weighed them down with pebbles.',
      },
    },
    { done: '{Hero} polished the tomatoes until they shone.', mark: 'tomatoes', after: 'the tomatoes shone' },
  ],
  mattered: [
    'Just then, the first customer came. The stall was ready! "What lovely apples!" she said.',
    'By noon, there was a long line at the stall. {Helped} gave {hero} the shiniest apple of all.',
  ],
};

const BAKERY: HelpPlace = {
  settings: ['bakery'],
  who: ['baker'],
  at: ['was up to the elbows in dough', 'was standing by the warm oven'],
  tips: ['{HelpWith} gave {hero} a white hat, just like a real baker.', '"Bread needs time to rise," said {helpWith}.'],
  looks: ['"Smell that warm bread!" said {helpWith}.', '"The shop is ready to open," said {helpWith}.'],
  jobs: [
    { done: '{Hero} pressed and pushed the soft dough.', mark: 'dough', after: 'the dough was rising' },
    { done: '{Hero} put a cherry on top of every bun.', mark: 'cherry', after: 'every bun had a cherry' },
    { done: '{Hero} carried the warm loaves to the shop window.', mark: 'loaves', after: 'the loaves were out' },
    {
      done: '{Hero} spooned flour into the big bowl.',
      mark: 'flour',
      after: 'the bowls were full',
      oops: FLOUR_PUFF,
    },
    {
      done: '{Hero} iced the little cakes with pink icing.',
      mark: 'icing',
      after: 'the cakes were iced',
      oops: {
        event: 'The icing bag squeezed out too fast. Pink icing went everywhere!',
        fix: 'They scraped it up and tried again, slowly. Soon every cake had a neat pink swirl.',
      },
    },
  ],
  mattered: [
    'When the shop opened, people came in, sniffing the warm bread.',
    '{Helped} gave {hero} the first cherry bun of the day, still warm.',
  ],
  work: {
    mates: ['girl', 'boy'],
    for: [
      'All day long, people came in for bread. "Your buns are the best in town!" they said.',
      'Children pressed their noses to the window to see the cakes.',
    ],
  },
};

const BEACH: HelpPlace = {
  settings: ['beach', 'island'],
  who: ['lifeguard', 'fisherman'],
  at: ['was picking up litter by the rock pools', 'was pulling a net up the sand'],
  tips: ['{HelpWith} gave {hero} a pair of gloves and a litter picker.', '"Litter can hurt the sea animals," said {helpWith}.'],
  looks: ['"The sand sparkles now," said {helpWith}.', '"The crabs will thank you," said {helpWith}.'],
  jobs: [
    { done: '{Hero} picked up litter along the sand.', mark: 'litter', after: 'the sand was clean' },
    {
      done: '{Hero} untangled an old fishing net, knot by knot.',
      mark: 'net',
      after: 'the net was untangled',
      oops: {
        event: 'A big wave rushed up the sand and soaked {helpWith}!',
        fix: 'They laughed and squeezed out their socks. Then they dragged the net higher up.',
      },
    },
    { done: '{Hero} carried the deckchairs up the beach, one at a time.', mark: 'deckchairs', after: 'the deckchairs were out' },
    {
      done: '{Hero} filled a bucket with bottle tops and bits of plastic.',
      mark: 'bucket',
      after: 'the bucket was full',
      oops: {
        event: 'The wind caught the litter bag and blew it open. Paper flew all over the beach!',
        fix: 'They chased every piece and tied the bag shut.',
      },
    },
    { done: '{Hero} raked the seaweed into a neat pile.', mark: 'seaweed', after: 'the seaweed was raked' },
  ],
  mattered: [
    'That evening, a little crab scuttled over the clean sand. "The beach is safe again," said {helped}.',
    'The next morning, children came to play on the clean sand.',
  ],
};

const SCHOOL: HelpPlace = {
  settings: ['school'],
  who: ['teacher'],
  at: ['was standing by the messy paint table', 'was carrying a big pile of books'],
  tips: ['{HelpWith} gave {hero} a helper badge to wear.', '"Everything has its own place," said {helpWith}.'],
  looks: ['"The classroom is ready for the day," said {helpWith}.', '"Look how neat it is!" said {helpWith}.'],
  jobs: [
    { done: '{Hero} handed out the pencils, one for every desk.', mark: 'pencils', after: 'the pencils were out' },
    { done: '{Hero} watered the class plant with a little jug.', mark: 'plant', after: 'the plant had a drink' },
    { done: '{Hero} wiped the board until it was clean and black.', mark: 'board', after: 'the board was clean' },
    {
      done: '{Hero} washed the paint pots in the sink.',
      mark: 'paint',
      after: 'the paint pots shone',
      oops: {
        event: 'A pot of blue paint tipped over. A big blue puddle spread across the table!',
        fix: 'They mopped it up. The last blue splodge looked just like a butterfly!',
      },
    },
    {
      done: '{Hero} fed the class fish a tiny pinch of food.',
      mark: 'fish',
      after: 'the fish were fed',
      oops: {
        event: 'The lid came off. Far too much fish food fell into the tank!',
        fix: 'They scooped the extra out with a little net. The fish swam happily round.',
      },
    },
  ],
  mattered: [
    'When the class came in, everything was ready. {Helped} winked at {hero}.',
    '{Helped} gave {hero} a shiny gold star for being the best helper.',
  ],
};

const LIBRARY: HelpPlace = {
  settings: ['library'],
  who: ['librarian'],
  at: ['was standing by a tall trolley full of books', 'was sorting a big pile of books'],
  tips: ['{HelpWith} showed {hero} how the books went in ABC order.', '"Quiet feet in the library," whispered {helpWith}.'],
  looks: ['"Every book is back in its place," whispered {helpWith}.', '"The library is ready for story time," said {helpWith}.'],
  jobs: [
    { done: '{Hero} put the books back on the shelves in the right order.', mark: 'shelves', after: 'the shelves were neat' },
    { done: '{Hero} stamped the date in every book, thump, thump!', mark: 'stamped', after: 'every book was stamped' },
    { done: '{Hero} set out the cushions in a ring for story time.', mark: 'cushions', after: 'the cushions were out' },
    {
      done: '{Hero} stacked the new books on the table.',
      mark: 'stacked',
      after: 'the new books were stacked',
      oops: {
        event: 'The pile of books grew taller and taller. Then it crashed to the floor!',
        fix: 'They built it again, big books at the bottom.',
      },
    },
    {
      done: '{Hero} pushed the book trolley along the rows.',
      mark: 'trolley',
      after: 'the trolley was empty',
      oops: {
        event: 'The trolley’s wheel squeaked so loudly that everyone looked up!',
        fix: 'They put a drop of oil on the wheel. Now it was as quiet as a mouse.',
      },
    },
  ],
  mattered: [
    'Then the children came for story time. {Helped} let {hero} choose the first book.',
    '{Helped} gave {hero} a library card of {their} very own.',
  ],
  work: {
    mates: ['cat'],
    for: [
      'At story time, the children sat on the cushions, all ears.',
      'Children went home with a pile of books each, hugging them tight.',
    ],
  },
};

/** A doctor's own day (no child's helping: a child does not see to the patients). */
const SURGERY: HelpPlace = {
  settings: ['hospital'],
  who: ['doctor'],
  at: ['was putting on a white coat', 'was hanging a stethoscope round {their} neck'],
  tips: ['"A kind word helps people feel better," said {helpWith}.', '{HelpWith} put a stethoscope round {hero}’s neck.'],
  looks: ['"Everyone is feeling better," said {helpWith}.', '"That was a good day’s work," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} listened to a little boy’s chest with a stethoscope. Thump, thump!',
      mark: 'stethoscope',
      after: 'every chest was checked',
    },
    { done: '{Hero} put a plaster on a girl’s grazed knee.', mark: 'plaster', after: 'the knee had its plaster' },
    {
      done: '{Hero} gave some medicine to a girl with a sore tummy. Soon the girl felt better.',
      mark: 'sore tummy',
      after: 'the sore tummy was better',
    },
    { done: '{Hero} looked in a boy’s ears with a little torch.', mark: 'torch', after: 'the ears were fine' },
    {
      done: '{Hero} weighed a baby on the scales.',
      mark: 'baby',
      after: 'the baby was weighed',
      oops: {
        event: '{Hero} weighed a baby. It kicked so hard that its sock flew off, right onto {helpWith}’s head!',
        fix: 'They laughed and laughed, and so did the baby. Then they put the sock back on.',
      },
    },
    {
      done: '{Hero} gave a sticker to every brave child.',
      mark: 'sticker',
      after: 'every brave child had a sticker',
      oops: {
        event: '{Hero} opened the sticker box too fast. Stickers stuck all over {helpWith}!',
        fix: 'They laughed and peeled them off, one by one. There were plenty for everyone.',
      },
    },
  ],
  mattered: ['The girl with the sore tummy waved goodbye, smiling again.'],
  work: {
    mates: ['nurse'],
    for: [
      'The girl with the sore tummy went home smiling. She felt much better now.',
      'In the waiting room, a boy with a sore tummy smiled. He felt better now.',
    ],
  },
};

/** A postman's own round: letters sorted and taken to every door, with the dog who rides along. */
const POST_ROUND: HelpPlace = {
  settings: ['city'],
  who: ['postman'],
  at: ['was sorting letters into a big red bag', 'was pumping up the tyres of a red bike'],
  tips: ['"Every letter has an address on the front," said {helpWith}.', '"Letters go in the letterbox," said {helpWith}.'],
  looks: ['"Every letter has found its home," said {helpWith}.', '"The bag is empty at last!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} sorted the letters into piles, one pile for each street.',
      mark: 'letters',
      after: 'the letters were sorted',
    },
    {
      done: '{Hero} pushed letters through the letterboxes, flip, flap!',
      mark: 'letterboxes',
      after: 'every letterbox had its post',
    },
    {
      done: '{Hero} carried a big parcel up to a green door and rang the bell.',
      mark: 'parcel',
      after: 'the parcel was safe inside',
      oops: {
        event: 'The parcel was so big that {hero} could not see over it. Bump! Right into {helpWith}!',
        fix: 'They laughed and carried it together, one at each end.',
      },
    },
    { done: '{Hero} emptied the red post box on the corner.', mark: 'post box', after: 'the post box was empty' },
    {
      done: '{Hero} cycled up the steep hill with the heavy post bag.',
      mark: 'post bag',
      after: 'the big hill was climbed',
      oops: {
        event: 'A gust of wind blew the letters out of the post bag! They fluttered away.',
        fix: 'They ran and caught them, one by one. Not one letter was lost.',
      },
    },
  ],
  mattered: ['An old man got a postcard from his grandson. He smiled all day.'],
  work: {
    mates: ['dog'],
    for: [
      'Mrs Green opened a birthday card from her grandson. It made her smile all day.',
      'All over town, people opened their letters. A boy got a postcard from the seaside.',
    ],
  },
};

/** A lighthouse keeper's own day by the sea: the lamp polished, the stairs climbed, and the light lit for the boats. */
const LIGHTHOUSE: HelpPlace = {
  settings: ['beach'],
  who: ['lighthouse keeper'],
  at: ['was climbing the winding stairs of the lighthouse', 'was looking out to sea from the lighthouse'],
  tips: [
    '"The light keeps the boats safe from the rocks," said {helpWith}.',
    '"Up we go, all the way to the top," said {helpWith}.',
  ],
  looks: ['"The lamp is shining bright," said {helpWith}.', '"The boats will see our light tonight," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} climbed the winding stairs of the lighthouse, round and round, up to the top.',
      mark: 'stairs',
      after: 'the stairs were climbed',
    },
    {
      done: '{Hero} polished the big glass lamp until it sparkled.',
      mark: 'lamp',
      after: 'the lamp sparkled',
      oops: {
        event: 'A seagull landed on the lamp, right by {hero}. Muddy footprints all over the glass!',
        fix: 'They laughed, shooed the seagull off and polished the glass again.',
      },
    },
    { done: '{Hero} wiped the salty spray off the round windows.', mark: 'windows', after: 'the windows were clean' },
    { done: '{Hero} painted the red stripes on the lighthouse door.', mark: 'stripes', after: 'the door was painted' },
    {
      done: '{Hero} switched on the big lamp to test it. Its beam swept round and round.',
      mark: 'beam',
      after: 'the light was shining',
      oops: {
        event: 'Thick fog rolled in over the sea. {Hero} could hardly see the beam!',
        fix: 'They sounded the foghorn too. BOOM! Out at sea, the little boats heard it.',
      },
    },
  ],
  mattered: ['Out at sea, the little fishing boats saw the light and sailed safely home.'],
  work: {
    mates: ['seagull', 'cat'],
    for: [
      'Out at sea, the little fishing boats saw the light and sailed safely home.',
      'All night, the beam swept over the waves. Every boat got home safe and sound.',
    ],
  },
};

/** A firefighter's own day at the fire station: the engine, the hose and the ladder kept ready, and a cat got down, with the station dog. */
const FIRE_STATION: HelpPlace = {
  settings: ['city'],
  who: ['firefighter'],
  at: ['was pulling on big yellow boots', 'was polishing a shiny helmet'],
  tips: ['"A firefighter is always ready," said {helpWith}.', '"We check everything twice," said {helpWith}.'],
  looks: ['"The fire engine is ready for anything," said {helpWith}.', '"Everyone in town is safe tonight," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} polished the big red fire engine until it shone.',
      mark: 'fire engine',
      after: 'the fire engine was shining',
    },
    {
      done: '{Hero} rolled up the long hose, round and round.',
      mark: 'hose',
      after: 'the hose was rolled up',
      oops: {
        event: '{Hero} tested the hose. Whoosh! It wriggled like a snake and soaked {helpWith}!',
        fix: 'They laughed and laughed, dripping wet. Then they held the hose tight together.',
      },
    },
    { done: '{Hero} checked the long ladder, step by step.', mark: 'ladder', after: 'the ladder was checked' },
    {
      done: '{Hero} showed a class of children round the fire station.',
      mark: 'fire station',
      after: 'the children had their visit',
    },
    {
      done: '{Hero} got a little cat down from a tall tree.',
      mark: 'cat',
      after: 'the cat was safe',
      oops: {
        event: '{Hero} climbed up to a cat in a tree. It jumped right down onto {helpWith}!',
        fix: 'They laughed, and {hero} lifted the cat down gently. It purred.',
      },
    },
    { done: '{Hero} practised sliding down the shiny pole. Whee!', mark: 'pole', after: 'the pole practice was done' },
  ],
  mattered: ['The children waved goodbye to the fire engine.'],
  work: {
    mates: ['dog'],
    for: [
      'All over town, people slept safe and sound.',
      'Children waved as the shiny fire engine drove by. "Hello, firefighters!"',
    ],
  },
};

/** A bus driver's own day: the bus washed, the stops, people helped on and off, with a child who helps. */
const BUS_ROUTE: HelpPlace = {
  settings: ['city'],
  who: ['bus driver'],
  at: ['was checking the tyres of the big bus', 'was wiping the bus windows'],
  tips: ['"Hold on tight when the bus moves," said {helpWith}.', '"Wait for the bus to stop," said {helpWith}.'],
  looks: ['"Everyone got where they were going," said {helpWith}.', '"What a busy bus today!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} washed the big bus with a soapy sponge.',
      mark: 'sponge',
      after: 'the bus was clean',
      oops: {
        event: '{Hero} squeezed the sponge too hard. Soapy water splashed all over {helpWith}!',
        fix: 'They laughed and dried off with a big towel. Then they rinsed the bus together.',
      },
    },
    { done: '{Hero} drove the bus to the first stop. Beep, beep!', mark: 'first stop', after: 'the first stop was done' },
    {
      done: '{Hero} opened the doors with a hiss. On climbed a granny with her shopping.',
      mark: 'doors',
      after: 'the granny had a seat',
    },
    {
      done: '{Hero} waited while a mum lifted her buggy on board.',
      mark: 'buggy',
      after: 'the buggy was on board',
    },
    {
      done: '{Hero} gave tickets to the children going to school.',
      mark: 'tickets',
      after: 'everyone had a ticket',
      oops: {
        event: 'The ticket machine went wrong. Tickets poured out in a long paper snake!',
        fix: 'They rolled it all up and laughed. Then they tore off one ticket each.',
      },
    },
    {
      done: '{Hero} lowered the ramp for a man in a wheelchair.',
      mark: 'wheelchair',
      after: 'the wheelchair was on board',
    },
  ],
  mattered: ['The children got to school just in time.'],
  work: {
    mates: ['girl', 'boy'],
    for: [
      'All day long, people got to school, to work and to the shops.',
      'The children got to school on time. The granny got home with her shopping.',
    ],
  },
};

/** A police officer's own day on the streets: the road crossed safely, a lost thing back, with the police dog. */
const BEAT: HelpPlace = {
  settings: ['city'],
  who: ['police officer'],
  at: ['was putting on a blue hat', 'was walking down the high street'],
  tips: ['"Always look both ways," said {helpWith}.', '"Stop, look and listen," said {helpWith}.'],
  looks: ['"The town is safe and happy," said {helpWith}.', '"What a good day on the streets," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} helped the children cross the road by the school.',
      mark: 'cross the road',
      after: 'the children were at school',
    },
    { done: '{Hero} found a lost teddy and took it back to a little girl.', mark: 'teddy', after: 'the teddy was home' },
    { done: '{Hero} showed a visitor the way to the museum.', mark: 'museum', after: 'the visitor found the museum' },
    {
      done: '{Hero} waved the cars on when the traffic lights broke.',
      mark: 'traffic lights',
      after: 'the cars were moving',
      oops: {
        event: '{Hero} blew the whistle so loud that {helpWith} jumped into a puddle!',
        fix: 'They laughed and waved the cars on together. Soon the lights worked again.',
      },
    },
    {
      done: '{Hero} got a kitten down from a high garden wall.',
      mark: 'kitten',
      after: 'the kitten was safe',
      oops: {
        event: 'A kitten was stuck on a wall. It jumped down and landed on {helpWith}’s head!',
        fix: 'They laughed, and carried the kitten home to its owner.',
      },
    },
  ],
  mattered: ['The little girl hugged her teddy tight.'],
  work: {
    mates: ['dog'],
    for: [
      'All over town, children played safely in the park.',
      'The little girl hugged her teddy tight. "Thank you, officer!" she said.',
    ],
  },
};

const PARK: HelpPlace = {
  settings: ['park', 'playground'],
  who: ['park keeper'],
  at: ['was raking up a sea of leaves', 'was standing by the empty flower beds'],
  tips: ['{HelpWith} gave {hero} a rake almost as tall as {them}.', '"The birds will be glad of this," said {helpWith}.'],
  looks: ['"The park looks lovely," said {helpWith}.', '"Now everyone can play here," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} raked the leaves into a big crunchy pile.',
      mark: 'leaves',
      after: 'the leaves were raked',
      oops: {
        event: 'A puppy jumped right into the middle of the pile of leaves. Leaves flew everywhere!',
        fix: 'They laughed and raked the leaves up again. The puppy wagged its tail.',
      },
    },
    { done: '{Hero} picked up the litter and put it in the bin.', mark: 'litter', after: 'the litter was gone' },
    {
      done: '{Hero} filled the bird feeder with seeds.',
      mark: 'bird feeder',
      after: 'the feeder was full',
      oops: {
        event: 'The bag of seeds split open. Down swooped a crowd of pigeons!',
        fix: 'They shooed the pigeons back, laughing. Then they swept up the seeds.',
      },
    },
    {
      done: '{Hero} watered the flower beds with a can as big as {them}.',
      mark: 'flower beds',
      after: 'the flowers were watered',
    },
    { done: '{Hero} wiped the wet benches dry with an old towel.', mark: 'benches', after: 'the benches were dry' },
  ],
  mattered: [
    'That afternoon, families came to play in the tidy park.',
    'A robin came to the feeder. "Look, the birds say thank you too," said {helped}.',
  ],
};

const FOREST: HelpPlace = {
  settings: ['forest', 'meadow', 'campsite'],
  who: ['park keeper', 'grandpa'],
  at: ['was clearing branches off the path', 'was filling the bird feeders by the trees'],
  tips: ['{HelpWith} showed {hero} a robin watching from a branch.', '"The woods need looking after too," said {helpWith}.'],
  looks: ['"Listen to the birds singing," said {helpWith}.', '"The woods look happy again," said {helpWith}.'],
  jobs: [
    { done: '{Hero} dragged the fallen branches off the path.', mark: 'branches', after: 'the path was clear' },
    { done: '{Hero} picked up litter between the trees.', mark: 'litter', after: 'the litter was gone' },
    {
      done: '{Hero} filled the bird feeders with seeds.',
      mark: 'bird feeders',
      after: 'the feeders were full',
      oops: {
        event: 'The bag of seeds split open. Down swooped the birds, chirping and flapping!',
        fix: 'They laughed and swept the seeds into the feeders.',
      },
    },
    {
      done: '{Hero} dug a hole and planted a little tree.',
      mark: 'little tree',
      after: 'the little tree was planted',
      oops: {
        event: '{Hero} slipped and sat down in the mud with a splat!',
        fix: 'They laughed until their tummies hurt. Then they planted the little tree.',
      },
    },
    {
      done: '{Hero} stacked sticks into a cosy pile for the hedgehogs.',
      mark: 'sticks',
      after: 'the sticks were stacked',
    },
  ],
  mattered: [
    'As the sun went down, the birds came to the full feeders. {Helped} smiled at {hero}.',
    'A hedgehog crept into the pile of sticks. "Now it has somewhere to sleep," said {helped}.',
  ],
};

const ZOO: HelpPlace = {
  settings: ['zoo'],
  who: ['zookeeper'],
  at: ['was carrying a bucket of fish', 'was standing by the penguin pool'],
  tips: [
    '{HelpWith} gave {hero} a green cap, just like a zookeeper’s.',
    '"Every animal eats something different," said {helpWith}.',
  ],
  looks: ['"The animals look so happy," said {helpWith}.', '"The zoo is ready for visitors," said {helpWith}.'],
  jobs: [
    { done: '{Hero} filled the water bowls, one after another.', mark: 'water bowls', after: 'the water bowls were full' },
    {
      done: '{Hero} carried the bucket of fish to the penguins, with both hands.',
      mark: 'fish',
      after: 'the penguins had their fish',
      oops: {
        event: 'The penguins waddled over, grabbed the bucket and tipped it over!',
        fix: 'They laughed and let the penguins have the fish.',
      },
    },
    { done: '{Hero} swept the path by the monkeys.', mark: 'swept', after: 'the path was swept' },
    {
      done: '{Hero} washed the baby elephant with a big soft brush.',
      mark: 'elephant',
      after: 'the elephant was clean',
      oops: {
        event: 'The baby elephant filled its trunk and sprayed water all over {helpWith}!',
        fix: 'They laughed and sprayed the elephant back with the hose. Everyone was soaked!',
      },
    },
    { done: '{Hero} cut up carrots and apples for the giraffes.', mark: 'giraffes', after: 'the giraffes had their lunch' },
  ],
  mattered: [
    'When the gates opened, every animal was fed and happy. {Helped} gave {hero} a shiny badge.',
    '{Helped} let {hero} feed the giraffe the very last carrot.',
  ],
  work: {
    mates: ['girl', 'boy'],
    for: [
      'The visitors laughed at the penguins, and the monkeys swung about.',
      'Every animal in the zoo had a full tummy and a clean home.',
    ],
  },
};

const WORKSHOP: HelpPlace = {
  settings: ['workshop'],
  who: ['grandpa', 'dad'],
  at: ['was standing at the workbench with a half-built go-kart', 'was looking for a spanner in the mess'],
  tips: ['{HelpWith} gave {hero} a pair of safety goggles.', '"A tidy bench is a happy bench," said {helpWith}.'],
  looks: ['"I can see the bench again!" said {helpWith}.', '"What a tidy workshop," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} sorted the nuts and bolts into jars.',
      mark: 'jars',
      after: 'the bolts were sorted',
      oops: {
        event: 'A jar of bolts slipped. Tiny bolts rolled into every corner!',
        fix: 'They picked up the bolts with a big magnet. Click, click!',
      },
    },
    { done: '{Hero} swept the wood shavings into a pile.', mark: 'shavings', after: 'the shavings were swept' },
    {
      done: '{Hero} handed over the tools: the hammer, the spanner, the screwdriver.',
      mark: 'tools',
      after: 'the wheels were on',
    },
    {
      done: '{Hero} painted the wheels bright red.',
      mark: 'painted',
      after: 'the wheels were red',
      oops: {
        event: 'The paint tin tipped. A red puddle spread right under {heroS} feet!',
        fix: 'They wiped it up. {Hero} left red footprints all the way to the sink!',
      },
    },
    { done: '{Hero} hung the tools back on the wall, each in its place.', mark: 'hung', after: 'the tools were hung up' },
  ],
  mattered: [
    'At last the go-kart was finished. {Helped} let {hero} have the very first ride.',
    '{Helped} could find every tool at once now. "What a difference," {helped} said.',
  ],
};

const CAR: HelpPlace = {
  settings: [],
  chore: /\b(?:wash|clean|polish)\b.*\b(?:car|van|truck)\b/,
  home: 'garden',
  inOrder: true,
  who: ['dad', 'mum', 'grandpa'],
  at: ['was filling a bucket by the dusty car', 'was looking at the muddy car with a sigh'],
  tips: [
    '{HelpWith} showed {hero} how to squeeze the big yellow sponge.',
    '"Top to bottom, so the dirt runs off," said {helpWith}.',
  ],
  looks: ['"I can see my face in it!" said {helpWith}.', '"Look at that car shine!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} filled the bucket with warm, soapy water, bubbles and all.',
      mark: 'soapy',
      after: 'the bucket was full of bubbles',
      oops: {
        event: '{Hero} squirted in far too much soap. Bubbles rose up and up, right over {helpWith}’s head!',
        fix: 'They laughed and blew the bubbles away. Then they tipped half the water out.',
      },
    },
    { done: '{Hero} scrubbed the muddy wheels with a brush, round and round.', mark: 'wheels', after: 'the wheels were clean' },
    { done: '{Hero} washed the doors with the big yellow sponge.', mark: 'sponge', after: 'the doors were shining' },
    {
      done: '{Hero} rinsed off the soap with the hose.',
      mark: 'hose',
      after: 'the soap was rinsed off',
      oops: {
        event: 'The hose wriggled free like a snake and sprayed {helpWith}!',
        fix: 'They laughed and turned the tap off. Then {hero} held the hose with a firm grip.',
      },
    },
    { done: '{Hero} polished the windows until they sparkled.', mark: 'windows', after: 'the windows sparkled' },
    { done: '{Hero} dried the car with a soft towel.', mark: 'towel', after: 'the car was dry' },
    {
      done: '{Hero} carried the sponge to {helpWith}, dripping all the way.',
      mark: 'sponge',
      after: 'the sponge was back in the bucket',
      by: ['paws', 'wings'],
      oops: {
        event: '{Hero} stood too close to the hose and got a bath too!',
        fix: 'They laughed, and {helpWith} dried {hero} with the soft towel.',
      },
    },
    {
      done: '{Hero} found the lost hubcap under the hedge.',
      mark: 'hubcap',
      after: 'the hubcap was back on',
      by: ['paws', 'wings'],
    },
  ],
  mattered: [
    'Then they all went for a drive in the shining car. People waved as it went by.',
    '{Helped} took {hero} for a ride in the clean car, with the windows down.',
  ],
};

/** Planting seeds or bulbs with someone ('Ava helps Grandma plant seeds'): pots, holes, seeds, soil, water, and shoots. */
const PLANTING: HelpPlace = {
  settings: [],
  chore:
    /\b(?:plant|plants|sow|sows)\b.*\b(?:seeds?|bulbs?|flowers?|sunflowers?|beans|peas|tomatoes|carrots|daffodils|tulips|trees?)\b/,
  home: 'garden',
  inOrder: true,
  who: ['grandma', 'grandpa', 'mum', 'dad'],
  at: ['was kneeling by a row of little pots', 'was opening a packet of seeds by the shed'],
  tips: [
    '{HelpWith} showed {hero} how deep to plant them: as deep as a fingertip.',
    '"Seeds need soil, water and sunshine to grow," said {helpWith}.',
  ],
  looks: ['"Now we wait for the sun and the rain," said {helpWith}.', '"What neat little rows!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} filled the little pots with soft brown soil.',
      mark: 'pots',
      after: 'the pots were full of soil',
      oops: {
        event: '{Hero} tipped the bag too fast. Soil spilled all over {helpWith}’s boots!',
        fix: 'They laughed and scooped it back up. Then {hero} poured it slowly, bit by bit.',
      },
    },
    { done: '{Hero} poked a little hole in each pot with one finger.', mark: 'hole', after: 'every pot had a hole' },
    {
      done: '{Hero} dropped the tiny seeds in, one in each hole.',
      mark: 'seeds',
      after: 'every hole had a seed',
      oops: {
        event: 'A cheeky robin hopped down and pecked at the seeds!',
        fix: 'They laid a net over the pots. The robin had to find worms instead.',
      },
    },
    {
      done: '{Hero} patted the soil down gently over the seeds, like tucking them into bed.',
      mark: 'patted',
      after: 'the seeds were tucked in',
    },
    {
      done: '{Hero} gave each pot a gentle drink from the little watering can.',
      mark: 'watering can',
      after: 'every pot had a drink',
      oops: {
        event: '{Hero} tipped the can too far. Whoosh! The water washed the soil right out of a pot!',
        fix: 'They filled the pot again. This time {hero} poured slowly, like gentle rain.',
      },
    },
    { done: '{Hero} wrote a name on a lolly stick for each pot.', mark: 'lolly stick', after: 'every pot had a label' },
  ],
  mattered: [
    'A week later, tiny green shoots poked up out of the soil. "They are growing!" cried {hero}.',
    'Every morning, {hero} checked the pots. Then one day, there were little green leaves!',
  ],
};

/**
 * Collecting for a cause ('collects tins for the food bank', 'collects toys for children in hospital'): told from home
 * and the street, never at the place it is for until the end. {gathered} is what is collected ('tins'), {cause} who or
 * where it is for ('the food bank'). The neighbours asked, the box filling up, a setback, the delivery and the thanks.
 */
const COLLECTING: HelpPlace = {
  settings: [],
  chore: /^help (?:collect|gather)\b.*\bfor\b/,
  home: 'home',
  inOrder: true,
  who: ['mum', 'dad', 'grandma'],
  at: ['was folding up a big empty box', 'was finding a pen for a poster'],
  tips: [
    '"Let’s ask the neighbours first," said {helpWith}.',
    '"Every little bit helps," said {helpWith}, and gave {hero} a big cardboard box.',
  ],
  looks: ['"Look how full the box is!" said {helpWith}.', '"I never knew our street was so kind," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} made a poster in bright letters: PLEASE GIVE {GATHERED} FOR {CAUSE}!',
      mark: 'poster',
      after: 'the poster was up',
    },
    {
      done: '{Hero} knocked on the neighbours’ doors, one by one, and asked for {gathered}.',
      mark: 'neighbours',
      after: 'every door was knocked on',
    },
    {
      done: '{Hero} put a big box by the front gate. By teatime, people had dropped in {gathered}!',
      mark: 'box',
      after: 'the box was full',
      oops: {
        event: 'the rain came down on the poster. All the letters ran!',
        fix: 'They made a new poster and put it in the window, safe and dry.',
      },
    },
    {
      done: '{Hero} counted everything in the box, and wrote the number down.',
      mark: 'counted',
      after: 'everything was counted',
      oops: {
        event: 'the neighbours gave so much that the bottom of the box gave way! {Gathered} tumbled out all over the path!',
        fix: 'They picked up every one, and taped the box twice, extra strong.',
      },
    },
    {
      done: '{Hero} carried the box to {cause}, with {helpWith} holding the other side.',
      mark: 'carried',
      after: 'the box had gone to {cause}',
    },
  ],
  mattered: [
    'They took the box to {cause} together. "Thank you! This will help so much," said a smiling helper.',
    'The next day, a thank-you card came. {Hero} put it on the fridge.',
  ],
};

/** Baking a cake with someone, wherever the kitchen is. */
const CAKE: HelpPlace = {
  settings: [],
  chore: /\b(?:bake|make|ice)\b.*\b(?:cakes?|cupcakes|muffins)\b/,
  home: 'kitchen',
  inOrder: true,
  who: ['mum', 'grandma', 'dad'],
  at: ['was getting out the big mixing bowl', 'was reading the cake recipe'],
  tips: ['{HelpWith} tied an apron on {hero}. It came down to {their} toes!', '"First we read the recipe," said {helpWith}.'],
  looks: ['"Smell that!" said {helpWith}, as the cake came out of the oven.', '"Look how it rose!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} weighed the flour and the sugar on the scales.',
      mark: 'scales',
      after: 'everything was weighed',
      oops: FLOUR_PUFF,
    },
    {
      done: '{Hero} cracked the eggs into the bowl, tap, tap.',
      mark: 'eggs',
      after: 'the eggs were in',
      oops: {
        event: '{Hero} tapped an egg too hard. Bits of shell fell into the bowl!',
        fix: 'They fished the bits out with a spoon, one by one. Then {hero} tapped more gently.',
      },
    },
    {
      done: '{Hero} fetched the eggs from the box, ever so gently.',
      mark: 'eggs',
      after: 'the eggs were in',
      by: ['paws', 'wings'],
      oops: {
        event: '{Hero} sniffed the flour, and sneezed a white cloud all over {helpWith}!',
        fix: 'They looked like two snowmen! They laughed and laughed, then swept it all up.',
      },
    },
    { done: '{Hero} stirred the mixture until it was smooth and creamy.', mark: 'mixture', after: 'the mixture was smooth' },
    { done: '{Hero} greased the cake tin with a little butter.', mark: 'cake tin', after: 'the tin was ready' },
    {
      done: '{Hero} watched the cake rise through the oven door.',
      mark: 'oven door',
      after: 'the cake was baked',
      by: ['hands', 'paws', 'wings', 'wheels'],
    },
    {
      done: '{Hero} spread on the icing and shook on the sprinkles.',
      mark: 'sprinkles',
      after: 'the cake was iced',
    },
    { done: '{Hero} licked the spoon clean. Yum!', mark: 'spoon', after: 'the spoon was clean', by: ['hands', 'paws'] },
  ],
  mattered: [
    'At teatime, everyone had a big slice of the cake. It was the best cake ever!',
    '{Helped} cut the very first slice of the cake for {hero}.',
  ],
};

/**
 * Jobs any place has for a helper without hands, when its own are too few: a cat or a dog fetches and keeps
 * watch, a bee or a bird carries messages and looks from up high, a tractor pulls and carries the heavy loads.
 */
const BODY_JOBS: Record<Exclude<Body, 'hands'>, readonly HelpJob[]> = {
  paws: [
    {
      done: '{Hero} fetched things, carrying each one gently in {their} mouth.',
      mark: 'mouth',
      after: 'every last thing was fetched',
      oops: {
        event: '{Hero} fetched a muddy stick too, and dropped it on {helpWith}’s feet!',
        fix: 'They laughed. After that, {hero} fetched only what {helpWith} needed.',
      },
    },
    {
      done: '{Hero} kept watch {inPlace}, ears up, so nothing went missing.',
      mark: 'kept watch',
      after: 'nothing had gone missing',
    },
    {
      done: '{Hero} sniffed out everything that was lost, nose to the ground.',
      mark: 'sniffed',
      after: 'nothing was lost any more',
      oops: {
        event: '{Hero} sniffed so hard that {they} sneezed, and a pile of things toppled over!',
        fix: 'They stacked everything up again together, the big things at the bottom.',
      },
    },
    { done: '{Hero} chased away a cheeky mouse that was nibbling things.', mark: 'cheeky mouse', after: 'the mouse was gone' },
    {
      done: '{Hero} trotted to and fro, showing {helpWith} where everything was.',
      mark: 'to and fro',
      after: 'everything was in its place',
    },
  ],
  wings: [
    {
      done: '{Hero} flew to and fro with messages for {helpWith}.',
      mark: 'messages',
      after: 'every message was sent',
      oops: {
        event: '{Hero} flew so fast that {they} bumped right into {helpWith}’s nose!',
        fix: 'They both laughed. After that, {hero} flew a little more slowly.',
      },
    },
    {
      done: '{Hero} flew up high to spot anything lost.',
      mark: 'spot',
      after: 'every lost thing was spotted',
    },
    { done: '{Hero} kept watch from up high and called out when anyone came.', mark: 'kept watch', after: 'no one was missed' },
    {
      done: '{Hero} fetched the little things that were too high to reach.',
      mark: 'too high',
      after: 'nothing was out of reach',
    },
    {
      done: '{Hero} fanned {helpWith} cool with {their} wings.',
      mark: 'fanned',
      after: 'everyone was cool',
      oops: {
        event: '{Hero} flapped so hard that papers and leaves blew everywhere!',
        fix: 'They laughed and gathered everything up. Then {hero} flapped gently.',
      },
    },
  ],
  wheels: [
    {
      done: '{Hero} pulled the heavy trailer across {place}, all on {their} own.',
      mark: 'trailer',
      after: 'the trailer was empty',
      oops: {
        event: '{Hero} rolled into a big muddy puddle. Splash! Mud went all over {helpWith}!',
        fix: 'They laughed and hosed the mud off together.',
      },
    },
    {
      done: '{Hero} carried the heaviest loads all by {themselves}.',
      mark: 'heaviest load',
      after: 'the heavy things were moved',
    },
    { done: '{Hero} gave {helpWith} a ride to the far end.', mark: 'ride', after: '{helpWith} had had a ride' },
    { done: '{Hero} shone {their} lights into the dark corners.', mark: 'lights', after: 'every corner was lit up' },
    { done: '{Hero} beeped {their} horn to call everyone for lunch.', mark: 'horn', after: 'everyone had come for lunch' },
  ],
};

/** Any other place: carrying, tidying and fetching, with a tumble put right together. */
const ANYWHERE: HelpPlace = {
  settings: [],
  who: [],
  at: ['had far too much to do'],
  tips: ['{HelpWith} showed {hero} what to do first.', '"Many hands make light work," said {helpWith}.'],
  looks: ['"Look how much we have done," said {helpWith}.', '"What a lot of work!" said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} carried a heavy bag for {helpWith}, step by step.',
      mark: 'heavy bag',
      after: 'the bags were in',
      oops: {
        event: '{Hero} carried too many things at once. They wobbled, and everything tumbled down!',
        fix: 'They picked it all up and carried half each. That was much easier.',
      },
    },
    { done: '{Hero} tidied everything into neat piles.', mark: 'neat piles', after: 'everything was tidy' },
    {
      done: '{Hero} fetched a bucket of water, trying hard not to spill it.',
      mark: 'bucket',
      after: 'the bucket was full',
      oops: {
        event: '{Hero} tripped over a stone. The water splashed all over {helpWith}!',
        fix: 'They laughed and dried off in the sun. Then they fetched another bucket, more slowly.',
      },
    },
    { done: '{Hero} held things steady while {helpWith} worked.', mark: 'steady', after: 'the work was done' },
    { done: '{Hero} swept up, until everything was neat and clean.', mark: 'swept', after: 'the floor was swept' },
  ],
  mattered: [
    '{HelpWith} sat down at last, with a happy sigh. "I could never have done it all alone," {helpWith} said.',
    '{HelpWith} had time to play now. They played together until it was dark.',
  ],
};

/** The night sky, for a fairy of the stars ('The star fairy'): the stars lit, polished and hung, a fallen one put back. */
const NIGHT_SKY: HelpPlace = {
  settings: ['night-sky'],
  who: ['owl'],
  at: ['was waiting on the tip of the moon', 'was perched on a silver cloud'],
  tips: [
    '"Light the brightest stars first, so sailors can find their way," said {helpWith}.',
    '{HelpWith} showed {hero} how to tap each star very gently.',
  ],
  looks: ['"Look at the whole sky sparkle!" said {helpWith}.', '"Every star is shining," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} lit the stars one by one, with a tap of {their} wand.',
      mark: 'lit',
      after: 'every star was lit',
      oops: {
        event: 'One little star would not light. It just fizzled and blinked!',
        fix: 'They rubbed it gently, and it shone bright and silver.',
      },
    },
    {
      done: '{Hero} polished the North Star with a soft bit of cloud, until it gleamed.',
      mark: 'North Star',
      after: 'the North Star gleamed',
    },
    {
      done: '{Hero} hung a tiny new star in a dark, empty patch of sky.',
      mark: 'new star',
      after: 'the dark patch twinkled',
      oops: {
        event: 'A tiny new star slipped and tumbled down, down to the ground!',
        fix: 'They flew down and found it glowing in a field. Up they carried it, back to its place.',
      },
    },
    {
      done: '{Hero} lined up the seven stars of the Plough, so it looked just right.',
      mark: 'Plough',
      after: 'the Plough was in its place',
    },
    {
      done: '{Hero} swept the stardust into a sparkly heap with a tiny broom.',
      mark: 'stardust',
      after: 'the stardust was swept up',
      oops: {
        event: 'A puff of wind blew the stardust all over {helpWith}!',
        fix: 'They laughed and laughed. {HelpWith} sparkled like a star all night.',
      },
    },
    {
      done: '{Hero} showed a lost shooting star the way across the sky.',
      mark: 'shooting star',
      after: 'the shooting star was on its way',
    },
  ],
  mattered: [
    'Far below, a little girl looked up at the bright stars and made a wish.',
    'Far below, a sailor looked up at the North Star and found the way home.',
  ],
};

/** A food bank: food given by people sorted onto shelves and packed into bags for families who need it. */
const FOOD_BANK: HelpPlace = {
  settings: ['market'],
  place: /\bfood bank\b/,
  who: ['volunteer'],
  at: ['was unpacking a big box of tins', 'was standing by the shelves with a long list'],
  tips: [
    '"Tins on this shelf, packets on that one," said {helpWith}.',
    '{HelpWith} gave {hero} a bright green apron, far too big.',
    '"Every bag feeds a family for a few days," said {helpWith}.',
  ],
  looks: ['"Look at those full shelves!" said {helpWith}.', '"Every bag is packed and ready," said {helpWith}.'],
  jobs: [
    {
      done: '{Hero} sorted the tins: beans with beans, soup with soup.',
      mark: 'tins',
      after: 'the tins were sorted',
      oops: {
        event: '{Hero} stacked the tins into a tall tower. It wobbled, and tins rolled all over the floor!',
        fix: 'They chased the tins under the tables. Then they stacked them low and wide.',
      },
    },
    {
      done: '{Hero} packed a bag for a family: pasta, rice, a tin of soup and some apples.',
      mark: 'bag',
      after: 'the bags were packed',
      oops: {
        event: '{Hero} lifted a heavy bag. Rip! Out fell the packets, all over {helpWith}’s feet!',
        fix: 'They laughed and packed it all again. This time the heavy tins went at the bottom.',
      },
    },
    { done: '{Hero} filled the shelf with boxes of cereal, neat and straight.', mark: 'cereal', after: 'the shelves were full' },
    {
      done: '{Hero} checked the dates on the packets, to make sure the food was good.',
      mark: 'dates',
      after: 'every date was checked',
    },
    {
      done: '{Hero} carried the crate of apples to the table by the door.',
      mark: 'apples',
      after: 'the apples were out',
    },
    {
      done: '{Hero} handed a full bag to a mum with a baby, and smiled.',
      mark: 'full bag',
      after: 'the first bags had gone home',
    },
  ],
  mattered: [
    'That evening, families all over town had a good supper. A little boy drew {hero} a thank-you card.',
    'A mum with a baby came back to say thank you. "We have food for the whole week," she said.',
    '"Thanks to you, twenty families have food tonight," said {helped}.',
  ],
};

/** A charity shop: things given away sorted, priced and sold, so the money helps others. */
const CHARITY_SHOP: HelpPlace = {
  settings: ['market'],
  place: /\bcharity shop\b/,
  who: ['volunteer', 'grandma'],
  at: ['was opening a big bag of clothes', 'was hanging coats on the rail'],
  tips: [
    '"Everything here was given by someone kind," said {helpWith}.',
    '"The money helps people who need it," said {helpWith}.',
  ],
  looks: ['"The shop looks as good as new!" said {helpWith}.', '"What a lovely window!" said {helpWith}.'],
  jobs: [
    { done: '{Hero} folded the jumpers into neat piles.', mark: 'jumpers', after: 'the jumpers were folded' },
    {
      done: '{Hero} hung the coats on the rail, small to big.',
      mark: 'coats',
      after: 'the coats were hung',
      oops: {
        event: '{Hero} hung one coat too many. The whole rail tipped over, right onto {helpWith}!',
        fix: 'They laughed under the pile of coats. Then they stood the rail up again.',
      },
    },
    {
      done: '{Hero} counted the pieces of a jigsaw, to be sure none were missing.',
      mark: 'jigsaw',
      after: 'the jigsaw was counted',
      oops: {
        event: '{Hero} sneezed, and the jigsaw pieces blew all over the floor!',
        fix: 'They picked up every piece together. Not one was lost.',
      },
    },
    { done: '{Hero} put the books on the shelf, tall ones at the end.', mark: 'books', after: 'the books were on the shelf' },
    { done: '{Hero} sat the cuddly toys in the window, all in a row.', mark: 'window', after: 'the window was ready' },
  ],
  mattered: [
    'A little girl bought a teddy from the window, and hugged it all the way home.',
    'By closing time, the money tin was full. It would help lots of people.',
  ],
};

/** A soup kitchen: a warm meal cooked and served to anyone who needs one. */
const SOUP_KITCHEN: HelpPlace = {
  settings: ['bakery'],
  place: /\bsoup kitchen\b/,
  who: ['volunteer', 'chef'],
  at: ['was stirring a big pot of soup', 'was setting out bowls on the long tables'],
  tips: ['"A warm bowl and a smile," said {helpWith}. "That is what we give."', '{HelpWith} gave {hero} a little apron.'],
  looks: ['"Everyone is warm and fed," said {helpWith}.', '"The tables look lovely," said {helpWith}.'],
  jobs: [
    { done: '{Hero} put out the spoons and a bowl at every place.', mark: 'spoons', after: 'the tables were laid' },
    {
      done: '{Hero} buttered the bread rolls, one by one.',
      mark: 'rolls',
      after: 'the rolls were buttered',
      oops: {
        event: 'The basket of rolls tipped, and the rolls bounced across the floor!',
        fix: 'They laughed and picked them up. Then they put out fresh rolls from the bag.',
      },
    },
    {
      done: '{Hero} carried bowls of soup to the tables, slowly and carefully.',
      mark: 'soup',
      after: 'everyone had soup',
      oops: {
        event: 'The soup sloshed over the side of the bowl and splashed {helpWith}’s shoes!',
        fix: 'They laughed and mopped it up. After that, {hero} filled the bowls only half way.',
      },
    },
    { done: '{Hero} washed the bowls in warm, bubbly water.', mark: 'bowls', after: 'the bowls were clean' },
    { done: '{Hero} wiped the long tables until they shone.', mark: 'tables', after: 'the tables were clean' },
  ],
  mattered: [
    'An old man said thank you for the soup. "It warmed me right through," he smiled.',
    'Everyone went out into the cold night warm and full.',
  ],
};

/** The post office: a postman's own round, helped at from its counter ('helps at the post office'). */
const POST_OFFICE: HelpPlace = { ...POST_ROUND, place: /\bpost office\b/, work: undefined };

const PLACES: readonly HelpPlace[] = [
  FOOD_BANK,
  POST_OFFICE,
  CHARITY_SHOP,
  SOUP_KITCHEN,
  GARDEN,
  NIGHT_SKY,
  KITCHEN,
  HOUSE,
  FARM,
  MARKET,
  BAKERY,
  BEACH,
  SCHOOL,
  LIBRARY,
  PARK,
  FOREST,
  ZOO,
  WORKSHOP,
];

/** Tables of a chore, told wherever the story is: 'help Dad wash the car', 'bake a cake with Grandma'. */
const CHORES: readonly HelpPlace[] = [COLLECTING, CAR, CAKE, PLANTING, KITCHEN];

const choreOf = (wish: string): HelpPlace | undefined => CHORES.find((c) => c.chore!.test(wish));

/**
 * The jobs of helping: of the chore wished ('wash the car'), of the thing helped ('the flowers'), else of the place
 * (of its own, 'the food bank', before its setting's), else carrying and tidying.
 */
export const helpPlaceOf = (setting: SettingId, helped: string | null = null, wish = '', placeName = ''): HelpPlace =>
  choreOf(wish) ||
  (helped !== null ? FLOWERS.thing!.test(helped) && FLOWERS : null) ||
  PLACES.find((p) => p.settings.includes(setting) && p.place?.test(placeName)) ||
  PLACES.find((p) => p.settings.includes(setting) && !p.place) ||
  ANYWHERE;

/** Places of a worker's own day only, never helped at by a child: a doctor's surgery. */
const WORK_ONLY: readonly HelpPlace[] = [SURGERY, POST_ROUND, FIRE_STATION, BUS_ROUTE, BEAT, LIGHTHOUSE];

/** The place a grown-up of this kind works at, when it has a worker's own day: a farmer's farm, a baker's bakery. */
export const workPlaceOf = (kind: Kind): HelpPlace | undefined =>
  [...PLACES, ...WORK_ONLY].find(
    (p) => p.work && p.who.includes(kind.word) && kind.habitat !== undefined && p.settings.includes(kind.habitat),
  );

/** Where the chore wished is done when the idea names nowhere ('help Dad wash the car': in the garden). */
export const choreHomeOf = (wish: string): SettingId | null => choreOf(wish)?.home ?? null;

/**
 * The jobs a helper of this kind can do, as told: a bee never carries an armful of hay, nor a tractor sweeps. A place
 * with too few such jobs (or none that goes wrong) gets the jobs every place has for that body.
 */
export function jobsFor(place: HelpPlace, kind: Kind): readonly HelpJob[] {
  const body = bodyOf(kind);
  const own = place.jobs.filter((job) => (job.by ?? ['hands']).some((by) => by === body || by === kind.word));
  if (body === 'hands' || (own.length >= 5 && own.some((job) => job.oops))) return own;
  return [...own, ...BODY_JOBS[body].filter((job) => !own.some((o) => o.mark === job.mark))];
}
