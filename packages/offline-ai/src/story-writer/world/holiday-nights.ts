/**
 * The night of one whom children wait for, told as their own: Santa's Christmas Eve ('Santa's busy night', 'Santa gets
 * stuck in the chimney') and the Easter bunny's early morning ('The Easter bunny loses his eggs'). The work set out,
 * the rounds over the sleeping town, one thing that goes wrong and is put right, done just in time, and the children's
 * cheer in the morning. It stays magical: never a park day with Dad, never a sleigh hugged in the garden.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {them}, {their}, {heroS}.
 */
import type { HomeDay } from './home-days.js';

export const SANTA_NIGHT: HomeDay = {
  id: 'santa-night',
  creature: true,
  // (His night ends by the tree in a sleeping house.)
  at: { setting: 'home', name: 'the house' },
  goal: /^deliver (?:the|all the) presents$/,
  ordered: true,
  helpers: ['reindeer', 'elf'],
  noLesson: true,
  words: ['present', 'presents', 'sleigh', 'chimney', 'reindeer', 'stockings', 'list', 'Christmas', 'night'],
  sights: ['snowy rooftops', 'a sack of presents', 'a twinkly Christmas tree', 'a row of stockings', 'a plate of mince pies'],
  start: [
    'It was Christmas Eve, and the sleigh was piled high with presents.',
    'At the North Pole, the elves packed the very last present. It was Christmas Eve!',
  ],
  wish: [
    '"Every present by morning!" said {hero}, and the reindeer leapt into the sky.',
    '"Ho, ho, ho! Off we go!" called {hero}, and the sleigh flew up into the starry sky.',
  ],
  // Over the town, then down a chimney: told in this order.
  doings: [
    'Over the snowy rooftops flew {hero}, bells jingling, house after house.',
    'Down the chimney slid {hero}, soft as snow. {They} filled the stockings by the Christmas tree.',
  ],
  troubles: [
    {
      named: /\bstuck\b/i,
      event: 'But at one house, the chimney was very narrow. {Hero} got stuck, halfway down!',
      fix: '{Hero} breathed in, wiggled and wriggled, and then, whoosh, down {they} popped!',
    },
    {
      named: /\b(?:fog|foggy|red nose|rudolph)\b/i,
      event: 'Then thick fog rolled in. {Hero} could not see the houses at all!',
      fix: 'The little reindeer at the front lit up the way with its glowing red nose.',
    },
    {
      named: /\b(?:los[et]s?|drops?|dropped|missing) (?:a|one|the|his|her) present\b/i,
      event: 'Oops! One present tumbled off the sleigh and landed in the snow.',
      fix: '{Hero} followed the jingle of its bell, and found it under a snowy bush.',
    },
  ],
  high: [
    'Just as the sky turned pink, {hero} put the last present under the last tree. "Merry Christmas," {they} whispered.',
    'As the first bird sang, {heroS} sack was empty. Every present was delivered!',
  ],
  evening: [
    'In the morning, children everywhere shouted, "Santa came!" Far away, {hero} was fast asleep.',
    'Back at the North Pole, {hero} sipped a big mug of cocoa, and smiled.',
  ],
  // (The helper is a reindeer or an elf: both can keep the sleigh on course, only one pulls it.)
  help: 'kept the sleigh on course through the night, bells jingling.',
  upset: ['"Oh dear, and so many presents still to go!" said {hero}.', '{Hero} looked at the sky. Morning was coming!'],
  cheered: ['"Ho, ho, ho!" laughed {hero}. "On we go!"', '{Hero} jumped back into the sleigh with a jolly laugh.'],
  thought: ['{Hero} checked {their} list. Still so many houses to go!'],
  thoughtAfter: ['{Hero} ticked the last name off {their} list.'],
  titles: ['{name}’s Busy Christmas Eve', 'The Night Before Christmas'],
};

