/**
 * Slots that depend on the kind of hero, the trouble or the topic: where the hero lives, how they
 * move, what a clue looks like, what odd things turn up in a search, the goal said in the first
 * person ('fly my new kite'), the feeling to get past, a word to remember.
 */
import nlp from 'compromise';
import {
  gerundOf,
  infinitiveOf,
  isPlural,
  kindOf,
  pastOf,
  pluralOf,
  settingById,
  singularOf,
  withArticle,
  withArticleIfOne,
  type Kind,
} from '../language/index.js';
import { CARDBOARD, kindWordOf, SOFT_STUFF, type StoryPlan } from './plan.js';
import { isBodyPart, isEvent } from './objects.js';
import { craftMaking } from './world/crafts.js';
import type { Making } from './world/dishes.js';
import { dishCraft } from './world/dishes.js';
import { TAKEN_WORDS } from './world/whodunits.js';
import { childQuestion } from './question.js';
import { thingsOf } from './slots.js';
import type { Random } from '../seeded.js';
import { escapeRegExp } from '../reg-exp.js';
import { memo } from '../memo.js';
import { syllablesOf } from './readability.js';
import { stillWaysOf } from './world/still-heroes.js';

/** Homes by kind word or group: [noun phrase, 'in/under ...' phrase]. */
const HOMES: Record<string, readonly (readonly [string, string])[]> = {
  snail: [['the damp corner under the rhubarb leaves', 'under the rhubarb leaves at the bottom of the garden']],
  slug: [['the damp corner under the rhubarb leaves', 'under the rhubarb leaves at the bottom of the garden']],
  robot: [['the busy workshop', 'in a busy workshop full of tools']],
  dragon: [['the snug cave on the green hill', 'in a snug cave on a green hill']],
  unicorn: [['the meadow full of flowers', 'in a meadow full of flowers']],
  fairy: [['the tiny house under the toadstool', 'in a tiny house under a red toadstool']],
  owl: [['the hollow in the old oak tree', 'in a hollow of an old oak tree']],
  bird: [['the nest in the apple tree', 'in a nest high in an apple tree']],
  penguin: [['the snowy nest by the icy shore', 'on a snowy shore at the edge of the ice']],
  bear: [['the cosy den under the big tree', 'in a cosy den under a big tree']],
  fox: [['the snug den at the edge of the wood', 'in a snug den at the edge of the wood']],
  mouse: [['the tiny hole behind the dresser', 'in a tiny hole behind the kitchen dresser']],
  bee: [['the golden hive', 'in a golden hive in the meadow']],
  frog: [['the lily pond', 'by a lily pond at the bottom of the garden']],
  hedgehog: [['the pile of leaves under the hedge', 'under a pile of leaves by the hedge']],
  caterpillar: [['the big cabbage leaf', 'on a big cabbage leaf']],
  ant: [['the busy anthill', 'in a busy anthill under the path']],
  spider: [['the silky web by the window', 'in a silky web by the shed window']],
  tortoise: [['the sunny corner of the garden', 'in a sunny corner of the garden']],
  squirrel: [['the drey high in the oak tree', 'in a leafy nest high in an oak tree']],
  rabbit: [['the warm burrow', 'in a warm burrow under the meadow']],
  dinosaur: [['the warm valley full of ferns', 'in a warm valley full of ferns']],
  monster: [['the cupboard under the stairs', 'in the cupboard under the stairs']],
  train: [['the little engine shed', 'in a little engine shed by the hills']],
  alien: [['the tiny round spaceship', 'in a tiny round spaceship']],
  'teddy bear': [['the toy box', 'in a toy box at the end of a bed']],
};
const GROUP_HOMES: Record<string, readonly (readonly [string, string])[]> = {
  child: [
    ['the little yellow house', 'in a little yellow house'],
    ['the flat above the bakery', 'in a flat above the bakery'],
    ['the small blue house', 'in a small blue house'],
    ['the tall, thin house', 'in a tall, thin house'],
    ['the house by the park', 'in a house by the park'],
  ],
  pet: [['the warm basket by the kitchen door', 'in a warm basket by the kitchen door']],
  farm: [['the big red barn', 'in a big red barn on the farm']],
  sea: [['the bright coral reef', 'in a bright coral reef']],
  wild: [['the quiet corner of the wood', 'in a quiet corner of the wood']],
  bug: [['the bottom of the garden', 'at the bottom of the garden']],
  magic: [['the secret hollow in the hills', 'in a secret hollow in the hills']],
  machine: [['the shed by the station', 'in a shed by the station']],
  thing: [['a quiet little corner of the world', 'in a quiet little corner of the world']],
  toy: [['the toy box', 'in a toy box at the end of a bed']],
};

const HOBBIES = [
  'building dens',
  'asking questions',
  'jumping in puddles',
  'drawing maps',
  'collecting shiny pebbles',
  'making up songs',
  'reading under the covers',
];
const ODD_FINDS = [
  'muddy boot',
  'curly snail shell',
  'lost button',
  'sleepy beetle',
  'crumpled leaf',
  'bottle top',
  'feather',
  'pine cone',
  'shiny marble',
  'sock with a hole',
];
const LEAVES = ['a big floppy leaf', 'a tuft of long grass', 'a curtain of ivy', 'an old sack', 'a pile of twigs'];
const HIGH = ['the top of a tall tree', 'a high branch', 'the roof of the shed', 'the top of a lamp post'];
const MATERIALS = [
  'string, sticks and sticky tape',
  'paper, paint and glue',
  'boxes, buttons and bits of wool',
  'pebbles, leaves and twigs',
];
/**
 * How a making is done, by its verb: what it takes and one step of it ('bake bread' is mixed, kneaded,
 * left to rise and smelled, never glued). Each step names {thing}, so no two stories share it.
 */
