/**
 * Things mislaid at home ('Sam can't find his shoes', 'Mia lost her teddy', "Grandpa can't find his glasses"): what
 * the thing is needed for just now, the rooms searched (each with something else found instead), and the funny place it
 * was all along; then a place of its own for it. Each line has two wordings the seed picks between.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}, {They}, {Their}), the thing's ({lost}: 'his shoes',
 * {Lost}, {lostIt}: 'them', {lostWas}: 'were', {toy}: 'teddy', 'her doll') and the helper's ({helper}, {Helper}).
 */

export interface Mislaid {
  /** The idea names it. */
  said: RegExp;
  /** What it is called ('shoes', 'teddy'), and whether it is said as many ('shoes': them, were). */
  noun: string;
  plural: boolean;
  /** A cuddly toy is called what the idea calls it ('doll', 'bunny'): said in the lines as {toy} ('teddy', 'her doll'). */
  asSaid?: true;
  /** What it is needed for just now: the reason the search cannot wait. */
  need: readonly string[];
  /** Where it was all along: the funny place, found at last. */
  found: readonly string[];
  /** A place of its own for it, at the end. */
  home: readonly string[];
  /** What the hero does with it at last. */
  after: readonly string[];
}

/** A room searched: where they look, and what they find instead. */
export interface Room {
  look: string;
  instead: string;
}

export const ROOMS: readonly Room[] = [
  {
    look: '{Hero} wriggled under the bed and looked. It was dark and dusty under there.',
    instead: 'Under there, {hero} found an odd sock and a lost crayon. But no {lostNoun}.',
  },
  {
    look: '{Helper} lifted the sofa cushions, one by one.',
    instead: '{Hero} found three crumbs, a button and a shiny coin. But no {lostNoun}.',
  },
  {
    look: '{Hero} tipped out the whole toy box, right onto the floor.',
    instead: '{Hero} found blocks, cars and a rubber duck. But no {lostNoun}.',
  },
  {
    look: '{Hero} peeped into the bathroom, behind the shower curtain.',
    instead: '{Hero} found only a boat and a bar of soap. No {lostNoun} at all.',
  },
  {
    look: '{Helper} opened the kitchen cupboards. Clatter went the pots and pans!',
    instead: '{Hero} found beans and biscuits, but no {lostNoun}.',
  },
  {
    look: '{Hero} checked the coat pegs by the front door, and every pocket.',
    instead: '{Hero} found a tissue, a conker and a sticky sweet. No {lostNoun}!',
  },
];

/** What the helper says while the search goes on: a good way to look. */
export const TIPS: readonly string[] = [
  '"Let’s think hard: where did you last see {lostIt}?"',
  '"Don’t worry, we will look slowly, one room at a time."',
];

/** The hero cross or sad while it is still not found. */
export const WORRIES: readonly string[] = [
  '{Hero} stamped {their} foot. "Things can’t just disappear!"',
  '{Hero} flopped onto the stairs. "We will never find {lostIt}," {they} sighed.',
];

