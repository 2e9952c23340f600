/**
 * A day of real weather ('Snow day!', 'The day it snowed at school', 'A rainy day', 'Jack loves jumping in puddles', 'A
 * windy day', 'A very hot day'): the weather is the day's fun. It is seen first, the child goes out in it dressed for it,
 * plays as that weather lets them (a snowman, puddles, a kite, a paddling pool), a small trouble it brings is put right
 * with one of the family, and the day ends warm, dry or cool again. Never a quest, never a lesson on weather, never a
 * trip to a land of ice.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {HeroS}, {theHero}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

const SNOW: HomeDay = {
  id: 'snow',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^play in the snow$/,
  family: true,
  noLesson: true,
  tag: 'snow',
  words: ['snow', 'snowman', 'snowflakes', 'snowball', 'sledge', 'mittens', 'white'],
  sights: [
    'a snowy garden gate',
    'a bird table topped with snow',
    'a little red sledge',
    'icicles on the shed',
    'footprints in the snow',
  ],
  start: [
    '{Hero} woke up and peeped out of the window. Everything was white! Snow had fallen in the night.',
    'The world was very quiet that morning. {Hero} pulled back the curtains. Snow! Deep, soft snow everywhere!',
  ],
  wish: [
    '"Can we go out in the snow?" {hero} asked, bouncing up and down.',
    '"Snow day!" shouted {hero}. "I want to play in it!"',
  ],
  doings: [
    '{Hero} rolled a little snowball, round and round, until it was as big as a barrel.',
    '{Hero} lay down and swished {their} arms and legs. It made a snow angel!',
    'Crunch, crunch! {Hero} made big footprints all the way across the garden.',
    '{Hero} caught snowflakes on {their} tongue. They were cold and tickly.',
  ],
  doingsAfter: [
    'Then {hero} and {GuideFull} pulled the sledge up the little hill. Whoosh! Down they flew.',
    'Then they built a little snowman by the gate, with a carrot for a nose.',
  ],
  troubles: [
    {
      event: 'Soon {heroS} fingers were cold and stiff. Snow had got inside {their} mittens!',
      fix: '{GuideFull} shook out the mittens and rubbed {heroS} hands warm. Then {they} put on dry ones.',
    },
    {
      event: '{Hero} began to roll a snowman. But the snow was too soft and powdery. It would not stick!',
      fix: '"Pat it and press it," said {GuideFull}. Together they squashed the snow into a big, firm ball.',
    },
  ],
  high: [
    // (Told whatever the day's doings were: a snowman may never have been built.)
    'Then big, soft flakes began to fall again. {Hero} caught one on {their} tongue, and laughed and laughed.',
    'Then {hero} threw a soft snowball. Whump! {GuideFull} laughed and threw one back.',
  ],
  evening: [
    'Back inside, {hero} warmed {their} toes and drank hot chocolate. Outside, the snow sparkled in the moonlight.',
    'That night, the snow glowed blue under the moon. {Hero} fell asleep with warm toes and rosy cheeks.',
  ],
  help: 'came out in a big coat and a woolly hat.',
  upset: ['"Oh no!" cried {hero}, with a shiver.', '{Hero} stamped {their} feet in the snow.'],
  cheered: ['"Thank you," said {hero}, ready to play again.', '{Hero} grinned. The snow was fun again.'],
  thought: ['The snow sparkled in the sun.', 'Snowflakes drifted down, slow and soft.'],
  thoughtAfter: ['Snow days were the best days.', 'The garden looked like a big white cake.'],
  titles: ['{name} and the Snow Day', 'Snow Day!'],
};

/** A snowman built ('Building a snowman with Grandpa'): the snow day, told round the snowman, in order. */
const SNOWMAN: HomeDay = {
  ...SNOW,
  id: 'snowman',
  goal: /^(?:build|make) a snowman$/,
  ordered: true,
  wish: ['"Let’s build a snowman!" said {hero}.', '"I want to build the biggest snowman ever!" said {hero}.'],
  doings: [
    '{Hero} rolled a big snowball for the body. Then a small one for the head! Heave, ho! On it went.',
    '{Hero} found two pebbles for eyes and a carrot for a nose.',
  ],
  doingsAfter: ['Then {hero} gave the snowman two sticks for arms, waving hello.'],
  troubles: [
    {
      event: 'Plop! The snowman’s head rolled off and landed in the snow.',
      fix: '"Let’s pat it on firmly," said {GuideFull}. This time, the head stayed on.',
    },
    {
      event: 'The snowman leaned to one side. Then it leaned a bit more, and a bit more.',
      fix: '{GuideFull} packed more snow round the bottom. Now the snowman stood up straight.',
    },
  ],
  high: [
    '{Hero} wrapped a woolly scarf round the snowman’s neck. "Hello, Mr Snowman!" {they} laughed.',
    'At last the snowman was finished, with a carrot nose and a big pebble smile. {Hero} gave it a hug!',
  ],
  evening: [
    'Back inside, {hero} drank hot chocolate by the window. Outside, the snowman smiled in the moonlight.',
    'At bedtime, {hero} peeped out. "Good night, Snowman," {they} whispered.',
  ],
  titles: ['{name} Builds a Snowman', '{name} and the Snowman'],
};