/** How it goes wrong in the making itself, and how it is put right: a plank too short, glue that will not hold. */
type Craft = Making;
const CRAFTS: Record<string, Craft> = {
  bake: {
    materials: ['flour, butter and eggs', 'flour, water and a pinch of salt', 'a big bowl, flour and a wooden spoon'],
    steps: [
      '{Hero} mixed and kneaded the dough for {thing}.',
      'The dough for {thing} sat in a warm spot to rise.',
      'Soon there was a warm smell of {thingNoun} baking.',
      '{They} waited by the oven, sniffing {thing}.',
    ],
    troubles: [['the dough for {thing} would not rise', 'They set the dough somewhere warmer, and up it rose.']],
  },
  cook: {
    materials: ['pots, pans and a big spoon', 'fresh vegetables and a big pot'],
    steps: ['{Hero} chopped and stirred {thing}.', 'Soon there was a lovely smell of {thingNoun} cooking.'],
    troubles: [['the pot for {thing} bubbled over', 'They turned the heat down and stirred {thing} slowly.']],
  },
  paint: {
    materials: ['brushes, paints and a big sheet of paper', 'pots of bright paint and a brush'],
    steps: ['{Hero} dabbed and swirled the colours of {thing}.', 'Bit by bit, {thing} filled with colour.'],
    troubles: [['a big drip of paint ran down {thing}', 'They turned the drip on {thing} into a little flower.']],
  },
  draw: {
    materials: ['crayons, pencils and paper', 'a box of bright pencils'],
    steps: ['{Hero} drew {thing} slowly and carefully.', 'Line by line, {thing} grew.'],
    troubles: [['the pencil snapped in the middle of {thing}', 'They sharpened the pencil and went on with {thing}.']],
  },
  build: {
    materials: ['planks, nails and a hammer', 'boxes, rope and sticky tape', 'bricks, sticks and string'],
    steps: ['{Hero} piled and pressed {thing} into shape.', 'Bit by bit, {thing} grew taller.'],
    troubles: [
      ['one plank for {thing} was too short', 'They found a longer plank and fixed it to {thing}, nice and tight.'],
      ['the walls of {thing} began to lean', 'They propped up {thing} with a strong stick.'],
    ],
  },
  make: {
    materials: MATERIALS,
    steps: ['{Hero} cut, folded and stuck the pieces of {thing}.', 'Snip, snip went the scissors for {thing}.'],
    troubles: [['the glue on {thing} would not hold', 'They tied {thing} together with string instead.']],
  },
  plant: {
    materials: ['seeds, a trowel and a watering can', 'a little spade, some seeds and a watering can'],
    steps: ['{Hero} dug a little hole for {thing}.', '{Hero} watered {thing} and waited.'],
    troubles: [],
  },
  knit: {
    materials: ['soft wool and two long needles'],
    steps: ['Click, click went the needles, and {thing} grew.', 'Row by row, {thing} grew longer.'],
    troubles: [['the wool for {thing} got into a terrible tangle', 'Slowly, they untangled the wool for {thing}.']],
  },
  sew: {
    materials: ['cloth, thread and a needle'],
    steps: ['In and out went the needle through {thing}.', '{Hero} sewed {thing} with tiny, careful stitches.'],
    troubles: [['the thread for {thing} snapped', 'They tied a new knot and sewed {thing} on.']],
  },
};
/** What one who makes things that way loves doing. */
const MAKING_HOBBIES: Partial<Record<string, string>> = {
  build: 'building things',
  make: 'making things',
  paint: 'painting',
  draw: 'drawing',
  bake: 'baking',
  cook: 'cooking',
  knit: 'knitting',
  sew: 'sewing',
  plant: 'gardening',
  grow: 'growing things',
};

/**
 * What is done with a thing once it is made, at the end of its day: a den is sat in, a picture hung up, a robot says
 * goodnight. (Never only 'shown to all {their} friends' tomorrow.)
 */
const MADE_ENDS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /\b(?:treehouse|den|fort|hut|tent|house|playhouse|shelter|castle|igloo)s?$/,
    [
      'That evening, {hero} had a picnic supper in {thing}, snug as a bug.',
      '{Hero} sat in {thing} until the first star came out.',
    ],
  ],
  [
    /\b(?:card|picture|painting|drawing|poster|map|portrait|collage|book|comic)s?$/,
    [
      '{Hero} pinned {thing} up on the wall, where everyone could see it.',
      'At bedtime, {hero} propped {thing} up by {their} bed.',
    ],
  ],
  [
    /\b(?:robot|machine|invention|gadget)s?$/,
    ['At bedtime, {thing} stood by the door and blinked goodnight.', '{Hero} gave {thing} a goodnight pat on its shiny head.'],
  ],
  // (What grows stays in the ground: waved goodnight to from the window, never put by the bed.)
  [
    /\b(?:sunflowers?|pumpkins?|tomato(?:es)?|flowers?|plants?|beans?|carrots?|vegetables?|strawberr(?:y|ies))$/,
    [
      'That evening, {hero} gave {thing} one last drink of water.',
      'From {their} bedroom window, {hero} waved goodnight to {thing}.',
    ],
  ],
  [
    /\b(?:boat|raft|ship|sailboat|canoe)s?$/,
    [
      'Before tea, {hero} floated {thing} in the bath. It did not sink one bit!',
      '{Hero} set {thing} on the windowsill, ready to sail again.',
    ],
  ],
];
const MADE_ENDS_ANY = [
  'Tomorrow, {hero} would show {thing} to all {their} friends.',
  '{Hero} put {thing} where {they} could see {thingIt} from bed.',
  '"I made that," {hero} whispered, and smiled a sleepy smile.',
];
const madeEndsOf = (noun: string) => MADE_ENDS.find(([words]) => words.test(noun))?.[1] ?? MADE_ENDS_ANY;

/** A cake is made of batter, stirred and poured, never kneaded; it sinks rather than failing to rise. */
const BATTER = /\b(?:cakes?|cupcakes?|muffins?|pancakes?|waffles?|brownies?|sponges?|cheesecakes?)\b/;
const BAKE_BATTER: Craft = {
  materials: ['flour, sugar, butter and eggs', 'a big bowl, eggs, sugar and a whisk'],
  steps: [
    '{Hero} stirred the batter for {thing} until it was smooth.',
    '{Hero} poured the batter for {thing} into the tin.',
    'Soon there was a warm smell of {thingNoun} baking.',
    '{They} waited by the oven, sniffing {thing}.',
  ],
  troubles: [['{thing} sank in the middle', 'They mixed more batter and baked {thing} a little longer.']],
};

