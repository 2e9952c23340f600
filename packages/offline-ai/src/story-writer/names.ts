/**
 * Names the writer recognises in an idea and picks from when the idea names nobody: common
 * children's names (with the pronoun a story would use), pet names, and helpers' names.
 */

export type Pronoun = 'she' | 'he' | 'they';

export const GIRL_NAMES = [
  'Ada',
  'Alice',
  'Amara',
  'Amelia',
  'Anna',
  'Aria',
  'Ava',
  'Bella',
  'Chloe',
  'Clara',
  'Daisy',
  'Ella',
  'Ellie',
  'Emily',
  'Emma',
  'Eva',
  'Evie',
  'Freya',
  'Grace',
  'Hannah',
  'Harper',
  'Isla',
  'Ivy',
  'Layla',
  'Leah',
  'Lily',
  'Lola',
  'Lucy',
  'Luna',
  'Maya',
  'Mia',
  'Mila',
  'Nia',
  'Nora',
  'Olivia',
  'Poppy',
  'Priya',
  'Rosa',
  'Rosie',
  'Ruby',
  'Sara',
  'Sarah',
  'Sofia',
  'Sophie',
  'Zara',
  'Zoe',
  'Aisha',
  'Elsa',
  'Fatima',
  'Hana',
  'Ines',
  'Jade',
  'Kiki',
  'Lena',
  'Maria',
  'Nina',
  'Yara',
] as const;

export const BOY_NAMES = [
  'Adam',
  'Alfie',
  'Arlo',
  'Arthur',
  'Ben',
  'Caleb',
  'Charlie',
  'Daniel',
  'David',
  'Eli',
  'Ethan',
  'Felix',
  'Finn',
  'Freddie',
  'George',
  'Harry',
  'Henry',
  'Hugo',
  'Isaac',
  'Jack',
  'Jacob',
  'Jake',
  'James',
  'Jonah',
  'Kai',
  'Leo',
  'Liam',
  'Lucas',
  'Luca',
  'Max',
  'Milo',
  'Noah',
  'Oliver',
  'Omar',
  'Oscar',
  'Otto',
  'Owen',
  'Rafi',
  'Ravi',
  'Ryan',
  'Sam',
  'Samuel',
  'Theo',
  'Toby',
  'Tom',
  'Yusuf',
  'Zac',
  'Ali',
  'Amir',
  'Ezra',
  'Jasper',
  'Kofi',
  'Mateo',
  'Nico',
  'Ollie',
  'Ronan',
  'Teddy',
] as const;

export const NEUTRAL_NAMES = ['Alex', 'Charlie', 'Jamie', 'Jordan', 'Quinn', 'Riley', 'Robin', 'Sky', 'Remy', 'Sasha'] as const;

/** Names for animals, dragons, robots and other non-human heroes and helpers. */
export const PET_NAMES = [
  'Biscuit',
  'Bubbles',
  'Buttons',
  'Coco',
  'Cookie',
  'Dot',
  'Fizz',
  'Flick',
  'Fluffy',
  'Hazel',
  'Honey',
  'Jelly',
  'Maple',
  'Marble',
  'Mochi',
  'Muffin',
  'Nutmeg',
  'Olive',
  'Pebble',
  'Peanut',
  'Pepper',
  'Pickles',
  'Pip',
  'Pippin',
  'Pudding',
  'Rusty',
  'Scout',
  'Shelly',
  'Snowy',
  'Sparky',
  'Sprout',
  'Sunny',
  'Toffee',
  'Tumble',
  'Twinkle',
  'Waffles',
  'Ziggy',
  'Bolt',
  'Dusty',
  'Bramble',
  'Clover',
  'Poppet',
  'Sandy',
  'Splash',
  'Sage',
  'Noodle',
  'Tilly',
  'Tansy',
  'Gizmo',
  'Rolo',
] as const;

/** Words that are names in the lists but usually ordinary words in an idea typed in lower case. */
const COMMON_WORDS = new Set([
  'max',
  'grace',
  'sky',
  'honey',
  'olive',
  'pepper',
  'jack',
  'dot',
  'bolt',
  'scout',
  'sunny',
  'sage',
  'ivy',
  'ruby',
  'rosa',
  'hope',
]);

const GIRLS = new Set<string>(GIRL_NAMES.map((n) => n.toLowerCase()));
const BOYS = new Set<string>(BOY_NAMES.map((n) => n.toLowerCase()));
const OTHERS = new Set<string>([...NEUTRAL_NAMES, ...PET_NAMES].map((n) => n.toLowerCase()));

/** The pronoun a name suggests ('Mia' -> she), or null when the lists give none (pet and neutral names). */
export function pronounOfName(name: string): Pronoun | null {
  const key = name.toLowerCase();
  if (GIRLS.has(key) && !BOYS.has(key)) return 'she';
  if (BOYS.has(key) && !GIRLS.has(key)) return 'he';
  return null;
}

/** Whether a word is a name in our lists; written in lower case, words that are usually not names ('honey') are not. */
export function isListedName(word: string): boolean {
  const key = word.toLowerCase();
  const listed = GIRLS.has(key) || BOYS.has(key) || OTHERS.has(key);
  return listed && (/^[A-Z]/.test(word) || !COMMON_WORDS.has(key));
}

/** "Mia's", "Buttons'". */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Capitalised as a name: "biscuit" -> "Biscuit". */
export function asName(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
