/**
 * Someone coming to the hero's home, as each comes: a baby is carried in and holds a finger, a puppy bounds in
 * and licks, Grandma and Grandpa come to stay and tell stories, Santa comes down the chimney while the child
 * sleeps. Each is got ready for with its own things (a cot, a spare bed, a basket, a stocking), and waited for.
 * Slots: {hero}, {their} (the hero's), {welcomed} (as the wish calls them, then by name), {arrived} (by name),
 * {welcomedWas}, {carrier} (who carries a baby in).
 */
import type { PlaceTrouble } from './types.js';

export interface Coming {
  /** What they are doing today, after 'was': 'coming home', 'coming to stay'. */
  coming: string;
  /** What is got ready for them, past tense without subject: 'made up the little cot with a soft blanket'. At least two. */
  ready: readonly string[];
  /** The waiting, a sentence: at the window, by the clock, listening for a sound. */
  waiting: readonly string[];
  /** A small trouble of the day, and how it is put right ('They ...'). */
  troubles: readonly PlaceTrouble[];
  /** How they come in, a sentence. */
  arrive: readonly string[];
  /** Something done together that suits them, a sentence. */
  together: readonly string[];
  /** The evening after (for someone who comes at night, the morning after), a sentence. */
  evening: readonly string[];
}

const CLOCK = '{Hero} watched the clock. Tick, tock, the hands hardly moved.';
const WINDOW = '{Hero} pressed {their} nose to the window and watched the road.';
const BANNER: PlaceTrouble = {
  event: 'Then the welcome banner tore right in half.',
  fix: 'They stuck it back together with lots of tape.',
};

const BABY: Coming = {
  coming: 'coming home',
  ready: [
    'made up the little cot with a soft blanket',
    'put a tiny hat and socks by the cot',
    'picked out {their} old teddy as a present',
    'drew a welcome picture to hang by the cot',
  ],
  waiting: [CLOCK, WINDOW, 'Every time a car went by, {hero} ran to the window.'],
  troubles: [
    BANNER,
    { event: 'Then one leg of the cot came loose with a wobble.', fix: 'They tightened every screw until it stood firm.' },
    { event: 'Then the tiny socks were nowhere to be found.', fix: 'They found them at last in the washing basket.' },
  ],
  arrive: [
    'At last the door opened. In came {carrier}, carrying {welcomed}.',
    'At last {carrier} came home, holding {welcomed}.',
  ],
  together: [
    '{Hero} held out a finger, and a tiny hand held on tight.',
    '{Arrived} gave a big yawn, and {hero} laughed softly.',
    '{Hero} stroked a tiny hand, so soft and warm.',
  ],
  evening: [
    'That night, {arrived} slept snug in the cot, and {hero} whispered good night.',
    'At bedtime, {hero} sang a soft lullaby by the cot.',
  ],
};

const PET: Coming = {
  coming: 'coming home',
  ready: [
    'put out a water bowl and a food bowl',
    'made a cosy bed in a basket',
    'picked out a squeaky toy',
    'put a soft blanket in the basket',
  ],
  waiting: [WINDOW, '{Hero} sat by the door, listening for the car.'],
  troubles: [
    { event: 'Then they saw that the new basket was far too small.', fix: 'They lined a big box with a soft blanket instead.' },
    { event: 'Then the water bowl tipped over and flooded the floor.', fix: 'They mopped it up and filled the bowl again.' },
  ],
  arrive: ['At last the door opened, and in scampered {welcomed}!', 'At last the car pulled up. Out bounded {welcomed}!'],
  together: [
    '{Arrived} licked {hero} all over, and {hero} giggled.',
    '{Hero} rolled a ball, and {arrived} chased it round and round.',
  ],
  evening: [
    'That night, {arrived} curled up in the new bed and fell fast asleep.',
    'At bedtime, {arrived} snuggled down in the basket with a happy sigh.',
  ],
};