const SNOW_AT_SCHOOL: HomeDay = {
  ...SNOW,
  id: 'snow-school',
  at: { setting: 'school', name: 'school' },
  goal: /^play in the snow(?: at school)?$/,
  family: false,
  helpers: ['teacher'],
  sights: [
    'a snowy playground',
    'a row of wet mittens on the radiator',
    'a big classroom window',
    'a snowy climbing frame',
    'a snowman by the gate',
  ],
  start: [
    'In the middle of maths, {hero} looked out of the window. Big white flakes were falling!',
    'At school, {hero} was reading when somebody shouted, "Look! It is snowing!"',
  ],
  wish: [
    'Nobody could think about sums now. "Can we go out in the snow?" asked {hero}.',
    '{Hero} pressed {their} nose to the window. "Please can we play in it?"',
  ],
  doings: [
    'At playtime, the whole class ran out. The playground was white and crunchy!',
    '{Hero} and {their} friends rolled a big snowball across the playground.',
    '{Hero} made a snow angel by the climbing frame.',
  ],
  doingsAfter: [
    'Then everyone helped to build a snowman by the school gate.',
    'Then the class made a long row of footprints, all the way round the field.',
  ],
  troubles: [
    {
      event: 'Back in class, {heroS} socks were soaking wet. Squelch!',
      fix: '{GuideFull} hung the wet socks on the radiator to dry. "Snow gets everywhere!" {gthey} laughed.',
    },
    {
      event: 'A snowball flew by and hit {hero} on the ear. It was cold and it stung!',
      fix: '{GuideFull} brushed the snow away. "Gentle snowballs only," {gthey} told everyone.',
    },
  ],
  high: [
    'Then the whole class made a snowman with a teacher’s hat. Everyone cheered!',
    'After lunch, the class painted pictures of snowflakes. Each one was different!',
  ],
  evening: [
    'At home time, {hero} ran to the gate. "It snowed at school, and we built a snowman!"',
    'That night, {hero} told everyone at home about the snow day at school.',
  ],
  help: 'came outside in a big scarf, smiling.',
  upset: ['"Oh no!" said {hero}, with a shiver.', '{Hero} frowned and rubbed {their} cold hands.'],
  cheered: ['{Hero} smiled. Snow days were still the best.', 'Soon {hero} was giggling again.'],
  thoughtAfter: ['It was the best school day ever.', 'Snow made school feel like a party.'],
  titles: ['The Day It Snowed at School', '{name} and the Snowy Playground'],
};

const RAIN: HomeDay = {
  id: 'rain',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^(?:splash in the puddles|play in the rain|jump in the puddles)$/,
  family: true,
  noLesson: true,
  tag: 'rain',
  words: ['rain', 'puddle', 'puddles', 'raincoat', 'wellies', 'umbrella', 'splash', 'drip'],
  sights: ['a big muddy puddle', 'a yellow umbrella', 'raindrops on the window', 'a wriggly worm', 'a pair of red wellies'],
  start: [
    'Pitter-patter! Rain tapped on the window all morning. The garden was full of puddles.',
    '{Hero} watched two raindrops race down the window. Outside, it was pouring!',
  ],
  wish: ['"Can I go out and splash?" {hero} asked.', '"I want to jump in the puddles!" said {hero}.'],
  doings: [
    '{Hero} put on {their} raincoat and {their} red wellies. Then {they} ran outside.',
    'Splash! {Hero} jumped in the biggest puddle. Muddy water flew everywhere.',
    '{Hero} found a wriggly worm on the path and carried it to the grass.',
    '{Hero} held up {their} umbrella. The rain went drum, drum, drum on top.',
  ],
  doingsAfter: [
    'Then {hero} sailed a little paper boat along the puddle.',
    'Then {hero} and {GuideFull} stomped along the path, splish, splosh, splash!',
  ],
  troubles: [
    {
      event: 'SPLOSH! The puddle was deeper than {heroS} wellies. Cold water poured in!',
      fix: '{GuideFull} tipped out the wellies and laughed. "Dry socks, and back out you go!"',
    },
    {
      event: 'A gust of wind caught the umbrella. Pop! It turned inside out.',
      fix: '{GuideFull} pushed it back the right way. "There! Hold it low," {GuideFull} said.',
    },
  ],
  high: [
    'Then the sun peeped out, and a rainbow curved over the garden. "Look!" gasped {hero}.',
    'The rain slowed to a drip, drip, drip. Every leaf in the garden sparkled.',
  ],
  evening: [
    'Back inside, {hero} had a warm bath. The rain pattered softly on the window.',
    'That night, {hero} snuggled in bed and listened to the rain. Drip, drop, drip.',
  ],
  help: 'came out under a big umbrella.',
  upset: ['"Oh no!" cried {hero}, dripping wet.', '{Hero} frowned at the grey sky.'],
  cheered: ['Soon {hero} was splashing again.', '{Hero} laughed. Rain could not spoil the fun.'],
  thought: ['The rain made everything smell fresh and green.', 'Raindrops dripped from the leaves.'],
  thoughtAfter: ['Rainy days could be fun days too.', 'The garden looked shiny and new.'],
  titles: ['{name} Loves Puddles', '{name} and the Rainy Day', 'Splish, Splash, {name}!'],
};