export const EASTER_MORNING: HomeDay = {
  id: 'easter-morning',
  creature: true,
  // (The eggs are hidden in a garden before the children wake.)
  at: { setting: 'garden', name: 'the garden' },
  goal: /^hide the (?:easter )?eggs$/i,
  ordered: true,
  helpers: ['chick', 'robin'],
  noLesson: true,
  words: ['egg', 'eggs', 'basket', 'hid', 'hide', 'hunt', 'Easter', 'morning'],
  sights: ['a basket of painted eggs', 'spring daffodils', 'a flower pot', 'a wooden watering can', 'dewy grass'],
  start: [
    'It was Easter morning, and the sun was not up yet. {Hero} had a basket full of painted eggs.',
    'All night, {hero} had painted eggs with spots and stripes. Now it was nearly Easter morning!',
  ],
  wish: [
    '"I must hide every egg before the children wake up," {hero} whispered, and hopped off.',
    '"Shh, not a sound," said {hero}, and off {they} hopped into the grey dawn.',
  ],
  // The eggs hidden, then the last one: told in this order.
  doings: [
    '{Hero} hid a blue egg in a flower pot. A spotty one went under a daffodil.',
    '{Hero} tucked the last golden egg in the watering can. Then {they} hid behind the shed.',
  ],
  troubles: [
    {
      named: /\b(?:los[et]s?|drops?|dropped|spills?|spilled)\b/i,
      event: 'Oops! The basket tipped over, and the eggs were lost, rolling away down the hill!',
      fix: '{Hero} raced after them and caught each one, just before the pond.',
    },
    {
      named: /\bdogs?\b/i,
      event: 'Then a big dog came sniffing round the garden. Sniff, sniff, it found a chocolate egg!',
      fix: '{Hero} rolled a ball across the grass, and the dog ran off after it.',
    },
    {
      named: /\brain(?:y|s|ing)?\b/i,
      event: 'Then it began to rain. Drip, drop! The painted eggs would get all smudgy!',
      fix: '{Hero} hid the eggs under big leaves and flower pots, safe and dry.',
    },
  ],
  high: [
    'Then the back door opened. "An egg hunt!" shouted the children. {Hero} peeped out and smiled.',
    'Soon the children ran out with their baskets. "I found one!" {Hero} watched, smiling.',
  ],
  evening: [
    'Behind the shed, {hero} smiled a sleepy smile. Then {they} hopped home for a long nap.',
    'That night, {hero} curled up in {their} burrow, happy and tired. What a happy Easter!',
  ],
  help: 'helped carry the eggs in its little beak.',
  upset: ['"Oh no! The children will wake up soon!" said {hero}.', '{Hero} looked at the sky. It was getting light!'],
  cheered: ['"Phew!" said {hero}, and twitched {their} nose happily.', '{Hero} smiled and hopped on.'],
  thought: ['{Hero} counted the eggs left in the basket. Still so many!'],
  thoughtAfter: ['The basket was empty. Every egg was hidden!'],
  titles: ['{name} and the Easter Eggs', '{name}’s Easter Morning'],
};

/**
 * The littlest reindeer's Christmas Eve ('A little reindeer who wants to pull Santa's sleigh', 'Rudolph saves
 * Christmas', 'The smallest reindeer'): too small for the sleigh, practising take-offs and tumbling in the snow, then
 * on Christmas Eve fog or a big reindeer's cold is the little one's chance, and Santa's thanks.
 */
export const REINDEER_NIGHT: HomeDay = {
  id: 'reindeer-night',
  creature: true,
  at: { setting: 'snow', name: 'the North Pole' },
  goal: /^pull Santa's sleigh$/i,
  ordered: true,
  helpers: ['elf'],
  noLesson: true,
  words: ['sleigh', 'Santa', 'reindeer', 'Christmas', 'fly', 'flew', 'snow', 'nose'],
  sights: ['Santa’s red sleigh', 'the reindeer stable', 'a sack of presents', 'a twinkly Christmas tree', 'snowy fir trees'],
  start: [
    'At the North Pole lived {hero}, the littlest reindeer of all. {Their} legs were short and {their} antlers tiny.',
    'In Santa’s stable, {hero} was the smallest reindeer. {They} was too young to fly the sleigh.',
  ],
  wish: [
    '"One day, I will pull Santa’s sleigh," said {hero}. The big reindeer just laughed.',
    '"Can I pull the sleigh this year?" asked {hero}. "You are too small," said the big reindeer kindly.',
  ],
  // Practice in the snow, then the sleigh harnessed once the trouble is there: told in this order.
  doings: [
    'Every day, {hero} practised take-offs in the snow. Run, run, jump, and bump! Down {they} tumbled.',
    '"Take the front, little one!" said Santa. Jingle, jingle went the bells on {their} harness.',
  ],
  troubles: [
    {
      named: /\b(?:fog|foggy|red nose|rudolph)\b/i,
      event: 'On Christmas Eve, thick fog rolled in. Santa could not see the way at all!',
      fix: '{Hero} stepped up to the front. {Their} red nose glowed as bright as a lamp!',
    },
    {
      named: /\b(?:cold|colds|sneez\w*|ill|sick)\b/i,
      event: 'On Christmas Eve, Dasher sneezed. Atchoo! He had a cold, and could not fly.',
      fix: '"{Hero}, will you take his place?" asked Santa. {Hero} stood up tall and proud.',
    },
    {
      event: 'On Christmas Eve, a snowstorm blew in. The big reindeer could not see the way!',
      fix: '{Hero} had the sharpest eyes of all. "I can see the way!" {they} called.',
    },
  ],
  high: [
    '{Hero} ran, and jumped, and up {they} flew! Over the snowy rooftops went the sleigh.',
    'Up, up flew {hero} at the front of the sleigh. Every present was delivered!',
  ],
  evening: [
    'Back at the North Pole, Santa hugged {hero}. "Thank you, little one. You saved Christmas!"',
    'The big reindeer cheered for {hero}. Santa smiled. "The best reindeer of all," he said.',
  ],
  help: 'cheered, and polished the sleigh bells till they shone.',
  upset: ['"Oh no! Christmas will be spoiled," said {hero}.', '{Hero} looked at the worried big reindeer.'],
  cheered: ['"I can do it!" said {hero}, and {their} little tail wagged.', '{Hero} took a deep breath, and smiled.'],
  thought: ['{Hero} looked up at the starry sky. One day!'],
  thoughtAfter: ['{Hero} had pulled Santa’s sleigh at last!'],
  titles: ['{name}, the Littlest Reindeer', '{name} Saves Christmas'],
};

