/**
 * What can go wrong with the thing a story turns around, by what it is like: a kite can get stuck
 * up a tree or blow away, a ball rolls off, a key hides, a cake can flop. Words not listed take the
 * trouble of the goal instead (a quest's path is blocked, a search finds it hidden).
 */
import { singularOf } from '../language/index.js';

export type ThingTrouble = 'high' | 'away' | 'hidden' | 'broken' | 'flop' | 'heavy' | 'steep';

const GROUPS: Record<Exclude<ThingTrouble, 'steep'>, readonly string[]> = {
  high: [
    'kite',
    'balloon',
    'hat',
    'paper plane',
    'plane',
    'frisbee',
    'shuttlecock',
    'feather',
    'scarf',
    'ribbon',
    'kitten',
    'cat',
    'parrot',
    'apple',
    'coconut',
    'nest',
    'star',
    'moon',
    'sunflower',
    'treehouse',
    'bird feeder',
    'book',
    'flag',
    'lantern',
  ],
  away: [
    'ball',
    'football',
    'marble',
    'hoop',
    'boat',
    'paper boat',
    'leaf boat',
    'bubble',
    'puppy',
    'dog',
    'duck',
    'sheep',
    'lamb',
    'goat',
    'pumpkin',
    'orange',
    'wheel',
    'car',
    'toy car',
    'skateboard',
    'bike',
    'scooter',
    'raft',
    'sledge',
    'sled',
    'leaf',
  ],
  hidden: [
    'key',
    'ring',
    'coin',
    'button',
    'shell',
    'seashell',
    'tooth',
    'crayon',
    'sock',
    'glove',
    'mitten',
    'teddy',
    'teddy bear',
    'doll',
    'toy',
    'map',
    'treasure',
    'treasure map',
    'egg',
    'acorn',
    'fossil',
    'crown',
    'necklace',
    'pencil',
    'stone',
    'rock',
    'pebble',
    'crystal',
    'ticket',
    'letter',
    'present',
    'gift',
    'medal',
    'bone',
    'slipper',
    'shoe',
    'watch',
    'glasses',
    'torch',
    'magnifying glass',
    'compass',
    'wand',
    'spinning top',
  ],
  broken: [
    'sandcastle',
    'snowman',
    'tower',
    'block tower',
    'den',
    'robot',
    'rocket',
    'model',
    'model volcano',
    'bridge',
    'costume',
    'drum',
    'guitar',
    'violin',
    'piano',
    'umbrella',
    'tent',
    'nest box',
    'go-kart',
    'windmill',
    'longship',
    'bug hotel',
    'wormery',
    'kite tail',
    'necklace string',
    'light bulb',
  ],
  flop: [
    'cake',
    'bread',
    'loaf',
    'pizza',
    'biscuit',
    'biscuits',
    'cookie',
    'cookies',
    'pancake',
    'pancakes',
    'soup',
    'pie',
    'muffin',
    'muffins',
    'sandwich',
    'lunch',
    'picnic',
    'ice lolly',
    'jam',
    'lemonade',
    'smoothie',
    'painting',
    'picture',
    'song',
    'dance',
    'show',
    'play',
    'garden',
    'bean',
    'seed',
    'seeds',
    'plant',
    'flower',
    'strawberry',
    'tomato',
    'carrot',
    'potion',
  ],
  heavy: [
    'box',
    'pumpkin',
    'rock',
    'log',
    'trunk',
    'suitcase',
    'chest',
    'treasure chest',
    'piano',
    'watermelon',
    'sack',
    'wheelbarrow',
    'boulder',
  ],
};

const index = new Map<string, ThingTrouble>();
for (const [trouble, nouns] of Object.entries(GROUPS) as [Exclude<ThingTrouble, 'steep'>, readonly string[]][]) {
  for (const noun of nouns) if (!index.has(noun)) index.set(noun, trouble);
}

/** The troubles a thing can have: its own first (by its whole noun, then its head). */
export function troublesOf(noun: string, head: string): ThingTrouble[] {
  const own = index.get(noun) ?? index.get(head) ?? index.get(singularOf(head));
  return own ? [own] : [];
}