/** A sandcastle is built of sand, a snowman of snow: their own stuff, and their own trouble (and steps of their own, if any). */
const BUILT_OF: readonly (readonly [RegExp, Omit<Craft, 'steps'> & Partial<Pick<Craft, 'steps'>>])[] = [
  [
    /\bsand/,
    {
      materials: ['buckets, spades and wet sand'],
      troubles: [
        ['the sand for {thing} was too dry and crumbled', 'They poured on sea water, and the sand stuck together.'],
        ['a big wave rushed up the beach and knocked {thing} down', 'So they piled up the sand again, far back from the waves.'],
      ],
      end: 'Behind {them}, the tide crept in and filled the moat round {thing}.',
    },
  ],
  [
    /\bsnow/,
    {
      materials: ['lots of soft, fresh snow'],
      troubles: [['the snow for {thing} was too powdery to stick', 'They patted the snow for {thing} firm, bit by bit.']],
    },
  ],
  [
    // A blanket fort, a pillow den: built indoors of what is soft.
    SOFT_STUFF,
    {
      materials: ['blankets, cushions and two kitchen chairs'],
      // Nothing is cut or glued: a den is draped and piled.
      steps: ['{Hero} draped a big blanket over two chairs for {thing}.', '{Hero} piled up cushions for the walls of {thing}.'],
      troubles: [['the roof of {thing} kept sliding off', 'They pegged the blanket to the chairs, nice and tight.']],
    },
  ],
  [
    // A cardboard castle or rocket: boxes cut and taped, never planks and nails.
    CARDBOARD,
    {
      materials: ['empty boxes, scissors and sticky tape'],
      steps: ['{Hero} cut windows and a door in the boxes for {thing}.', '{Hero} taped box to box, and {thing} grew.'],
      troubles: [
        ['one wall of {thing} kept flopping over', 'They taped a folded strip of card behind it, and it stood up straight.'],
      ],
    },
  ],
  [
    // A card, a crown or a paper chain: folded, drawn on and glittered, never nailed or tied with string.
    /\b(?:(?:birthday |get well |thank you |mother['’]?s day |father['’]?s day |christmas )?cards?|paper (?:chains?|crowns?|flowers?)|crowns?|bunting)\b/,
    {
      materials: [
        'folded card, felt-tip pens and glitter',
        'coloured paper, crayons and a glue stick',
        'stickers, pens and a sheet of card',
      ],
      steps: [
        '{Hero} folded the card for {thing} in half, corner to corner.',
        '{Hero} drew a big heart on {thing} and coloured it in.',
        '{Hero} sprinkled glitter on {thing}. It sparkled!',
      ],
      troubles: [
        ['the pen for {thing} ran out halfway through a word', 'They found a new pen and finished the word with a flourish.'],
        ['glitter for {thing} went all over the table', 'They swept the glitter into a jar, and used it all again.'],
      ],
    },
  ],
  [
    // A robot or a rocket ship made at home: boxes, tins and bottle tops screwed and taped, never bricks and string.
    /\b(?:robots?|spaceships?|space ships?|rocket ships?|time machines?|machines?|inventions?|gadgets?)\b/,
    {
      materials: [
        'old boxes, bottle tops and tin foil',
        'tins, wires and a little screwdriver',
        'boxes, springs and shiny buttons',
      ],
      steps: [
        '{Hero} screwed two shiny bottle tops onto {thing}.',
        '{Hero} wrapped {thing} in shiny tin foil.',
        '{Hero} fixed the springs and buttons on {thing}, one by one.',
      ],
      troubles: [
        ['a piece of {thing} kept falling off', 'They fixed it back on with a strong bolt, nice and tight.'],
        ['{thing} would not switch on', 'They put in a new battery, and the lights of {thing} blinked on!'],
      ],
    },
  ],
  [
    // A treehouse, a raft, a kennel: planks sawn and nailed, never piled and pressed like sand.
    /\b(?:tree ?houses?|rafts?|huts?|sheds?|kennels?|hutch(?:es)?|dog ?houses?|benches|bench|go-karts?|carts?)\b/,
    {
      materials: ['planks, nails and a hammer', 'wood, a saw and a tin of nails', 'old planks, rope and a hammer'],
      steps: [
        'Bang, bang, bang went the hammer on {thing}.',
        '{Hero} held the plank steady while the nails went into {thing}.',
        'Up went the planks of {thing}, one by one.',
      ],
      troubles: [
        ['one plank for {thing} was too short', 'They found a longer plank and fixed it to {thing}, nice and tight.'],
        ['a nail in {thing} bent over, bonk', 'They pulled it out and hammered in a new one, slowly this time.'],
      ],
    },
  ],
];

const ADVERBS = ['as fast as {they} could', 'with a happy hum', 'full of hope', 'step by step'];
/** Ways of going that are no steps: 'flew on past the trees, step by step' is not said. */
const NO_STEPS =
  /^(?:fly|swim|float|drift|glide|soar|sail|roll|slither|slide|zoom|hop|bounce|flutter|dart|swoop|wriggle|drive|chug|rumble)$/;

/** How the hero goes on, each said once in turn; 'step by step' only of one whose every way of going is a walk. */
export const adverbsFor = (plan: StoryPlan): readonly string[] =>
  plan.hero.kind.moves.some((m) => NO_STEPS.test(m)) ? ADVERBS.filter((a) => a !== 'step by step') : ADVERBS;
const NEXT_WISHES = ['do it all again', 'tell all my friends', 'try something new', 'go even further', 'come back with a snack'];
const CHEERS: Record<string, string | readonly string[]> = {
  child: [
    'jumped up and down with joy',
    'gave a great big whoop',
    'clapped and cheered',
    'did a happy little skip',
    'hopped about with joy',
  ],
  bug: 'did a tiny happy dance',
  magic: 'twirled round with joy',
  machine: 'spun round in a happy circle',
  thing: 'glowed with joy',
};

/**
 * How a creature shows joy with its own body: only a dog wags, a cat purrs and flicks its tail, a
 * bird flaps its wings, a fish swishes its fins, a machine beeps or blinks; the rest smile or jig.
 */
