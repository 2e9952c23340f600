import { iconCategory } from './icon-set.js';

/** Things a paragraph names, as emoji, with where they belong and how big they are in life. */
export type Placement = 'sky' | 'ground' | 'water' | 'wall';

const SKY = new Set([
  'bird',
  'dove',
  'eagle',
  'parrot',
  'bat',
  'airplane',
  'small-airplane',
  'helicopter',
  'balloon',
  'kite',
  'rocket',
  'flying-saucer',
  'comet',
  'butterfly',
  'honeybee',
  'parachute',
  'dragon',
  'satellite',
  'ringed-planet',
  'fly',
  'owl',
  'shooting-star',
  'flamingo',
  'swan',
]);
const WATER = new Set([
  'sailboat',
  'motor-boat',
  'ship',
  'canoe',
  'speedboat',
  'ferry',
  'passenger-ship',
  'fish',
  'tropical-fish',
  'blowfish',
  'whale',
  'spouting-whale',
  'dolphin',
  'shark',
  'octopus',
  'jellyfish',
  'seal',
  'squid',
  'shrimp',
  'otter',
  'duck',
]);
const WALL = new Set(['framed-picture', 'window', 'mirror', 'mantelpiece-clock', 'alarm-clock']);

const HUGE = new Set([
  // (a Christmas tree stands taller than the children round it)
  'christmas-tree',
  'whale',
  'spouting-whale',
  'elephant',
  'house',
  'house-with-garden',
  'castle',
  'ship',
  'passenger-ship',
  'sauropod',
  't-rex',
  'giraffe',
  'classical-building',
  'school',
  'deciduous-tree',
  'evergreen-tree',
  'palm-tree',
  'mammoth',
  'hut',
  'tent',
  'ferris-wheel',
  'carousel-horse',
  'bus',
  'train',
  'locomotive',
  'tractor',
  'fire-engine',
  'ambulance',
  'police-car',
]);
const LARGE = new Set([
  'camel',
  'two-hump-camel',
  'horse',
  'cow',
  'ox',
  'water-buffalo',
  'bison',
  'hippopotamus',
  'rhinoceros',
  'gorilla',
  'bear',
  'polar-bear',
  'zebra',
  'deer',
  'llama',
  'kangaroo',
  'bed',
  'couch-and-lamp',
  'automobile',
  'sailboat',
  'canoe',
  'motor-boat',
  'rocket',
  'dragon',
  'tiger',
  'lion',
  'shark',
  'dolphin',
  'bicycle',
  'unicorn',
  'door',
  'snowman',
  'cactus',
  'airplane',
  'helicopter',
  'flying-saucer',
  'balloon',
  'kite',
  'sunflower',
  'crocodile',
  'seal',
  'ewe',
  'ram',
  'pig',
  'goat',
]);
const TINY = new Set([
  'ant',
  'honeybee',
  'lady-beetle',
  'beetle',
  'spider',
  'bug',
  'snail',
  'cricket',
  'fly',
  'mosquito',
  'worm',
  'coin',
  'key',
  'gem-stone',
  'pencil',
  'crayon',
  'egg',
  'spiral-shell',
  'cookie',
  'candy',
  'butterfly',
  'mouse',
  'four-leaf-clover',
  'herb',
  'seedling',
  'mushroom',
  'tulip',
  'rose',
  'blossom',
  'hibiscus',
  'cherry-blossom',
  'red-apple',
  'strawberry',
]);

/** Weather's things carried in the hand, though the emoji set files them with places: an umbrella. */
const CARRIED = new Set(['umbrella', 'closed-umbrella', 'umbrella-with-rain-drops']);

export function describe(icon: string): { placement: Placement; bulk: number } {
  const placement: Placement = SKY.has(icon) ? 'sky' : WATER.has(icon) ? 'water' : WALL.has(icon) ? 'wall' : 'ground';
  let bulk: number;
  if (HUGE.has(icon)) bulk = 1.7;
  else if (CARRIED.has(icon)) bulk = 0.85;
  else if (LARGE.has(icon)) bulk = 1.25;
  else if (TINY.has(icon)) bulk = 0.5;
  else {
    const category = iconCategory(icon);
    bulk =
      category === 'Food & Drink' || category === 'Objects' || category === 'Activities'
        ? 0.62
        : category === 'Travel & Places'
          ? 1.3
          : 0.9;
  }
  return { placement, bulk };
}