/** Things one cannot carry about, hug or put in a pocket: they are places to reach or watch. */
const FIXED = new Set([
  'rocket',
  'spaceship',
  'sunflower',
  'tree',
  'oak tree',
  'apple tree',
  'treehouse',
  'puddle',
  'rainbow',
  'cloud',
  'moon',
  'star',
  'planet',
  'sun',
  'mountain',
  'hill',
  'waterfall',
  'river',
  'sea',
  'volcano',
  'castle',
  'tower',
  'house',
  'garden',
  'summit',
  'waterhole',
  'oasis',
  'iceberg',
  'reef',
  'coral',
  'snowman',
  'sandcastle',
  'den',
  'bridge',
  'bug hotel',
  'wormery',
  'rope bridge',
  'lighthouse',
  'pyramid',
  'nest',
  'web',
  'spider web',
  'slime trail',
  'shadow',
  'crossing',
  'block tower',
  'cave',
  'cave painting',
  'mosaic',
  'dinosaur skeleton',
  'waterfall',
  'rocket',
  'boat',
  'longship',
  'steam train',
  'train',
  'bus',
  'tractor',
  'leaf pile',
  'recycling bin',
  'chart',
  'weather chart',
  'x-ray',
  'picnic',
  'pumpkin',
  'garden shed',
  'shed',
  'door',
  'gate',
  'wall',
  'fence',
  'pond',
  'lake',
  'field',
]);

/** Sights one watches for, never holds or loses: a wish to find one is a quest to see it, not a search for something gone. */
const SIGHTS = new Set([
  'rainbow',
  'shooting star',
  'star',
  'comet',
  'moon',
  'full moon',
  'sunrise',
  'sunset',
  'northern light',
  'northern lights',
  'aurora',
  'firework',
  'eclipse',
  'lightning',
  'meteor',
]);

/** 'a rainbow', 'shooting stars' (a plural said as the idea says it is the same sight). */
export const isSight = (noun: string) =>
  SIGHTS.has(noun) ||
  SIGHTS.has(noun.split(' ').at(-1)!) ||
  SIGHTS.has(singularOf(noun)) ||
  SIGHTS.has(singularOf(noun.split(' ').at(-1)!));

/** Things that happen rather than things to hold: a race, a show, a party. */
const EVENTS = new Set([
  'race',
  'contest',
  'competition',
  'match',
  'game',
  'show',
  'party',
  'parade',
  'concert',
  'festival',
  'tournament',
  'championship',
  'bee',
  'quiz',
  'sports day',
]);

/** 'the forest running race', 'a spelling bee', 'the talent show'. */
export const isEvent = (noun: string) => EVENTS.has(noun) || EVENTS.has(noun.split(' ').at(-1)!) || /\bsports day$/.test(noun);

/** Parts of one's own body: brushed, washed or wiggled, never a place to stand by or look towards. */
const BODY_PARTS = new Set([
  'tooth',
  'teeth',
  'hair',
  'nose',
  'ear',
  'eye',
  'hand',
  'foot',
  'feet',
  'toe',
  'finger',
  'nail',
  'knee',
  'elbow',
  'tummy',
  'face',
  'arm',
  'leg',
  'mouth',
  'tongue',
  'head',
  'paw',
  'tail',
  'wing',
  'whisker',
  'fur',
]);

/** 'her teeth', 'a wobbly tooth', 'his hands'. */
export const isBodyPart = (noun: string) => {
  const head = noun.split(' ').at(-1)!;
  return BODY_PARTS.has(head) || BODY_PARTS.has(singularOf(head));
};

/**
 * Things one finds out with, or uses every day, not ones to gaze at or love ('a bucket', 'a calendar', 'soap', the rocket
 * that takes one to the planets): a topic's
 * tool is used in its story, never looked at for a long, long time.
 */
const TOOLS =
  /\b(?:bucket|telescope|binoculars|magnifying glass|torch|net|calendar|chart|star map|purse|lunch ?box|toothbrush|soap|bin|bottle|tape measure|bag|box|window|glass of water|crossing|list|jar|stethoscope|pillow|nightlight|sun hat|shoes|bowl|basket|feeder|hotel|wormery|clock|x-ray|rocket|spaceship)$/;

export const isTool = (noun: string) => TOOLS.test(noun);

/** Things one rides inside and so climbs back into ('the rocket'), not ones that stand where they are ('the x-ray', 'the bin'). */
const RIDDEN_IN = /\b(?:rocket|spaceship|submarine|boat|ship|train|bus|car|plane|aeroplane|airplane|balloon)$/;

/** A plaything made like a big thing ('a toy boat', 'the paper plane'): held in the hand, never ridden in. */
const PLAYTHING = /^(?:toy|paper|model|wooden|plastic|rubber|clockwork) /;

export const isRiddenIn = (noun: string) => RIDDEN_IN.test(noun) && !PLAYTHING.test(noun);

/** Whether the thing can be carried and held ('kite', 'key'), not a place or a big thing ('sunflower', 'puddle'). */
export function isPortable(noun: string): boolean {
  if (PLAYTHING.test(noun)) return true;
  const head = noun.split(' ').at(-1)!;
  return !FIXED.has(noun) && !FIXED.has(head) && !FIXED.has(singularOf(head)) && !isSight(noun) && !isEvent(noun);
}