export function joyOf(kind: Kind): readonly string[] {
  const parts = kind.parts.join(' ');
  if (/^(?:dog|puppy|wolf)$/.test(kind.word)) return ['wagged {their} tail with joy', 'wagged and wiggled with joy'];
  if (/^(?:cat|kitten)$/.test(kind.word)) return ['purred with joy', 'purred and flicked {their} tail'];
  if (kind.group === 'bird' || (kind.canFly && /\bwings\b/.test(parts) && kind.group !== 'bug' && kind.group !== 'magic'))
    return ['flapped {their} wings with joy'];
  const fins = /\b(fins|flippers)\b/.exec(parts)?.[1];
  if (fins) return [`swished {their} ${fins} with joy`, 'did a happy flip'];
  if (kind.group === 'sea') return ['did a happy flip'];
  if (kind.group === 'machine') {
    const lights = /\b(?:lights|headlights)\b/.exec(parts)?.[0];
    const own = kind.sound ? `${pastOf(kind.sound)} with joy` : `${pastOf(kind.moves.at(-1)!)} round in a happy circle`;
    return [own, ...(lights ? [`blinked {their} ${lights} with joy`] : [])];
  }
  const own = CHEERS[kind.human ? 'child' : kind.group];
  if (own) return [own].flat();
  const legs =
    /\b(?:paws|legs|feet|hooves)\b/.test(parts) || kind.moves.some((m) => /^(?:hop|run|trot|walk|skip|bound)$/.test(m));
  // A fox or a horse swishes its tail; a hedgehog trots round in a circle: its own tail, its own way of going.
  const tail = kind.parts.find((p) => /\btail$/.test(p));
  const move = kind.moves.find((m) => !/^(?:climb|hang|swing|fly|swim|dig|burrow)$/.test(m));
  return [
    'smiled from ear to ear',
    ...(legs ? ['did a happy little jig'] : []),
    ...(tail ? [`swished {their} ${tail} with joy`] : []),
    ...(move ? [`${pastOf(move)} round in a happy circle`] : []),
  ];
}

const FEELING_WORDS: Record<string, string> = { scared: 'afraid', shy: 'shy', sad: 'sad', cross: 'cross' };

/** 'bees and flowers', 'volcanoes': more than one; 'the water cycle', 'ancient Egypt': one. */
function topicIsPlural(title: string): boolean {
  const last = title.trim().split(/\s+/).at(-1) ?? '';
  // 'mice', 'geese', 'people': a plural that ends in no s is still many ('Mice were not scary').
  return (
    /\band\b/.test(title) ||
    (/s$/.test(last) && !/(?:ss|us|is)$/.test(last) && pluralOf(singularOf(last)) === last) ||
    (singularOf(last) !== last && pluralOf(singularOf(last)) === last)
  );
}

function firstPerson(phrase: string): string {
  return phrase.replace(/\{their\}/g, 'my');
}

/** What a trail looks like for the trouble: a clue to follow, that fits what is looked for. */
function clueFor(plan: StoryPlan, rng: Random): string {
  const noun = plan.thing?.noun.split(' ').at(-1) ?? 'something';
  const clues: Record<string, readonly string[]> = {
    high: [`a tangle of string caught on a twig`, `a scrap of the ${noun} on a branch`],
    away: [`a trail of flattened grass`, `little tracks in the mud`, `a line of wobbly marks in the dust`],
    // (Crumbs lead to something eaten, a glint to something shiny: no trail of crumbs to a lost ball.)
    hidden: [
      `tiny footprints in the dust`,
      `a line of little paw prints`,
      ...(TAKEN_WORDS.food.test(noun) ? [`a trail of crumbs`, `a sticky drip on a leaf`] : []),
      ...(TAKEN_WORDS.shiny.test(noun) ? [`something glinting in the grass`, `a shiny mark on the ground`] : []),
    ],
  };
  return rng.pick(clues[plan.trouble.kind] ?? clues.hidden!);
}

/**
 * What a contest is won by, as a doing: 'win the forest running race' -> 'running', 'win the spelling
 * bee' -> 'spelling', 'race to the top of the hill' -> 'racing to the top of the hill'; null when the goal does not say.
 */
function skillOf(plan: StoryPlan): string | null {
  if (plan.goal.skill) return plan.goal.skill;
  if (plan.goal.type !== 'win') return null;
  const [verb, ...rest] = plan.goal.phrase.split(' ');
  if (!/^(?:win|enter|join|take|do|be)$/.test(verb!)) return plan.goal.ing;
  const doing = rest.find((word) => /..ing$/.test(word) && gerundOf(infinitiveOf(word)) === word && word !== infinitiveOf(word));
  if (doing) return doing;
  if (/\brace\b/.test(plan.goal.phrase)) return 'racing';
  // 'win the football match': what is practised is the game ('playing football'), never 'practised winning'.
  return plan.activity?.doing ?? null;
}

/**
 * What a wish to see shows: 'see red buses rolling by' -> 'red buses rolling by'. Not 'a caterpillar grow wings' or
 * 'the apple tree change': a thing seen doing something is no sight to look and look at.
 */
/** Words of a sight that say where, with what or what it does ('fish in the pond', 'buses rolling by'): no noun to end on. */
const SIGHT_TAIL = /^(?:to|into|onto|in|on|at|by|near|with|and|or|of|for|from|under|over|up|down|there|here|\p{Lu}.*)$/u;

function sightOf(phrase: string): string | null {
  const seen = /^(?:see|spot) (.+)$/.exec(phrase)?.[1];
  const doing = seen
    ?.split(' ')
    .slice(1)
    .some((word) => !/(?:ing|s)$/.test(word) && nlp(word).has('#Verb'));
  // Wished for as 'a whale', it is 'the whale' once there: 'He watched the whale for a long time.'
  if (!seen || doing) return null;
  // Said in full just before ('She saw the tall white waterfall!'), it is looked at by its noun: 'the waterfall'.
  const words = seen.split(' ');
  const described = words.length >= 3 && words.every((word) => !SIGHT_TAIL.test(word)) && !/ing$/.test(words.at(-1)!);
  return described ? `the ${words.at(-1)!}` : seen.replace(/^an? /, 'the ');
}

/**
 * A described sight in full ('the sparkling blue waves'), for the high point once the goal has gone short ('At last,
 * Kiri saw the waves!'): the look it was wished for by is not lost. Null for a sight with nothing to add.
 */
function sightDescribed(phrase: string): string | null {
  const seen = sightOf(phrase);
  const full = /^(?:see|spot) (.+)$/.exec(phrase)?.[1]?.replace(/^an? /, 'the ');
  // Only a sight cut to its noun ('the waves' of 'sparkling blue waves') has a look to give back.
  if (!seen || !full || seen === full) return null;
  return /^the /.test(full) ? full : `the ${full}`;
}

/** Places said with no article that are nothing to stand by: what is there stands in ('by the stars', never 'by the space'). */
const PLACE_SEEN: Readonly<Record<string, string>> = { home: 'the house', space: 'the stars' };