/** A rainy day spent indoors ('A rainy day at home', 'Stuck inside on a rainy day'): a den, paints, raindrops racing. */
const RAIN_INDOORS: HomeDay = {
  id: 'rain-indoors',
  at: { setting: 'home', name: 'home' },
  goal: /^play indoors on a rainy day$/,
  family: true,
  noLesson: true,
  tag: 'rain',
  words: ['rain', 'rainy', 'den', 'paint', 'window', 'inside', 'indoors', 'drip', 'buns', 'cushions'],
  sights: ['raindrops on the window', 'a den of blankets', 'a pot of bright paints', 'a pile of cushions', 'a tray of warm buns'],
  start: [
    'Pitter-patter! Rain drummed on the window all morning. "No park today," sighed {hero}.',
    'It rained and rained. {Hero} pressed {their} nose to the wet window.',
  ],
  wish: ['"What can we do inside all day?" asked {hero}.', '"The rain won’t stop!" said {hero}. "What shall we play?"'],
  doings: [
    '{Hero} and {GuideFull} built a den out of blankets and chairs. It was so cosy inside!',
    '{Hero} painted a big yellow sun, to chase the rain away.',
    '{Hero} watched two raindrops race down the window. "Go on, little one!"',
    '{Hero} and {GuideFull} baked little buns. The kitchen smelled warm and sweet.',
  ],
  troubles: [
    {
      event: 'Then {hero} knocked over the paint pot. Blue paint ran all over the table!',
      fix: '{Hero} and {GuideFull} mopped it up. The blue smudge looked just like a rain cloud.',
    },
    {
      event: 'Then the tall tower of cushions wobbled and fell, flump, right on top of {hero}!',
      fix: '{GuideFull} helped pile the cushions up again, and {hero} sat on top, giggling.',
    },
  ],
  high: [
    'Then the rain stopped. A rainbow curved over the rooftops. "Look!" gasped {hero}.',
    'After lunch, the sun peeped out. {Hero} pulled on {their} wellies for one big splash.',
  ],
  evening: [
    'That night, {hero} fell asleep listening to the last drips of rain.',
    'At bedtime, {hero} smiled. Rainy days inside could be the best days.',
  ],
  help: 'came with a pile of blankets and a torch.',
  upset: ['"Oh no!" cried {hero}.', '{Hero} frowned. "Everything is going wrong today!"'],
  cheered: ['{Hero} giggled. The rainy day was fun after all.', 'Soon {hero} was smiling again.'],
  thought: ['The rain pattered on the window, on and on.', 'Outside, the puddles grew bigger and bigger.'],
  thoughtAfter: ['Inside was cosy, rain or no rain.', 'Rainy days could be fun days too.'],
  titles: ['{name} and the Rainy Day', 'A Rainy Day Indoors', 'Stuck Inside!'],
};

