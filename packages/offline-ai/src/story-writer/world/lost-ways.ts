/**
 * Getting lost, as each place makes it: what a small one follows away (a butterfly, the smell of warm bread, an
 * orange rolling off a stall), how big the place is all at once, a way tried that goes wrong as only that place
 * would have it (footprints washed away by the waves, every stall alike), who of the place helps, and what near
 * the family (or near home) the hero remembers. Slots: {hero}, {Hero}, {they}, {them}, {their}, {moved},
 * {family} (Mum, Dad, Grandpa), {familyS}.
 */
import type { SettingId } from '../../language/index.js';

export interface Lure {
  /** What is seen, a sentence: 'Just then, a butterfly with bright blue wings fluttered past.' */
  seen: string;
  /** How it is followed away, a sentence: '{Hero} {moved} after the butterfly, from flower to flower.' */
  follow: string;
  /** For a child only (a balloon, an ice cream van): no kitten runs after one. */
  child?: boolean;
}

export interface LostPlace {
  /** What the family is busy with there, after '{Family} was': 'choosing apples at the fruit stall'. */
  busy: readonly string[];
  /** What a creature's family is busy with where it lives ('eating ripe figs'); else the plain rests of anywhere. */
  wildBusy?: readonly string[];
  lures: readonly Lure[];
  /** The place big and the hero small, all at once: a sentence. */
  big: readonly string[];
  /** A way tried that goes wrong as the place makes it: a sentence. */
  wrong: readonly string[];
  /** Who of the place helps a lost one (kind words), for a child and for a creature. */
  helpers: readonly string[];
  /** Something near where the family was, remembered, that stays where it is (no creature): 'the clock tower'. */
  landmarks: readonly string[];
}

const BUTTERFLY: Lure = {
  seen: 'Just then, a butterfly with bright blue wings fluttered past.',
  follow: '{Hero} {moved} after the butterfly, on and on, from flower to flower.',
};
const BREAD: Lure = {
  seen: 'Just then, the smell of warm bread drifted by.',
  follow: '{Hero} followed the lovely smell, round one corner and then another.',
};

const SEA: LostPlace = {
  busy: ['looking at the fish through the glass', 'reading about the boats'],
  wildBusy: ['looking for tasty seaweed', 'having a rest on the sandy bottom'],
  lures: [
    {
      seen: 'Just then, a shoal of tiny silver fish flashed past.',
      follow: '{Hero} {moved} after the shiny fish, on and on through the blue water.',
    },
    {
      seen: 'Just then, a trail of wobbly bubbles floated up from the sand.',
      follow: '{Hero} followed the bubbles, past one rock and then another.',
    },
  ],
  big: [
    'The sea was so wide and so deep, and {hero} felt very small.',
    'Blue water went on every way, and nothing looked the same.',
  ],
  wrong: [
    '{Hero} {moved} past a rock, but every rock looked the same.',
    '{Hero} tried to swim back, but the water pulled {them} the other way.',
  ],
  helpers: ['turtle', 'dolphin', 'whale'],
  landmarks: ['the big pink coral', 'the old shipwreck', 'the tall waving seaweed'],
};

