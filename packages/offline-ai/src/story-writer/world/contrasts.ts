/**
 * How two different kinds differ, contrast by contrast, for a friendship between them ('A mouse and an elephant become
 * friends'): the other seen and shied from, a first hello that goes wrong because of the difference, a game that suits
 * only one, a trouble the difference puts right, a game that suits both, and goodnight. Each side is read from the kind
 * (size, canFly, canSwim, habitat, looks, parts, sound in language/kinds.ts); the first contrast both kinds fit is told.
 * Slots: {A}, {a}, {anA} (with its article), {aThey}, {aThem}, {aTheir}, {asound} are side a's (the big, fast, loud one, the one of the water or
 * the night); {B}, {b}, {anB}, {bThey}, {bThem}, {bTheir} side b's. A seen line is the hero's own: `seenA` when the hero is on
 * side a, `seenB` when on side b; the other is not met yet, so is said by kind.
 */
import type { Kind } from '../../language/index.js';

export interface Contrast {
  id: string;
  /** Which side the kind is on, if either. */
  a: (kind: Kind) => boolean;
  b: (kind: Kind) => boolean;
  /** Words a paragraph of it keeps to; the first is what tests look for. */
  words: readonly string[];
  seenA: readonly string[];
  seenB: readonly string[];
  /** The first hello, gone wrong because of the difference. */
  oops: readonly string[];
  /** A game that suits only one of them. */
  oneGame: readonly string[];
  /** A trouble, and how the difference puts it right. */
  helps: readonly (readonly [string, string])[];
  /** A game that suits both. */
  bothGame: readonly string[];
  /** Goodnight, said by the difference. */
  end: readonly string[];
}

const has = (list: readonly string[], ...words: string[]) => words.some((w) => list.includes(w));
const NIGHT = new Set(['owl', 'bat', 'hedgehog', 'badger', 'moth', 'firefly']);
const LOUD = new Set(['roar', 'trumpet', 'bark', 'howl', 'honk', 'growl', 'bellow', 'moo', 'neigh', 'bray']);
const small = (kind: Kind) => kind.size === 'tiny' || kind.size === 'small';
const big = (kind: Kind) => kind.size === 'big' || kind.size === 'huge';
const ofWater = (kind: Kind) => kind.group === 'sea' || kind.habitat === 'underwater';