const WIND: HomeDay = {
  id: 'wind',
  at: { setting: 'park', name: 'the park' },
  goal: /^play in the wind$/,
  family: true,
  noLesson: true,
  tag: 'wind',
  words: ['wind', 'windy', 'kite', 'leaves', 'whoosh', 'blew', 'breeze'],
  sights: [
    'a red kite in the sky',
    'leaves swirling round',
    'trees bending in the wind',
    'a windsock flapping',
    'washing on a line',
  ],
  start: [
    'Whoosh! The wind rattled the windows. The trees outside bent and swayed.',
    'It was a wild, windy day. Leaves went whirling past the window.',
  ],
  wish: ['"It is a kite day!" said {hero}. "Can we go to the park?"', '"I want to play in the wind!" said {hero}.'],
  doings: [
    '{Hero} ran with the kite behind {them}. Up, up it went!',
    '{Hero} chased the swirling leaves and tried to catch one.',
    '{Hero} opened {their} coat like wings. The wind pushed {them} along.',
  ],
  doingsAfter: [
    'Then the kite danced high over the trees, its long tail wiggling.',
    'Then {hero} and {GuideFull} jumped in a big pile of crunchy leaves.',
  ],
  troubles: [
    {
      event: 'A big gust grabbed {heroS} hat and blew it across the grass!',
      fix: '{Hero} and {GuideFull} ran and ran. At last, {GuideFull} caught the hat by a bench.',
    },
    {
      event: 'The kite dipped and spun. Its string got tangled in a knot!',
      fix: '{GuideFull} picked out the knot, bit by bit. Soon the kite was flying again.',
    },
  ],
  high: [
    'The kite flew higher than the trees. {Hero} held the string tight and laughed.',
    'The wind blew, and {hero} spun round and round like a leaf.',
  ],
  evening: [
    'Back home, {heroS} cheeks were pink and {their} hair was wild. "Windy days are fun!"',
    'That night, the wind hummed round the house. {Hero} fell asleep, cosy and warm.',
  ],
  help: 'held on to {their} hat and came too.',
  upset: ['"Silly wind!" shouted {hero}.', '{Hero} stamped a foot and puffed.'],
  cheered: ['{Hero} laughed. The wind was full of surprises.', '{Hero} held on tight this time.'],
  thought: ['The wind tugged at {heroS} coat.', 'Leaves swirled past like tiny birds.'],
  thoughtAfter: ['The wind could be a friend to a kite.', 'What a wild, wonderful day.'],
  titles: ['{name} and the Windy Day', 'Whoosh Went the Wind'],
};

const HOT: HomeDay = {
  id: 'hot',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^keep cool on a hot day$/,
  family: true,
  noLesson: true,
  tag: 'summer',
  words: ['hot', 'sun', 'cool', 'shade', 'paddling pool', 'ice lolly', 'water'],
  sights: ['a blue paddling pool', 'a big sun hat', 'a shady apple tree', 'a dripping ice lolly', 'a sprinkler spraying water'],
  start: [
    'The sun blazed down from a bright blue sky. It was the hottest day of the year!',
    'It was so hot that even the cat lay flat in the shade.',
  ],
  wish: ['"I am too hot!" puffed {hero}. "How can we cool down?"', '{Hero} fanned {their} face. "Phew! I need to cool down."'],
  doings: [
    '{Hero} put on a sun hat and sun cream, dab, dab, dab.',
    '{GuideFull} filled the paddling pool. {Hero} jumped in. Splash!',
    '{Hero} ran through the sprinkler, squealing with laughter.',
    '{Hero} filled a bowl of water for the thirsty birds.',
  ],
  doingsAfter: [
    'Then {hero} and {GuideFull} had a picnic in the shade of the apple tree.',
    'Then {hero} filled a bucket and watered the droopy flowers.',
  ],
  troubles: [
    {
      event: 'Drip, drip! {HeroS} ice lolly melted faster than {they} could lick it.',
      fix: '{GuideFull} laughed and gave {hero} a bowl to catch the drips. "Eat it in the shade!"',
    },
    {
      event: 'The dog jumped into the paddling pool, splash! Most of the water sloshed out.',
      fix: '{GuideFull} filled it up again with the hose. Now there was room for two.',
    },
  ],
  high: [
    'Then {hero} sat in the cool water and sucked an ice lolly. "Ahh. That is better!"',
    'Then {GuideFull} turned the hose into a fountain. {Hero} danced right through it!',
  ],
  evening: [
    'When the sun went down, the air was soft and warm. {Hero} fell asleep with the window open.',
    'That evening, a cool breeze blew at last. {Hero} sipped cold water and smiled.',
  ],
  help: 'came out with a jug of cold water.',
  upset: ['"Oh no!" cried {hero}.', '{Hero} felt hot and sticky and cross.'],
  cheered: ['{Hero} felt cool and happy again.', 'Soon {hero} was laughing again.'],
  thought: ['The sun felt like a warm blanket.', 'Everything shimmered in the heat.'],
  thoughtAfter: ['Hot days were lovely, with water and shade.', 'The shade felt cool and kind.'],
  titles: ['{name} and the Hottest Day', '{name} Keeps Cool'],
};

export const WEATHER_DAYS: readonly HomeDay[] = [SNOW, SNOWMAN, SNOW_AT_SCHOOL, RAIN, RAIN_INDOORS, WIND, HOT];