export const LOST_PLACES: Partial<Record<SettingId, LostPlace>> = {
  city: {
    busy: ['looking in a shop window', 'buying a newspaper', 'waiting at the bus stop'],
    lures: [
      BREAD,
      {
        seen: 'Just then, a pigeon pecked up a crumb and hopped away.',
        follow: '{Hero} {moved} after the pigeon, past one shop and the next.',
      },
    ],
    big: ['The buildings were so tall, and {hero} felt very small.', 'Everyone hurried past, and nobody looked down at {hero}.'],
    wrong: [
      '{Hero} {moved} down a side street, but it led to more tall buildings.',
      '{Hero} tried to cross the road, but the cars went whoosh!',
    ],
    helpers: ['police officer', 'postman', 'bus driver'],
    landmarks: ['the big clock tower', 'the bakery with cakes in the window', 'the red bus stop'],
  },
  market: {
    busy: ['choosing apples at the fruit stall', 'buying fresh bread', 'paying for flowers'],
    lures: [
      BREAD,
      {
        seen: 'Just then, an orange rolled off the fruit stall.',
        follow: '{Hero} {moved} after the orange, under the stalls and out the other side.',
      },
      {
        seen: 'Just then, a red balloon bobbed above the stalls.',
        follow: '{Hero} followed the balloon along the busy rows.',
        child: true,
      },
    ],
    big: [
      'All {hero} could see were legs and baskets and busy feet.',
      'The stalls towered over {hero}, and the crowd was very loud.',
    ],
    wrong: [
      '{Hero} {moved} back past the stalls, but every stall looked the same.',
      '{Hero} called for {family}, but the stallholders were calling out much louder.',
    ],
    helpers: ['shopkeeper', 'baker'],
    landmarks: ['the flower stall with yellow tulips', 'the fountain in the square', 'the big striped awning'],
  },
  zoo: {
    busy: ['watching the sea lions', 'reading the map', 'buying ice creams'],
    lures: [
      {
        seen: 'Just then, a peacock spread its tail and strutted off.',
        follow: '{Hero} followed the peacock down a long, winding path.',
      },
      {
        seen: 'Just then, the tune of an ice cream van played nearby.',
        follow: '{Hero} followed the tune, past cage after cage.',
        child: true,
      },
      BUTTERFLY,
    ],
    big: ['The paths went every way, and {hero} did not know any of them.', 'The zoo was so big, and {hero} was so small.'],
    wrong: [
      '{Hero} {moved} along a path, but it led back to the noisy monkeys.',
      '{Hero} tried a gate, but a sign on it said Keepers Only.',
    ],
    helpers: ['zookeeper'],
    landmarks: ['the tall giraffe house', 'the sea lion pool', 'the big elephant gate'],
  },
  park: {
    busy: ['sitting on a bench by the pond', 'pushing the buggy', 'reading a book on the grass'],
    lures: [
      { seen: 'Just then, a big red ball bounced past.', follow: '{Hero} {moved} after the ball, down the hill and far away.' },
      BUTTERFLY,
      { seen: 'Just then, a squirrel scampered by with a nut.', follow: '{Hero} {moved} after the squirrel, from tree to tree.' },
    ],
    big: ['The park seemed so big now, and nothing looked the same.', 'The trees were tall, and the paths went every way.'],
    wrong: [
      '{Hero} {moved} round the pond, but the ducks just paddled away.',
      '{Hero} tried the path by the swings, but it led somewhere strange.',
    ],
    helpers: ['park keeper', 'dog'],
    landmarks: ['the big oak tree', 'the duck pond', 'the bandstand'],
  },
  forest: {
    busy: ['gathering berries', 'resting in the shade'],
    lures: [
      BUTTERFLY,
      {
        seen: 'Just then, the little stream began to sing.',
        follow: '{Hero} followed the stream, round one bend and then another.',
      },
      {
        seen: 'Just then, a rabbit hopped by with a fluffy white tail.',
        follow: '{Hero} followed the white tail between the trees.',
      },
    ],
    big: [
      'The trees were tall and dark, and {hero} felt very small.',
      'Every tree looked the same, and the forest was very quiet.',
    ],
    wrong: [
      '{Hero} {moved} along a path, but it only went deeper into the trees.',
      '{Hero} went one way, then another, and came back to the same log.',
    ],
    helpers: ['owl', 'deer', 'squirrel'],
    landmarks: ['the big oak tree', 'the mossy rock by the stream', 'the old hollow log'],
  },
  beach: {
    busy: ['building a sandcastle', 'reading under the umbrella', 'paddling by the rocks'],
    lures: [
      {
        seen: 'Just then, a little crab scuttled across the sand.',
        follow: '{Hero} {moved} after the crab, all along the shore.',
      },
      {
        seen: 'Just then, a shiny shell glinted by the waves.',
        follow: '{Hero} looked for more shells, further and further along.',
      },
      {
        seen: 'Just then, a kite with a long tail swooped overhead.',
        follow: '{Hero} followed the kite along the sand.',
        child: true,
      },
    ],
    big: [
      'There were so many umbrellas and towels, and none of them were {familyS}.',
      'The beach went on and on, and {hero} felt very small.',
    ],
    wrong: [
      '{Hero} looked for {their} footprints, but the waves had washed them away.',
      '{Hero} {moved} along the sand, but every umbrella looked the same.',
    ],
    helpers: ['lifeguard', 'crab', 'seagull'],
    landmarks: ['the red and white lighthouse', 'the ice cream hut', 'the big rock pool'],
  },
  pond: {
    busy: ['having a nap in the sun', 'talking to the swans'],
    lures: [
      {
        seen: 'Just then, a dragonfly zipped over the water.',
        follow: '{Hero} {moved} after the dragonfly, past the lily pads and into the reeds.',
      },
      BUTTERFLY,
    ],
    big: [
      'The reeds rose high all round, and {hero} could not see over them.',
      'The pond looked so big, and {hero} felt very small.',
    ],
    wrong: [
      '{Hero} {moved} round the reeds, but they all looked alike.',
      '{Hero} tried the way by the bulrushes, but it led to sticky mud.',
    ],
    helpers: ['frog', 'swan', 'dragonfly'],
    landmarks: ['the old willow tree', 'the little wooden bridge', 'the big flat stone'],
  },
  meadow: {
    busy: ['picking daisies', 'resting in the sun'],
    lures: [
      BUTTERFLY,
      {
        seen: 'Just then, a bumblebee buzzed past.',
        follow: '{Hero} followed the bee, from flower to flower, far across the field.',
      },
    ],
    big: [
      'The grass was taller than {hero}, and {they} could not see over it.',
      'The meadow was so wide, and {hero} felt very small.',
    ],
    wrong: [
      '{Hero} {moved} up a little hill, but there was only more grass.',
      '{Hero} went one way, then another, but the grass all looked the same.',
    ],
    helpers: ['bird', 'mouse', 'bee'],
    landmarks: ['the big oak tree on the hill', 'the old stone wall', 'the wooden gate'],
  },
  farm: {
    busy: ['feeding the hens', 'talking to the farmer'],
    lures: [
      {
        seen: 'Just then, a little chick ran off across the yard.',
        follow: '{Hero} {moved} after the chick, out through the gate.',
      },
      BUTTERFLY,
    ],
    big: ['The fields went on and on, and {hero} felt very small.', 'The barns were big, and everything smelled of hay.'],
    wrong: [
      '{Hero} {moved} into a big barn, but it was full of sleepy cows.',
      '{Hero} tried the gate by the pigs, but it was shut tight.',
    ],
    helpers: ['farmer', 'dog', 'horse'],
    landmarks: ['the red barn', 'the tall windmill', 'the duck pond by the gate'],
  },
  fair: {
    busy: ['buying candyfloss', 'watching the puppet show'],
    lures: [
      { seen: 'Just then, the merry-go-round began to play.', follow: '{Hero} followed the music, past the tents and rides.' },
      { seen: 'Just then, a red balloon floated past.', follow: '{Hero} followed the balloon between the tents.', child: true },
    ],
    big: [
      'The rides were loud and bright, and {hero} felt very small.',
      'Everyone was taller than {hero}, and the crowd kept moving.',
    ],
    wrong: [
      '{Hero} {moved} past the rides, but every tent looked alike.',
      '{Hero} tried the way by the big wheel, but it led outside.',
    ],
    helpers: ['police officer', 'shopkeeper'],
    landmarks: ['the big wheel', 'the candyfloss stall', 'the merry-go-round'],
  },
  jungle: {
    busy: ['looking at the map', 'taking pictures of the birds'],
    wildBusy: ['eating ripe figs', 'having a nap in the shade'],
    lures: [
      {
        seen: 'Just then, a tiny green frog hopped onto a leaf.',
        follow: '{Hero} {moved} after the frog, from leaf to leaf, deep into the jungle.',
      },
      {
        seen: 'Just then, a bright red flower floated down the stream.',
        follow: '{Hero} {moved} after the flower, along the stream and round a bend.',
      },
      BUTTERFLY,
    ],
    big: ['The leaves were huge, and the trees went up and up.', 'Every tree was tall and green, and {hero} felt very small.'],
    wrong: [
      '{Hero} pushed through the big leaves, but there were only more leaves.',
      '{Hero} {moved} towards a splashing sound, but it was only a noisy waterfall.',
    ],
    helpers: ['parrot', 'elephant'],
    landmarks: ['the big waterfall', 'the giant fig tree', 'the tall rock shaped like a hat'],
  },
  snow: {
    busy: ['building a snowman', 'fixing the sledge'],
    wildBusy: ['catching fish for tea', 'having a snooze in the snow'],
    lures: [
      {
        seen: 'Just then, a snowflake as big as a button floated by.',
        follow: '{Hero} {moved} after the snowflake, across the ice and far away.',
      },
      {
        seen: 'Just then, a little white hare hopped over the snow.',
        follow: '{Hero} {moved} after the hare, over one snowy hill and then another.',
      },
    ],
    big: ['Everything was white, and every way looked the same.', 'The ice went on and on, and {hero} felt very small.'],
    wrong: [
      '{Hero} looked for {their} footprints, but the wind had covered them with snow.',
      '{Hero} {moved} up a snowy hill, but there was only more snow.',
    ],
    helpers: ['seal', 'polar bear'],
    landmarks: ['the big blue iceberg', 'the tall ice cliff', 'the snowy hill shaped like a whale'],
  },
  savanna: {
    busy: ['looking at the map', 'taking pictures of the zebras'],
    wildBusy: ['drinking at the water hole', 'resting in the shade'],
    lures: [
      {
        seen: 'Just then, a little bird hopped by in the grass.',
        follow: '{Hero} {moved} after the bird, on and on through the long grass.',
      },
      {
        seen: 'Just then, a warthog trotted by with its tail in the air.',
        follow: '{Hero} {moved} after the warthog, far across the dry land.',
      },
    ],
    big: ['The grass was tall, and the land went on and on.', 'The sky was so big, and {hero} felt very small.'],
    wrong: [
      '{Hero} {moved} to a big tree, but it was the wrong tree.',
      '{Hero} {moved} back, but the grass all looked the same.',
    ],
    helpers: ['giraffe', 'zebra', 'bird'],
    landmarks: ['the big flat-topped tree', 'the water hole', 'the tall red rock'],
  },
  sea: SEA,
  underwater: SEA,
  museum: {
    busy: ['reading about the dinosaurs', 'looking at an old painting', 'buying postcards in the shop'],
    lures: [
      {
        seen: 'Just then, a school group hurried past, all in yellow hats.',
        follow: '{Hero} followed the yellow hats, through one room and into the next.',
      },
      {
        seen: 'Just then, {hero} saw a sign with a dinosaur on it.',
        follow: '{Hero} followed the dinosaur signs, up the stairs and down a long hall.',
      },
    ],
    big: [
      'The halls were so big and so quiet, and {hero} felt very small.',
      'Every room had three doors, and every door led to another room.',
    ],
    wrong: [
      '{Hero} went through a door, but it led to a room of pots.',
      '{Hero} tried the big stairs, but they led somewhere {they} did not know.',
    ],
    helpers: ['museum guard'],
    landmarks: ['the big dinosaur skeleton', 'the golden mummy case', 'the whale hanging from the ceiling'],
  },
  station: {
    busy: ['buying the tickets', 'looking at the big board of trains', 'getting a cup of tea'],
    lures: [
      {
        seen: 'Just then, a pigeon pecked up a crumb and hopped away.',
        follow: '{Hero} {moved} after the pigeon, along the platform and up the steps.',
      },
      {
        seen: 'Just then, a whistle blew on the far platform.',
        follow: '{Hero} {moved} towards the whistle, past the benches and over the bridge.',
      },
    ],
    big: [
      'Trains rumbled in and out, and people hurried every way.',
      'The station was so big and so loud, and {hero} felt very small.',
    ],
    wrong: [
      '{Hero} {moved} back down the platform, but it was the wrong platform.',
      '{Hero} tried the stairs, but they led to another platform just the same.',
    ],
    helpers: ['station guard'],
    landmarks: ['the big station clock', 'the ticket office', 'the café with the green chairs'],
  },
  castle: {
    busy: ['looking at the old swords', 'reading about the kings and queens'],
    lures: [
      {
        seen: 'Just then, {hero} saw a tiny door in the stone wall.',
        follow: '{Hero} went through the tiny door and up the winding stairs.',
      },
      {
        seen: 'Just then, a flag on a tower flapped in the wind.',
        follow: '{Hero} {moved} towards the flag, through one stone hall and then another.',
      },
    ],
    big: [
      'The stone halls were so long and high, and {hero} felt small.',
      'The castle walls were thick and tall, and every passage looked the same.',
    ],
    wrong: [
      '{Hero} {moved} up the winding stairs, but they only led to a tower.',
      '{Hero} tried a big wooden door, but behind it was another long hall.',
    ],
    helpers: ['knight'],
    landmarks: ['the big drawbridge', 'the tall tower with the flag', 'the suit of shiny armour'],
  },
  campsite: {
    busy: ['putting up the tent', 'filling the water bottles', 'collecting sticks for the fire'],
    lures: [
      BUTTERFLY,
      {
        seen: 'Just then, a frog hopped away into the long grass.',
        follow: '{Hero} {moved} after the frog, past the tents and into the trees.',
      },
    ],
    big: ['The trees were tall all round, and the tents were gone.', 'The woods went on and on, and {hero} felt very small.'],
    wrong: [
      '{Hero} {moved} back towards the tents, but every tent looked the same.',
      '{Hero} followed a path, but it only led deeper into the trees.',
    ],
    helpers: ['ranger'],
    landmarks: ['the big flagpole', 'the wooden bridge over the stream', 'the tap by the big oak tree'],
  },
  garden: {
    busy: ['weeding the flower beds', 'hanging out the washing'],
    wildBusy: ['munching a leaf', 'having a rest under a daisy'],
    lures: [
      BUTTERFLY,
      {
        seen: 'Just then, a shiny raindrop rolled off a leaf.',
        follow: '{Hero} {moved} after the raindrop, far across the flower bed.',
      },
    ],
    big: [
      'The flowers towered over {hero}, and the grass was like a jungle.',
      'The garden looked so big now, and {hero} felt very small.',
    ],
    wrong: [
      '{Hero} climbed up a tall stalk, but {they} could only see leaves.',
      '{Hero} {moved} under the fence, into the garden next door.',
    ],
    helpers: ['bee', 'snail', 'bird'],
    landmarks: ['the red flowerpot by the shed', 'the old stone bird bath', 'the tall sunflower by the gate'],
  },
};