export const CONTRASTS: readonly Contrast[] = [
  {
    id: 'water-land',
    a: ofWater,
    b: (kind) => !kind.canSwim && !ofWater(kind),
    words: ['water', 'shore', 'splash', 'dived'],
    seenA: [
      'From the water, {A} peeped up at {anB}. It had no fins at all!',
      '{A} saw {anB} by the water. {A} hid under a lily pad, shy.',
    ],
    seenB: [
      '{B} saw {anA} splashing in the water. {B} stepped back, shy.',
      '{B} peeped at {anA} deep in the water. How odd it looked!',
    ],
    oops: [
      '{A} jumped up to say hello. Splash! {B} was wet from head to toe.',
      '{B} leaned down to say hello. Pop! {A} blew a bubble on {bTheir} nose.',
    ],
    oneGame: [
      '{A} wanted to play chase under the water. But {B} could not dive.',
      '{A} swam deep down to find shells. {B} could only wait at the edge.',
    ],
    helps: [
      ['{B} dropped a shiny pebble, and it sank deep into the water.', '{A} dived down to the bottom and brought it back up.'],
      ['A gust blew a feather of {B} far out onto the water.', '{A} swam out and pushed it back to the shore.'],
    ],
    bothGame: [
      '{A} swam by the shore, and {B} went along beside.',
      '{B} sang by the water. {A} blew bubbles to go with the song.',
    ],
    end: [
      'At sunset, they waved goodnight, one in the water and one on the shore.',
      '"Same place tomorrow?" asked {B}. {A} did a happy splash.',
    ],
  },
  {
    id: 'night-day',
    a: (kind) => NIGHT.has(kind.word),
    b: (kind) => !NIGHT.has(kind.word),
    words: ['night', 'dark', 'sun', 'dusk'],
    seenA: [
      'From a high branch, {A} watched {anB} play in the sun. {A} was too shy to call out.',
      '{A} blinked sleepily at {anB} who played in the bright daylight.',
    ],
    seenB: [
      '{B} spotted {anA} asleep in a hollow tree at noon. {B} tiptoed by.',
      '{B} saw two big sleepy eyes blink in the shade, and hid.',
    ],
    oops: [
      '{B} called hello in the morning and woke {A} with a jump.',
      '{B} came to play at noon. But {A} could hardly keep awake.',
    ],
    oneGame: [
      '{B} wanted to play in the sunshine, but {A} kept on yawning.',
      '{A} wanted to play under the stars. But by then {B} was fast asleep.',
    ],
    helps: [
      ['At dusk, {B} lost the way home in the dark.', '{A} could see in the dark and showed {B} the way.'],
      ['{B} dropped a snack in the dark and could not find it.', '{A} spotted it at once with {aTheir} night eyes.'],
    ],
    bothGame: [
      'At dusk, when both were awake, they played hide and seek.',
      'They met at sunset, when one was waking and one was not yet sleepy. At last they played!',
    ],
    end: [
      '"Good morning!" called {A} at sunset. "Good night!" called {B}, and they laughed.',
      'When the first star came out, {B} went to bed. {A} woke up.',
    ],
  },
  {
    id: 'tall-short',
    a: (kind) => has(kind.parts, 'long neck'),
    b: small,
    words: ['tall', 'high', 'neck', 'grass'],
    seenA: [
      '{A} looked down, down, down and saw a tiny {b} in the grass.',
      '{A} heard a tiny voice from far below. Who could it be?',
    ],
    seenB: ['{B} looked up and up at {anA}. It was so tall!', '{B} saw four long legs go by. They went up and up and up!'],
    oops: ['{A} said hello from way up high. {B} did not hear a word.', '{B} called hello, but {A} was too high up to hear it.'],
    oneGame: [
      '{A} wanted to play with leaves at the top of a tree. {B} could not get up there.',
      '{B} wanted to play deep in the grass. {A} could not bend so low.',
    ],
    helps: [
      [
        '{A} dropped a pretty leaf in the long grass. From up high, it was lost.',
        '{B} found it down in the grass and called, "Here it is!"',
      ],
      ['{B} got lost in the long grass and could not see the way.', '{A} looked out over the grass and showed {B} the way.'],
    ],
    bothGame: [
      '{A} bent down low, and {B} climbed on. Up they went to the treetops!',
      '{B} sat on the head of {A} and saw the whole land.',
    ],
    end: ['At sunset, {B} rode home on the head of {A}.', '{A} bent down low to say goodnight. {B} gave {aThem} a tiny kiss.'],
  },
  {
    id: 'fast-slow',
    a: (kind) => has(kind.looks, 'quick', 'bouncy', 'speedy', 'fast') || has(kind.moves, 'race', 'dash'),
    b: (kind) => has(kind.looks, 'slow') || has(kind.moves, 'creep'),
    words: ['fast', 'slow', 'quick', 'race'],
    seenA: [
      '{A} zoomed past {anB} taking one slow step, then another. {A} stopped, shy.',
      '{A} raced by {anB} who was very, very slow.',
    ],
    seenB: [
      'Whoosh! {AnA} whizzed past {B}. {B} stayed very still, a little shy.',
      '{B} saw {anA} dash by, so fast the grass shook.',
    ],
    oops: [
      '{A} said hello and zoomed off. When {B} said hello back, {A} was gone!',
      '{A} raced round and round {B} to say hello. {B} got dizzy!',
    ],
    oneGame: ['{A} wanted to play tag. But {B} could not keep up.', 'They tried a race. {A} won before {B} took three steps.'],
    helps: [
      ['{A} rushed along so fast that {aThey} missed the path home.', '{B} went slowly, saw every sign, and found the way.'],
      [
        '{A} wanted the berries in the hedge. But {A} rushed past them every time.',
        '{B} looked slowly and spotted them under a leaf.',
      ],
    ],
    bothGame: [
      '{A} was quick to hide, and {B} was good at slow, careful looking.',
      '{A} ran ahead to find a path. {B} chose the best spots to stop.',
    ],
    end: [
      'That evening, {A} walked home slowly, right beside {B}.',
      'At sunset, {B} said goodnight. For once, {A} was in no hurry.',
    ],
  },
  {
    id: 'big-small',
    a: big,
    b: (kind) => kind.size === 'tiny',
    words: ['big', 'tiny', 'huge', 'little'],
    seenA: [
      '{A} nearly stepped on a tiny {b} and jumped back in surprise.',
      '{A} spotted a tiny {b} by {aTheir} foot and stood still.',
    ],
    seenB: ['A huge foot came down near {B}. {B} hid under a leaf!', '{B} saw a giant {a} stomping by and hid behind a stone.'],
    oops: ['{A} blew a big hello. {B} went rolling over in the grass!', '{A} said hello so loudly that {B} tumbled right over.'],
    oneGame: [
      '{A} wanted to kick a big ball. {B} could not even push it.',
      '{B} wanted to play in a tiny hole. {A} could not fit a toe in!',
    ],
    helps: [
      ['{A} dropped a shiny ring, and it rolled under a log.', '{B} squeezed under the log and pushed the ring back out.'],
      ['{B} wanted the sweet fruit at the top of a tree.', '{A} reached right up and picked it for {B}.'],
    ],
    bothGame: [
      '{B} rode on the head of {A}. They could see so far!',
      '{A} lifted {B} up high, and together they saw far and wide.',
    ],
    end: [
      'That night, {B} curled up by the big foot of {A}.',
      'The biggest and the smallest friends said goodnight, very gently.',
    ],
  },
  {
    id: 'high-low',
    a: (kind) => kind.canFly,
    b: (kind) => !kind.canFly && !kind.canSwim,
    words: ['high', 'up', 'down', 'sky'],
    seenA: [
      'From a tree, {A} watched {anB} down below. {A} was too shy to fly down.',
      '{A} circled high above {anB}. How do you say hello from up here?',
    ],
    seenB: [
      '{B} looked up at {anA} high in the sky. {B} was too shy to call.',
      '{B} saw {anA} swoop overhead and ducked down, a little scared.',
    ],
    oops: [
      '{A} swooped down to say hello. Bump! {A} landed right on {B}.',
      '{A} called hello from the top of a tree. {B} could not see who it was.',
    ],
    oneGame: [
      '{A} wanted to play in the treetops. {B} could not get up there.',
      '{A} wanted to play catch in the air. {B} could only jump and miss.',
    ],
    helps: [
      ['{B} lost a ball in the bushes and could not find it.', '{A} flew up high, spotted it and showed {B} where it was.'],
      ['A strong wind blew, and {A} could not fly at all.', '{B} knew a safe spot low down, and they sheltered there together.'],
    ],
    bothGame: ['{A} flew low, and {B} ran below. They raced side by side.', '{A} called out what was below. {B} ran to find it.'],
    end: ['At sunset, {A} sat on a low branch, close to {B}.', '"See you tomorrow!" called {A} from the sky. {B} waved back.'],
  },
  {
    id: 'loud-quiet',
    a: (kind) => kind.sound !== undefined && LOUD.has(kind.sound),
    b: (kind) => small(kind) && (kind.sound === undefined || !LOUD.has(kind.sound)),
    words: ['loud', 'quiet', 'voice', 'softly'],
    seenA: ['{A} {asound} a big hello. A little {b} ran to hide!', '{A} saw a quiet little {b}. Did it ever make a sound?'],
    seenB: ['Somebody {asound} so loudly that {B} hid behind a stone.', 'A big noise made {B} jump. It was {anA}!'],
    oops: ['{A} said a very loud hello. {B} ran off in fright!', '{B} said hello very softly. {A} did not hear it at all.'],
    oneGame: [
      '{A} wanted to play who is loudest. {B} only had a tiny voice.',
      '{B} wanted a quiet game. But {A} kept laughing too loudly.',
    ],
    helps: [
      ['{B} got lost. Nobody could hear {bTheir} tiny voice.', '{A} called out so loudly that everyone came running to help.'],
      ['{A} wanted to see a baby bird. But each loud step scared it off.', '{B} crept up quietly and waved {A} over to see.'],
    ],
    bothGame: [
      'They made music: {A} boomed the big notes, and {B} sang soft ones.',
      'They played echoes. {A} called loud, and {B} answered soft.',
    ],
    end: [
      'At bedtime, {A} said goodnight in the softest voice {aThey} had.',
      'That night, {A} and {B} whispered goodnight, and it was just right.',
    ],
  },
  {
    id: 'strong-gentle',
    a: (kind) => has(kind.looks, 'strong') || ['bear', 'gorilla', 'rhino', 'bull', 'ox'].includes(kind.word),
    b: (kind) => !has(kind.looks, 'strong') && (small(kind) || kind.size === 'medium'),
    words: ['strong', 'gentle', 'soft', 'carefully'],
    seenA: [
      '{A} saw a soft little {b}. {A} did not dare to come close.',
      '{A} watched a gentle {b} and felt too clumsy to say hello.',
    ],
    seenB: [
      '{B} saw a strong {a} lift a heavy log. {B} hid, a little scared.',
      '{B} watched {anA} push a big rock away, and kept quiet.',
    ],
    oops: [
      '{A} gave {B} a friendly pat hello, and {B} fell right over.',
      '{A} gave {B} a big hug hello, and {B} cried, "Too tight!"',
    ],
    oneGame: [
      '{A} wanted to play tug of war. {B} fell over at once!',
      '{A} wanted to roll rocks. {B} could not move a single one.',
    ],
    helps: [
      ['A big log fell across the path home.', '{A} lifted it away as if it were a twig.'],
      [
        'A butterfly had a bent wing. Big paws were too clumsy to help.',
        '{B} gently smoothed the wing, and off the butterfly flew.',
      ],
    ],
    bothGame: [
      'They built a den. {A} carried the sticks, and {B} made it soft with moss.',
      '{A} pushed the swing, and {B} showed how to do it gently.',
    ],
    end: [
      'That evening, {A} carried {B} home, ever so gently.',
      'At sunset, the strong friend and the gentle friend sat in their den.',
    ],
  },
];

/** The contrast two kinds are told by, and which of them is on side a; none for two of a kind. */
export function contrastOf(hero: Kind, friend: Kind): { contrast: Contrast; heroIsA: boolean } | undefined {
  if (hero.word === friend.word) return undefined;
  for (const contrast of CONTRASTS) {
    if (contrast.a(hero) && contrast.b(friend)) return { contrast, heroIsA: true };
    if (contrast.a(friend) && contrast.b(hero)) return { contrast, heroIsA: false };
  }
  return undefined;
}

export const contrastById = (id: string) => CONTRASTS.find((c) => c.id === id);
