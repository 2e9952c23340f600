/**
 * Heroes not like others of their kind (story-writer/different.ts): what one lacks and how its story goes, what one
 * would rather be than what it is, and what fell from the sky and how it gets back. Lines are the story's own and may
 * hold the story's slots ({Hero}, {they}, {their}, {was}, {kinds}, {guide}, {sight}); several of each are picked by
 * seed. The missing trait is said plainly in words a picture can take ('plain red wings, with not one spot').
 */

import type { SettingId } from '../../language/index.js';

/** One who lacks what the others of its kind have. */
export interface Lack {
  /** Hero kinds this is told of. */
  kinds: readonly string[];
  /** What the idea says is missing: 'no spots', 'a short neck', "can't fly". */
  said: RegExp;
  /** What it is, for the title and the opening: 'with no spots'. */
  with: string;
  /** How it looks, in words a picture can take. */
  looks: readonly string[];
  /** What all the others have or do. */
  others: readonly string[];
  /** What the others say, or how it feels. */
  tease: readonly string[];
  /** A try to be like them, and how it goes wrong. */
  tries: readonly (readonly [string, string])[];
  /** The day: a trouble, what only the hero as it is can do, and how it ends. */
  day: readonly (readonly [string, string, string])[];
  /** What everyone says after: it is loved as it is. */
  loved: readonly string[];
  /** How it falls asleep, glad of what it is: 'happy with {their} plain red wings'. */
  happy: string;
  /** Where it happens when the idea names no place (a goldfish's pond), else where its kind lives. */
  setting?: SettingId;
}