/** A shop or a supermarket ('Sam gets lost in the supermarket'): the market's own place, with aisles and tills. */
export const SHOP: LostPlace = {
  busy: ['choosing apples', 'looking for the cereal', 'waiting at the till'],
  lures: [
    {
      seen: 'Just then, an orange rolled off the pile of fruit.',
      follow: '{Hero} {moved} after the orange, down one aisle and into the next.',
    },
    {
      seen: 'Just then, a trolley full of balloons rolled by.',
      follow: '{Hero} followed the balloons, round the end of the aisle.',
      child: true,
    },
  ],
  big: [
    'The shelves were so tall, and every aisle looked the same.',
    'Trolleys rattled past, and {hero} could only see tins and boxes.',
  ],
  wrong: [
    '{Hero} {moved} round the corner, but there was only another long aisle.',
    '{Hero} tried the way by the freezers, but nobody was there.',
  ],
  helpers: ['shop assistant'],
  landmarks: ['the fruit and vegetables', 'the tills by the door', 'the bakery counter'],
};

/** Anywhere else: the place's own sights are remembered, and one who lives there helps. */
export const ANY_PLACE: LostPlace = {
  busy: ['having a little rest', 'chatting with a friend', 'resting in the sun'],
  lures: [BUTTERFLY],
  big: ['Nothing looked the same any more, and {hero} felt very small.'],
  wrong: ['{Hero} {moved} back the way {they} came, but it was the wrong way.'],
  helpers: [],
  landmarks: [],
};