/** The place as something seen or stood by: 'by the house', 'looked at the school', never 'by home'; 'Egypt' as it is. */
const placeSeen = (name: string) => (/^(?:the |a |an |\p{Lu})/u.test(name) ? name : (PLACE_SEEN[name] ?? `the ${name}`));

/** What the story's facts say, where a key term shows how it is used. */
const factText = (plan: StoryPlan) => [...plan.facts, ...(plan.topic?.facts.map((f) => f.text) ?? [])].join(' ');

const DETERMINED = '(?:a|an|the|its|their|his|her|our|this|that|these|those|each|every|one|two|three|four|five)';

/** The key term is a thing's name ('evaporation', 'the water cycle'), not a doing or a describing word ('hibernate', 'nocturnal'). */
function isNounTerm(term: string, facts: string): boolean {
  if (/^\p{Lu}/u.test(term)) return true;
  const tags = termTags(term);
  // 'angry', 'nocturnal': a describing word, whatever follows it.
  if (!term.includes(' ') && tags.adjective) return false;
  if (new RegExp(`\\b${DETERMINED} ${escapeRegExp(term)}\\b`, 'i').test(facts)) return true;
  return tags.lastNoun;
}

/** How a key term is tagged, once per term: a topic's terms come back in story after story. */
const termTags = memo((term): { adjective: boolean; lastNoun: boolean } => {
  const doc = nlp(term);
  const last = doc.terms().last();
  return { adjective: doc.has('#Adjective'), lastNoun: last.has('#Noun') && !last.has('#Verb') && !last.has('#Adjective') };
}, 5000);

/**
 * A term thought of at bedtime is one the facts name as a thing: said as itself or its plural, never only as a
 * doing ('reuse' of 'Reusing a jar', which would be 'reuses'; 'sprout' of 'needs water to sprout').
 */
function thingSaid(term: string, facts: string): boolean {
  if (term.includes(' ') || /^\p{Lu}/u.test(term)) return true;
  const forms = `(?:${escapeRegExp(term)}|${escapeRegExp(pluralOf(term))})`;
  return new RegExp(`(?<!\\bto )\\b${forms}\\b`, 'i').test(facts);
}

/**
 * A term said as things in general: counted ('pyramids', 'stems') unless the facts only ever say
 * it as stuff ('made from wheat', 'called lava', 'in winter'); a name of two words is one of a kind
 * ('the water cycle', 'the solar system').
 */
function asThings(term: string, facts: string): string {
  // 'the Arctic', 'London', 'the Earth': a name, as the facts write it.
  const named = new RegExp(`(?<![.!?]\\s|^)\\b${escapeRegExp(term.charAt(0).toUpperCase() + term.slice(1))}\\b`).exec(facts);
  if (named) return named[0];
  if (/^\p{Lu}/u.test(term) || singularOf(term) !== term || nlp(term).has('#Uncountable')) return term;
  if (term.includes(' ')) return `the ${term}`;
  const plural = pluralOf(term);
  const said = (pattern: string, flags = 'i') => new RegExp(`\\b${pattern}\\b`, flags).test(facts);
  const t = escapeRegExp(term);
  if (said(escapeRegExp(plural)) || said(`(?:a|an|one) (?:\\w+ )?${t}`)) return plural;
  // Only ever 'the moon', 'the stem': one of its kind in the story.
  if (said(`the ${t}`) && !said(`(?<!the )${t}`)) return `the ${term}`;
  // 'in winter', 'need sunlight', 'Summer is...': stuff, or a time, never counted.
  const stuff =
    said(`(?!(?:the|its|their|his|her|our|this|that|each|every)\\b)[a-z]+ ${t}(?!s)`) ||
    new RegExp(`(?:^|[.!?]\\s+)${escapeRegExp(term.charAt(0).toUpperCase() + term.slice(1))}\\b`).test(facts);
  return stuff ? term : plural;
}

/**
 * The key term a story calls 'a good word to know': a word of its own (one word, longer than 'egg'),
 * one a fact teaches ('is called a chrysalis', 'Camouflage means...'), never an everyday word the
 * facts only use ('Plastic is a good word to know', 'Healthy is...'), not the wanted thing, which the
 * story says in every paragraph anyway, and of those the shortest to say ('pharaoh' before
 * 'hieroglyphs'): it is said aloud once more.
 */
function wordToKnow(plan: StoryPlan): string | null {
  const thing = plan.thing?.noun.split(' ').at(-1);
  // (Taught by a fact the story tells, so the word comes with what it means.)
  const told = plan.facts.join(' ');
  const words = plan.terms.filter((t) => t.split(' ').length === 1 && t.length > 5 && factTeaches(t, told));
  const own = words.filter((t) => !thing || singularOf(t) !== singularOf(thing));
  const fewest = (list: readonly string[]) =>
    list.reduce<string | null>((best, t) => (best === null || syllablesOf(t) < syllablesOf(best) ? t : best), null);
  return fewest(own) ?? fewest(words);
}

/** Whether the facts teach the word: 'is called a chrysalis', 'Camouflage means...', 'Evaporation is when...'. */
function factTeaches(word: string, facts: string): boolean {
  const forms = `(?:${escapeRegExp(word)}|${escapeRegExp(pluralOf(word))})`;
  return new RegExp(
    `\\b(?:called|named|means) (?:a |an |the )?(?:\\w+ )?${forms}\\b|(?:^|[.!?] )${forms} (?:means|is when|are when|is how)\\b`,
    'i',
  ).test(facts);
}

const termPairs = new WeakMap<StoryPlan, string | null>();

/**
 * Two key terms thought of together ('pyramids and pharaohs'), or null. Worked out once per plan: a
 * story told again in easier lines asks for it each time, and tagging the terms is costly.
 */
function termPairOf(plan: StoryPlan): string | null {
  let pair = termPairs.get(plan);
  if (pair === undefined) {
    // 'half' and 'halves' are one term; 'one more' and 'half past' are no things.
    const facts = factText(plan);
    const pairTerms = plan.terms
      .filter((t) => !new RegExp(`^(?:${DETERMINED}|half|more)\\b`, 'i').test(t) && isNounTerm(t, facts) && thingSaid(t, facts))
      .filter((t, i, list) => list.findIndex((u) => singularOf(u) === singularOf(t)) === i)
      .slice(0, 2);
    // 'thought of pyramids and pharaohs': two things, never 'hibernates and winters' (a verb, and a season one does not count).
    pair = pairTerms.length === 2 ? pairTerms.map((t) => asThings(t, facts)).join(' and ') : null;
    termPairs.set(plan, pair);
  }
  return pair;
}