export const LACKS: readonly Lack[] = [
  // Too much of a part, where the others have less: the part that is a bother is just what the day needs.
  {
    kinds: ['elephant'],
    said: /\b(?:big|huge|enormous|giant|long) ears\b/,
    with: 'with very big ears',
    looks: ['{Their} ears were big, bigger than any elephant’s ears.', '{Hero} had enormous ears that flapped like sails.'],
    others: ['All the other elephants had neat little ears.', 'The other elephants’ ears lay flat and tidy.'],
    tease: [
      '"Here come the flappy ears!" the others laughed. {Hero} tucked {their} ears back.',
      'When the wind blew, {heroS} ears flapped and tripped {them} up. The others giggled.',
    ],
    tries: [
      ['{Hero} tied {their} ears up with a long vine.', 'But the vine slipped, and {their} ears flopped down again.'],
      ['{Hero} hid {their} ears under a big leaf hat.', 'But the wind blew the hat away. Whoosh!'],
    ],
    day: [
      [
        'One day, a baby elephant wandered off and got lost in the long grass.',
        'Nobody could hear her. But {heroS} big ears heard a tiny trumpet, far away.',
        '{Hero} followed the sound and brought the baby home.',
      ],
      [
        'One very hot day, everyone at the water hole was far too hot.',
        '{Hero} flapped {their} big ears, and a lovely cool breeze blew.',
        'Everyone sat by {hero} to keep cool.',
      ],
    ],
    loved: [
      '"Your big ears are the best ears of all," said the other elephants.',
      '"We like you just as you are," said {guide}.',
    ],
    happy: 'happy with {their} big ears',
  },
  {
    kinds: ['giraffe'],
    said: /\blong neck\b/,
    with: 'with a very long neck',
    looks: ['{Their} neck was long, longer than any giraffe’s neck.', '{Hero} had a very long neck that went up and up.'],
    others: ['The other giraffes had long necks, but not so long.', 'No other giraffe had a neck as long as {heroS}.'],
    tease: [
      '"Mind your head!" the others laughed, as {heroS} neck got tangled in a tree.',
      '{HeroS} long neck bumped into branches all day. {They} felt silly.',
    ],
    tries: [
      ['{Hero} tried to bend {their} neck down low, like a goat.', 'But {they} got a crick, and had to lie down.'],
      ['{Hero} hid behind the tallest tree.', 'But {their} head still poked out of the top!'],
    ],
    day: [
      [
        'One day, a baby bird fell out of its high nest.',
        'No other giraffe could reach so high. But {hero} stretched up and up.',
        '{Hero} popped the baby bird back in its nest, safe and sound.',
      ],
      [
        'One day, a storm was coming, and the little animals could not see it.',
        'From up high, {hero} saw the dark clouds first.',
        '{Hero} called everyone to shelter, just in time.',
      ],
    ],
    loved: ['"Your long neck is just right for you," said the other giraffes.', '"We like you just as you are," said {guide}.'],
    happy: 'happy with {their} long, long neck',
  },
  {
    kinds: ['octopus'],
    said: /\bmany arms\b/,
    with: 'with all those arms',
    looks: ['{Hero} had eight wiggly arms, and they went everywhere.', '{HeroS} eight arms wiggled and waved all day long.'],
    others: ['The fish had neat little fins.', 'The crabs had just two claws, and the fish just two fins.'],
    tease: [
      '{HeroS} arms got in a terrible tangle. "Too many arms!" {they} sighed.',
      '"Watch out for the wiggly arms!" giggled the little fish. {Hero} blushed pink.',
    ],
    tries: [
      [
        '{Hero} tied two arms in a bow to keep them still.',
        'But then {they} could not swim straight, and went round in circles.',
      ],
      ['{Hero} tucked four arms under a shell.', 'But they wriggled out again at once.'],
    ],
    day: [
      [
        'One day, a big wave tipped over a pile of shells, and they tumbled everywhere.',
        'The fish could catch only one. But {hero} caught eight shells at once!',
        'Everyone cheered for {heroS} clever arms.',
      ],
      [
        'One day, the little fish were sad and cold in the deep, dark water.',
        '{Hero} opened all eight arms wide. "Hug time!"',
        'Eight little fish got a hug at once!',
      ],
    ],
    loved: ['"Eight arms are just right for you," said the little fish.', '"We like you just as you are," said {guide}.'],
    happy: 'snug, with all eight arms tucked in',
  },
  {
    kinds: ['spider'],
    said: /\bmany legs\b/,
    with: 'with all those legs',
    looks: [
      '{Hero} had eight legs, and they never knew which way to go.',
      '{HeroS} eight legs went tap, tap, tap, all in a muddle.',
    ],
    others: ['The ants had six legs, and the worms had none at all.', 'The beetles had six neat legs that marched in a row.'],
    tease: [
      '{Hero} tripped over {their} own legs. "Too many legs!" {they} sighed.',
      '"Left, right, left!" giggled the ants, as {heroS} legs got in a tangle.',
    ],
    tries: [
      ['{Hero} tried walking on just four legs.', 'But {they} wobbled over with a bump.'],
      ['{Hero} tried to march like the ants.', 'But all eight legs went different ways!'],
    ],
    day: [
      [
        'One day, the wind blew the ants’ leaf boat across the pond.',
        'Quick as a flash, {hero} spun a silk rope with all eight legs.',
        '{Hero} pulled the leaf boat safely back to the bank.',
      ],
      [
        'One day, rain broke the bees’ little bridge over the stream.',
        '{Hero} spun a new bridge, weaving fast with all eight legs.',
        'The bees buzzed across, dry and safe.',
      ],
    ],
    loved: ['"Eight legs are just right for you," said the ants.', '"We like you just as you are," said {guide}.'],
    happy: 'snug, with all eight legs tucked in',
  },
  {
    kinds: ['ladybird', 'ladybug'],
    said: /\bspots?\b|\bspotless\b/,
    with: 'with no spots',
    looks: [
      '{Their} wings were plain and red, with not one spot.',
      '{Their} red wings were smooth and plain, with no spots at all.',
    ],
    others: ['All the other ladybirds had round black spots.', 'Every other ladybird had shiny black spots to count.'],
    tease: [
      '"Where are your spots?" giggled the other ladybirds. {Hero} hid under a leaf.',
      '"A ladybird with no spots!" the others laughed. {Hero} felt very small.',
    ],
    tries: [
      [
        '{Hero} dabbed black dots on {their} wings with mud from the pond.',
        'But then it rained, and every muddy spot washed away.',
      ],
      [
        '{Hero} stuck tiny black seeds on {their} wings to look like spots.',
        'But a puff of wind blew the seeds off, one by one.',
      ],
    ],
    day: [
      [
        'One day, the ladybirds played hide and seek in the red poppies.',
        'The others were found at once, spots and all. But {hero} was as red as a petal.',
        'No one could find {them} at all! {Hero} won the game.',
      ],
      [
        'One day, a tiny baby ladybird was lost among the red strawberries.',
        '{Hero} knew how it felt to be small. {They} looked leaf by leaf.',
        'At last {they} found the baby, and carried it safely home.',
      ],
    ],
    loved: [
      '"We like you just as you are," said the other ladybirds.',
      '"You don’t need spots to be a fine ladybird," said {guide}.',
    ],
    happy: 'happy with {their} plain red wings, spots or no spots',
  },
  {
    kinds: ['zebra'],
    said: /\bstripes?\b|\bstripy\b/,
    with: 'with no stripes',
    looks: ['{Their} coat was plain and white, with not one stripe.', '{Hero} had a plain white coat, with no stripes at all.'],
    others: ['All the other zebras had black and white stripes.', 'The rest of the herd were stripy from nose to tail.'],
    tease: [
      '"Where are your stripes?" the young zebras laughed. {Hero} hung {their} head.',
      '"You look like a horse!" the others giggled. {Hero} felt sad and alone.',
    ],
    tries: [
      [
        '{Hero} rolled in black mud to make stripes on {their} coat.',
        'But at the water hole, the mud stripes washed off in a brown puddle.',
      ],
      ['{Hero} drew stripes on {their} coat with black ash.', 'But the ash made {them} sneeze, and it all puffed away.'],
    ],
    day: [
      [
        'One evening, the little zebras wandered too far and got lost.',
        'In the dim light, the stripy zebras all looked the same. But {hero}’s white coat shone like the moon.',
        '"Follow {Hero}!" the little ones cried. {Hero} led them home.',
      ],
      [
        'One day, a dust storm blew across the plain, and a foal got lost.',
        'Through the dust, the foal could see only {hero}’s white coat.',
        'The foal ran to {hero}, who led it back to its mother.',
      ],
    ],
    loved: [
      '"You are our very own zebra, stripes or no stripes," said the herd.',
      '"You don’t need stripes to be a fine zebra," said {guide}.',
    ],
    happy: 'snug in {their} plain white coat',
  },
  {
    kinds: ['tiger'],
    said: /\bstripes?\b|\bstripy\b/,
    with: 'with no stripes',
    looks: ['{Their} coat was plain orange, with not one stripe.', '{Hero} had a plain orange coat, with no stripes at all.'],
    others: ['All the other tigers had bold black stripes.', 'The other tigers were stripy from nose to tail.'],
    tease: [
      '"Where are your stripes?" the young tigers laughed. {Hero} hung {their} head.',
      '"You look like a big orange cat!" the others giggled. {Hero} felt sad and alone.',
    ],
    tries: [
      ['{Hero} rolled in black mud to make stripes on {their} coat.', 'But at the river, the mud stripes washed away.'],
      [
        '{Hero} lay under the tall grass, hoping its shadows would make stripes.',
        'But when {they} stood up, the stripes stayed behind.',
      ],
    ],
    day: [
      [
        'One evening, a tiger cub wandered off and got lost in the dark jungle.',
        'The stripy tigers were hard to see in the shadows. But {hero}’s bright coat glowed like a lantern.',
        '"Follow {Hero}!" the cub cried. {Hero} led it home.',
      ],
      [
        'One day, a cub got stuck in a deep, dark ditch.',
        'The cub could not see the stripy tigers. But it could see {hero}’s bright orange coat.',
        'The cub climbed out towards {hero}, who led it back to its mother.',
      ],
    ],
    loved: [
      '"You are our very own tiger, stripes or no stripes," said the other tigers.',
      '"You don’t need stripes to be a fine tiger," said {guide}.',
    ],
    happy: 'snug in {their} bright orange coat',
  },
  {
    kinds: ['leopard', 'cheetah'],
    said: /\bspots?\b|\bspotty\b|\bspotless\b/,
    with: 'with no spots',
    looks: ['{Their} coat was plain and golden, with not one spot.', '{Hero} had a plain golden coat, with no spots at all.'],
    others: ['All the other {kinds} had lovely dark spots.', 'The other {kinds} were spotty from nose to tail.'],
    tease: [
      '"Where are your spots?" the young {kinds} laughed. {Hero} hung {their} head.',
      '"You look like a lion cub!" the others giggled. {Hero} felt sad and alone.',
    ],
    tries: [
      ['{Hero} pressed muddy paw prints all over {their} coat to make spots.', 'But the rain came, and the spots washed away.'],
      ['{Hero} stuck dark berries on {their} coat for spots.', 'But the birds flew down and ate them all!'],
    ],
    day: [
      [
        'One evening, a cub wandered off and got lost in the long grass.',
        'The spotty {kinds} were hard to see in the shadows. But {hero}’s golden coat shone like the sun.',
        '"Follow {Hero}!" the cub cried. {Hero} led it home.',
      ],
    ],
    loved: [
      '"You are our very own {kind}, spots or no spots," said the others.',
      '"You don’t need spots to be a fine {kind}," said {guide}.',
    ],
    happy: 'snug in {their} plain golden coat',
  },
  {
    kinds: ['giraffe'],
    said: /\bshort (?:neck|one)\b|\bsmall neck\b|\blittle neck\b|\btiny neck\b|\bstubby neck\b|\bneck\b/,
    with: 'with a short neck',
    looks: ['{Their} neck was short and stubby, not long at all.', '{Hero} had a short little neck, no longer than a goat’s.'],
    others: ['All the other giraffes had long, long necks.', 'The other giraffes could reach the very top of the trees.'],
    tease: [
      '"Can’t you reach the leaves?" the other giraffes laughed. {Hero} looked at the ground.',
      'The tall giraffes ate the best leaves. {Hero} could only reach the low ones, and felt sad.',
    ],
    tries: [
      [
        '{Hero} stood on a big rock and stretched and stretched {their} neck.',
        'But the rock wobbled, and down {they} tumbled into a prickly bush.',
      ],
      ['{Hero} hung from a branch to make {their} neck grow longer.', 'But the branch went snap, and {hero} landed with a bump.'],
    ],
    day: [
      [
        'One day, a little bird’s egg rolled under a low, thorny bush.',
        'The tall giraffes could not bend down so far. But {hero} reached right under, gently.',
        '{Hero} lifted the egg back to its nest, safe and sound.',
      ],
      [
        'One hot day, the tall giraffes had to splay their legs to drink.',
        '{Hero} could drink easily, so {they} showed the little ones how.',
        'Then {they} found everyone a cool spot under the low trees.',
      ],
    ],
    loved: ['"A short neck is just right for you," said the other giraffes.', '"We like you just as you are," said {guide}.'],
    happy: 'happy with {their} short neck',
  },
  {
    kinds: ['elephant'],
    said: /\b(?:short|tiny|little|small|stubby) trunk\b|\btrunk\b/,
    with: 'with a tiny trunk',
    looks: ['{Their} trunk was tiny, no longer than a carrot.', '{Hero} had a tiny little trunk, not long at all.'],
    others: [
      'All the other elephants had long, swinging trunks.',
      'The other elephants could spray water high with their long trunks.',
    ],
    tease: [
      '"Is that a trunk or a button?" the other elephants laughed. {Hero} felt sad.',
      'At the water hole, {hero} could only make a little splash. {They} hid.',
    ],
    tries: [
      ['{Hero} tied a long hollow reed to {their} trunk.', 'But when {they} blew, the reed shot off with a squeaky toot!'],
      ['{Hero} pulled and pulled {their} trunk to make it longer.', 'But it just stayed tiny, and now it was sore too.'],
    ],
    day: [
      [
        'One day, a baby monkey’s ball rolled into a narrow hollow log.',
        'The big trunks could not fit inside. But {hero}’s tiny trunk slipped right in.',
        'Out came the ball! The baby monkey clapped and cheered.',
      ],
      [
        'One day, a little mouse got stuck in a narrow crack in a rock.',
        'The long trunks were too big to fit. But {hero}’s tiny trunk reached in gently.',
        '{Hero} lifted the mouse out, safe and sound.',
      ],
    ],
    loved: [
      '"Your tiny trunk is just right," said the other elephants.',
      '"We like you just as you are, tiny trunk and all," said {guide}.',
    ],
    happy: 'with {their} tiny trunk tucked in',
  },
  {
    kinds: ['bird', 'robin', 'sparrow', 'blackbird', 'bluebird', 'chick', 'duckling', 'owl', 'parrot', 'swallow'],
    said: /^fly$|\bno wings?\b/,
    with: 'who could not fly',
    looks: [
      '{Their} wings were small and weak, and {they} could not fly.',
      '{Hero} flapped {their} little wings, but {they} could not fly.',
    ],
    others: ['All the other birds flew high over the treetops.', 'The other birds zoomed across the sky all day.'],
    tease: [
      '"Come and fly with us!" called the other birds, and flew away. {Hero} was left on the ground.',
      '"Why are you always walking?" the other birds asked. {Hero} felt sad.',
    ],
    tries: [
      ['{Hero} jumped off a log and flapped as hard as {they} could.', 'But {they} landed bump in a pile of leaves.'],
      ['{Hero} climbed a tall fence and tried to glide.', 'But {they} only tumbled down, feathers everywhere.'],
    ],
    day: [
      [
        'One day, a baby bird fell from its nest into the long grass.',
        'The flying birds could not see it from the sky. But {hero} knew every path on the ground.',
        '{Hero} hopped along until {they} found the baby, safe and sound.',
      ],
      [
        'One day, a shiny ring was lost under the thick bushes.',
        'The other birds flew round, but could not see under the leaves.',
        '{Hero} hopped right under and found it in no time.',
      ],
    ],
    loved: ['"You don’t need to fly to be our friend," said the other birds.', '"We like you just as you are," said {guide}.'],
    happy: 'on the soft ground, happy as can be',
  },
  {
    kinds: ['bird', 'robin', 'sparrow', 'blackbird', 'bluebird', 'nightingale', 'canary', 'owl', 'parrot'],
    said: /^sing$|\bno (?:song|voice)\b/,
    with: 'who could not sing',
    looks: ['When {hero} tried to sing, out came only a croaky squawk.'],
    others: ['All the other birds sang sweet songs at sunrise.', 'Every morning, the other birds sang together in the trees.'],
    tease: [
      '"What a funny squawk!" the other birds giggled. {Hero} kept very quiet after that.',
      'The birds sang every morning, but {hero} just listened, feeling sad.',
    ],
    tries: [
      ['{Hero} sipped warm honey to make {their} voice sweet.', 'But {they} just squawked, louder than ever.'],
      ['{Hero} practised all day, high and low.', 'But every song came out as a squeaky croak.'],
    ],
    day: [
      [
        'One day, the birds planned a big concert, but the drummer bird was ill.',
        '{Hero} could not sing, but {they} could tap. Tap, tap, tap went {their} beak on a hollow log.',
        'The birds sang along to the beat. It was the best concert ever!',
      ],
      [
        'One foggy morning, the little birds could not find their tree.',
        'Sweet songs were lost in the fog. But {hero}’s big squawk rang out loud and clear.',
        'The little birds followed the squawk all the way home.',
      ],
    ],
    loved: [
      '"Your squawk is the best sound in the woods," said the other birds.',
      '"We like you just as you are," said {guide}.',
    ],
    happy: 'humming {their} own squawky tune',
  },
  {
    kinds: ['dragon'],
    said: /\bfire\b|\bflames?\b/,
    with: 'who could not breathe fire',
    looks: ['When {hero} huffed, out came pink bubbles, not one flame.'],
    others: ['All the other dragons could breathe big orange flames.', 'The other dragons roared and puffed fire into the sky.'],
    tease: [
      '"Bubbles? Dragons breathe fire!" the other dragons laughed. {Hero} felt sad.',
      '"Show us your fire!" the other dragons called. But {hero} only blew bubbles.',
    ],
    tries: [
      ['{Hero} ate a whole bowl of hot red peppers to make fire.', 'But out came only bigger bubbles, and a very hot tongue!'],
      [
        '{Hero} huffed and puffed until {their} cheeks were red.',
        'But {they} only sneezed, and a cloud of bubbles floated away.',
      ],
    ],
    day: [
      [
        'One dry day, a spark landed in the long grass. Smoke rose!',
        'Puffing fire would only make it worse. But {hero} puffed a big stream of wet, soapy bubbles.',
        'Pop, pop, fizz! The bubbles put the sparks out, and the grass was safe.',
      ],
      [
        'One day, the baby dragons were scared of the dark cave.',
        'Flames were too hot to hold close. But {hero} blew soft, glowing bubbles that lit up the cave.',
        'The baby dragons giggled and chased the bubbles, not scared at all.',
      ],
    ],
    loved: ['"Bubbles are just right for you," said the other dragons.', '"We like you just as you are," said {guide}.'],
    happy: 'and blew one last sleepy bubble',
  },
  // Feeling what the kind never does ('a penguin who is always cold'): the feeling said, shown and never forgotten,
  // eased the way that creature really keeps warm or cool.
  {
    kinds: ['penguin'],
    said: /^(?:cold|chilly|freezing)$/,
    with: 'who was always cold',
    looks: [
      '{Hero} shivered from {their} beak to {their} toes. Brrr!',
      '{Their} flippers were always cold, and {their} beak went chatter, chatter, chatter.',
    ],
    others: [
      'The other penguins had thick feathers and a layer of fat to keep them warm.',
      'All the other penguins loved the ice and snow, and slid about all day.',
    ],
    tease: [
      '"Why are you shivering?" asked the other penguins. {Hero} hid behind a lump of ice.',
      '"It isn’t cold!" laughed the other penguins. But {hero} shivered and shivered.',
    ],
    tries: [
      ['{Hero} sat in a sunny spot to get warm.', 'But the sun went behind a cloud, and the icy wind blew.'],
      ['{Hero} hopped up and down to warm up.', 'But {their} toes still felt as cold as ice.'],
    ],
    day: [
      [
        'One night, a freezing storm blew across the ice, and the baby penguins shivered.',
        '{Hero} knew all about being cold. "Huddle up close, and take turns in the middle!" {they} called.',
        'So they did, just as real penguins do. Every penguin kept warm, and {hero} too.',
      ],
      [
        'One day, the icy wind blew and blew, and the baby penguins were cold.',
        '{Hero} had looked for warm spots all {their} life. {They} knew one, out of the wind.',
        '{Hero} led them to a snug hollow behind the rocks. They all huddled close and got warm.',
      ],
    ],
    loved: [
      '"This is for you, {hero}," said {guide}. It was a red woolly scarf, knitted just for {them}.',
      '{Hero} got a present from {guide}: a red woolly scarf! "I knitted it for you," said {guide}.',
    ],
    happy: 'snug in {their} red woolly scarf',
  },
  {
    kinds: ['polar bear'],
    said: /^(?:hot|warm|boiling)$/,
    with: 'who was always too hot',
    looks: ['{Hero} puffed and panted, with {their} tongue hanging out.', 'Even in the snow, {hero} felt hot and sticky. Phew!'],
    others: [
      'The other polar bears had thick fur and fat to keep them warm.',
      'All the other polar bears loved the icy wind and snow.',
    ],
    tease: [
      '"How can you be hot? It’s snowing!" laughed the other bears. {Hero} felt silly.',
      '"Come and play!" the cubs called. But {hero} was too hot to play.',
    ],
    tries: [
      ['{Hero} lay down flat on the ice to cool off.', 'But the ice began to creak and crack, and {hero} jumped up.'],
      ['{Hero} sat in the shade of a big iceberg.', 'But {they} still puffed and panted. Phew!'],
    ],
    day: [
      [
        'One day, a little seal pup floated far away on a piece of ice.',
        'The other bears did not want to swim in the icy sea. But {hero} loved to cool off in it!',
        '{Hero} swam out and pushed the ice back, with the pup safe on top.',
      ],
      [
        'One day, the cubs wanted a big snow slide.',
        '"Digging is hot work," the other bears puffed. But {hero} loved digging in the cold snow.',
        '{Hero} dug and dug, and made the longest snow slide ever!',
      ],
    ],
    loved: [
      '"Polar bears swim to cool down, and you swim best of all," said {guide}.',
      '"Come and cool off in the sea any time," smiled {guide}. "We like you just as you are."',
    ],
    happy: 'cool and happy on the soft snow',
  },
  {
    kinds: ['fish'],
    said: /^(?:scared|afraid|frightened) of (?:the )?water$/,
    with: 'who was scared of water',
    looks: [
      '{Hero} hid in the weeds all day, and never swam out into the open water.',
      'The deep, wide water made {hero} tremble from {their} fins to {their} tail.',
    ],
    others: [
      'The other fish darted and swam all over, in and out of the weeds.',
      'All the other fish loved to swim far out into the big, wide water.',
    ],
    tease: [
      '"Come and swim with us!" called the other fish. But {hero} stayed in the weeds.',
      '"Why do you hide?" asked the other fish. {Hero} hid deeper in the weeds.',
    ],
    tries: [
      ['{Hero} swam out, just a tiny way.', 'But a big bubble wobbled past, and {hero} rushed back to the weeds.'],
      [
        '{Hero} peeped out from the weeds and wiggled {their} fins.',
        'But the water looked so big and deep that {hero} swam back in.',
      ],
    ],
    day: [
      [
        'One day, a tiny baby fish got lost in the thick, dark weeds.',
        'The other fish could not find it. But {hero} knew every twist of the weeds.',
        '{Hero} found the baby fish, and led it home, right across the open water!',
      ],
      [
        'One day, the little fish played hide and seek.',
        'The smallest one hid too well. But {hero} knew every hiding place in the weeds.',
        '{Hero} found it, and swam out with it into the open water. It was not so scary!',
      ],
    ],
    loved: [
      '"Fish breathe water through their gills. Water is your home," said {guide}. "And you are brave."',
      '"You swam so far!" said the other fish. "We like you just as you are."',
    ],
    happy: 'in the weeds, ready to swim out again tomorrow',
  },
  // A goldfish is a pond's (or a bowl's), never the open sea's: it hides under a lily pad, not in the weeds of the deep.
  {
    kinds: ['goldfish'],
    said: /^(?:scared|afraid|frightened) of (?:the )?water$/,
    with: 'who was scared of water',
    setting: 'pond',
    looks: [
      '{Hero} hid under a lily pad all day, and never swam out into the pond.',
      'The pond looked so wide and green. It made {hero} tremble from {their} fins to {their} tail.',
    ],
    others: [
      'The other goldfish swam round and round the pond, flashing orange in the sun.',
      'The other goldfish loved to swim across the pond, to the reeds and back.',
    ],
    tease: [
      '"Come and swim with us!" called the other goldfish. But {hero} stayed under the lily pad.',
      '"Why do you hide?" asked the other goldfish. {Hero} tucked in under {their} lily pad.',
    ],
    tries: [
      ['{Hero} swam out, just as far as the next lily pad.', 'But a frog plopped in, and {hero} dashed back.'],
      ['{Hero} peeped out and waved {their} tail.', 'But the pond looked so big that {hero} hid again.'],
    ],
    day: [
      [
        'One day, a baby goldfish got stuck in the tangly reeds.',
        'The other goldfish could not reach it. But {hero} knew every gap between the reeds.',
        '{Hero} wiggled in, and led the baby out, right across the pond!',
      ],
      [
        'One day, a drop of rain went plip on the pond, then plop, plop, plop!',
        'The baby goldfish were scared of the rain. But {hero} knew a big, flat lily pad.',
        '{Hero} led them all under it, swimming right across the open pond.',
      ],
    ],
    loved: [
      '"Goldfish breathe water through their gills. The pond is your home," said {guide}. "And you are brave."',
      '"You swam right across the pond!" said the other goldfish. "We like you just as you are."',
    ],
    happy: 'under the lily pad, ready to swim out again tomorrow',
  },
];

