/**
 * What kinds of heroes and companions an idea can name ("a puppy", "a little dragon", "her grandma"),
 * and how a story describes them.
 */
import type { Pronoun } from './names.js';

export type KindGroup = 'child' | 'pet' | 'wild' | 'magic' | 'machine';

export interface Kind {
  /** The word as a story says it: 'puppy'. */
  word: string;
  group: KindGroup;
  /** Set when the word itself says it ('girl' -> she). */
  pronoun?: Pronoun;
  /** Adjectives for the hero's introduction ("a fluffy kitten"). */
  looks: readonly string[];
  /** A happy gesture, after the pronoun: "wagged {their} tail". */
  cheer: string;
  /** Where such a creature lives (a setting word): its story starts there rather than with a trip. */
  habitat?: string;
}

const CHILD_LOOKS = ['curious', 'cheerful', 'bright-eyed', 'kind', 'lively'];
const PET_LOOKS = ['little', 'playful', 'fluffy', 'bouncy'];

const kinds: Kind[] = [
  { word: 'girl', group: 'child', pronoun: 'she', looks: CHILD_LOOKS, cheer: 'clapped {their} hands' },
  { word: 'boy', group: 'child', pronoun: 'he', looks: CHILD_LOOKS, cheer: 'clapped {their} hands' },
  { word: 'child', group: 'child', looks: CHILD_LOOKS, cheer: 'clapped {their} hands' },
  { word: 'princess', group: 'child', pronoun: 'she', looks: ['kind', 'clever', 'cheerful'], cheer: 'twirled around' },
  { word: 'prince', group: 'child', pronoun: 'he', looks: ['kind', 'clever', 'cheerful'], cheer: 'cheered out loud' },
  { word: 'astronaut', group: 'child', looks: ['young', 'brave', 'curious'], cheer: 'gave a big thumbs-up' },
  { word: 'pirate', group: 'child', looks: ['friendly', 'jolly', 'young'], cheer: 'shouted a happy "Ahoy!"' },
  { word: 'knight', group: 'child', looks: ['young', 'kind', 'brave'], cheer: 'raised {their} shield and cheered' },
  { word: 'explorer', group: 'child', looks: ['young', 'curious', 'daring'], cheer: 'cheered out loud' },
  { word: 'puppy', group: 'pet', looks: PET_LOOKS, cheer: 'wagged {their} tail' },
  { word: 'dog', group: 'pet', looks: ['friendly', 'scruffy', 'happy'], cheer: 'wagged {their} tail' },
  { word: 'kitten', group: 'pet', looks: PET_LOOKS, cheer: 'purred happily' },
  { word: 'cat', group: 'pet', looks: ['friendly', 'stripy', 'clever'], cheer: 'purred happily' },
  { word: 'bunny', group: 'pet', looks: PET_LOOKS, cheer: 'hopped up and down' },
  { word: 'rabbit', group: 'pet', looks: ['little', 'quick', 'fluffy'], cheer: 'hopped up and down' },
  { word: 'hamster', group: 'pet', looks: ['tiny', 'fluffy', 'busy'], cheer: 'squeaked with joy' },
  { word: 'mouse', group: 'wild', looks: ['tiny', 'clever', 'quick'], cheer: 'squeaked with joy' },
  { word: 'pony', group: 'pet', looks: ['little', 'spotty', 'gentle'], cheer: 'gave a happy neigh' },
  { word: 'turtle', group: 'wild', looks: ['little', 'shy', 'gentle'], cheer: 'did a slow, happy spin', habitat: 'sea' },
  { word: 'bear', group: 'wild', looks: ['little', 'cuddly', 'sleepy'], cheer: 'did a happy bear dance', habitat: 'forest' },
  { word: 'fox', group: 'wild', looks: ['little', 'clever', 'red'], cheer: 'swished {their} tail', habitat: 'forest' },
  { word: 'owl', group: 'wild', looks: ['little', 'fluffy', 'wise'], cheer: 'hooted with joy', habitat: 'forest' },
  { word: 'penguin', group: 'wild', looks: ['little', 'waddly', 'cheerful'], cheer: 'flapped {their} flippers', habitat: 'snow' },
  { word: 'elephant', group: 'wild', looks: ['little', 'gentle', 'grey'], cheer: 'trumpeted with joy', habitat: 'savanna' },
  { word: 'duck', group: 'wild', looks: ['little', 'yellow', 'fluffy'], cheer: 'quacked with joy', habitat: 'river' },
  { word: 'frog', group: 'wild', looks: ['little', 'green', 'hoppy'], cheer: 'hopped in a happy circle', habitat: 'river' },
  { word: 'monkey', group: 'wild', looks: ['little', 'cheeky', 'playful'], cheer: 'swung from a branch', habitat: 'jungle' },
  { word: 'lion', group: 'wild', looks: ['young', 'fluffy', 'friendly'], cheer: 'gave a happy little roar', habitat: 'savanna' },
  { word: 'giraffe', group: 'wild', looks: ['young', 'tall', 'gentle'], cheer: 'nodded {their} long neck', habitat: 'savanna' },
  { word: 'whale', group: 'wild', looks: ['young', 'gentle', 'big'], cheer: 'blew a spout of water', habitat: 'sea' },
  { word: 'dolphin', group: 'wild', looks: ['young', 'playful', 'smiley'], cheer: 'did a happy flip', habitat: 'sea' },
  { word: 'fish', group: 'wild', looks: ['little', 'shiny', 'stripy'], cheer: 'blew happy bubbles', habitat: 'sea' },
  { word: 'bee', group: 'wild', looks: ['little', 'busy', 'buzzy'], cheer: 'did a buzzy dance', habitat: 'garden' },
  {
    word: 'butterfly',
    group: 'wild',
    looks: ['little', 'colourful', 'dainty'],
    cheer: 'fluttered {their} wings',
    habitat: 'garden',
  },
  { word: 'bird', group: 'wild', looks: ['little', 'chirpy', 'bright'], cheer: 'sang a happy song' },
  { word: 'dinosaur', group: 'wild', looks: ['little', 'friendly', 'green'], cheer: 'stomped a happy dance' },
  { word: 'dragon', group: 'magic', looks: ['little', 'friendly', 'tiny'], cheer: 'flapped {their} wings' },
  { word: 'unicorn', group: 'magic', looks: ['little', 'sparkly', 'gentle'], cheer: 'tossed {their} rainbow mane' },
  { word: 'fairy', group: 'magic', looks: ['tiny', 'sparkly', 'kind'], cheer: 'twirled in the air' },
  {
    word: 'mermaid',
    group: 'magic',
    pronoun: 'she',
    looks: ['young', 'kind', 'sparkly'],
    cheer: 'swished {their} tail',
    habitat: 'sea',
  },
  { word: 'robot', group: 'machine', looks: ['little', 'shiny', 'clever'], cheer: 'beeped a happy tune' },
];

