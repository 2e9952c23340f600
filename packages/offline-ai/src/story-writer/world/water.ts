/** Scenery of settings by and under the water. */
import type { SettingId } from '../../language/index.js';
import type { Scenery } from './types.js';

export const WATER: Partial<Record<SettingId, Scenery>> = {
  beach: {
    purpose: 'build a big sandcastle',
    sights: [
      'golden sand',
      'rock pools full of crabs',
      'a red and white lighthouse',
      'seagulls on the pier',
      'a row of striped beach huts',
      'shells and smooth pebbles',
    ],
    senses: [
      'Waves swished onto the sand.',
      'Seagulls called overhead.',
      'The air tasted of salt.',
      'Warm sand squished between their toes.',
    ],
    spots: ['inside a rock pool', 'under a heap of seaweed', 'behind a beach hut', 'in a sandcastle moat', 'beside the old pier'],
    helpers: ['crab', 'bird', 'lifeguard', 'seal'],
    troubles: [
      {
        event: 'Then the tide crept in, closer and closer.',
        fix: 'They moved everything up the beach, above the line of seaweed.',
      },
      { event: 'Then dark clouds rolled in over the sea.', fix: 'They waited in a beach hut until the shower passed.' },
    ],
    ways: ['ran down the sandy path to the beach', 'rode the little train along the seafront'],
    dusk: ['The sun sank into the sea like a big orange ball.', 'The lighthouse began to flash across the water.'],
  },
  sea: {
    sights: [
      'sparkling blue waves',
      'a little boat with a white sail',
      'dolphins leaping in the distance',
      'a lighthouse on a rocky point',
      'a far-off island',
    ],
    senses: [
      'The boat rocked gently on the waves.',
      'The salty wind blew their hair about.',
      'Waves slapped against the side of the boat.',
    ],
    spots: [
      'behind a rock',
      'under the boat’s bench',
      'in a tangle of seaweed',
      'near the lighthouse rocks',
      'beside a floating buoy',
    ],
    helpers: ['dolphin', 'whale', 'seal', 'pirate'],
    troubles: [
      { event: 'Then the wind dropped, and the sail hung limp.', fix: 'They took the oars and rowed, singing to keep time.' },
      { event: 'Then thick fog rolled across the water.', fix: 'They followed the lighthouse beam safely home.' },
      {
        event: 'Then a storm blew in, and big grey waves crashed all around.',
        fix: 'They rode the waves slowly and steadily until the storm blew past.',
      },
    ],
    ways: ['sailed out of the harbour', 'rowed past the harbour wall'],
    dusk: ['The sea turned pink and gold as the sun went down.', 'The first stars came out over the water.'],
  },
  underwater: {
    sights: [
      'swaying green seaweed',
      'bright pink coral',
      'a shoal of silver fish',
      'a sunken ship',
      'a giant clam',
      'a forest of kelp',
    ],
    senses: ['Bubbles wobbled up towards the light.', 'The water was cool and quiet.', 'Sunbeams wiggled through the water.'],
    spots: ['inside a giant clam', 'behind the coral', 'in the old sunken ship', 'under a waving anemone', 'among the kelp'],
    helpers: ['turtle', 'octopus', 'seahorse', 'fish', 'dolphin'],
    troubles: [
      {
        event: 'Then a strong current swept them away from the reef.',
        fix: 'They swam sideways, out of the current, just as the turtle showed them.',
      },
      { event: 'Then the water grew dark and murky.', fix: 'A glowing jellyfish lit the way.' },
    ],
    ways: ['dived down through the blue water', 'swam down past the rocks'],
    dusk: ['The water glowed a deep, sleepy blue.', 'The fish tucked themselves into the coral for the night.'],
  },
  island: {
    sights: [
      'tall palm trees',
      'a white sandy beach',
      'a hill with a lookout rock',
      'coconuts on the sand',
      'a little wooden jetty',
    ],
    senses: ['Palm leaves rustled in the warm wind.', 'Parrots chattered in the trees.', 'Waves whispered on the shore.'],
    spots: [
      'under a palm tree',
      'behind the lookout rock',
      'in a little sea cave',
      'under the jetty',
      'beneath a pile of coconuts',
    ],
    helpers: ['parrot', 'crab', 'turtle', 'pirate'],
    troubles: [
      {
        event: 'Then the path through the trees split three ways.',
        fix: 'They climbed the lookout rock and saw the right path from the top.',
      },
    ],
    ways: ['rowed across to the island', 'paddled a canoe to the island'],
    dusk: ['The sky over the island glowed orange and pink.', 'Fireflies danced between the palm trees.'],
  },
  river: {
    sights: [
      'a stone bridge',
      'stepping stones',
      'a willow tree trailing its branches',
      'a family of ducks',
      'a little wooden rowing boat',
    ],
    senses: ['The river gurgled over the stones.', 'A kingfisher flashed blue over the water.', 'The water was cold and clear.'],
    spots: [
      'under the stone bridge',
      'among the tall reeds',
      'behind the willow tree',
      'between the stepping stones',
      'on the muddy bank',
    ],
    helpers: ['otter', 'duck', 'frog', 'fish'],
    troubles: [
      { event: 'Then the stepping stones were wobbly and wet.', fix: 'They held hands and crossed one slow stone at a time.' },
      { event: 'Then a fallen tree blocked the river.', fix: 'They carried the boat round it along the bank.' },
    ],
    ways: ['followed the river path', 'walked along the riverbank'],
    dusk: ['The river shone gold in the evening sun.', 'Bats swooped low over the water.'],
  },
  lake: {
    sights: [
      'a wooden jetty',
      'swans gliding by',
      'a rowing boat tied to a post',
      'tall reeds',
      'a mountain reflected in the water',
    ],
    senses: ['The water lapped at the jetty.', 'A swan hissed softly.', 'A fish jumped with a plop.'],
    spots: ['under the jetty', 'among the reeds', 'by the boathouse', 'beside a big flat rock'],
    helpers: ['swan', 'duck', 'frog'],
    troubles: [
      {
        event: 'Then the wind whipped up little waves on the lake.',
        fix: 'They rowed close to the shore, where the water was calm.',
      },
    ],
    ways: ['walked down to the lake shore', 'rowed out onto the lake'],
    dusk: ['The lake was as smooth as a mirror.', 'The moon’s reflection wobbled on the water.'],
  },
  pond: {
    sights: [
      'round green lily pads',
      'tall bulrushes',
      'a dragonfly with shiny wings',
      'frogs on a log',
      'pond skaters on the water',
    ],
    senses: ['Frogs croaked from the reeds.', 'The pond smelled fresh and muddy.', 'Water beetles plopped into the water.'],
    spots: ['under a lily pad', 'among the bulrushes', 'behind the mossy log', 'in the shallow muddy edge'],
    helpers: ['frog', 'duck', 'dragonfly'],
    troubles: [{ event: 'Then the bank was slippery with mud.', fix: 'They lay down on their tummies and reached out slowly.' }],
    ways: ['tiptoed down to the pond', 'crept along the pond path'],
    dusk: ['The frogs sang their evening song.', 'Dragonflies glittered in the last of the sun.'],
  },
  waterfall: {
    sights: ['a tall white waterfall', 'a rainbow in the spray', 'mossy rocks', 'a deep green pool', 'ferns dripping with water'],
    senses: ['The waterfall roared and splashed.', 'Cool spray sprinkled their faces.', 'The rocks were slippery and green.'],
    spots: ['behind the curtain of water', 'under a mossy rock', 'in the deep green pool', 'among the dripping ferns'],
    helpers: ['otter', 'bird', 'frog'],
    troubles: [
      {
        event: 'Then the rocks by the waterfall were slippery.',
        fix: 'They found a safe path of dry stones a little further round.',
      },
    ],
    ways: ['climbed the rocky path to the waterfall', 'followed the sound of rushing water'],
    dusk: ['The waterfall glittered in the evening light.', 'The spray made one last rainbow.'],
  },
};