/** One who does not want to be what it is, and what it would rather do. */
export interface Rather {
  kinds: readonly string[];
  /** What it does not want to be, as the idea says it: 'princess', 'scary'. */
  not: RegExp;
  /** Who tells it what it must be, and accepts it at last (else one of the place). */
  guides: readonly string[] | null;
  /** What it is expected to be, said by the story: 'a proper princess'. */
  be: string;
  /** What it is expected to do. */
  expected: readonly string[];
  /** What it would rather do (one picked by seed): the doing, a line of it, and its try gone wrong. */
  wants: readonly RatherWant[];
  /**
   * Its own lines where the usual ones would say it wrongly (not 'did not want to be a princess in pink', not
   * 'still be a princess in pink'): how it says no, how it is accepted, and how it is at the end.
   */
  own?: { not: readonly string[]; accept: readonly string[]; end: readonly string[] };
}

export interface RatherWant {
  /** 'climb trees'. */
  doing: string;
  /** Trying the other life: the fun, and a trouble with it. */
  tryIt: readonly [string, string];
  /** The day both meet: the trouble, the other life helps, and what it is expected to be helps too. */
  day: readonly [string, string, string];
}

export const RATHERS: readonly Rather[] = [
  {
    kinds: ['princess', 'prince'],
    not: /^(?:princess|prince|royal)$/,
    guides: ['queen', 'king'],
    be: 'a proper {kind}',
    expected: [
      'Every day, {hero} had to wear a crown and a long silk gown.',
      '{They} had to sit up straight, curtsy, and sip tea from tiny cups.',
      'Everyone said a {kind} must sit still, smile and wave.',
    ],
    wants: [
      {
        doing: 'climb trees',
        tryIt: [
          'One day, {hero} tucked up {their} gown and climbed the tallest tree.',
          'But {their} gown ripped on a twig. "A {kind} up a tree!" gasped {guide}.',
        ],
        day: [
          'At the royal garden party, a kitten got stuck at the top of a tree.',
          'Up climbed {hero}, branch by branch, and carried the kitten down.',
          'Then {they} put on {their} crown and served the tea with a smile.',
        ],
      },
      {
        doing: 'play football',
        tryIt: [
          'One day, {hero} kicked a ball all round the castle yard.',
          'But the ball bounced into the throne room and knocked over the King’s tea!',
        ],
        day: [
          'On the day of the big match, the castle team was one player short.',
          '{Hero} pulled on {their} boots and scored the winning goal.',
          'Then {they} put on {their} crown and shook hands with every player.',
        ],
      },
      {
        doing: 'be a knight',
        tryIt: ['One day, {hero} put on a tin pot helmet and rode a broom.', 'But {they} bumped into a suit of armour. Crash!'],
        day: [
          'One day, a grumpy dragon came stomping up to the castle gate.',
          'The knights shook, but {hero} marched out, bold as a knight.',
          'Then {they} spoke kindly, as a {kind} should. The dragon stayed for tea.',
        ],
      },
    ],
  },
  {
    kinds: ['princess'],
    not: /^pink$/,
    guides: ['queen', 'king'],
    be: 'a princess in pink',
    expected: [
      'Everything in the castle was pink: the walls, the curtains, even the cakes.',
      'Every dress {hero} had was pink, with pink bows and pink shoes.',
      'Everyone gave {hero} pink presents. "Princesses love pink!" they said.',
    ],
    wants: [
      {
        doing: 'wear green',
        tryIt: [
          'One day, {hero} put on a green dress, the colour of leaves.',
          '"A princess in green?" gasped {guide}. "Whatever will people say?"',
        ],
        day: [
          'At the royal garden party, a little prince got lost in the rose maze.',
          'All he could see was pink, pink, pink! Then he spotted a flash of green.',
          'He followed {hero} all the way out. "I found you because you were green!"',
        ],
      },
      {
        doing: 'paint rainbows',
        tryIt: [
          'One day, {hero} painted a big rainbow on {their} bedroom wall.',
          'But paint dripped on the pink carpet. "Oh, {hero}!" said {guide}.',
        ],
        day: [
          'On the morning of the royal fair, the old flags were faded and torn.',
          '{Hero} got out {their} brushes and painted new flags, as bright as rainbows.',
          'The guests clapped. It was the brightest castle in the land!',
        ],
      },
      {
        doing: 'wear sunny yellow',
        tryIt: [
          'One day, {hero} wore a bright yellow coat and yellow boots to breakfast.',
          '"Yellow?" said {guide}, and nearly spilled the tea.',
        ],
        day: [
          'At the royal picnic, a thick grey fog rolled in.',
          'The little palace puppy ran off into the fog. Everyone called and called.',
          'Then the puppy saw a spot of bright yellow. It ran straight to {hero}!',
        ],
      },
    ],
    own: {
      not: ['But {hero} did not like pink one bit.', 'But pink was the one colour {hero} did not like.'],
      accept: [
        '"Wear any colour you like," smiled {guide}. "You are our princess all the same."',
        '"Pink is not for everyone," laughed {guide}. "And that is just fine."',
      ],
      end: [
        '{Hero} smiled. {They} could be a princess in {their} very own colours.',
        'And the pink cakes? {Hero} still ate those, every last crumb.',
      ],
    },
  },
  {
    kinds: ['dragon'],
    not: /^(?:scary|fierce|frightening|a dragon|dragon)$/,
    guides: null,
    be: 'a scary dragon',
    expected: ['Dragons were meant to roar, stomp and breathe fire.', 'Everyone said a dragon must be big and scary and fierce.'],
    wants: [
      {
        doing: 'grow flowers',
        tryIt: [
          '{Hero} planted seeds on the hill and watered them every day.',
          'But the other dragons stomped right over the little shoots.',
        ],
        day: [
          'One day, a fox crept up to eat the little ducks by the pond.',
          '{Hero} gave one big ROAR, and the fox ran away fast.',
          'Then {they} gave each little duck a flower from {their} garden.',
        ],
      },
      {
        doing: 'bake cakes',
        tryIt: [
          '{Hero} mixed a big cake and puffed fire to bake it.',
          'But {they} puffed too hard, and the cake came out black as coal!',
        ],
        day: [
          'On the day of the village fair, the big oven broke.',
          '{Hero} puffed a gentle, warm flame, and baked cakes for everyone.',
          'When a naughty wolf tried to steal them, one roar sent it running.',
        ],
      },
    ],
  },
  {
    kinds: ['witch', 'wizard'],
    not: /^(?:spooky|scary|a witch|witch|mean|wicked)$/,
    guides: ['cat', 'owl'],
    be: 'a spooky {kind}',
    expected: [
      '{Kinds} were meant to cackle, stir green potions and wear black hats.',
      'Everyone said a {kind} must be dark and spooky.',
    ],
    wants: [
      {
        doing: 'grow bright flowers',
        tryIt: [
          '{Hero} planted sunflowers round {their} dark, creaky house.',
          'But the other {kinds} laughed, "Flowers? That’s not spooky!"',
        ],
        day: [
          'One winter, the village garden froze, and no flowers would grow.',
          '{Hero} stirred a sparkly spell and waved {their} wand.',
          'Pop, pop, pop! Bright flowers bloomed all over the village.',
        ],
      },
    ],
  },
];