/** One of the family or a friend who comes to stay. */
const GUEST: Coming = {
  coming: 'coming to stay',
  ready: [
    'made up the spare bed with fresh sheets',
    'put fresh flowers in a jar by the spare bed',
    'drew a welcome picture for the spare room',
    'hung up a big welcome banner',
  ],
  waiting: [CLOCK, WINDOW, '{Hero} listened hard for a knock at the door.'],
  troubles: [
    BANNER,
    { event: 'Then the welcome cake came out of the oven all burnt.', fix: 'They baked a fresh batch of biscuits instead.' },
    {
      event: 'Then they saw that the spare room was still a big mess of toys.',
      fix: 'They tidied it up together, one box at a time.',
    },
  ],
  arrive: [
    'At last the doorbell rang. There {welcomedWas} {welcomed}, with a big suitcase!',
    'At last a car pulled up, and out climbed {welcomed}, waving.',
  ],
  together: [
    '{Hero} built a blanket den with {arrived}, and they read stories inside.',
    '{Hero} showed {arrived} all {their} favourite toys.',
    '{Hero} played games with {arrived} until they were out of breath.',
  ],
  evening: ['That evening, everyone ate supper together, laughing and talking.'],
};

/** Grandparents come to stay as guests do, and tell stories of long ago, or bake. */
const ELDER: Coming = {
  ...GUEST,
  together: [
    '{Arrived} told stories of long ago, and {hero} listened to every word.',
    '{Arrived} baked biscuits with {hero} that afternoon.',
  ],
  evening: [...GUEST.evening, 'At bedtime, {arrived} read {hero} a story.'],
};

/** Someone known to all comes at night while the child sleeps: got ready for, glimpsed or heard, found in the morning. */
const NIGHT_SLEEP = [
  'That night, {hero} tried to stay awake, but soon fell fast asleep.',
  'At bedtime, {hero} snuggled down and was soon fast asleep.',
];

const SANTA: Coming = {
  coming: 'coming tonight',
  ready: [
    'hung up {their} stocking by the fire',
    'left out a plate of cookies and a glass of milk',
    'put a carrot out for the reindeer',
    'helped put the star on top of the tree',
  ],
  waiting: ['{Hero} listened hard for sleigh bells.', '{Hero} peeked out at the dark sky, looking for a sleigh.'],
  troubles: [
    { event: 'Then the stocking fell off its hook with a bump.', fix: 'They hung it back up, tied on tight with a ribbon.' },
    {
      event: 'Then they found there were no carrots left for the reindeer.',
      fix: 'They found one last carrot at the back of the fridge.',
    },
  ],
  arrive: NIGHT_SLEEP,
  together: [
    'In the night, sleigh bells jingled softly on the roof. Down the chimney came {welcomed}!',
    'Late that night, {hero} glimpsed {welcomed} on a sleigh from the window.',
  ],
  evening: [
    'In the morning, there were presents by the fireplace, and the stocking was full!',
    'On Christmas morning, the cookies were gone, and presents sat under the tree.',
  ],
};

const EASTER: Coming = {
  coming: 'coming tonight',
  ready: ['painted eggs in bright colours', 'put a basket out by the door', 'left a carrot out on the step'],
  waiting: ['{Hero} peeked out at the garden, looking for long ears.'],
  troubles: [{ event: 'Then the basket handle snapped with a crack.', fix: 'They tied it back on with a bright ribbon.' }],
  arrive: NIGHT_SLEEP,
  together: [
    'In the night, {welcomed} hopped softly across the garden.',
    'Late in the night, {hero} glimpsed {welcomed} by the moonlit gate.',
  ],
  evening: [
    'In the morning, bright eggs were hidden all over the garden!',
    'In the morning, the carrot was gone and the basket was full of eggs!',
  ],
};

/** Anyone else known to all who comes at night ('the Tooth Fairy'). */
const NIGHT_VISITOR: Coming = {
  coming: 'coming tonight',
  ready: ['left a little note by the window', 'put out a small treat on a plate'],
  waiting: ['{Hero} peeked out at the dark sky and the stars.'],
  troubles: [{ event: 'Then the little note blew off the sill.', fix: 'They found it under the bed and put it back.' }],
  arrive: NIGHT_SLEEP,
  together: ['In the night, {welcomed} came, and something sparkled by the window.'],
  evening: ['In the morning, a little surprise was waiting, just as {hero} had hoped.'],
};

export type ComingKind = 'baby' | 'pet' | 'figure' | 'guest';

/** How someone comes: by what they are, the feast someone known to all comes at, and whether they are grandparents. */
export function comingOf(kind: ComingKind, occasion: string | undefined, grandparents: boolean): Coming {
  if (kind === 'baby') return BABY;
  if (kind === 'pet') return PET;
  if (kind === 'figure') return occasion === 'Christmas Eve' ? SANTA : occasion === 'Easter' ? EASTER : NIGHT_VISITOR;
  return grandparents ? ELDER : GUEST;
}
