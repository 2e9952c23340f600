import { pictureAt } from './catalogue.js';
import { iconCategory } from './icon-set.js';

/** Things a paragraph names, as emoji, with where they belong and how big they are in life. */
export type Placement = 'sky' | 'ground' | 'water' | 'wall';

export interface Thing {
  icon: string;
  /** The word (or phrase) that named it. */
  word: string;
  placement: Placement;
  /** Size in life relative to a child: about 0.5 (a bee, a cookie) to 1.7 (a whale, a castle). */
  bulk: number;
}

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

export function describe(icon: string): { placement: Placement; bulk: number } {
  const placement: Placement = SKY.has(icon) ? 'sky' : WATER.has(icon) ? 'water' : WALL.has(icon) ? 'wall' : 'ground';
  let bulk: number;
  if (HUGE.has(icon)) bulk = 1.7;
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

export interface Reading {
  /** Words read as nouns: only a phrase ending in one names a thing. */
  nouns: ReadonlySet<string>;
  /** Capitalised inside a sentence: people's names, never things. */
  names: ReadonlySet<string>;
  /** Capitalised at a sentence's start: a thing only by an emoji's own name ("Leo" is no lion). */
  openers: ReadonlySet<string>;
}

/** Things named in `words`, first named first, each picture once, at most `max`. */
export function thingsNamed(
  words: readonly string[],
  max: number,
  reading: Reading,
  skip: ReadonlySet<string> = new Set(),
): Thing[] {
  const out: Thing[] = [];
  const seen = new Set(skip);
  for (let i = 0; i < words.length && out.length < max; i += 1) {
    if (reading.names.has(words[i]!)) continue;
    const found = pictureAt(words, i, reading.openers.has(words[i]!));
    if (!found || !reading.nouns.has(words[i + found.span - 1]!)) continue;
    const word = words.slice(i, i + found.span).join(' ');
    i += found.span - 1;
    if (seen.has(found.icon) || skip.has(word)) continue;
    seen.add(found.icon);
    out.push({ icon: found.icon, word, ...describe(found.icon) });
  }
  return out;
}