/** Where a creature of the wild lives, as a little one would say it: a den, a burrow, a nest. */
export function homeOf(kindWord: string, bird: boolean): string {
  if (/^(?:bear|fox|wolf|lion|tiger|badger|cub|polar bear|panda)$/.test(kindWord)) return 'den';
  if (/^(?:rabbit|bunny|hare|mole|meerkat)$/.test(kindWord)) return 'burrow';
  if (/^(?:sheep|lamb|cow|calf|horse|pony|foal|goat)$/.test(kindWord)) return 'field';
  if (bird) return 'nest';
  return 'home';
}

/** A house near the park, as a child knows it: where a lost pet lives. */
export const HOUSES = ['the house with the red door', 'the house with the blue gate', 'the little house by the bakery'];

/** The little ones of a kind, as a mother's brood is called: a duck's ducklings, a ewe's lambs. */
const YOUNG: Record<string, string> = {
  duck: 'ducklings',
  sheep: 'lambs',
  owl: 'owlets',
  cat: 'kittens',
  kitten: 'kittens',
  dog: 'puppies',
  puppy: 'puppies',
  fox: 'cubs',
  bear: 'cubs',
  lion: 'cubs',
  tiger: 'cubs',
  'polar bear': 'cubs',
  rabbit: 'bunnies',
  hen: 'chicks',
  chicken: 'chicks',
  penguin: 'chicks',
  horse: 'foals',
  pony: 'foals',
  cow: 'calves',
  elephant: 'calves',
  whale: 'calves',
  pig: 'piglets',
  goat: 'kids',
  deer: 'fawns',
};

