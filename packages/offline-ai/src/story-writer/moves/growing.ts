/**
 * Growing something (plant tomatoes, grow a sunflower): seeds go into the soil, are watered and wait
 * in the sun, something gets in the way, a sprout comes up, and at last the plant is there. Nothing
 * is mixed, measured or stuck back together.
 */
import type { Move } from './types.js';

export const GROWING: Record<string, Move> = {
  plantSeeds: {
    parts: [
      [
        'First, {hero} dug a little hole for {thing} in the soil.',
        '{Hero} found a sunny patch of earth for {thing} by {sight}.',
        '{Hero} raked the soil for {thing} until it was soft.',
      ],
      [
        '{They} pressed the {thingOne} seeds into the ground, one by one.',
        '{They} dropped in the tiny {thingOne} seeds and patted the soil down.',
        '"Grow into {thing}, little seeds," said {hero}.',
      ],
    ],
  },
  tend: {
    when: (s) => s.thing === 'want' || s.thing === 'none',
    parts: [
      [
        'Every morning, {hero} watered the {thingOne} seeds.',
        '{Hero} watered the {thingOne} seeds by {sight} each day.',
        'The sun shone down, and {hero} waited for {thing}.',
      ],
      [
        'Waiting for {thing} was the hardest part.',
        'Day after day, {hero} checked the soil for {thing}.',
        '"{ThingOne} seeds need water, sun and time," said {hero}.',
      ],
    ],
  },
  growWrong: {
    when: (s) => s.thing === 'want',
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      [
        'But days went by, and no {thingNoun} came up at all.',
        'Then a hot, dry week came, and the {thingOne} patch cracked.',
        'Then a hungry snail came creeping towards the {thingOne} seeds. {Hero} carried it gently away to the hedge.',
      ],
      [
        '"Will {thing} ever grow?" sighed {hero}.',
        '{Hero} looked at the bare {thingOne} patch and felt like crying.',
        '"Oh no, {myThing}!" said {hero} in a tiny voice.',
      ],
    ],
  },
  /** What is done while nothing comes up yet: water, patience, and a little help. */
  growIdea: {
    parts: [
      [
        '[guide] "Keep watering the {thingOne} seeds, and be patient," said the {gkind}.',
        '[friend][!friendInGoal] "Let’s water the {thingOne} patch together every evening," said {friend}.',
        '{Hero} did not give up. {They} watered the {thingOne} patch every single evening.',
        'So {hero} fetched the watering can, and gave the {thingOne} patch a long, cool drink.',
      ],
    ],
  },
  sprout: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      [
        'They kept watering, and one morning a tiny {thingOne} sprout popped up!',
        'Then, at last, a little {thingOne} shoot peeked out of the soil.',
        'Slowly, two small {thingOne} leaves pushed up into the sun.',
      ],
      [
        'The shoot grew taller each day, on its way to {thing}.',
        '"Keep growing into {thing}!" whispered {hero}.',
        'Soon there were more leaves, and {thing} began to show.',
      ],
    ],
  },
  bloom: {
    when: (s) => s.thing === 'want',
    then: (s) => {
      s.thing = 'made';
    },
    parts: [
      [
        'And there {thingWas} {thing}, growing in the sun!',
        'At last, {thing} {thingWas} ready.',
        'One bright morning, there {thingWas} {thing} at last.',
      ],
      [
        '{ThingItS} {thingWas} the best {thingNoun} {hero} had ever seen.',
        '"We grew {thing}!" cheered {hero}.',
        '{Hero} gave {thing} one more drink of water.',
      ],
      // ('The biggest pumpkin in the world': it grows huge, and wins at the show.)
      [
        '[boast][!tall] The {thingNoun} grew bigger and bigger, until it was bigger than {hero}!',
        '[boast][!tall] The {thingNoun} grew and grew, until nobody could lift it!',
        '[tall] The {thingNoun} grew taller and taller, up past the window!',
        '[tall] The {thingNoun} grew and grew, until it was taller than the house!',
      ],
      [
        '[boast] At the village show, {thing} won first prize!',
        '[boast] Everyone came to see {thing}. The {thingNoun} won a big red rosette!',
      ],
    ],
  },
};