/** A way somewhere in the goal: 'find a door to a secret kingdom' -> door, 'a secret kingdom'. */
const WAY_TO = /\b(\w+) (?:to|into|that leads to|leading to) ((?:a|an|the) [\w -]+)$/;

/** The wanted thing is a creature ('her hamster', 'the lost puppy'), not something to carry about. */
export const alive = (plan: StoryPlan) => {
  const noun = plan.thing?.noun.split(' ').at(-1);
  const kind = noun ? (kindOf(noun) ?? kindOf(singularOf(noun))) : null;
  // ('Pip the parrot flew away': a pet sought by name is alive; someone called by name, 'Mummy', is no thing at all.)
  if (plan.thing?.named && kind?.human !== false) return false;
  return kind !== null && kind !== undefined && !['thing', 'machine', 'toy'].includes(kind.group);
};

/**
 * How a try goes wrong, by what is tried: a runner tumbles over, a speller mixes up letters, a singer
 * forgets the words. A try of no known sort goes wrong without a fall.
 */
const MISHAPS: readonly (readonly [RegExp, string])[] = [
  [/\bspell/, 'mixed up two letters'],
  [/\b(?:sing|song|choir)/, 'forgot the words'],
  [/\b(?:read|poem|lines)/, 'lost {their} place'],
  [/\b(?:count|sums|maths|times tables|number)/, 'skipped a number'],
  [/\b(?:draw|paint|colour)/, 'smudged it all'],
  [/\b(?:piano|violin|guitar|recorder|drum|trumpet|music|play(?:ing)? the)\b/, 'played a wrong note'],
  [/\bjuggl/, 'dropped a ball'],
  [/\b(?:bak|cook)/, 'spilt the flour'],
  [/\b(?:swim|dive|diving|float)/, 'swallowed a mouthful of water'],
  [
    /\b(?:run|race|racing|skat|danc|jump|hop|skip|rid|cycl|bike|scoot|ski|gymnast|cartwheel|hurdle|football|balanc|walk|climb|somersault|trampoline)/,
    'tumbled over',
  ],
];
/** A try of no known sort. */
export const ANY_MISHAP = 'got in a muddle';
const mishapOf = (tried: string) => MISHAPS.find(([test]) => test.test(tried))?.[1] ?? ANY_MISHAP;