/**
 * The sea where a dolphin is in the story ('Sophie and the dolphin', 'A dolphin called Splash'): its jumping waves, its
 * clicks and whistles, the little boat it swims beside; never only a generic sea with a stock storm.
 */
export const DOLPHIN_SEA: Scenery = {
  sights: [
    'big jumping waves',
    'a little white boat',
    'dolphins leaping in the spray',
    'a lighthouse on a rocky point',
    'a far-off island',
  ],
  senses: [
    'Click, click, whistle! That is how dolphins talk.',
    'Spray flew up as a dolphin leapt high.',
    'The little boat bobbed up and down on the waves.',
  ],
  spots: [
    'behind a rock',
    'under the boat’s bench',
    'in a tangle of seaweed',
    'near the lighthouse rocks',
    'beside a floating buoy',
  ],
  helpers: ['whale', 'seal', 'turtle'],
  troubles: [
    {
      event: 'Then an old fishing net drifted by. A little fish was stuck in it!',
      fix: 'They tugged and nudged the net, and the little fish wriggled free.',
    },
    {
      event: 'Then thick fog rolled across the water.',
      fix: 'They listened for the lighthouse horn, and followed it out of the fog.',
    },
    {
      event: 'Then a big wave rolled in, higher than all the rest.',
      fix: 'They rode up and over it together. Whee! Splash!',
    },
  ],
  ways: ['sailed out of the harbour', 'bobbed out past the harbour wall'],
  dusk: ['The dolphins leapt one last time in the golden light.', 'The sea turned pink and gold as the sun went down.'],
};

/**
 * The sea in a storm the idea names ('The little boat in the storm'): grey waves, the wind and rain, and the lighthouse
 * that shows the way to the safe harbour; the storm is the trouble, never a stall or a sail gone limp.
 */
export const STORMY_SEA: Scenery = {
  // (Calm to begin with: the storm is the trouble that blows in.)
  sights: [
    'sparkling blue waves',
    'a red and white lighthouse',
    'the safe harbour wall',
    'a round orange buoy',
    'a far-off island',
  ],
  senses: ['The wind began to whistle.', 'Gulls flew in, away from the grey sky.', 'Thunder rumbled far away.'],
  spots: ['behind a rock', 'near the lighthouse rocks', 'beside a floating buoy', 'by the harbour wall'],
  helpers: ['seal', 'dolphin', 'whale'],
  troubles: [
    {
      event: 'Then the storm blew in. The wind howled, and big grey waves crashed all around!',
      fix: 'Flash! The lighthouse shone through the rain, and they followed its light.',
    },
  ],
  ways: ['sailed out of the harbour', 'bobbed out past the harbour wall'],
  dusk: ['The storm rolled away, and the sea grew calm.', 'The lighthouse shone over the quiet harbour.'],
};
