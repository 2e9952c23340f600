/** Scenery of wild places, the sky and space, and fairy-tale places. */
import type { SettingId } from '../../language/index.js';
import type { Scenery } from './types.js';

export const NATURE_SKY: Partial<Record<SettingId, Scenery>> = {
  forest: {
    sights: [
      'tall oak trees',
      'a carpet of soft green moss',
      'red toadstools by the path',
      'a little wooden bridge',
      'a sunny clearing full of ferns',
      'a hollow log',
    ],
    senses: [
      'Birds sang high in the branches.',
      'The air smelled of pine and rain.',
      'Twigs snapped softly underfoot.',
      'A woodpecker tapped somewhere far away.',
    ],
    spots: [
      'inside a hollow log',
      'under a pile of crunchy leaves',
      'behind the biggest oak tree',
      'among the ferns',
      'in a mossy hollow',
    ],
    helpers: ['owl', 'fox', 'squirrel', 'deer', 'badger'],
    troubles: [
      {
        event: 'Then the path split into three, and every path looked the same.',
        fix: 'They followed the path with the tiny blue flowers, just as the owl had said.',
      },
      { event: 'Then a soft grey fog drifted between the trees.', fix: 'They held hands and followed the sound of the stream.' },
      {
        event: 'Then a fallen tree lay right across the path.',
        fix: 'They crawled through a hollow in the trunk and came out laughing.',
      },
    ],
    ways: ['walked along a winding path into the woods', 'crunched along the forest track'],
    dusk: ['The sun slipped down behind the tall trees.', 'Fireflies began to glow among the ferns.'],
  },
  jungle: {
    sights: [
      'giant green leaves',
      'colourful parrots',
      'long swinging vines',
      'bright orange flowers',
      'a rope bridge over a stream',
      'a sloth hanging upside down',
    ],
    senses: ['Warm rain dripped from the leaves.', 'Parrots squawked and frogs chirped.', 'The air was warm and damp.'],
    spots: [
      'under a giant leaf',
      'behind a curtain of vines',
      'in the roots of a huge tree',
      'beside the rope bridge',
      'among the orange flowers',
    ],
    helpers: ['monkey', 'parrot', 'sloth', 'frog', 'tiger'],
    troubles: [
      {
        event: 'Then a warm, heavy rain poured down through the leaves.',
        fix: 'They sheltered under a leaf as big as an umbrella.',
      },
      {
        event: 'Then the vines were so thick that they could not get through.',
        fix: 'A monkey showed them a secret tunnel under the leaves.',
      },
    ],
    ways: ['pushed through the giant leaves', 'paddled a canoe up the jungle river'],
    dusk: ['The jungle hummed with night-time songs.', 'Glowing beetles twinkled among the leaves.'],
  },
  desert: {
    sights: [
      'golden sand dunes',
      'a tall green cactus',
      'a line of camels',
      'a palm tree by an oasis',
      'rocks shaped like giant mushrooms',
    ],
    senses: ['Hot sand shimmered in the sun.', 'A dry wind whispered over the dunes.', 'Everything was quiet and still.'],
    spots: [
      'behind a sand dune',
      'in the shade of a rock',
      'under a palm tree',
      'beside the tall cactus',
      'in the soft sand by the oasis',
    ],
    helpers: ['camel', 'lizard', 'explorer'],
    troubles: [
      {
        event: 'Then a warm wind blew sand across the path.',
        fix: 'They covered their faces and followed the line of palm trees.',
      },
      { event: 'Then the sun grew very hot.', fix: 'They rested in the shade of a big rock and sipped cool water.' },
    ],
    ways: ['rode a swaying camel over the dunes', 'walked across the warm sand'],
    dusk: ['The dunes turned pink and orange as the sun set.', 'Thousands of stars filled the desert sky.'],
  },
  savanna: {
    sights: ['tall giraffes', 'a herd of zebras', 'a wide flat-topped tree', 'long golden grass', 'a muddy water hole'],
    senses: ['The grass swished in the warm wind.', 'A lion yawned in the shade.', 'The ground was dry and dusty.'],
    spots: ['in the long golden grass', 'under the flat-topped tree', 'by the muddy water hole', 'behind a big termite mound'],
    helpers: ['elephant', 'giraffe', 'zebra', 'lion'],
    troubles: [
      { event: 'Then the waterhole had nearly dried up.', fix: 'The elephants dug with their feet until cool water bubbled up.' },
    ],
    ways: ['bumped across the plains in a jeep', 'walked along a dusty track'],
    dusk: ['The sky blazed orange behind the acacia trees.', 'The animals gathered at the waterhole in the cool evening.'],
  },
  mountain: {
    sights: [
      'snowy mountain peaks',
      'a rocky zigzag path',
      'a tumbling mountain stream',
      'a wooden hut',
      'goats on the rocks',
      'clouds below them like a sea',
    ],
    senses: ['The air was cold and fresh.', 'An eagle called far above.', 'Pebbles clattered down the slope.'],
    spots: [
      'behind a big boulder',
      'in a crack between the rocks',
      'by the wooden hut',
      'under a ledge',
      'beside the mountain stream',
    ],
    helpers: ['goat', 'eagle', 'explorer', 'dragon'],
    troubles: [
      { event: 'Then the path grew steep and rocky.', fix: 'They took small steps and stopped often to rest.' },
      { event: 'Then a cold cloud wrapped around the mountain.', fix: 'They waited by the hut until the cloud drifted away.' },
    ],
    ways: ['climbed the zigzag mountain path', 'rode the little cable car up the mountain'],
    dusk: ['The snowy peaks glowed pink in the setting sun.', 'The valley lights twinkled far below.'],
  },
  snow: {
    sights: ['sparkling snow', 'a frozen lake', 'tall white icebergs', 'a little igloo', 'penguins sliding on their tummies'],
    senses: ['Snow crunched under their feet.', 'The icy wind nipped their noses.', 'Everything was white and quiet.'],
    spots: ['behind an icy ridge', 'inside a snowdrift', 'by the igloo', 'under a shelf of ice', 'beside the frozen lake'],
    helpers: ['penguin', 'polar bear', 'seal', 'yeti'],
    troubles: [
      {
        event: 'Then a snowstorm blew in, and they could hardly see.',
        fix: 'They sheltered in a snow cave until the storm blew past.',
      },
      { event: 'Then the ice cracked with a loud creak.', fix: 'They backed away slowly and went round by the thick, safe ice.' },
    ],
    ways: ['trudged across the snow', 'rode a sledge over the snow'],
    dusk: ['Green and purple lights danced across the sky.', 'The snow glowed blue in the evening.'],
  },
  cave: {
    sights: ['sparkly crystals', 'drippy stalactites', 'an underground stream', 'old cave paintings', 'a narrow tunnel'],
    senses: ['Drops of water plinked and plonked.', 'Every sound echoed back.', 'The air was cool and damp.'],
    spots: [
      'behind a big stalagmite',
      'in a narrow tunnel',
      'by the underground stream',
      'under a rocky ledge',
      'in a hollow full of crystals',
    ],
    helpers: ['bat', 'explorer', 'dragon'],
    troubles: [
      { event: 'Then their torch flickered and went out.', fix: 'They followed the glowing crystals back to the light.' },
      { event: 'Then the tunnel split in two.', fix: 'They chose the one with a cool breeze, and it led them outside.' },
    ],
    ways: ['crawled into the cave with a torch', 'climbed down into the cave'],
    dusk: ['They came out blinking into the evening light.', 'The crystals twinkled in the last of the torchlight.'],
  },
  meadow: {
    sights: [
      'wildflowers of every colour',
      'a big oak tree on a hill',
      'butterflies dancing in the grass',
      'a stream at the edge of the field',
      'a stone wall covered in moss',
    ],
    senses: ['The long grass tickled their legs.', 'Skylarks sang high above.', 'The air smelled of clover and sunshine.'],
    spots: ['in the long grass', 'behind the stone wall', 'under the big oak tree', 'among the buttercups', 'beside the stream'],
    helpers: ['rabbit', 'butterfly', 'mouse', 'bird'],
    troubles: [
      { event: 'Then the wind blew hard across the field.', fix: 'They sat behind the stone wall until it calmed down.' },
    ],
    ways: ['climbed over the stile into the meadow', 'ran across the field'],
    dusk: ['The meadow glowed gold in the evening light.', 'Rabbits peeped out of their burrows.'],
  },
  volcano: {
    sights: [
      'a tall smoking volcano',
      'black rocks from old lava',
      'a crater at the top',
      'steaming hot springs',
      'wiggly paths of cooled lava',
    ],
    senses: [
      'The ground felt warm under their feet.',
      'Steam hissed from cracks in the rock.',
      'The air smelled a bit like eggs.',
    ],
    spots: ['behind a black rock', 'in a crack of old lava', 'by the steaming springs', 'under a rocky ledge'],
    helpers: ['scientist', 'dragon', 'explorer'],
    troubles: [
      {
        event: 'Then the volcano gave a rumble and a puff of grey smoke.',
        fix: 'They stayed on the safe path, far from the top, just as the scientist said.',
      },
    ],
    ways: ['walked up the black rocky path', 'flew over the volcano in a little plane'],
    dusk: ['The volcano glowed a gentle orange in the dark.', 'Steam drifted up into the starry sky.'],
  },
  campsite: {
    purpose: 'sleep in a tent',
    sights: [
      'a little green tent',
      'a crackling campfire',
      'a lantern on a hook',
      'tall pine trees',
      'sleeping bags rolled up by the tent',
    ],
    senses: ['The campfire crackled and popped.', 'Marshmallows sizzled on sticks.', 'An owl hooted in the trees.'],
    spots: ['inside the tent', 'under a sleeping bag', 'behind the woodpile', 'by the campfire stones'],
    helpers: ['dad', 'owl', 'fox'],
    troubles: [
      {
        event: 'Then the wind tugged at the tent and a peg popped out.',
        fix: 'They hammered the peg back in with a flat stone.',
      },
    ],
    ways: ['hiked to the campsite', 'unpacked the car at the campsite'],
    dusk: ['The stars came out above the campfire.', 'The tent glowed like a lantern in the dark.'],
  },
  space: {
    sights: [
      'twinkling stars',
      'a shiny silver rocket',
      'a planet with rings',
      'the blue Earth far away',
      'a comet with a glowing tail',
    ],
    senses: ['Everything was silent and still.', 'The rocket hummed softly.', 'They floated gently, as light as feathers.'],
    spots: [
      'behind a floating moon rock',
      'inside the rocket’s storage hatch',
      'near a glowing comet',
      'in a crater on a tiny moon',
    ],
    helpers: ['astronaut', 'alien', 'robot'],
    troubles: [
      { event: 'Then a cloud of tiny space rocks drifted in front of them.', fix: 'They steered the rocket slowly round it.' },
      {
        event: 'Then a red light blinked on the rocket’s control panel.',
        fix: 'They checked the panel together and found a loose wire.',
      },
    ],
    ways: ['zoomed up into space in a rocket', 'counted down, three, two, one, and blasted off'],
    dusk: ['The Earth glowed blue and white below them.', 'The stars twinkled all around.'],
  },
  moon: {
    sights: [
      'grey moon dust',
      'round craters',
      'the Earth rising over the hills',
      'a little moon buggy',
      'footprints in the dust',
    ],
    senses: ['Every step was a slow, floaty bounce.', 'Everything was silent.', 'Moon dust puffed up round their boots.'],
    spots: ['inside a crater', 'behind a moon rock', 'under the moon buggy', 'at the edge of a dusty crater'],
    helpers: ['astronaut', 'alien', 'robot'],
    troubles: [
      { event: 'Then the moon buggy’s wheels sank into soft dust.', fix: 'They bounced round the back and pushed it free.' },
    ],
    ways: ['landed gently on the moon', 'climbed down the rocket ladder onto the moon'],
    dusk: ['The Earth glowed like a blue marble in the black sky.', 'The stars shone bright and still.'],
  },
  'night-sky': {
    sights: [
      'thousands of twinkling stars',
      'a round silver moon',
      'a shooting star',
      'the Milky Way like spilled sugar',
      'a telescope on a tripod',
    ],
    senses: ['The night air was cool and quiet.', 'Crickets sang in the grass.', 'An owl hooted softly.'],
    spots: ['under the telescope', 'behind the garden bench', 'in the dewy grass', 'by the garden wall'],
    helpers: ['owl', 'bat', 'grandpa'],
    troubles: [
      {
        event: 'Then clouds slid across the sky and hid the stars.',
        fix: 'They waited with a flask of cocoa until the clouds drifted away.',
      },
    ],
    ways: ['crept out onto the grass after dark', 'climbed up to the top of the hill at night'],
    dusk: ['The moon shone down like a friendly night light.', 'A shooting star zipped across the sky.'],
  },
  sky: {
    sights: [
      'fluffy white clouds',
      'a bright rainbow',
      'birds flying in a V',
      'the fields far below like a patchwork quilt',
      'a hot air balloon',
    ],
    senses: ['The wind whooshed past.', 'The sun felt warm and bright.', 'Everything below looked tiny.'],
    spots: ['behind a fluffy cloud', 'on top of a cloud', 'near the rainbow', 'in a basket of a balloon'],
    helpers: ['bird', 'eagle', 'dragon'],
    troubles: [
      { event: 'Then a big grey rain cloud rumbled nearby.', fix: 'They drifted round it and came out into the sunshine.' },
    ],
    ways: ['floated up in a hot air balloon', 'soared up into the sky'],
    dusk: ['The clouds turned pink and gold.', 'The sun dipped below the edge of the world.'],
  },
  castle: {
    sights: [
      'tall stone towers',
      'a wooden drawbridge',
      'a moat with lily pads',
      'flags fluttering on the turrets',
      'a great hall with a long table',
    ],
    senses: ['Trumpets played from the tower.', 'The stone walls felt cold and rough.', 'Footsteps echoed in the halls.'],
    spots: [
      'at the top of the tallest tower',
      'under the drawbridge',
      'behind a suit of armour',
      'in the castle kitchen',
      'by the moat',
    ],
    helpers: ['knight', 'king', 'queen', 'dragon'],
    troubles: [
      {
        event: 'Then the drawbridge was up, and the castle was shut tight.',
        fix: 'They rang the big bell, and the drawbridge creaked down.',
      },
      {
        event: 'Then the winding tower stairs went round and round forever.',
        fix: 'They counted the steps together, and soon they were at the top.',
      },
    ],
    ways: ['rode up the hill to the castle', 'crossed the drawbridge'],
    dusk: ['Torches flickered on the castle walls.', 'The flags hung still in the quiet evening.'],
  },
};