/** A sky thing that can fall, and how it is told: its light, and who it shines with at home. */
export interface Fallen {
  kinds: readonly string[];
  /** How it shines once home: 'twinkled brighter than ever'. */
  shone: string;
  /** Where it belongs in the sky. */
  home: string;
  /** Its kind at home: 'the other stars'. */
  family: string;
  /** It is dim and sad on the ground. */
  dim: readonly string[];
  /** A fact to keep true (or a story fancy said as one). */
  fact: string | null;
}

export const FALLEN: readonly Fallen[] = [
  {
    kinds: ['star', 'shooting star'],
    shone: 'twinkled brighter than ever',
    home: 'the night sky',
    family: 'the other stars',
    dim: ['{Their} light grew dim and pale, like a sleepy candle.', 'Without the sky, {their} twinkle was faint and small.'],
    fact: 'Real stars are huge suns, very far away. This one was a story star.',
  },
  {
    kinds: ['moon'],
    shone: 'glowed big and round again',
    home: 'the night sky',
    family: 'the twinkling stars',
    dim: ['{Their} silver glow grew faint and grey.', 'Away from the sky, {their} soft light faded.'],
    fact: null,
  },
  {
    kinds: ['cloud'],
    shone: 'puffed up big and white again',
    home: 'the big blue sky',
    family: 'the other clouds',
    dim: ['{They} began to shrink in the warm sun.', 'Down on the ground, {their} fluffy puffs began to droop.'],
    fact: null,
  },
];