/** Words an idea may use for a kind, mapped to it ("daughter" -> girl). */
const aliases: Record<string, string> = {
  daughter: 'girl',
  son: 'boy',
  kid: 'child',
  toddler: 'child',
  baby: 'child',
  puppies: 'puppy',
  doggy: 'dog',
  kitty: 'kitten',
  kittens: 'kitten',
  dinosaurs: 'dinosaur',
  dino: 'dinosaur',
  dragons: 'dragon',
  tortoise: 'turtle',
  teddy: 'bear',
  cub: 'bear',
  bunnies: 'bunny',
  birdie: 'bird',
};

const byWord = new Map(kinds.map((kind) => [kind.word, kind]));

/** The kind a word names, or null. */
export function kindOf(word: string): Kind | null {
  const key = word.toLowerCase();
  return byWord.get(aliases[key] ?? key) ?? byWord.get(key.replace(/s$/, '')) ?? null;
}

export const CHILD_KIND = byWord.get('child')!;

/** Family and friends an idea may bring along ("with his dad"), as the story names them. */
const relatives: Record<string, { name: string; pronoun: Pronoun }> = {
  mom: { name: 'Mom', pronoun: 'she' },
  mum: { name: 'Mum', pronoun: 'she' },
  mommy: { name: 'Mommy', pronoun: 'she' },
  mummy: { name: 'Mummy', pronoun: 'she' },
  mother: { name: 'Mother', pronoun: 'she' },
  dad: { name: 'Dad', pronoun: 'he' },
  daddy: { name: 'Daddy', pronoun: 'he' },
  father: { name: 'Father', pronoun: 'he' },
  grandma: { name: 'Grandma', pronoun: 'she' },
  granny: { name: 'Granny', pronoun: 'she' },
  nana: { name: 'Nana', pronoun: 'she' },
  grandpa: { name: 'Grandpa', pronoun: 'he' },
  grandad: { name: 'Grandad', pronoun: 'he' },
  granddad: { name: 'Granddad', pronoun: 'he' },
  aunt: { name: 'Auntie', pronoun: 'she' },
  auntie: { name: 'Auntie', pronoun: 'she' },
  uncle: { name: 'Uncle', pronoun: 'he' },
};

/** A relative named by a word, or null. "mummy" counts only after a possessive ("my mummy"). */
export function relativeOf(word: string, afterPossessive: boolean): { name: string; pronoun: Pronoun } | null {
  const key = word.toLowerCase();
  if (key === 'mummy' && !afterPossessive) return null;
  return relatives[key] ?? null;
}
