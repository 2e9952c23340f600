/** Settings above the ground: outer space, the moon and planets, and the sky among the clouds. */
import type { Setting } from './setting.js';

export const SKY_SETTINGS: readonly Setting[] = [
  {
    id: 'space',
    name: 'space',
    prep: 'in',
    words: {
      space: ['space', 'in'],
      moon: ['the moon', 'on'],
      planet: ['the planets', 'among'],
      planets: ['the planets', 'among'],
      star: ['the stars', 'among'],
      stars: ['the stars', 'among'],
      galaxy: ['the galaxy', 'in'],
      rocket: ['space', 'in'],
      comet: ['space', 'in'],
      spaceship: ['space', 'in'],
    },
    sights: [
      'twinkling stars everywhere',
      'the round blue Earth far away',
      'grey moon dust and round craters',
      'a planet with bright rings',
      'a shooting star with a sparkly tail',
    ],
    senses: [
      'Everything was calm and quiet.',
      'Inside the rocket, pencils floated in the air.',
      'The stars shone brighter than ever.',
    ],
    helpers: [
      { intro: 'a friendly little robot', word: 'robot', look: 'blinking blue lights and a round head' },
      { intro: 'a kind astronaut', word: 'astronaut', look: 'a white space suit and a shiny helmet' },
      { intro: 'a giggly little comet', word: 'comet', look: 'a long, sparkly tail' },
    ],
    obstacles: [
      {
        event: 'A light on the rocket began to blink red.',
        problem: 'The rocket slowed down and drifted.',
        fix: 'fix the loose wire with a roll of space tape',
      },
      {
        event: 'A cloud of tiny space pebbles floated ahead.',
        problem: 'The rocket could not fly straight through.',
        fix: 'steer slowly around them, left and then right',
      },
      {
        event: 'The space map showed so many stars.',
        problem: '{Hero} could not tell which way to fly.',
        fix: 'follow the brightest star',
      },
    ],
    journeys: [
      'zoomed up in a shiny silver rocket',
      'blasted off in a red rocket with a loud whoosh',
      'floated up and away in a little spaceship',
    ],
    fun: ['bounce across the soft moon dust', 'float and turn somersaults in the rocket'],
    dusk: ['The Earth glowed blue and green in the dark sky.', 'The sun peeked over the Earth like a golden smile.'],
  },
  {
    id: 'sky',
    name: 'the sky',
    prep: 'in',
    words: {
      sky: ['the sky', 'in'],
      clouds: ['the clouds', 'among'],
      cloud: ['the clouds', 'among'],
      balloon: ['the sky', 'in'],
      rainbow: ['the rainbow', 'by'],
    },
    sights: [
      'fluffy white clouds',
      'a bright rainbow',
      'tiny fields far below',
      'a flock of geese flying by',
      'a hot air balloon with stripes',
    ],
    senses: ['The wind whooshed softly past.', 'The air felt cool and light.'],
    helpers: [
      { intro: 'a friendly goose', word: 'goose', look: 'strong wings and a honking laugh' },
      { intro: 'a little cloud', word: 'cloud', look: 'a fluffy smile' },
    ],
    obstacles: [
      {
        event: 'The wind changed and blew the wrong way.',
        problem: 'The balloon drifted off course.',
        fix: 'rise higher and catch a gentle breeze home',
      },
      {
        event: 'Grey rain clouds gathered.',
        problem: 'It was hard to see where to go.',
        fix: 'follow the geese through a gap in the clouds',
      },
    ],
    journeys: ['floated up in a hot air balloon', 'flew up on a big kite', 'soared up above the rooftops'],
    fun: ['float above the fluffy clouds', 'wave at the geese flying by'],
    dusk: ['The clouds glowed pink and gold.', 'The first star blinked on in the evening sky.'],
  },
];
