/**
 * Trickster tales ('Anansi tricks the tiger', 'A clever mouse tricks the fox', 'The monkey and the crocodile'): a small
 * clever creature outwits a big hungry or bossy one, gently (ages 4-8): the big one threatens, the small one thinks,
 * the trick is set, the big one falls for it, the small one is safe and laughing, and the big one learns to be kinder.
 * Slots: the small one's ({hero}, {Hero}, {they}, {their}, {them}, {heroS}) and the big one's ({big}: 'the tiger',
 * {Big}, {bigKind}: 'tiger').
 */

export interface Trick {
  id: string;
  /** Big ones it fools (kind words); none: any big one but these. */
  bigs?: readonly string[];
  notBigs?: readonly string[];
  /** What the big one says at first, when the trick needs it said its way. */
  threat?: string;
  /** The trick thought of, and set. */
  think: string;
  set: string;
  /** The big one falls for it. */
  fall: string;
  /** The small one safe, and laughing. */
  safe: string;
}

export const TRICKS: readonly Trick[] = [
  {
    id: 'walk',
    notBigs: ['crocodile', 'shark', 'elephant'],
    think: '"Wait!" said {hero}. "Everyone in this land is scared of me. Walk behind me and see!"',
    set: '{Big} laughed, but followed along. {Hero} marched in front, head held high.',
    fall: 'Every animal they met ran away fast! But they ran from {big}, not from little {hero}.',
    safe: '"You are right!" gasped {big}. "Everyone is scared of you!" And {big} ran off. {Hero} laughed and laughed.',
  },
  {
    id: 'well',
    bigs: ['tiger', 'lion', 'wolf', 'bear', 'fox'],
    think: '"Oh, {bigKind}," said {hero}. "There is a bigger {bigKind} in the old well. It wants your lunch!"',
    set: '{Big} stomped to the well, and {hero} crept behind. Down in the well, a {bigKind} looked back up!',
    fall: '{Big} growled. The {bigKind} in the water growled too! {Hero} knew it was only {bigS} own face.',
    safe: '{Big} ran off, scared of the other {bigKind}. {Hero} laughed so hard {they} nearly fell over.',
  },
  {
    id: 'tug',
    notBigs: ['elephant', 'crocodile', 'shark'],
    think: '"I am small, but I am strong," said {hero}. "Let’s have a tug of war, {bigKind}!"',
    set: '{Hero} gave {big} one end of a long vine. Then {they} ran off with the other end, round the hill.',
    fall: '{Hero} tied that end to a big elephant. "Pull!" called {hero}. {Big} pulled, and the elephant pulled back!',
    safe: 'They pulled all day, and nobody won. "Little {hero} is so strong!" puffed {big}. {Hero} giggled behind the hill.',
  },
  {
    id: 'tree',
    bigs: ['crocodile'],
    threat: '"Hop on my back," said {big}, with a sly smile. In the middle of the river, {big} said, "Now I will eat you!"',
    think: '"Oh dear," said {hero}. "I left my best mangoes up in my tree. Shall I get you some?"',
    set: '{Big} swam back to the river bank, with {hero} holding on tight.',
    fall: '{Hero} jumped off and climbed up, up, up the tall tree. {Big} waited and waited.',
    safe: '"I am safe up here!" laughed {hero} from the top branch. "You can’t climb trees, {bigKind}!"',
  },
];

/** What the big one says at first: hungry, or bossy. */
export const THREATS: readonly string[] = [
  '"I am so hungry," growled {big}. "I will eat you up, little {smallKind}!"',
  '"Get out of my way!" growled {big}. "This is MY {trickPlace}, and I am the boss!"',
];

/** The big one, sorry at the end, and kinder. */
export const KINDER: readonly string[] = [
  'The next day, {big} came back. "I am sorry I was so mean," said {big}. "Can we be friends?"',
  'After that, {big} was much kinder. {Big} said hello to every little animal, and never growled at them again.',
];

/**
 * Tricksters of folk tales, by the name the idea calls them, with their kind: Anansi is a spider, Brer Rabbit a
 * rabbit. Never 'a smart child' because the name is all the idea gives.
 */
export const FOLK_TRICKSTERS: readonly { name: string; said: RegExp; kind: string }[] = [
  { name: 'Anansi', said: /\banansi\b/i, kind: 'spider' },
  { name: 'Brer Rabbit', said: /\bbr(?:e|')?er rabbit\b/i, kind: 'rabbit' },
];

/** The tricks that fool a big one of this kind. */
export const tricksFor = (big: string): readonly Trick[] =>
  TRICKS.filter((t) => (t.bigs ? t.bigs.includes(big) : !t.notBigs?.includes(big)));
