/**
 * A game of hide and seek (hide-seek.ts): where one can hide in each place, big enough for a child or a creature of
 * that place, after a verb ('behind the long curtains'); how a hider is found; and where a seeker looks in vain. A place
 * with none of its own hides in its scenery's nooks.
 * Slots: the hero's ({hero}, {Hero}, {heroS}, {they}, {their}, {them}), the other's ({friend}, {Friend}, {fthey},
 * {ftheir}), {hideSpot} (where the hero hid) and {seekSpot} (where the other is found).
 */
import type { SettingId } from '../../language/index.js';

export const HIDING_PLACES: Partial<Record<SettingId, readonly string[]>> = {
  home: [
    'behind the long curtains',
    'under the kitchen table',
    'inside the big wardrobe',
    'behind the sofa',
    'in the cupboard under the stairs',
    'under a heap of coats',
  ],
  bedroom: ['under the bed', 'inside the wardrobe', 'behind the curtains', 'under a heap of teddies', 'under the duvet'],
  kitchen: [
    'under the kitchen table',
    'behind the fridge door',
    'inside the big cupboard',
    'behind the back door',
    'under the table cloth',
  ],
  garden: [
    'behind the shed',
    'in the playhouse',
    'behind the bean poles',
    'under the garden bench',
    'among the tall sunflowers',
    'behind the compost bin',
  ],
  park: ['behind a big oak tree', 'under the slide', 'in the bushes by the pond', 'behind the bandstand', 'behind a park bench'],
  playground: [
    'under the slide',
    'inside the little wooden house',
    'behind the climbing frame',
    'under the big tyre swing',
    'inside the tunnel',
  ],
  school: ['behind the coat pegs', 'in the reading corner', 'under the big table', 'behind the dressing-up rail'],
  forest: ['behind a mossy log', 'inside a hollow tree', 'under a big fern', 'behind a tall pine tree'],
  meadow: ['in the long grass', 'behind the stone wall', 'among the buttercups', 'behind a haystack'],
  farm: ['in the hay barn', 'behind the big tractor', 'in a pile of straw', 'behind the hen house'],
  beach: ['behind a beach hut', 'behind the windbreak', 'under a big striped umbrella', 'behind the rocks'],
  underwater: ['inside a giant clam', 'behind the pink coral', 'in the old sunken ship', 'among the kelp'],
  snow: ['behind a snowdrift', 'behind an icy ridge', 'inside the igloo', 'behind a big snowman'],
  jungle: ['behind a giant leaf', 'among the hanging vines', 'inside a hollow tree', 'behind a big fern'],
  savanna: [
    'in the long golden grass',
    'behind a big termite mound',
    'behind the baobab tree',
    'behind a big grey rock',
    'among the thorny bushes',
  ],
  pond: ['among the reeds', 'under a lily pad', 'behind the mossy log', 'among the bulrushes'],
  river: ['among the reeds', 'behind a big flat rock', 'under the old bridge', 'behind a willow tree'],
  campsite: ['inside the tent', 'behind the woodpile', 'behind a tall pine tree', 'behind the car'],
};

/** How the hero, hidden, is found: the first round goes to the other. */
export const GIVEAWAYS: readonly { line: string; big?: true }[] = [
  { line: 'Then a giggle bubbled up inside {hero}. {They} could not keep it in!' },
  { line: 'Then {hero} needed to sneeze. Ah... ah... ATCHOO!' },
  { line: 'Then a fly landed on {heroS} nose. {Hero} wriggled and squeaked, "Eek!"' },
  // (One far too big for the place: an elephant behind a tree.)
  { line: 'But {hero} was far too big to hide {hideSpot}. Everyone could see {them}!', big: true },
];

/** Where the seeker looks first and finds nobody (and then, 'not there either', a second place). */
export const NOBODY_THERE = ['{Hero} looked {lookSpot}. Nobody there!', '{Hero} tiptoed to look {lookSpot}. Nobody!'];

/** How the other is found at last: asleep in the hiding place, or given away by a sound. */
export const FOUND_AT_LAST = [
  'Then {hero} heard a little snore. Zzz... It was {friend}, fast asleep {seekSpot}!',
  'Then {hero} heard a tiny giggle {seekSpot}. "Found you!" {they} cried.',
  'Then {hero} saw something peep out {seekSpot}. It was {friend}! "Found you!"',
];