export function extraSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const { hero, friend, guide, topic } = plan;
  const thingPhrase = plan.thing
    ? plan.thing.named
      ? plan.thing.text
      : plan.thing.owned
        ? `{their} ${plan.thing.text}`
        : `the ${plan.thing.text}`
    : null;
  // A race or a show happens somewhere: cheered in the forest, never 'by the jungle race'.
  // Nor is a part of one's body a place: cheered at home, never 'by the teeth'.
  const thingThere = plan.thing && !isEvent(plan.thing.noun) && !isBodyPart(plan.thing.noun) ? thingPhrase : null;
  const homes = HOMES[hero.kind.word] ?? GROUP_HOMES[hero.kind.group] ?? GROUP_HOMES[hero.kind.human ? 'child' : 'wild']!;
  const [home, homeIn] = rng.pick(homes);
  const size = hero.kind.size === 'huge' || hero.kind.size === 'big' ? 'a big' : hero.kind.size === 'tiny' ? 'a tiny' : 'a small';
  const helperKinds = plan.scenery.helpers.map((w) => kindOf(w)).filter((k) => k !== null && !k.human && k !== hero.kind);
  const creature = helperKinds.length > 0 ? rng.pick(helperKinds)! : kindOf('bird')!;
  const feelingAbout = plan.feeling?.about?.replace(/\{their\}/g, '{their}') ?? null;
  const workings = topic && topic.area === 'science' && !/^how\s/.test(topic.title) ? topic.title : null;
  const term = wordToKnow(plan);
  const pair = termPairOf(plan);
  const uses = plan.thing?.tool && topic?.uses && plan.thing.noun === topic.object ? topic.uses : null;
  const sense = rng.pick(plan.scenery.senses);
  const verb = plan.goal.phrase.split(' ')[0]!;
  // Cookies are creamed, rolled and cut out, bread kneaded, a pancake flipped: a dish is made by its own steps (a cake
  // baked by its batter).
  // A birdhouse is sawn and nailed, a scarf knitted row by row (world/crafts.ts).
  const dish =
    plan.goal.type === 'make' && plan.thing
      ? ((/^(?:make|bake|cook)$/.test(verb) ? dishCraft(plan.thing.text, hero.kind) : null) ??
        craftMaking(verb, plan.thing.text, hero.kind))
      : null;
  const crafted = ['make', 'grow'].includes(plan.goal.type)
    ? verb === 'bake' && BATTER.test(plan.thing?.noun ?? '')
      ? BAKE_BATTER
      : (dish ?? CRAFTS[verb])
    : undefined;
  // A sandcastle is built of sand, a snowman of snow: no planks and nails.
  // ('a blanket fort': what it is of may be said only before its noun.)
  // (A den built indoors is a blanket den: no planks, no sticks.)
  const denIndoors = plan.thing?.noun === 'den' && settingById(plan.setting).group === 'home';
  const builtOf = BUILT_OF.find(
    ([stuff]) => stuff.test(plan.thing?.noun ?? '') || stuff.test(plan.thing?.text ?? '') || (stuff === SOFT_STUFF && denIndoors),
  )?.[1];
  const craft = crafted && builtOf ? { ...crafted, ...builtOf } : crafted;
  // ('a sandcastle that the sea keeps knocking down': the trouble the idea names comes first.)
  const [craftTrouble, craftFix] =
    craft && craft.troubles.length > 0
      ? ((plan.seaKnocks ? craft.troubles.find(([trouble]) => /\bwave\b/.test(trouble)) : undefined) ?? rng.pick(craft.troubles))
      : [null, null];
  const skill = skillOf(plan);
  const way = WAY_TO.exec(plan.goal.phrase);
  const beyond = way && plan.thing?.noun === way[1] ? way[2]! : null;
  const slots = {
    beyond,
    through: beyond && !/^(?:path|road|trail|track|bridge|ladder|stairs|staircase|river|map)$/.test(way![1]!) ? 'yes' : null,
    home,
    homeIn,
    aPart: hero.kind.parts[0] ? withArticleIfOne(hero.kind.parts[0]) : null,
    aSize: size,
    aSizeShort: size,
    hobby: rng.pick(HOBBIES),
    // ('Luna's teddy' is hers: Ben loves reading, not teddies.)
    // (One's own tooth or tail is no thing to love: never 'loved teeth'.)
    // (One who wishes to build a treehouse loves building things, not treehouses; one who paints loves painting.)
    thingsOrHobby:
      plan.thing && isBodyPart(plan.thing.noun)
        ? rng.fork('hobby').pick(HOBBIES)
        : ((plan.goal.type === 'make' ? (MAKING_HOBBIES[verb] ?? null) : null) ??
          (plan.thing?.owner || plan.thing?.tool ? null : thingsOf(plan.thing)) ??
          rng.pick(HOBBIES)),
    // (Someone to visit is not there to be told.)
    friendOrSelf: friend && !plan.visits ? friend.name : '{themselves}',
    // 'in came {their} new baby sister, Lola': the one welcomed as the wish says, then by the name the story gives.
    welcomed: welcomedOf(plan),
    // ('there were the new twins, Riley and Remy'.)
    welcomedWas: (plan.welcomed?.people.length ?? 1) > 1 ? 'were' : 'was',
    arrived: arrivedOf(plan),
    ...taughtOf(plan.goal.phrase),
    feelingWord: plan.feeling ? (FEELING_WORDS[plan.feeling.mood] ?? 'afraid') : null,
    feelingAbout,
    // The baby tooth put under the pillow: the wobbly one that came out, or one lost and found again.
    toothHeld: /\btooth\b/.test(feelingAbout ?? '') ? feelingAbout : plan.thing?.noun === 'tooth' ? thingPhrase : null,
    // 'How does the water cycle work?': the wish to learn as the child asks it.
    question:
      plan.goal.type === 'learn'
        ? (childQuestion(plan.goal.phrase) ?? (topic && plan.educational ? childQuestion(topic.goal) : null))
        : null,
    // 'Big ships were not scary', 'The dark was not scary'.
    feelingWas: feelingAbout ? (topicIsPlural(feelingAbout) ? 'were' : 'was') : null,
    topicShort: topic ? topic.title.replace(/^how\s+/, '') : null,
    // 'farm animals were no puzzle': the verb agrees with the topic.
    topicWas: topic ? (topicIsPlural(topic.title) ? 'were' : 'was') : null,
    // 'How do bees and flowers work?', 'How does the water cycle work?': the verb agrees with the topic.
    // 'how plants grow' is already a how: no 'how does how plants grow work'.
    // Only a science topic 'works' ('how do magnets work?'); polar animals or the Vikings do not.
    topicDoes: workings ? (topicIsPlural(workings) ? 'do' : 'does') : null,
    topicWorks: workings ? (topicIsPlural(workings) ? 'work' : 'works') : null,
    skillIng: skill,
    // 'the school sports day': when the wish is done, told as the day it happens.
    occasion: plan.goal.occasion ?? null,
    // 'see red buses rolling by' -> 'red buses rolling by': what a wish to see shows at its end.
    seenThing: sightOf(plan.goal.phrase),
    seenDescribed: sightDescribed(plan.goal.phrase),
    practice: skill ?? plan.goal.ing,
    // (A tractor or a train that tries too hard skids, and never tumbles over.)
    mishap:
      plan.hero.kind.group === 'machine' && mishapOf(skill ?? plan.goal.ing) === 'tumbled over'
        ? 'skidded and spun round'
        : mishapOf(skill ?? plan.goal.ing),
    goalMy: firstPerson(plan.goal.phrase),
    // 'learn to tie {their} shoelaces' is the hero's own: 'How will I tie my shoelaces?', never 'we ... my'.
    weI: /\{their\}/.test(plan.goal.phrase) ? 'I' : 'we',
    goalYour: plan.goal.phrase.replace(/\{their\}/g, 'your'),
    movingAdverb: rng.pick(adverbsFor(plan)),
    ...stillSlots(plan, rng),
    step: hero.kind.human ? 'step' : 'little bit',
    // A person is pictured by a smile or a hat, not by 'hands'.
    gpartPhrase: guide.kind.human
      ? rng.pick(['a kind smile', 'a bright scarf', 'rosy cheeks', 'a big straw hat', 'twinkly eyes'])
      : guide.kind.parts[0]
        ? withArticleIfOne(guide.kind.parts[0])
        : 'kind eyes',
    // (A person's hands tell nothing: 'The boy had hands' is no look.)
    fpartPhrase: friend?.kind.parts[0] && !friend.kind.human ? withArticleIfOne(friend.kind.parts[0]) : null,
    fmovingTo: friend ? 'over to' : null,
    highPlace: rng.pick(HIGH),
    // (As the idea says it went, else as such a thing goes: a balloon is no ball.)
    awayVerb:
      plan.trouble.went ??
      (plan.thing && /\b(?:ball|marble|wheel|orange|pumpkin|hoop|car)$/.test(plan.thing.noun) ? 'rolled' : 'tumbled'),
    oddFind: rng.pick(ODD_FINDS),
    aOddFind: withArticle(rng.pick(ODD_FINDS)),
    highOrAwayPlace: plan.trouble.where ? `the ${plan.trouble.where.replace(/^(?:a|an|the)\s+/i, '')}` : rng.pick(HIGH),
    thingOrGoal: thingPhrase ?? plan.goal.ing,
    thingOrGoalPlace: thingThere ?? placeSeen(plan.placeName),
    // Cheered by the treehouse, but in the city and at school: a whole place is no thing to stand by.
    // (Nor is a tool one stands by: no 'cheered by the bucket'.)
    byThingOrGoalPlace: thingThere && !plan.thing?.tool ? `by ${thingThere}` : `${plan.placePrep} ${plan.placeName}`,
    placeSeen: placeSeen(plan.placeName),
    thingOrTopic: thingPhrase ?? topic?.title ?? plan.placeName,
    topicOrPlace: topic?.title ?? plan.thing?.text ?? plan.placeName,
    feelingAboutOrGoal: plan.feeling?.about ?? plan.goal.ing,
    clue: clueFor(plan, rng),
    aHelperCreature: withArticle(`${rng.pick(creature.looks)} ${creature.word}`),
    aLeafOrCloth: rng.pick(LEAVES),
    guideOrFriend: friend ? friend.name : guide.name,
    aFriendNew: friend ? withArticle(`${friend.look} ${friend.kind.word}`) : null,
    aFkind: friend ? withArticle(friend.kind.word) : null,
    aKind: withArticle(kindWordOf(hero)),
    // A thing brought to life, or a machine (a tugboat, a digger), has no legs to shake: only parts of its own.
    partOrLegs: hero.kind.parts.find(isPlural) ?? (hero.kind.group === 'thing' || hero.kind.group === 'machine' ? null : 'legs'),
    materials: rng.pick(craft?.materials ?? MATERIALS),
    craftStep: craft ? rng.pick(craft.steps) : null,
    craftTrouble,
    craftFix,
    madeEnd: craft?.end ?? rng.pick(madeEndsOf(plan.thing?.noun ?? '')),
    cheer: rng.pick(joyOf(hero.kind)),
    termShort: term,
    termPair: pair,
    // (The topic's tool, done with as it is meant to be: 'filled the lunchbox with food of every colour'.)
    thingUse: uses?.[0] ?? null,
    thingUse2: uses?.[1] ?? null,
    nextWish: rng.pick(NEXT_WISHES),
    fact1Lc:
      plan.facts[0] && /^(?:The|A|An|It|This|There|We|Our|Most|Some|Many|Every|All|Each|When|If)\b/.test(plan.facts[0])
        ? plan.facts[0].charAt(0).toLowerCase() + plan.facts[0].slice(1)
        : null,
    senseLc: sense.charAt(0).toLowerCase() + sense.slice(1),
    sense,
  };
  // A second look on a hunt finds something else: no feather found twice.
  const aOddFind2 = withArticle(rng.fork('odd-find').pick(ODD_FINDS.filter((f) => withArticle(f) !== slots.aOddFind)));
  // How a friend goes along is said of the friend: 'Grandpa walked along behind, as fast as he could'.
  return { ...slots, aOddFind2, fmovingAdverb: slots.movingAdverb.replace('{they}', '{fthey}') };
}