/** Ways back up to the sky: a try that is not high enough, then one that works. */
export const TRIES_UP: readonly (readonly [string, string])[] = [
  [
    '{Guide} carried {hero} up the tallest tree. But even from the top branch, the sky was too far away.',
    '{Hero} and {guide} climbed the highest hill. But the sky still seemed far, far above.',
  ],
  [
    '{Guide} tried to throw {hero} up high. But {they} just came down again, bump.',
    '{Guide} and {hero} stood on a tall wall and stretched. But the sky was still too high.',
  ],
];

export const WAYS_UP: readonly (readonly [string, string])[] = [
  [
    'Then {guide} had an idea. {Guide} tied {hero} to a big red kite.',
    'The wind lifted the kite up, up, up, and {hero} floated home.',
  ],
  ['Then {guide} found a bunch of bright balloons at the fair.', '{Hero} held on tight, and up, up, up {they} went.'],
  ['Then {guide} built a little rocket from a cardboard box.', 'Whoosh! Up it went, and {hero} hopped off at the top.'],
  ['Then a kind old owl flew down. "Hold on to my feathers," she said.', 'Up, up, up flew the owl, all the way to the sky.'],
];

/** A thing that wants what it is for: a pumpkin to be a jack-o’-lantern, a snowman a hat. */
export interface Purpose {
  kinds: readonly string[];
  /** What the idea says it wants: 'be carved', 'a hat'. */
  said: RegExp;
  /** The wish, as a goal: 'be a jack-o’-lantern'. */
  wish: string;
  /** Where it is, when the idea names no place. */
  setting: 'farm' | 'garden';
  titles: readonly string[];
  /** What it is and what it wants. */
  intro: readonly (readonly [string, string])[];
  /** Others get it; it is passed by. */
  others: readonly (readonly [string, string])[];
  /** A try to get it, and how it goes wrong. */
  tries: readonly (readonly [string, string])[];
  /** A child finds it, and what the child says. */
  found: readonly (readonly [string, string])[];
  /** It gets what it is for. */
  done: readonly (readonly [string, string, string])[];
  /** Its night at last. */
  end: readonly (readonly [string, string])[];
}