/** 'ducklings', 'lambs'; a bird's are chicks, anything else its little ones ('little hedgehogs'). */
export const youngOf = (kindWord: string, plural: string, bird: boolean) =>
  YOUNG[kindWord] ?? (bird ? 'chicks' : `little ${plural}`);

/** The grown one of a little kind: a puppy's mother is a dog. */
const GROWN: Record<string, string> = { puppy: 'dog', kitten: 'cat', cub: 'bear', calf: 'cow', foal: 'horse', chick: 'hen' };
export const grownOf = (kindWord: string) => GROWN[kindWord] ?? kindWord;

/** How a little one cries for its mother, where its grown-up sound is too big: a duckling peeps, a chick cheeps. */
const CRIES: Record<string, string> = {
  duck: 'Peep',
  hen: 'Cheep',
  chicken: 'Cheep',
  bird: 'Cheep',
  owl: 'Hoo',
  cat: 'Mew',
  kitten: 'Mew',
  dog: 'Yip',
  puppy: 'Yip',
  sheep: 'Baa',
  goat: 'Maa',
  cow: 'Moo',
  pig: 'Oink',
};

/** 'Peep', 'Mew'; a little one with no cry of its own only sniffs. */
export const cryOf = (kindWord: string, bird: boolean) => CRIES[kindWord] ?? (bird ? 'Cheep' : 'Sniff');