/** What a hero that stays where it is does there, two ways and at evening ('swayed in the breeze'), by seed. */
function stillSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const ways = stillWaysOf(plan.hero.kind);
  if (!ways) return { stillAct: null, stillAct2: null, stillEvening: null };
  const [act, act2] = rng.fork('still').shuffle([...ways.acts]);
  return { stillAct: act!, stillAct2: act2!, stillEvening: ways.evening };
}

/** Who came, by name once they are here: 'Lola', 'Riley and Jordan' (twins), 'Grandma and Grandpa'. */
function arrivedOf(plan: StoryPlan): string | null {
  const names = namesOf(plan);
  const [only] = plan.welcomed?.people ?? [];
  // A new baby is 'baby Bella' after she is first met: a name alone reads as an older child, in words and in pictures.
  if (names && plan.welcomed?.kind === 'baby' && plan.welcomed.people.length === 1 && !/^baby\b/i.test(only!.name))
    return `baby ${names}`;
  return names;
}

/** Who came, by name. */
function namesOf(plan: StoryPlan): string | null {
  const welcomed = plan.welcomed;
  if (!welcomed) return null;
  // ('Uncle Raj comes to visit': he is Uncle Raj to the child, never plain Raj.)
  const [only] = welcomed.people;
  if (welcomed.people.length === 1 && new RegExp(`^\\p{Lu}\\p{L}* ${escapeRegExp(only!.name)}$`, 'u').test(welcomed.said))
    return welcomed.said;
  return welcomed.people.map((p) => p.name).join(' and ');
}

/** '{their} new baby sister, Lola'; 'Grandpa', 'Santa', '{their} aunt' (who is called Auntie): as the wish calls them. */
function welcomedOf(plan: StoryPlan): string | null {
  const welcomed = plan.welcomed;
  if (!welcomed) return null;
  const [first] = welcomed.people;
  // (A friend is called by name once known: 'in came Riley', never 'in came Riley, Riley'.)
  if (/\bfriend\b/.test(first!.relation ?? '') && welcomed.kind !== 'figure') return first!.name;
  // ('{their} aunt, Auntie': a name that is only what the family calls them adds nothing.)
  const called = welcomed.people.every((p) => kindOf(p.name.toLowerCase())?.group === 'family');
  if (called || welcomed.said.toLowerCase().includes(first!.name.toLowerCase())) return welcomed.said;
  return `${welcomed.said}, ${namesOf(plan)}`;
}

/** How learners first go wrong at a skill ('swim': 'they went round and round in circles'); anything else wobbles. */
const FIRST_TRIES: readonly [RegExp, string][] = [
  [/^swim\b/, 'they went round and round in circles'],
  [/^fly\b/, 'they flapped and tumbled down with a bump'],
  [/\bfish\b/, 'the fish slipped away with a splash'],
  [/^(?:slide|skate|ski)\b/, 'they bumped into each other and fell over'],
  [/^(?:dig|hunt|look|find|catch)\b/, 'they found only pebbles and sticks'],
  [/^(?:hop|jump|climb|skip)\b/, 'they landed in a heap'],
  [/^(?:sing|talk|speak|say|read|count|howl|roar|quack)\b/, 'the words came out all muddled'],
  [/^(?:paint|draw)\b/, 'the paint went everywhere'],
];

/**
 * The many a hero teaches ('help the ducklings learn to swim', 'help {their} cubs learn to catch fish'): who they are,
 * what they learn and how they first go wrong, so they are with the hero from the start and the end is theirs. One
 * taught alone is the friend already.
 */
function taughtOf(goal: string): { taught: string | null; taughtSkill: string | null; taughtSlip: string | null } {
  const lesson = /^help ((?:the|\{their\}) (?:little |baby |young )?[a-z]+s) learn to (.+)$/.exec(goal);
  if (!lesson) return { taught: null, taughtSkill: null, taughtSlip: null };
  const skill = lesson[2]!;
  const slip = FIRST_TRIES.find(([skillWords]) => skillWords.test(skill))?.[1] ?? 'they wobbled and gave up';
  return { taught: lesson[1]!, taughtSkill: skill, taughtSlip: slip };
}
