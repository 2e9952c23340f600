import { forms } from './words.js';

/**
 * The hero of every picture of a book. In avatar mode it is the child's avatar on a drawn body; in
 * text mode a character chosen from the visual prompt: a child's face on the same body, or a whole
 * animal or fairy.
 */
export interface HeroKind {
  /** An emoji face set on a drawn body (`null` head: the avatar image). */
  head?: string;
  /** A whole emoji character, drawn large. */
  whole?: string;
  /** Something worn on the head. */
  hat?: string;
  /** Body colour instead of the book's shirt colour (a space suit). */
  suit?: string;
  dress?: boolean;
}

/** Hero ids (kept in the style token) and how each is drawn. */
export const HEROES: Readonly<Record<string, HeroKind>> = {
  avatar: {},
  girl: { head: 'girl', dress: true },
  boy: { head: 'boy' },
  child: { head: 'child' },
  baby: { head: 'baby' },
  princess: { head: 'girl', hat: 'crown', dress: true },
  prince: { head: 'boy', hat: 'crown' },
  astronaut: { head: 'child', suit: '#eef1f7' },
  fairy: { whole: 'woman-fairy' },
  mermaid: { whole: 'woman-merpeople' },
  dog: { whole: 'dog' },
  cat: { whole: 'cat' },
  rabbit: { whole: 'rabbit' },
  dragon: { whole: 'dragon' },
  dinosaur: { whole: 't-rex' },
  penguin: { whole: 'penguin' },
  monkey: { whole: 'monkey' },
  tiger: { whole: 'tiger' },
  owl: { whole: 'owl' },
  teddy: { whole: 'teddy-bear' },
  fox: { head: 'fox' },
  bear: { head: 'bear' },
  lion: { head: 'lion' },
  panda: { head: 'panda' },
  koala: { head: 'koala' },
  unicorn: { head: 'unicorn' },
  frog: { head: 'frog' },
  mouse: { head: 'mouse-face' },
  robot: { head: 'robot', suit: '#b8c2cc' },
};

const HERO_WORDS: Readonly<Record<string, string>> = {
  girl: 'girl',
  daughter: 'girl',
  sister: 'girl',
  granddaughter: 'girl',
  niece: 'girl',
  boy: 'boy',
  son: 'boy',
  brother: 'boy',
  grandson: 'boy',
  nephew: 'boy',
  child: 'child',
  kid: 'child',
  toddler: 'child',
  baby: 'baby',
  princess: 'princess',
  queen: 'princess',
  prince: 'prince',
  king: 'prince',
  knight: 'prince',
  astronaut: 'astronaut',
  spaceman: 'astronaut',
  cosmonaut: 'astronaut',
  fairy: 'fairy',
  mermaid: 'mermaid',
  dog: 'dog',
  puppy: 'dog',
  cat: 'cat',
  kitten: 'cat',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  dragon: 'dragon',
  dinosaur: 'dinosaur',
  dino: 'dinosaur',
  penguin: 'penguin',
  monkey: 'monkey',
  tiger: 'tiger',
  owl: 'owl',
  teddy: 'teddy',
  fox: 'fox',
  bear: 'bear',
  lion: 'lion',
  panda: 'panda',
  koala: 'koala',
  unicorn: 'unicorn',
  frog: 'frog',
  mouse: 'mouse',
  robot: 'robot',
};

/** The first character word of the text ("a little fox named Finn" -> fox), or null. */
export function heroIn(words: readonly string[]): string | null {
  for (const word of words) for (const form of forms(word)) if (HERO_WORDS[form]) return HERO_WORDS[form];
  return null;
}

/** The words that name the hero are not also drawn as things beside it. */
export function heroWords(hero: string): Set<string> {
  return new Set(
    Object.entries(HERO_WORDS)
      .filter(([, id]) => id === hero)
      .map(([word]) => word),
  );
}

/** Skin tones of Fluent's people, by the words a parent might use ("brown skin"). */
export const TONES: Readonly<Record<string, { suffix: string; skin: string }>> = {
  y: { suffix: '', skin: '#ffc83d' },
  l: { suffix: '-light', skin: '#ffd7c2' },
  ml: { suffix: '-medium-light', skin: '#eebfaa' },
  m: { suffix: '-medium', skin: '#c68d7b' },
  md: { suffix: '-medium-dark', skin: '#966661' },
  d: { suffix: '-dark', skin: '#573739' },
};
const TONE_WORDS: Readonly<Record<string, string>> = {
  fair: 'l',
  pale: 'l',
  light: 'l',
  white: 'l',
  peach: 'ml',
  olive: 'm',
  tan: 'm',
  tanned: 'm',
  brown: 'md',
  dark: 'd',
  black: 'd',
};

/** A skin tone named in the prompt next to "skin" ("dark-skinned", "light skin"), else the emoji yellow. */
export function toneIn(words: readonly string[]): string {
  for (let i = 1; i < words.length; i += 1) {
    if (!/^(skin|skinned|complexion)$/.test(words[i]!)) continue;
    const tone = TONE_WORDS[words[i - 1]!];
    if (tone) return tone;
  }
  return 'y';
}

/** Face emoji in the chosen tone, where Fluent has tones for it. */
export function headIcon(kind: HeroKind, tone: string): string | undefined {
  if (!kind.head) return undefined;
  const toned = ['girl', 'boy', 'child', 'baby'].includes(kind.head) ? `${kind.head}${TONES[tone]?.suffix ?? ''}` : kind.head;
  return toned;
}