/**
 * An elf's days in Santa's workshop ('An elf who wants to help Santa', "The elf's first Christmas", "Santa's elves
 * make toys"): toys made, a muddle like a teddy with wheels put right, the presents wrapped, the sleigh loaded.
 */
export const ELF_WORKSHOP: HomeDay = {
  id: 'elf-workshop',
  creature: true,
  at: { setting: 'workshop', name: 'Santa’s workshop' },
  goal: /^help in Santa's workshop$/i,
  ordered: true,
  helpers: ['santa'],
  noLesson: true,
  words: ['toy', 'toys', 'workshop', 'Santa', 'sleigh', 'present', 'presents', 'Christmas', 'wrapped'],
  sights: ['a wooden train', 'a pile of teddy bears', 'rolls of shiny paper', 'a sack of presents', 'a twinkly Christmas tree'],
  start: [
    'At the North Pole, Santa’s workshop was busy, busy, busy. Christmas was coming!',
    'It was {heroS} very first Christmas in Santa’s workshop. Tap, tap, went the little hammers.',
  ],
  wish: [
    '"I want to help Santa make the toys," said {hero}, and rolled up {their} sleeves.',
    '"Every child must have a present," said {hero}. "Let’s get to work!"',
  ],
  // Toys made, then wrapped: told in this order.
  doings: [
    '{Hero} hammered and painted. Tap, tap, swish! Soon there was a shiny red train.',
    'Then {hero} wrapped every toy, and tied each one with a big red bow.',
  ],
  troubles: [
    {
      event: 'Oops! {Hero} got in a muddle. The teddy had wheels, and the train had fluffy ears!',
      fix: '{Hero} giggled, and swapped them back. The teddy got its ears, and the train its wheels.',
    },
    {
      event: 'Then the wrapping paper ran out! There were still so many toys to wrap.',
      fix: '{Hero} found a big roll of spotty paper at the back of the shelf.',
    },
    {
      event: 'Then the toy machine went clunk, and stopped! The dolls were only half done.',
      fix: '{Hero} found the loose bolt and gave it a twist. Whirr, off it went again!',
    },
  ],
  high: [
    'At last, every toy was wrapped. {Hero} helped load the sleigh, sack after sack. "Thank you!" said Santa.',
    'Soon the sleigh was piled high with presents. "Well done, little elf!" said Santa. {Hero} beamed.',
  ],
  evening: [
    'That night, {hero} waved as the sleigh flew off. "Merry Christmas!" {they} called.',
    'Santa gave {hero} a little jingly bell to keep. It was the best Christmas ever!',
  ],
  help: 'came by with a jolly laugh, and gave a wink.',
  upset: ['"Oh no! Christmas Eve is nearly here," said {hero}.', '{Hero} looked at the clock. Not much time left!'],
  cheered: ['"That’s better!" said {hero}, and smiled.', '{Hero} laughed and got back to work.'],
  thought: ['{Hero} counted the toys still to make. So many!'],
  thoughtAfter: ['Every toy was ready for Christmas!'],
  titles: ['{name} in Santa’s Workshop', '{name} and the Christmas Toys'],
};