export const MISLAID: readonly Mislaid[] = [
  {
    said: /\bshoes?\b|\btrainers\b|\bwellies\b|\bwellington boots\b/i,
    noun: 'shoes',
    plural: true,
    need: [
      'It was time to go out to play. {Hero} ran round the house with a coat on, but no {lostNoun}!',
      '"Shoes on, we’re going out!" called {helper} across the house. But {hero} could not find {their} {lostNoun} anywhere.',
    ],
    found: [
      'Then {hero} heard a snuffle. The puppy was asleep in its basket, cuddling the {lostNoun}!',
      'At last {hero} looked by the back door. There were the {lostNoun}, right where {they} had kicked them off!',
    ],
    home: [
      'After that, {hero} kept the {lostNoun} on a rack by the door, side by side.',
      'First, {hero} lined {their} {lostNoun} up by the door, ready for next time.',
    ],
    after: [
      'Then, at last, off they went to play, {lostNoun} and all.',
      'With {their} {lostNoun} on, {hero} skipped out of the door.',
    ],
  },
  {
    said: /\bglasses\b|\bspectacles\b|\bspecs\b/i,
    noun: 'glasses',
    plural: true,
    need: [
      '{Hero} wanted to read a story. But where were {their} glasses?',
      'It was time to read the newspaper. {Hero} patted {their} pockets. No glasses!',
    ],
    found: [
      'Then {helper} began to giggle. "Look in the mirror!" The glasses were on top of {hero}’s own head!',
      '{Hero} opened the fridge for some milk. There were the glasses, next to the butter!',
    ],
    home: [
      '{Hero} gave the glasses a case of their own, by the big chair.',
      'From then on, {hero} kept the glasses in a little dish by the bed.',
    ],
    after: ['Then {hero} sat in the big chair and read, every single word.', 'Glasses on, {hero} could read again, and smiled.'],
  },
  {
    said: /\bsocks?\b/i,
    noun: 'socks',
    plural: true,
    need: [
      'Brr, what a cold morning! {Hero} needed warm socks. But the sock drawer was empty!',
      '"Socks on, it’s cold out there!" called {helper}. But where were {hero}’s socks?',
    ],
    found: [
      'At last {helper} lifted the sleepy cat off the sofa. The cat had been lying on the socks, keeping them warm!',
      '{Hero} opened the toy box. There were the socks, on the big teddy’s feet!',
    ],
    home: [
      'After that, {hero} rolled {their} socks into a ball and put them in the drawer.',
      '{Hero} made a little sock basket by the bed, just for socks.',
    ],
    after: ['Then {hero} pulled on the socks and wiggled {their} warm toes.', 'Socks on, {hero} ran out to play in the cold.'],
  },
  {
    said: /\bkeys?\b/i,
    noun: 'keys',
    plural: true,
    need: [
      'It was time to go to the shops. But the front door was locked, and where were the keys?',
      '"Car keys, car keys," said {hero}, patting {their} pockets. They were not there!',
    ],
    found: [
      '{Hero} opened the biscuit tin for a little treat. Jingle! There were the keys, on top of the biscuits!',
      'Then {helper} looked at the front door and laughed. The keys were still in the lock, all along!',
    ],
    home: ['After that, {hero} hung the keys on a hook by the door.', '{Hero} put up a hook by the door, just for the keys.'],
    after: ['Then off they went to the shops, at last.', 'Click went the lock, and off they went.'],
  },
  {
    said: /\bteddy(?: bear)?\b|\bteddies\b|\bsoft toy\b|\bcuddly toy\b|\bbunny\b|\bdoll\b/i,
    noun: 'teddy',
    asSaid: true,
    plural: false,
    need: [
      'It was bedtime, and {hero} could not sleep without {toy}. But {toy} was not in bed!',
      '{Hero} was in {their} pyjamas, with teeth brushed. But where was {toy}? Bedtime without {toy} was no good.',
    ],
    found: [
      'Then they heard a little snore. The cat was curled up in its basket, snuggled against {toy}!',
      '{Helper} peeped into the washing basket. There was {toy}, under a pile of towels, waiting for a bath!',
    ],
    home: [
      'That night, {hero} held {toy} very tight. "You sleep right here, next to me," {they} whispered.',
      '{Hero} tucked {toy} in under the covers. {They} would never go anywhere without {toy} again.',
    ],
    after: ['Soon {hero} and {toy} were fast asleep.', 'Snug and warm, {hero} and {toy} drifted off to sleep.'],
  },
  {
    said: /\b(?:school bag|book bag|schoolbag)\b/i,
    noun: 'school bag',
    plural: false,
    need: [
      'It was time for school, and {hero} needed {their} school bag. But it was not on its peg!',
      '"Hurry, we’ll be late for school!" said {helper}. But where was the school bag?',
    ],
    found: [
      'At last {hero} looked in the garden. There was the school bag, in the play tent, full of leaves!',
      'Then {hero} remembered. "The car!" And there was the school bag, on the back seat.',
    ],
    home: [
      'After that, the school bag went on its peg as soon as {hero} got home.',
      'That evening, {hero} hung the school bag on its peg, ready for the morning.',
    ],
    after: ['And {hero} got to school just in time.', 'They ran all the way to school, and got there just as the bell rang.'],
  },
];
