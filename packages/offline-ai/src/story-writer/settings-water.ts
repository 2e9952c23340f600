/** Settings by or under water: the sea and beach, islands, rivers and lakes. */
import type { Setting } from './setting.js';

export const WATER_SETTINGS: readonly Setting[] = [
  {
    id: 'sea',
    name: 'the sea',
    prep: 'by',
    words: {
      sea: ['the sea', 'by'],
      ocean: ['the ocean', 'by'],
      beach: ['the beach', 'at'],
      seaside: ['the seaside', 'at'],
      coast: ['the coast', 'on'],
      reef: ['the coral reef', 'at'],
      underwater: ['the sea', 'by'],
      shore: ['the shore', 'on'],
    },
    sights: [
      'blue waves rolling in',
      'soft yellow sand',
      'shiny shells',
      'a red and white lighthouse',
      'rock pools full of tiny crabs',
      'little boats bobbing on the water',
    ],
    senses: [
      'Seagulls called over the waves.',
      'The water splashed cool around {their} toes.',
      'The air smelled salty and fresh.',
    ],
    helpers: [
      { intro: 'a smiling sea turtle', word: 'turtle', look: 'a shiny green shell' },
      { intro: 'a playful dolphin', word: 'dolphin', look: 'a happy, squeaky laugh' },
      { intro: 'a busy little crab', word: 'crab', look: 'two waving claws' },
      { intro: 'a kind lifeguard', word: 'lifeguard', look: 'a red hat and a whistle' },
    ],
    obstacles: [
      {
        event: 'The tide came in and covered the sandy path.',
        problem: 'The way along the beach was gone.',
        fix: 'climb the steps over the rocks',
      },
      {
        event: 'A big wave knocked over the sandcastle.',
        problem: '{Hero} sat down with a sad sigh.',
        fix: 'build a new one higher up the beach',
      },
      {
        event: 'The little boat drifted away from the shore.',
        problem: '{Hero} could not reach it.',
        fix: 'ask for help and pull it back with a long rope',
      },
    ],
    journeys: [
      'rode a train all the way to the coast',
      'drove down a long road until the sea sparkled ahead',
      'rode a ferry across the bay',
    ],
    fun: ['splash in the waves', 'build a huge sandcastle with a moat'],
    dusk: ['The sun sank into the sea like a big orange ball.', 'The lighthouse began to shine over the water.'],
  },
  {
    id: 'island',
    name: 'the island',
    prep: 'on',
    words: { island: ['the island', 'on'], islands: ['the islands', 'on'] },
    sights: ['tall palm trees', 'white sandy beaches', 'clear turquoise water', 'a little wooden pier', 'coconuts on the sand'],
    senses: ['Warm waves lapped on the sand.', 'A soft breeze rustled the palm leaves.'],
    helpers: [
      { intro: 'a bright green parrot', word: 'parrot', look: 'a curved beak and a loud, cheerful voice' },
      { intro: 'a wise old tortoise', word: 'tortoise', look: 'a wrinkly smile and a bumpy shell' },
    ],
    obstacles: [
      {
        event: 'A warm rain shower poured down.',
        problem: 'The path turned into a slippery stream.',
        fix: 'shelter under a big leaf until it passed',
      },
      {
        event: 'The treasure map was missing a piece.',
        problem: 'Nobody knew where to dig.',
        fix: 'count the palm trees like the map said',
      },
    ],
    journeys: ['sailed on a little boat with a striped sail', 'flew on a small seaplane that landed on the water'],
    fun: ['paddle in the warm lagoon', 'collect shells along the beach'],
    dusk: ['The sky turned pink over the quiet lagoon.', 'The stars came out over the palm trees.'],
  },
  {
    id: 'river',
    name: 'the river',
    prep: 'by',
    words: {
      river: ['the river', 'by'],
      lake: ['the lake', 'by'],
      pond: ['the pond', 'by'],
      stream: ['the stream', 'by'],
      waterfall: ['the waterfall', 'at'],
    },
    sights: ['clear, sparkling water', 'tall green reeds', 'a little wooden boat', 'stepping stones', 'water lilies'],
    senses: ['The water gurgled over the stones.', 'Dragonflies zipped above the water.'],
    helpers: [
      { intro: 'a helpful otter', word: 'otter', look: 'a sleek brown coat and whiskers' },
      { intro: 'a friendly frog', word: 'frog', look: 'a big green grin' },
      { intro: 'a graceful swan', word: 'swan', look: 'snowy white feathers' },
    ],
    obstacles: [
      {
        event: 'The wooden bridge had a broken plank.',
        problem: 'It was not safe to cross.',
        fix: 'walk to the stepping stones further along',
      },
      {
        event: 'The little boat lost one of its oars.',
        problem: 'It went round and round in circles.',
        fix: 'paddle together with one oar, first left, then right',
      },
    ],
    journeys: ['walked along a grassy bank', 'cycled along the river path'],
    fun: ['float a little paper boat', 'skip stones across the water'],
    dusk: ['The water shone gold in the setting sun.', 'Ducks tucked their heads under their wings.'],
  },
];
