/**
 * Nature's journeys, told by the thing that makes them: a raindrop falls from its cloud, runs down a hill into a stream,
 * a river and the sea, and rises again as vapour to a new cloud; a cloud gathers its drops over the sea and rains on
 * thirsty fields; a snowflake falls, lies all winter and melts in spring; a leaf turns red, falls and feeds its tree; a
 * river runs from its spring to the sea. Told as a life cycle is (world/life-cycles.ts): one stage a paragraph, in the
 * order it really happens, the hero called by what it is at each stage, a fact of the topic in the stage it belongs to,
 * and a friend who can follow it (a bird flies along a raindrop's river and up to its cloud). A thing stays 'it'.
 */
import type { LifeCycle } from './life-cycles.js';

/** One who is met in the second stage and comes by to the end: 'Just then, a kind bird called Pip came by.' */
const MET = ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'];

export const NATURE_JOURNEYS: readonly LifeCycle[] = [
  {
    id: 'raindrop',
    starts: ['raindrop', 'droplet'],
    grown: 'raindrop',
    about: /\b(?:raindrops?|(?:water )?droplets?|drops? of (?:rain|water)|water cycle|rain)\b/i,
    asks: /\b(?:journey|life|travels?|adventure|water cycle|falls?|falling|fell|(?:see|reach(?:es)?|goes|go|gets?|get) (?:to )?the sea|how (?:does |is )?rain|rain (?:is made|happens?|comes? from)|where (?:does )?rain)\b/i,
    thing: true,
    wish: 'travel all the way to the sea',
    topic: 'water-cycle',
    setting: 'river',
    friends: ['bird', 'duck', 'seagull'],
    words: ['raindrop', 'rain', 'cloud', 'stream', 'river', 'sea', 'vapour', 'drop'],
    titles: ['{name} the Raindrop’s Journey', '{name} the Raindrop Goes to the Sea', 'Round and Round Goes {name} the Raindrop'],
    tag: 'water',
    stages: [
      {
        is: 'raindrop',
        fact: 4,
        before: [
          [
            'High up in a big grey cloud, lots of tiny drops bumped together.',
            'Up in a big grey cloud, tiny drops of water joined up, one by one.',
          ],
          ['One of them was {Hero} the raindrop.', 'The biggest drop of all was {Hero} the raindrop.'],
        ],
        after: [
          ['Soon the cloud could not hold {Hero} any more!', '"I feel so heavy!" said {Hero}. "Here I go!"'],
          ['Down, down, down fell {Hero}.', 'Down, down, down {Hero} fell, out of the cloud.'],
        ],
      },
      {
        is: 'raindrop',
        fact: 6,
        before: [
          [
            'Pitter-patter! {Hero} the raindrop landed on a green hill.',
            'Drip, drop! {Hero} the raindrop landed on the grass of a big hill.',
          ],
          ['Lots of other raindrops landed all around.', 'All over the hill, more raindrops went plip, plop.'],
        ],
        after: [
          MET,
          [
            '"Hello, little raindrop! Where are you going?" asked the {gkind}.',
            '"What a shiny raindrop you are!" said the {gkind}.',
          ],
          [
            'Down the wet grass slid {Hero}. "Down the hill!" {Hero} laughed.',
            '"Down the hill, I think!" said {Hero}, sliding away.',
          ],
        ],
      },
      {
        is: 'raindrop',
        before: [
          [
            'Trickle, trickle! {Hero} the raindrop ran into a little stream.',
            'Splish! {Hero} the raindrop splashed into a little stream.',
          ],
          ['The stream bubbled over stones and ran into a big river.', 'Soon the stream ran into a wide, deep river.'],
        ],
        after: [
          ['On went {Hero}, under a bridge and past a tall grey heron.', 'A fish swam by, and a little boat bobbed past.'],
          ['{Guide} flew along above the water. "Wait for me!" called the {gkind}.', '{Guide} flew along above the river.'],
          ['"Where does the river go?" asked {Hero}.', ''],
        ],
      },
      {
        is: 'raindrop',
        fact: 5,
        before: [
          [
            'At last, the river reached the sea with a big splash.',
            'The river got wider and slower. At last, it reached the sea!',
          ],
          [
            '{Hero} the raindrop bobbed up and down on the salty waves.',
            '{Hero} the raindrop rolled along with the big blue waves.',
          ],
        ],
        after: [
          ['A crab waved from the sand, and a big ship sailed by.', 'A crab scuttled over the sand, and a seal swam by.'],
          ['"I made it to the sea!" said {Hero}.', '"The sea is so big!" said {Hero}.'],
        ],
      },
      {
        is: 'vapour',
        fact: [0, 1],
        before: [
          ['Then the warm sun came out and shone on the sea.', 'The next day, the sun shone hot on the sea.'],
          ['{Hero} the raindrop felt warm and light.', '{Hero} the raindrop felt warmer and warmer, and lighter and lighter.'],
        ],
        after: [
          [
            'Now {Hero} was not a raindrop any more. {Hero} was vapour, too tiny to see!',
            'Up, up, up floated {Hero}, as vapour too tiny to see.',
          ],
          ['"Where are you, {Hero}?" called the {gkind}. "Up here!" {Hero} laughed.', '"I can fly!" said {Hero}.'],
        ],
      },
      {
        is: 'cloud',
        fact: [2, 3],
        before: [
          ['Up in the sky, the air was very cold.', 'High, high up, the air got cold.'],
          ['Brr! {Hero} the vapour began to cool.', 'Brr! {Hero} felt cold up there.'],
        ],
        after: [
          [
            'Soon {Hero} was a tiny drop again, in a new, fluffy cloud!',
            'Soon {Hero} was a tiny drop again, in a soft white cloud.',
          ],
          ['"Welcome back, {Hero}!" called {guide}, flying by.', '{Guide} flew past the cloud and flapped a wing.'],
          ['"Soon I will fall as rain again," said {Hero} with a smile.', '"Round and round I go!" said {Hero} happily.'],
        ],
      },
    ],
  },
  {
    id: 'cloud',
    starts: ['cloud'],
    grown: 'cloud',
    about: /\bclouds?\b/i,
    asks: /\b(?:(?:make|makes|making|made|bring|brings) (?:the |a )?rain(?:bow)?|life|rain(?:s|ed|ing)?|clouds? (?:is|are) made|how (?:are |do |does )?(?:a )?clouds?|where (?:do |does )?clouds?|journey)\b/i,
    thing: true,
    wish: 'make rain for the thirsty fields',
    topic: 'water-cycle',
    setting: 'sky',
    friends: ['bird', 'seagull'],
    words: ['cloud', 'rain', 'drops', 'vapour', 'rainbow', 'sea', 'fields', 'flowers'],
    titles: ['{name} the Rain Cloud', '{name} the Little Cloud Makes Rain', '{name} and the Rainbow'],
    tag: 'weather',
    stages: [
      {
        is: 'cloud',
        fact: 0,
        before: [
          [
            'Far out over the sea, a little white cloud floated in the blue sky.',
            'High above the sparkly sea, a small white cloud drifted by.',
          ],
          ['This little cloud was {Hero}.', 'The little cloud was called {Hero}.'],
        ],
        after: [
          [
            'Up from the sea rose vapour, up and up, to {Hero} the cloud.',
            'Vapour rose up from the warm sea to {Hero} the cloud.',
          ],
          ['"One day I will be a big rain cloud," said {Hero}.', ''],
        ],
      },
      {
        is: 'cloud',
        fact: [2, 3],
        before: [
          ['Up high, the air was cold.', 'The air up high was cool and fresh.'],
          ['{Hero} the cloud gathered the vapour in, puff by puff.', '{Hero} the cloud soaked up the vapour, puff by puff.'],
        ],
        after: [
          ['Just then, {guideIntro} flew by.', 'Soon, {guideIntro} flapped past.'],
          ['"You are getting bigger!" said the {gkind}.', '"What a lot of tiny drops you have!" said the {gkind}.'],
          ['"I am growing!" said {Hero}.', ''],
        ],
      },
      {
        is: 'rain cloud',
        before: [
          [
            'Whoosh! The wind blew {Hero} the cloud over the land.',
            'The wind pushed {Hero} the cloud away from the sea, over hills and farms.',
          ],
          [
            'Down below, the fields were dry, and the flowers were droopy.',
            'Down below, the grass was brown and the flowers were thirsty.',
          ],
        ],
        after: [
          ['Bigger and bigger grew {Hero}, and darker and darker.', 'Drop by drop, {Hero} grew big and grey and heavy.'],
          ['Now {Hero} the rain cloud was full of drops!', 'Soon {Hero} was a big grey rain cloud.'],
          ['"The flowers need a drink," said {guide}.', '"Look, the fields are so thirsty," said {guide}.'],
        ],
      },
      {
        is: 'rain cloud',
        fact: [4, 6],
        before: [
          [
            'Inside {Hero}, the tiny drops bumped and joined and got heavy.',
            'The drops inside {Hero} joined up into big, heavy drops.',
          ],
        ],
        after: [
          [
            'Pitter-patter! {Hero} the rain cloud let the rain fall on the thirsty fields.',
            'Splish, splash! Rain fell from {Hero} the rain cloud onto the dry fields.',
          ],
          ['The flowers lifted up their heads and drank.', 'The grass and the flowers drank and drank.'],
          ['"Thank you, {Hero}!" called the {gkind}.', ''],
        ],
      },
      {
        is: 'cloud',
        fact: 5,
        before: [
          [
            'When the rain stopped, {Hero} the cloud was small and white again.',
            'After all that rain, {Hero} the cloud felt light and small again.',
          ],
          ['Little streams of rainwater ran down the hills.', 'The rainwater trickled down into the streams.'],
          ['"Where does all the rain go?" asked {Hero}.', ''],
        ],
        after: [['The fields below were green and fresh again.', 'Down below, the flowers stood up tall and bright.']],
      },
      {
        is: 'cloud',
        before: [
          ['Then the sun came out from behind {Hero} the cloud.', 'Then the warm sun peeped out past {Hero} the cloud.'],
          [
            'Sunlight shone through the last raindrops, and a bright rainbow appeared!',
            'A rainbow of seven colours curved across the sky!',
          ],
        ],
        after: [
          ['"Look what you made!" said {guide}.', '"What a beautiful rainbow!" said {guide}.'],
          [
            'Then back to the sea floated {Hero}, to gather more drops.',
            '"Tomorrow I will gather more drops," said {Hero} happily.',
          ],
        ],
      },
    ],
  },
  {
    id: 'snowflake',
    starts: ['snowflake'],
    grown: 'snowflake',
    about: /\bsnow(?:flakes?)?\b/i,
    asks: /\b(?:journey|life|falls?|falling|fell|melts?|melting|melted|lands?|landing|spring)\b/i,
    thing: true,
    wish: 'fall all the way to the ground',
    topic: 'snow',
    setting: 'snow',
    friends: ['bird', 'owl'],
    words: ['snowflake', 'snow', 'ice', 'winter', 'spring', 'water', 'stream', 'hill'],
    titles: ['{name} the Little Snowflake', '{name} the Snowflake’s Winter', 'Where {name} the Snowflake Went'],
    tag: 'winter',
    stages: [
      {
        is: 'snowflake',
        fact: 1,
        before: [
          [
            'High up in a cold grey cloud, tiny bits of ice stuck together.',
            'One winter day, in a cold grey cloud, tiny bits of ice joined up.',
          ],
          ['Together they made {Hero} the snowflake!', 'One of them was {Hero} the snowflake.'],
        ],
        after: [
          ['{Hero} sparkled, cold and white.', '{Hero} was light and white and sparkly.'],
          ['"Hello, sky!" said {Hero}.', ''],
        ],
      },
      {
        is: 'snowflake',
        fact: 0,
        before: [
          ['Then {Hero} the snowflake let go of the cloud.', 'Then, softly, {Hero} the snowflake began to fall.'],
          ['{Hero} twirled and spun through the frosty air.', 'Down {Hero} went, spinning and dancing in the cold air.'],
        ],
        after: [
          ['Just then, {guideIntro} flew by.', 'Soon, {guideIntro} fluttered past.'],
          ['"Look at you dance!" said the {gkind}.', '"Hello, little snowflake!" said the {gkind}.'],
          ['"This is fun!" said {Hero}.', ''],
        ],
      },
      {
        is: 'snowflake',
        fact: 2,
        before: [
          [
            'Softly, {Hero} the snowflake landed on a hill, with lots of other snowflakes.',
            'At last, {Hero} the snowflake landed on a hill, with lots of other flakes.',
          ],
        ],
        after: [
          ['Soon the whole hill was white and soft.', 'Soon the hill was covered in a soft white blanket.'],
          ['"How pretty the hill looks!" said {guide}.', '"Everything is white!" said {guide}.'],
        ],
      },
      {
        is: 'snowflake',
        before: [
          [
            'All winter long, {Hero} the snowflake stayed on the hill.',
            'Days and nights went by. {Hero} the snowflake stayed on the cold hill.',
          ],
          ['A fox left little paw prints in the snow.', 'A rabbit hopped past, and a fox trotted by.'],
        ],
        after: [
          ['At night, {Hero} sparkled in the moonlight.', 'On frosty nights, {Hero} sparkled under the stars.'],
          ['"You sparkle like a star!" said the {gkind}.', '{Guide} came by to say hello every day.'],
        ],
      },
      {
        is: 'drop of water',
        fact: 3,
        before: [
          ['Then spring came, and the sun grew warm.', 'One morning, the sun shone warm on the hill. Spring had come!'],
          ['{Hero} the snowflake felt soft and wet.', 'Drip, drip! {Hero} the snowflake began to change.'],
        ],
        after: [
          [
            'Now {Hero} was not a snowflake any more. {Hero} was a drop of water!',
            'Soon {Hero} was a shiny little drop of water.',
          ],
          ['"What has happened to me?" asked {Hero}.', ''],
        ],
      },
      {
        is: 'drop of water',
        before: [
          ['{Hero} the drop of water trickled into a puddle.', 'Trickle, trickle! {Hero} the drop of water ran down the hill.'],
          [
            'Then {Hero} ran into a little stream, with lots of other drops.',
            'Soon {Hero} was in a little stream that sang over the stones.',
          ],
        ],
        after: [
          ['Snowdrops peeped up by the stream, and birds sang.', 'Green shoots peeped up by the stream.'],
          ['"Goodbye, {Hero}!" called {guide}.', '"Off you go, {Hero}!" said {guide}.'],
          ['"Hello, spring!" said {Hero}, and off {they} went.', ''],
        ],
      },
    ],
  },
  {
    id: 'leaf',
    starts: ['leaf'],
    grown: 'leaf',
    about: /\b(?:leaf|leaves)\b/i,
    asks: /\b(?:journey|life|falls?|falling|fell|autumn|fall|lets? go|blows? away|blown away|letting go|change colou?r|turns? (?:red|yellow|gold|brown|orange))\b/i,
    thing: true,
    wish: 'let go and fly on the wind',
    topic: 'autumn-leaves',
    setting: 'park',
    friends: ['squirrel', 'bird'],
    words: ['leaf', 'leaves', 'tree', 'autumn', 'soil', 'buds', 'wind'],
    titles: ['{name} the Autumn Leaf', '{name} the Leaf Lets Go', 'The Day {name} the Leaf Fell'],
    tag: 'autumn',
    stages: [
      {
        is: 'leaf',
        fact: 0,
        before: [
          ['One autumn morning, the air in the park felt cold.', 'In autumn, a chilly wind blew across the park.'],
          ['High on a big oak tree hung {Hero} the leaf.', 'High up on an old oak tree grew {Hero} the leaf, still green.'],
        ],
        after: [
          ['All summer, {Hero} had danced in the warm sun.', 'How {Hero} had loved the long, sunny days of summer!'],
          ['"Brr! Why is it so cold?" {Hero} wondered.', ''],
        ],
      },
      {
        is: 'leaf',
        fact: 1,
        before: [
          ['Now the days were short, and the nights were cold.', 'Then the tree began to get ready for winter.'],
          ['{Hero} the leaf felt thirsty and tired.', '{Hero} the leaf did not get much water any more.'],
        ],
        after: [
          MET,
          ['"Winter is coming," said the {gkind}.', '"Hello up there!" said the {gkind}.'],
          ['"What will happen to me?" asked {Hero}.', ''],
        ],
      },
      {
        is: 'leaf',
        fact: 2,
        before: [['Day by day, {Hero} the leaf began to change.', 'Slowly, {Hero} the leaf began to change colour.']],
        after: [
          ['First {Hero} turned yellow, then orange, then bright red!', 'Soon {Hero} was gold and orange, like a little flame.'],
          ['"You look so pretty!" said {guide}.', '"What lovely colours!" said {guide}.'],
          ['All the leaves on the tree were red and gold now.', ''],
        ],
      },
      {
        is: 'leaf',
        fact: 3,
        before: [
          ['One windy day, a big gust shook the tree.', 'Then a big wind came whooshing through the park.'],
          ['Snap! {Hero} the leaf let go of the twig.', 'Pop! {Hero} the leaf came off the branch.'],
        ],
        after: [
          [
            'The wind carried {Hero} away, twirling and swirling through the air.',
            'Round and round {Hero} spun, over the grass.',
          ],
          ['"I am flying!" laughed {Hero}.', '"This is fun!" said {Hero}.'],
          ['At last, {Hero} landed softly in a big pile of leaves.', 'Then {Hero} floated down onto a pile of crunchy leaves.'],
        ],
      },
      {
        is: 'leaf',
        fact: 4,
        before: [
          [
            'Then winter came, and snow fell on {Hero} the leaf.',
            'All winter, {Hero} the leaf lay under the tree, with frost on top.',
          ],
          ['A hedgehog slept under the pile, snug and warm.', 'Little worms wriggled up to nibble.'],
        ],
        after: [
          [
            'Bit by bit, {Hero} turned soft and brown, and crumbled into the soil.',
            'Slowly, {Hero} crumbled into the dark, soft soil.',
          ],
          ['"You are helping the tree," said {guide}.', ''],
        ],
      },
      {
        is: 'soil',
        fact: 5,
        before: [
          ['Then spring came to the park.', 'At last, spring came, and the sun grew warm.'],
          [
            '{Hero} was part of the soil now, by the roots of the old oak.',
            'Now {Hero} was part of the soft soil under the oak tree.',
          ],
        ],
        after: [
          ['Soon tiny green leaves grew all over the oak tree.', 'Soon the oak tree was green again.'],
          ['"Look, new leaves!" said {guide}.', '"The tree is waking up!" said {guide}.'],
          ['So {Hero} had helped the tree grow after all.', '"I helped the tree grow," thought {Hero}, snug and happy.'],
        ],
      },
    ],
  },
  {
    id: 'river',
    starts: ['river', 'stream'],
    grown: 'river',
    about: /\b(?:rivers?|streams?)\b/i,
    // ('The river who wanted to see the sea': it gets there the way a river does, by flowing.)
    asks: /\b(?:journey|life|travels?|flows?|flowing|(?:reach(?:es)?|goes|go|gets?|get|runs?|see|find) (?:to )?the sea|where (?:do |does )?rivers?)\b/i,
    thing: true,
    wish: 'flow all the way to the sea',
    topic: 'rivers',
    setting: 'river',
    friends: ['duck', 'otter', 'fish'],
    words: ['river', 'stream', 'spring', 'hill', 'sea', 'water'],
    titles: ['{name} the River’s Journey', '{name} the River Goes to the Sea', 'How {name} the River Found the Sea'],
    tag: 'journey',
    stages: [
      {
        is: 'stream',
        fact: 0,
        before: [
          [
            'High up on a hill, fresh water bubbled out of the ground.',
            'On a high, green hill, water bubbled up between the rocks.',
          ],
          ['This was {Hero} the stream, tiny and new.', 'That little trickle was {Hero} the stream.'],
        ],
        after: [
          ['{Hero} was so small that a bird could hop over.', '{Hero} was only a trickle, but {Hero} sparkled in the sun.'],
          ['"Where will I go?" {Hero} wondered.', ''],
        ],
      },
      {
        is: 'stream',
        fact: 1,
        before: [
          [
            'Trickle, trickle! {Hero} the stream ran down the hill.',
            'Down the hill ran {Hero} the stream, over stones and moss.',
          ],
        ],
        after: [
          MET,
          ['"Where are you going in such a hurry?" asked the {gkind}.', '"You are so quick!" said the {gkind}.'],
          ['"Down, down, down!" sang {Hero}.', ''],
        ],
      },
      {
        is: 'river',
        before: [
          ['Other little streams joined {Hero}, one by one.', 'More streams ran into {Hero}, from this hill and that.'],
          ['Soon {Hero} was not a stream any more. {Hero} was a river!', 'Now {Hero} the river was wide and strong.'],
        ],
        after: [
          ['Fish swam in the cool water, and ducks bobbed on top.', 'Fish flicked their tails in the cool, clear water.'],
          ['"You are getting big!" said {guide}.', '{Guide} came along too, all the way down.'],
        ],
      },
      {
        is: 'river',
        before: [
          [
            '{Hero} the river wound through green fields, past cows and sheep.',
            '{Hero} the river flowed past farms and fields of corn.',
          ],
          ['Then {Hero} flowed under a bridge, through a busy town.', 'Then {Hero} went under an old stone bridge in a town.'],
        ],
        after: [
          [
            'People waved from the bridge, and boats sailed on the water.',
            'Little boats bobbed along, and people fished from the bank.',
          ],
          ['"What a long way you have come," said {guide}.', '"Keep going!" said {guide}.'],
        ],
      },
      {
        is: 'river',
        fact: 2,
        before: [
          ['Now {Hero} the river was very wide and slow.', 'Slowly, {Hero} the river grew wide and calm.'],
          ['Seagulls flew over the water, and the air smelled of salt.', 'The air smelled of salt, and seagulls called.'],
        ],
        after: [['Far ahead, something big and blue sparkled.', 'Ahead, there was something big, blue and shiny.']],
      },
      {
        is: 'river',
        before: [
          ['At last, {Hero} the river reached the sea!', 'At last, {Hero} the river flowed into the big blue sea. Splash!'],
        ],
        after: [
          ['The fresh river water mixed with the salty waves.', 'The waves rolled in, and the river water joined the sea.'],
          ['"You made it!" said {guide}.', '"Welcome to the sea!" said {guide}.'],
          ['Up on the hill, the spring kept bubbling, so {Hero} never ran dry.', 'What a long journey {Hero} had made!'],
        ],
      },
    ],
  },
];