export const PURPOSES: readonly Purpose[] = [
  {
    kinds: ['pumpkin'],
    said: /\bcarved\b|\blantern\b|\bjack\b|\bface\b|\bsmile\b|\bhalloween\b/,
    wish: 'be a jack-o’-lantern',
    setting: 'farm',
    titles: ['The Little Jack-o’-Lantern', '{name} the Pumpkin Gets a Smile'],
    intro: [
      [
        '{Hero} was a small, lumpy pumpkin in the pumpkin patch.',
        'More than anything, {hero} wanted to be carved into a jack-o’-lantern.',
      ],
      [
        '{Hero} was a little orange pumpkin, growing in the pumpkin patch.',
        '{Hero} dreamed of a carved smile that glowed on Halloween night.',
      ],
    ],
    others: [
      [
        'One by one, families picked the big pumpkins and carried them home.',
        '"Too small," they said, and walked right past {hero}.',
      ],
      ['Every day, children came and chose the biggest, roundest pumpkins.', 'Nobody chose {hero}. {They} felt small and sad.'],
    ],
    tries: [
      ['{Hero} puffed up {their} cheeks to look big and round.', 'But the next family still walked on by.'],
      ['{Hero} rocked and rolled to the front of the patch.', 'But {they} bumped a stone and rolled back under the leaves.'],
    ],
    found: [
      ['"This one is just right!" said the {gkind}, and picked {hero} up.', '"It’s the perfect size for my hands."'],
      ['"I choose this little one," said the {gkind}, and hugged {hero} tight.', '"Small is just right for me."'],
    ],
    done: [
      [
        'At home, {guide} drew a face, and a grown-up did the carving.',
        'Two round eyes, a little nose and a big, wide smile!',
        'Then they put a little torch inside. Click! {Hero} glowed orange.',
      ],
      [
        'At home, a grown-up carved the face that {guide} drew.',
        'Two twinkly eyes and a wide, friendly grin!',
        'A little light went inside, and {hero} began to glow.',
      ],
    ],
    end: [
      [
        'On Halloween night, {hero} sat on the doorstep, glowing bright.',
        'Every trick-or-treater smiled back at {hero}’s happy face.',
      ],
      [
        'On Halloween night, {hero} lit the path to {guide}’s door.',
        '{Hero} was the happiest jack-o’-lantern in the whole street.',
      ],
    ],
  },
  // ('A kite that wants to fly': a kite in the shed, flown on a windy hill by a child.)
  {
    kinds: ['kite'],
    said: /\bfly\b|\bflying\b|\bsky\b|\bsoar\b|\bup high\b/,
    wish: 'fly high in the sky',
    setting: 'garden',
    titles: ['The Kite Who Wanted to Fly', '{name} the Kite Flies at Last'],
    intro: [
      ['{Hero} was a little red kite with a long, wiggly tail.', 'More than anything, {hero} wanted to fly up high.'],
      ['{Hero} was a bright kite with a bow on {their} tail.', '{Hero} dreamed of dancing with the clouds.'],
    ],
    others: [
      ['From the shed window, {hero} watched the birds swoop and soar.', '"I want to fly like them," {hero} sighed.'],
      ['Every day, {hero} saw the clouds drift by.', 'But {hero} hung on a hook in the dusty shed.'],
    ],
    tries: [
      ['A little breeze blew in through the door, and {hero} wiggled {their} tail.', 'But {hero} only flopped onto the floor.'],
      ['{Hero} slid off the shelf to fly.', 'But {hero} landed in a flowerpot instead. Bump!'],
    ],
    found: [
      ['"Look, a kite!" said the {gkind}, and picked {hero} up.', '"It is windy today. Let’s fly you on the hill!"'],
      ['"What a lovely kite," said the {gkind}, dusting {hero} off.', '"The wind is just right for flying."'],
    ],
    done: [
      [
        'Up on the hill, {guide} held the string and ran.',
        'The wind caught {hero}, and up, up, up {hero} went!',
        '{Hero} danced and swooped above the trees.',
      ],
      [
        '{Guide} let out the string, bit by bit.',
        'Whoosh! The wind lifted {hero} high into the blue sky.',
        '{Hero} flew higher than the birds!',
      ],
    ],
    end: [
      ['That night, {hero} hung by the window, tired and happy.', '{Hero} dreamed of the wind and the big blue sky.'],
      ['Back in the shed, {hero} could not stop smiling.', '{Hero} had flown at last, and would fly again tomorrow.'],
    ],
  },
  {
    kinds: ['snowman', 'snowwoman'],
    said: /\bhat\b/,
    wish: 'get a hat',
    setting: 'garden',
    titles: ['A Hat for {name}', 'The Snowman Who Wanted a Hat'],
    intro: [
      ['{Hero} was a snowman with a carrot nose and two coal eyes.', 'But {hero} had no hat, and {their} snowy head felt bare.'],
      ['{Hero} was a round, jolly snowman with a stick for each arm.', 'More than anything, {hero} wanted a hat of {their} own.'],
    ],
    others: [
      ['The snowman next door had a tall black hat.', '"Where is your hat?" asked a robin. {Hero} felt a little sad.'],
      ['Every other snowman in the street had a woolly hat.', '{Hero} looked at them and sighed.'],
    ],
    tries: [
      ['The wind blew a big leaf onto {their} head.', 'But it blew away again at once.'],
      ['A bird dropped a twig on {their} head.', 'But it slid off into the snow.'],
    ],
    found: [
      ['"Oh, you have no hat!" said the {gkind}.', '"Wait there. I have just the thing."'],
      ['"Poor snowman, your head looks cold," said the {gkind}.', '"I know what you need."'],
    ],
    done: [
      [
        '{Guide} ran inside and came back with a red woolly hat.',
        '{Guide} pulled it onto {hero}’s head, snug and warm.',
        '"Now you look just right!" said {guide}.',
      ],
      [
        '{Guide} found an old blue bobble hat in the cupboard.',
        '{Guide} stood on tiptoe and put it on {hero}’s head.',
        'The bobble wobbled, and {hero} felt very fine.',
      ],
    ],
    end: [
      ['That night, {hero} stood in the moonlight in {their} new hat.', '{Hero} was the happiest snowman in the street.'],
      ['That night, the stars twinkled on {hero}’s new hat.', '{Hero} smiled the biggest snowy smile.'],
    ],
  },
];
