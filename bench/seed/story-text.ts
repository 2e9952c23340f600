/**
 * Stories for seeding: short children's stories from word lists and sentence patterns, drawn
 * with a seeded random source so the same seed gives the same library. Two words have known
 * frequencies for the search benchmark: COMMON_WORD is in about 45 % of stories, RARE_WORD in
 * about 0.1 %.
 */
export const COMMON_WORD = 'forest';
export const RARE_WORD = 'zeppelin';
const COMMON_SHARE = 0.45;
const RARE_SHARE = 0.001;

const names = [
  'Mia',
  'Leo',
  'Ava',
  'Noah',
  'Zara',
  'Omar',
  'Ivy',
  'Finn',
  'Lena',
  'Kai',
  'Ruby',
  'Theo',
  'Nora',
  'Eli',
  'Maya',
  'Sami',
  'Lily',
  'Arlo',
  'Ella',
  'Jonah',
  'Aisha',
  'Hugo',
  'Iris',
  'Milo',
  'Rosa',
  'Felix',
  'Hana',
  'Oscar',
  'Luna',
  'Ravi',
];
const animals = [
  'fox',
  'owl',
  'bear',
  'rabbit',
  'turtle',
  'dragon',
  'penguin',
  'whale',
  'lion',
  'hedgehog',
  'otter',
  'elephant',
  'giraffe',
  'squirrel',
  'dolphin',
  'panda',
  'koala',
  'tiger',
  'unicorn',
  'badger',
  'camel',
  'parrot',
  'frog',
  'deer',
];
const adjectives = [
  'brave',
  'sleepy',
  'curious',
  'gentle',
  'tiny',
  'giant',
  'clever',
  'shy',
  'happy',
  'silly',
  'golden',
  'friendly',
  'noisy',
  'quiet',
  'sparkly',
  'kind',
  'lost',
  'helpful',
  'bouncy',
  'wise',
];
const places = [
  'mountain',
  'river',
  'castle',
  'meadow',
  'island',
  'desert',
  'village',
  'garden',
  'lighthouse',
  'cave',
  'harbour',
  'library',
  'museum',
  'volcano',
  'valley',
  'beach',
  'jungle',
  'pyramid',
  'farm',
  'market',
];
const things = [
  'map',
  'lantern',
  'kite',
  'compass',
  'drum',
  'basket of apples',
  'red balloon',
  'paper boat',
  'music box',
  'telescope',
  'blue scarf',
  'old key',
  'picnic blanket',
  'jar of honey',
  'seashell',
  'bicycle',
  'storybook',
  'magic pebble',
];
const topics = [
  'friendship',
  'courage',
  'kindness',
  'adventure',
  'nature',
  'animals',
  'space',
  'ocean',
  'history',
  'egypt',
  'music',
  'family',
  'bedtime',
  'science',
  'seasons',
  'sharing',
  'dinosaurs',
  'weather',
  'travel',
  'colours',
];

type Random = () => number;

/** mulberry32: small, fast and good enough to draw words. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface SeedStory {
  title: string;
  paragraphs: string[];
  tags: string[];
}

export function writeStory(random: Random): SeedStory {
  const hero = pick(random, names);
  const friend = pick(random, animals);
  const adjective = pick(random, adjectives);
  const place = pick(random, places);
  const other = pick(random, places);
  const thing = pick(random, things);
  const title = pick(random, [
    `${hero} and the ${capitalise(adjective)} ${capitalise(friend)}`,
    `The ${capitalise(adjective)} ${capitalise(place)}`,
    `${hero}'s ${capitalise(thing)}`,
    `A ${capitalise(friend)} at the ${capitalise(place)}`,
    `${hero} Visits the ${capitalise(place)}`,
  ]);
  const paragraphs = [
    `One ${pick(random, ['sunny', 'windy', 'snowy', 'rainy', 'misty'])} morning, ${hero} found a ${thing} near the ${place}. It was the most ${adjective} thing ${hero} had ever seen.`,
    `A ${adjective} ${friend} peeked out from behind a rock. "Hello," said the ${friend}, "would you like to go on an adventure with me?"`,
    `Together they set off towards the ${other}, singing songs and counting clouds. The ${friend} knew every path and every shortcut.`,
    `On the way they met a ${pick(random, adjectives)} ${pick(random, animals)} who needed help. ${hero} shared the ${thing}, and soon everyone was smiling.`,
    `At the ${other} they discovered a secret that nobody else knew about, and they promised to keep it safe for ever.`,
    `When the stars came out, ${hero} said goodbye to the ${friend} and walked home, already dreaming of tomorrow.`,
  ];
  if (random() < COMMON_SHARE) {
    const at = Math.floor(random() * paragraphs.length);
    paragraphs[at] += ` The path led through a whispering ${COMMON_WORD} full of tall green trees.`;
  }
  if (random() < RARE_SHARE) {
    const at = Math.floor(random() * paragraphs.length);
    paragraphs[at] += ` High above them a silver ${RARE_WORD} drifted slowly across the sky.`;
  }
  const tags = [...new Set([pick(random, topics), pick(random, topics), friend])].slice(0, 2 + Math.floor(random() * 2));
  return { title, paragraphs, tags };
}

/** Kind words readers leave. */
export const commentTexts = [
  'We read this at bedtime and loved it!',
  'My daughter asked for it three times in a row.',
  'Beautiful pictures, thank you for sharing.',
  'Such a sweet story about friendship.',
  'My son laughed at the funny parts.',
  'Lovely! Please write another one.',
  'Perfect for our reading hour.',
  'The ending made us smile.',
];

export const userNames = names;
