/**
 * Toys that come alive at night ('A teddy bear who comes alive at night', 'The toys come alive when everyone is
 * asleep', "Rosie's doll wakes up at midnight"), told by one toy: the child falls asleep, at midnight the toys wake and
 * stretch, they play (a race of toy cars, a tea party, a dance), a small trouble of the toy world (the music box too
 * loud and the child stirs, a toy fallen behind the bed, the cat awake), everyone back in place before morning, and
 * the child finds a clue and smiles. Never a quest to 'come alive', never 'got everything ready'.
 * Slots as in home-days.ts, and {child} (the one asleep: named by the idea, else a little girl or boy).
 */
import type { HomeDay } from './home-days.js';

export const TOY_NIGHT: HomeDay = {
  id: 'toys',
  creature: true,
  // (The night is had in the child's bedroom, whatever the toy's kind calls home.)
  at: { setting: 'bedroom', name: 'the bedroom' },
  goal: /^play with (?:the|\p{Lu}\p{Ll}+['’]s) toys at midnight$/u,
  helpers: ['doll', 'teddy bear', 'toy soldier'],
  noLesson: true,
  words: ['toys', 'midnight', 'asleep', 'morning', 'shelf', 'rug'],
  sights: ['a toy box', 'a shelf of toys', 'a little music box', 'a glowing nightlight', 'a soft rug', 'a box of toy cars'],
  start: [
    '{Child} yawned, gave {hero} a hug and fell fast asleep. Tick, tock went the clock. Then it struck twelve. Bong!',
    'The bedroom was dark and still. {Child} was fast asleep. At midnight, the moon peeped in at the window.',
  ],
  wish: [
    '{Hero} blinked. {They} gave a big stretch and wiggled {their} toes. "Wake up, everyone!" {they} whispered. "It is time to play!"',
    'Then {hero} sat up and stretched. One by one, the other toys yawned and stretched too. The toys were awake!',
  ],
  doings: [
    'The toys had a race of toy cars across the rug. Zoom! {Hero} cheered for the little red car.',
    'The toys had a tea party on the rug, with tiny cups and biscuit crumbs. {Hero} poured the pretend tea.',
    'The toys had a dance in the moonlight. {Hero} twirled round and round until {they} felt dizzy.',
    'The toys built a tall tower of blocks. {Hero} put the very last block on top.',
  ],
  troubles: [
    {
      event: 'Then the music box played louder and louder. Ting-a-ling! {Child} stirred and rolled over.',
      fix: '{Hero} shut the lid, quick as a wink. Every toy froze. Soon {child} was snoring softly again.',
    },
    {
      event: 'Oops! The little wind-up mouse slipped and fell down behind the bed. It was too dark to see.',
      fix: 'The toys made a long chain, paw in hand. {Hero} reached down and pulled the wind-up mouse back up.',
    },
    {
      event: 'Then the cat woke up on the end of the bed. She saw the toys moving, and her tail twitched.',
      fix: 'The toys froze, as still as stone. The cat sniffed {hero}, gave a big yawn and went back to sleep.',
    },
  ],
  high: [
    'Then the sky at the window turned pink. "Morning is coming!" whispered {hero}. Every toy hurried back to its place and stood quite still.',
    'Tick, tock. It was nearly morning! The toys tiptoed back to the shelf. {Hero} hopped back onto the bed, just in time.',
  ],
  evening: [
    'In the morning, {child} woke up. A toy block was on the pillow. How did it get there? {Child} looked at {hero} and smiled.',
    'When {child} woke up, a toy car was by the door. {Child} picked up {hero} and smiled. "What did you do last night?"',
  ],
  help: 'climbed out of the toy box to join in.',
  upset: ['"Shh!" whispered {hero}. Every toy held its breath.', '{Hero} held {their} breath. Would the secret be found out?'],
  cheered: ['"Phew!" whispered {hero}. The toys giggled, very quietly.', 'The toys smiled at each other. Their secret was safe.'],
  thought: ['{Hero} peeked at the bed. {Child} was still fast asleep.'],
  thoughtAfter: ['Only the moon knew the toys’ secret.'],
  titles: ['{name} and the Midnight Toys', 'When the Toys Woke Up'],
};

/**
 * A snowman who comes to life ('A snowman who comes to life', 'Pip the snowman comes alive'): a short magical day
 * in the snow, told like the toys' night: the children build him and go in, he wakes and plays (a slide down the
 * hill, a snowball game, a dance with the snowflakes), a small trouble of the snow (his carrot nose falls off, a
 * dog runs off with his scarf), and the sun comes out: he melts back to a snowman, and the children find him smiling.
 * Slots as in home-days.ts, and {child} (a little girl or boy who built him).
 */
export const SNOWMAN_ALIVE: HomeDay = {
  id: 'toys',
  creature: true,
  at: { setting: 'snow', name: 'the snowy garden' },
  goal: /^play with the children till the sun comes out$/,
  helpers: ['robin', 'dog'],
  noLesson: true,
  words: ['snow', 'snowman', 'carrot', 'scarf', 'sun', 'snowflakes', 'melt'],
  sights: ['a snowy garden', 'a red woolly scarf', 'a long orange carrot', 'a hill of soft snow', 'falling snowflakes'],
  start: [
    '{Child} patted the last bit of snow into place. "There! The best snowman ever," said {child}, and ran in for tea.',
    'The garden was white and still. A new snowman stood by the gate, with a carrot for a nose and a red woolly scarf.',
  ],
  wish: [
    '{Hero} blinked {their} coal eyes. {They} wiggled {their} carrot nose. "I am alive!" {they} whispered.',
    'A snowflake landed on {heroS} nose. {Hero} sneezed, and then {they} laughed. {Hero} had come to life!',
  ],
  doings: [
    '{Hero} slid all the way down the hill on {their} round tummy. Whee!',
    '{Hero} made a pile of little snowballs and threw them up at the sky.',
    '{Hero} danced round and round with the falling snowflakes.',
    '{Hero} and {child} rolled a little snow dog to keep {them} company.',
  ],
  troubles: [
    {
      event: 'Then {heroS} carrot nose fell off, plop, into the deep snow!',
      fix: '{Child} dug and dug until {child} found it, and pushed it back on, nice and tight.',
    },
    {
      event: 'Then a puppy ran off with {heroS} red woolly scarf!',
      fix: '{Hero} and {child} chased the puppy round the garden, until it dropped the scarf in the snow.',
    },
  ],
  high: [
    'Then the sun came out, warm and bright. "I must be still now," {hero} whispered, and stood by the gate again.',
    'The clouds rolled away, and the sun began to shine. Drip, drip went {heroS} hat. {Hero} stood quite still again.',
  ],
  evening: [
    'By the next day, {hero} was a little smaller in the sun. But {their} smile was as big as ever, and {child} smiled back.',
    'Soon {hero} melted into a puddle with a carrot and a scarf in it. "Come back next winter," {child} whispered.',
  ],
  help: 'came out to play in the snow too.',
  upset: ['"Oh no!" said {hero}. {Their} coal eyes grew wide.', '{Hero} shivered, and not from the cold.'],
  cheered: ['"Thank you!" laughed {hero}, and gave a snowy hug.', '{Hero} smiled a big coal smile.'],
  thought: ['{Hero} looked up. Was the sun coming out?'],
  thoughtAfter: ['It was the best snow day ever.'],
  titles: ['{name} Comes to Life', 'The Snowman Who Woke Up'],
};

/**
 * A scarecrow who comes alive ('The scarecrow who comes alive'): a magical day in his field, told like the toys'
 * night: the farmer goes in, the scarecrow steps off his pole, he makes friends with the crows instead of scaring
 * them, helps bring in the harvest (apples, pumpkins, wheat), a small trouble of the field (the wind blows his hat
 * away, the crows peck the corn), and he is back on his pole by the time the farmer comes out.
 * Slots as in home-days.ts, and {child} (the farmer's little girl or boy).
 */
export const SCARECROW_ALIVE: HomeDay = {
  id: 'toys',
  creature: true,
  at: { setting: 'farm', name: 'the farm' },
  goal: /^play with the crows till the farmer wakes up$/,
  helpers: ['crow', 'mouse'],
  noLesson: true,
  words: ['field', 'crows', 'corn', 'harvest', 'straw', 'hat', 'pole', 'pumpkins'],
  sights: ['a field of golden corn', 'a row of fat pumpkins', 'a wooden pole', 'a big straw hat', 'a cart full of apples'],
  start: [
    'The farmer went in for supper. In the middle of the cornfield, {hero} stood on {their} pole, as still as ever.',
    'All summer long, {hero} stood in the cornfield with {their} arms out wide and a big straw hat on {their} head.',
  ],
  wish: [
    '{Hero} wiggled {their} straw fingers. {They} hopped down off the pole. "I can move!" {they} whispered.',
    'A crow landed on {heroS} hat. "Hello," said {hero}. The crow jumped in fright. The scarecrow had come alive!',
  ],
  doings: [
    '{Hero} did not scare the crows away. {They} shared a handful of seeds with them instead.',
    '{Hero} helped pick the big orange pumpkins and piled them up by the gate.',
    '{Hero} helped bring in the harvest, one golden bundle of wheat at a time.',
    '{Hero} filled a basket with red apples for the farmer to find.',
  ],
  troubles: [
    {
      event: 'Then the wind blew {heroS} straw hat right off, over the hedge!',
      fix: 'The crows flew after it and brought it back, holding it in their beaks.',
    },
    {
      event: 'Then the crows began to peck at the corn. "Not the corn!" cried {hero}.',
      fix: '{Hero} showed the crows the seeds left over after the harvest. They pecked those up instead.',
    },
  ],
  high: [
    'Then the farmhouse door opened. Quick as a wink, {hero} hopped back onto {their} pole and stood still.',
    'Then the sun came up, pink and gold. {Hero} climbed back onto {their} pole, just in time.',
  ],
  evening: [
    'In the morning, {child} found the pumpkins piled by the gate. "Who did this?" The crows only winked at {hero}.',
    'The next day, {child} looked at {hero} and smiled. Was the straw hat on a little crooked?',
  ],
  help: 'flew down to help too.',
  upset: ['"Oh dear, oh dear," said {hero}, and {their} straw shook.', '{Hero} flapped {their} arms. What could {they} do?'],
  cheered: ['"Thank you, friends!" said {hero}.', 'The crows cawed, and {hero} laughed a straw laugh.'],
  thought: ['{Hero} looked over at the farmhouse. The farmer was still inside.'],
  thoughtAfter: ['The crows were {heroS} friends now.'],
  titles: ['{name} Comes Alive', 'The Scarecrow Who Woke Up'],
};