/** A mother's call, from her kind's sound where it is one to call out ('quack'; a bird that sings calls 'Tweet'). */
const CALLS: Record<string, string> = {
  quack: 'Quack',
  baa: 'Baa',
  bleat: 'Maa',
  hoot: 'Hoo-hoo',
  moo: 'Moo',
  neigh: 'Neigh',
  oink: 'Oink',
  cluck: 'Cluck',
  honk: 'Honk',
  squeak: 'Squeak',
  bark: 'Woof',
  yap: 'Woof',
  mew: 'Miaow',
  purr: 'Miaow',
  howl: 'Awoo',
};

export const callOf = (sound: string | undefined, bird: boolean): string | null =>
  (sound ? CALLS[sound] : undefined) ?? (bird ? 'Tweet' : null);

/** Somewhere that looks like the lost one's home but is someone else's: the wrong guess on the way. */
export const OTHER_HOMES: Record<string, string> = {
  nest: 'a blackbird sat on her own blue eggs',
  burrow: 'a family of sleepy moles lived there',
  den: 'a grumpy old badger was snoring inside',
  farm: 'it was full of goats, and none of them knew {friend}',
  field: 'it was full of cows, and none of them knew {friend}',
  house: 'a big dog barked at the gate',
  home: 'someone else lived there',
};
