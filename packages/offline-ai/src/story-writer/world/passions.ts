/**
 * A hero who loves doing something ('A bear who loves to read', 'A girl who loves dancing', 'An octopus who loves to
 * paint'), told as a body trouble is (body-trouble.ts, moves/body-trouble.ts): the love shown, the muddles it makes
 * (the milk knocked flying, the baby woken), a sad hero ready to stop, then someone who needs just that (a lullaby, a
 * grey place painted bright), and the love shared. It is done from the start: never 'At last, Ruby danced!'.
 * Slots and gates as in body-troubles.ts.
 */
import type { BodyTrouble } from './body-troubles.js';

/** Words that say a love: 'loves', 'adores', 'is mad about' (loved-day.ts reads a loved thing by them too). */
export const LOVES = String.raw`\b(?:(?:really |just |so )?(?:loves?|loved|adores?|adored|enjoys?)|(?:is|are) (?:mad|crazy|nuts|wild) about|(?:is|are) obsessed with)`;

/** 'loves to sing', 'loves singing'. */
const loves = (verb: string, ing: string, also = '') =>
  new RegExp(String.raw`${LOVES} (?:to ${verb}\b|${ing}\b${also ? `|${also}` : ''})`, 'i');

export const PASSIONS: readonly BodyTrouble[] = [
  {
    id: 'loves-singing',
    about: loves('sing', 'singing', 'songs\\b'),
    wish: 'sing',
    words: ['sing', 'song', 'sang', 'singing', 'voice'],
    home: 'home',
    creatureHelps: true,
    tag: 'singing',
    titles: ['{name} Loves to Sing', '{owner} Song'],
    shows: [
      '{Hero} loved to sing {inPlace}. {They} sang in the morning, and {they} sang at night. La, la, LA!',
      '{Hero} sang {their} songs {inPlace}, loud and long. Tra-la-la!',
    ],
    say: [
      '"Singing makes me happy," said {hero}. "I want to sing all day!"',
      '"I love singing more than anything," said {hero}.',
    ],
    tries: [
      '[in] {Hero} sang at breakfast, so loudly that the spoons rattled. "Not so loud, please!"',
      '{Hero} sang a very high note. The birds flew off in a fright.',
      '{Hero} sang while everyone was trying to nap. "Shhh!" they all said.',
      '{Hero} sang a very long song. One by one, everyone yawned and went away.',
    ],
    sad: ['{Hero} stopped singing, and sat very quietly. "Nobody likes my songs," {they} sighed.'],
    ways: [
      {
        trick: '"The baby can’t get to sleep," said {helper}. "Could you sing her a soft song?"',
        works: '{Hero} sang a soft, sleepy song, as gentle as the wind. Soon the baby was fast asleep.',
      },
      {
        trick: '"You have a lovely voice," said {helper}. "Sing softly, like a whisper, and see who comes."',
        works: '{Hero} sang softly and sweetly. One by one, everyone came back to listen, and smiled.',
      },
    ],
    cheer: ['"What a beautiful song!" everyone said.', '"Sing it again!" everyone called, and {hero} did.'],
    end: [
      'That night, {hero} sang a soft goodnight song to everyone.',
      'Now {hero} sang loud songs for dancing, and soft songs for sleeping.',
    ],
    still: ['Still, nobody wanted to hear {heroS} songs.', '{Hero} hummed a tiny tune, very quietly.'],
  },
  {
    id: 'loves-dancing',
    about: loves('dance', 'dancing'),
    wish: 'dance',
    words: ['danced', 'dance', 'dancing', 'twirl', 'music'],
    home: 'home',
    creatureHelps: true,
    tag: 'dancing',
    titles: ['{name} Loves to Dance', '{owner} Happy Dance'],
    shows: [
      '{Hero} loved to dance. {They} spun and swayed and wiggled {inPlace}, all day long.',
      'When music played {inPlace}, {hero} began to twirl. Twirl, twirl, twirl!',
    ],
    say: ['"Dancing makes me feel like flying!" said {hero}.', '"I could dance all day long," said {hero}.'],
    tries: [
      '[in] {Hero} danced at breakfast, and knocked over the milk. Splash!',
      '{Hero} spun round so fast that {they} fell over in a heap.',
      '{Hero} danced while everyone wanted to rest. "Please keep still!" they all said.',
      '{Hero} danced a wild, wiggly dance, and knocked everything flying.',
    ],
    sad: ['{Hero} stood very still. "Maybe I should stop dancing," {they} said sadly.'],
    ways: [
      {
        trick: '"Everyone is so glum today," said {helper}. "Could you dance for us, and cheer us up?"',
        works: '{Hero} danced the happiest dance of all. Soon everyone was laughing and dancing too!',
      },
      {
        trick: '"There’s a party tonight, and nobody knows how to dance," said {helper}. "Will you show us?"',
        works: 'That night, {hero} showed everyone the steps. Step, twirl, wiggle! Everyone danced together.',
      },
    ],
    cheer: ['"You are the best dancer of all!" everyone cheered.', '{Hero} twirled with joy. Dancing was even better together!'],
    end: [
      'From then on, {hero} danced every day, and everyone danced too.',
      'That night, {hero} danced one last little dance, then fell fast asleep.',
    ],
    still: ['Still, nobody wanted {hero} to dance.', '{Hero} kept very still, but it was hard.'],
  },
  {
    id: 'loves-painting',
    about: loves('paint', 'painting'),
    wish: 'paint',
    words: ['paint', 'painted', 'picture', 'colours', 'brush'],
    home: 'home',
    creatureHelps: true,
    tag: 'painting',
    titles: ['{name} Loves to Paint', '{owner} Bright Pictures'],
    shows: [
      '{Hero} loved to paint {inPlace}. {They} painted red suns, blue seas and purple dragons.',
      '{Hero} painted {inPlace}, splish, splash, in every colour.',
    ],
    say: ['"I love to paint more than anything," said {hero}.', '"I want to paint everything!" said {hero}.'],
    tries: [
      '[in] {Hero} painted a picture right on the wall! "Not on the wall!" everyone cried.',
      '{Hero} painted so fast that paint went all over, even on {their} nose.',
      '{Hero} knocked over the pot of water, and all the colours ran together.',
      '{Hero} painted spots on a friend who was fast asleep. That friend was not pleased!',
    ],
    sad: ['{Hero} put the brushes away. "Nobody likes my painting," {they} sighed.'],
    ways: [
      {
        trick: '"It is all so grey and dull here," said {helper}. "Could you paint it bright for us?"',
        works: '{Hero} painted flowers and rainbows and a big yellow sun. Soon it all looked bright and happy!',
      },
      {
        trick: '"My friend is poorly and sad," said {helper}. "Could you paint a picture to cheer them up?"',
        works: '{Hero} painted the sunniest picture ever, with a rainbow on top. It made the poorly friend smile.',
      },
    ],
    cheer: ['"What a good painter you are!" everyone said.', '"Paint us another one!" everyone called.'],
    end: [
      'From then on, {hero} painted on paper, and everyone hung the pictures up.',
      'That night, {hero} washed the brushes, and dreamed in every colour.',
    ],
    still: ['Still, nobody wanted {heroS} paintings.', 'The paints sat in their box, quite still.'],
  },
  {
    id: 'loves-reading',
    about: loves('read', 'reading', 'books\\b'),
    wish: 'read',
    words: ['read', 'book', 'books', 'story', 'page'],
    home: 'home',
    creatureHelps: true,
    tag: 'reading',
    titles: ['{name} Loves to Read', '{owner} Favourite Book'],
    shows: [
      '{Hero} loved to read {inPlace}. {They} read books about pirates, dragons and the moon.',
      '{Hero} always had {their} nose in a book. {They} read {inPlace} from morning till night.',
    ],
    say: ['"Books are full of adventures," said {hero}. "I could read all day!"', '"Just one more page," said {hero}, again.'],
    tries: [
      '{Hero} read while walking along, and bumped into everything. Bonk!',
      '{Hero} read for so long that {they} forgot to eat {their} lunch.',
      '{Hero} read instead of playing, and the others stopped asking {them} to play.',
      '[child] {Hero} read under the covers until late, and yawned all day.',
    ],
    sad: ['{Hero} sat all alone with {their} book. "Nobody wants to play with me," {they} sighed.'],
    ways: [
      {
        trick: '"The little ones can’t get to sleep," said {helper}. "Could you read them a story?"',
        works: '{Hero} read a story in a soft, cosy voice. One by one, the little ones fell asleep.',
      },
      {
        trick: '"What are all your books about?" asked {helper}. "Could you read one to us?"',
        works: '{Hero} read aloud about dragons and pirates. Everyone sat close, and listened to every word.',
      },
    ],
    cheer: ['"Read us another one!" everyone begged.', '"That was the best story ever!" everyone said.'],
    end: [
      'From then on, {hero} read a story to everyone every night.',
      'That night, {hero} read one more page, then fell asleep with the book.',
    ],
    still: ['Still, {hero} read all alone.', '{Hero} turned a page, all on {their} own.'],
  },
  {
    id: 'loves-digging',
    about: loves('dig', 'digging'),
    wish: 'dig',
    words: ['dig', 'dug', 'digging', 'hole', 'holes', 'soil'],
    home: 'garden',
    creatureHelps: true,
    tag: 'digging',
    titles: ['{name} Loves to Dig', '{name} the Digger'],
    shows: ['{Hero} loved to dig {inPlace}. Dig, dig, dig! Soil flew everywhere.', '{Hero} dug holes {inPlace}, big and little.'],
    say: [
      '"Digging is the best fun ever," said {hero}, all muddy.',
      '"I could dig right to the middle of the earth!" said {hero}.',
    ],
    tries: [
      '{Hero} dug up the flower bed, and all the flowers fell over.',
      '{Hero} dug a hole in the path, and somebody fell in. Oops!',
      '{Hero} dug so fast that mud went all over everyone.',
      '{Hero} dug up the carrots before they were ready to eat.',
    ],
    sad: ['"No more digging!" everyone said. {Hero} sat down, all muddy, and felt very sad.'],
    ways: [
      {
        trick: '"I dropped my shiny key in the soil," said {helper}. "Could you dig for it?"',
        works: '{Hero} dug carefully, here and there. Clink! There was the key, shining in the soil!',
      },
      {
        trick: '"We need little holes to plant these seeds," said {helper}. "Could you dig them for us?"',
        works: '{Hero} dug a long row of neat little holes. In went the seeds, one in each hole.',
      },
    ],
    cheer: ['"You are the best digger ever!" everyone said.', '"What a good job!" everyone cheered.'],
    end: [
      'From then on, {hero} dug only where digging helped.',
      '[child] That night, {hero} had a long bath, and dreamed of digging.',
    ],
    still: ['Still, nobody wanted {hero} to dig.', 'The ground was so tempting, but {hero} kept still.'],
  },
  {
    id: 'loves-drawing',
    about: loves('draw', 'drawing'),
    wish: 'draw',
    words: ['draw', 'drew', 'drawing', 'crayons', 'picture'],
    home: 'home',
    creatureHelps: true,
    tag: 'drawing',
    titles: ['{name} Loves to Draw', '{owner} Drawings'],
    shows: [
      '{Hero} loved to draw {inPlace}. {They} drew castles, rockets and smiley suns.',
      '{Hero} drew {inPlace} with every crayon there was.',
    ],
    say: ['"Drawing is my favourite thing in the whole world," said {hero}.', '"I want to draw everything I see!" said {hero}.'],
    tries: [
      '[in] {Hero} drew a big dragon right on the wall! "Not on the wall!" everyone cried.',
      '{Hero} drew so much that there was no paper left, not one sheet.',
      '{Hero} drew funny faces on everything, even on the eggs.',
      '{Hero} drew so fast that every crayon broke. Snap, snap, snap!',
      '[child] {Hero} drew on a page of Dad’s newspaper before he had read it. Oops!',
    ],
    sad: ['{Hero} put the crayons away. "Nobody likes my drawings," {they} sighed.'],
    ways: [
      {
        trick: '[child] "The kitten next door is lost," said {helper}. "Could you draw her, so everyone can help look?"',
        works: '{Hero} drew the kitten just right, stripes and all. Everyone looked, and soon she was found!',
      },
      {
        trick: '"Someone here is feeling sad," said {helper}. "Could you draw something to make them smile?"',
        works: '{Hero} drew a funny pig dancing in a hat. Everyone laughed and laughed!',
      },
    ],
    cheer: ['"What a wonderful drawing!" everyone said.', '"Draw us another one!" everyone called.'],
    end: [
      'From then on, {hero} drew on paper, and everyone put the drawings up.',
      'That night, {hero} drew one last little star, then went to sleep.',
    ],
    still: ['Still, nobody wanted {heroS} drawings.', 'The crayons sat in their box, quite still.'],
  },
  {
    // (Baking is done in a kitchen, a penguin's as a child's, with the family.)
    id: 'loves-baking',
    about: loves('bake', 'baking'),
    wish: 'bake',
    words: ['bake', 'baked', 'baking', 'cake', 'buns'],
    home: 'kitchen',
    atHome: true,
    tag: 'baking',
    titles: ['{name} Loves to Bake', '{owner} Yummy Cakes'],
    shows: [
      '{Hero} loved to bake {inPlace}. {They} baked buns, cookies and cakes with cherries on top.',
      'Every day, {hero} baked something yummy {inPlace}.',
    ],
    say: [
      '"Baking is the yummiest thing in the world!" said {hero}.',
      '"What shall I bake next?" said {hero}, licking the spoon.',
    ],
    tries: [
      '{Hero} baked so many buns that there was nowhere left to sit.',
      '{Hero} forgot a cake in the oven. Smoke puffed out! Cough, cough!',
      '{Hero} spilled the flour, and everyone was white from head to toe.',
      '{Hero} baked so much that everyone was far too full.',
    ],
    sad: ['"No more cakes, please!" everyone said. {Hero} put the mixing bowl away, and felt very sad.'],
    ways: [
      {
        trick: '"There’s a birthday party today, and no cake!" said {helper}. "Could you bake one?"',
        works: '{Hero} baked the biggest birthday cake ever, with candles on top. Everyone sang and cheered!',
      },
      {
        trick: '"Everyone is coming for a picnic, and we have no food!" said {helper}. "Could you bake something?"',
        works: '{Hero} baked buns and cookies, one tray after another. It was the best picnic ever!',
      },
    ],
    cheer: ['"These are the yummiest cakes ever!" everyone said.', '"Can we have some more?" everyone asked.'],
    end: [
      'From then on, {hero} baked for every party, and everyone was glad.',
      'That night, {hero} dreamed of buns and cherry cakes.',
    ],
    still: ['Still, nobody wanted {heroS} cakes.', 'The mixing bowl sat on the shelf, quite empty.'],
  },
  {
    id: 'loves-football',
    about: new RegExp(String.raw`${LOVES} (?:to play football|playing football|football|soccer)\b`, 'i'),
    wish: 'play football',
    words: ['football', 'ball', 'kicked', 'goal', 'match'],
    home: 'garden',
    creatureHelps: true,
    tag: 'football',
    titles: ['{name} Loves Football', '{owner} Big Match'],
    shows: [
      '{Hero} loved football. {They} kicked a ball all over {inPlace}. Thump, thump, thump!',
      '{Hero} played football {inPlace} all day long. Kick, run, kick! "Goal!"',
    ],
    say: ['"Football is the best game in the world!" said {hero}.', '"I could play football all day," said {hero}.'],
    tries: [
      '[in] {Hero} kicked the ball indoors, and a picture fell off the wall. Crash!',
      '{Hero} kicked the ball too hard, and it flew into a puddle. Splash!',
      '{Hero} kicked the ball at a friend who was fast asleep. Bonk! That friend was not pleased.',
      '{Hero} talked about football all day, until everyone covered their ears.',
    ],
    sad: ['"No more football!" everyone said. {Hero} sat down, hugging the ball, and felt very sad.'],
    ways: [
      {
        trick: '"The big match is today, and the team is one player short," said {helper}. "Will you play?"',
        works: '{Hero} ran and passed and dribbled. Then {they} kicked the ball hard, right into the net. GOAL!',
      },
      {
        trick: '"The little ones want to learn football," said {helper}. "Could you show them how?"',
        works: '{Hero} showed them how to pass the ball, foot to foot. Soon the little ones were scoring goals!',
      },
    ],
    cheer: ['"Hooray for {hero}!" everyone cheered.', '"What a star!" everyone shouted.'],
    end: [
      'From then on, {hero} played football with everyone, every single day.',
      'That night, {hero} fell asleep hugging {their} football.',
    ],
    still: ['Still, nobody wanted to play football with {hero}.', 'The ball sat still by the door.'],
  },
  {
    id: 'loves-sleeping',
    about: new RegExp(String.raw`${LOVES} (?:to sleep|sleeping|to nap|napping|naps)\b`, 'i'),
    wish: 'sleep',
    words: ['sleep', 'asleep', 'slept', 'nap', 'yawn'],
    home: 'home',
    creatureHelps: true,
    tag: 'sleep',
    titles: ['{name} Loves to Sleep', '{owner} Cosy Nap'],
    shows: [
      '{Hero} loved to sleep {inPlace}. {They} slept in the morning, at lunch, and all afternoon.',
      '{Hero} could fall asleep anywhere {inPlace}. Yawn... Snore... Zzz.',
    ],
    say: ['"There is nothing better than a cosy nap," yawned {hero}.', '"Just five more minutes," mumbled {hero}, eyes shut.'],
    tries: [
      '{Hero} fell asleep in the middle of a game. Everyone had to stop.',
      '{Hero} slept right through the picnic, and missed all the cake.',
      '{Hero} snored so loudly that nobody else could sleep. ZZZZ!',
      '[in] {Hero} fell asleep in the laundry basket, and nearly got folded up!',
    ],
    sad: ['"You always miss the fun," everyone said. {Hero} felt sad, and very sleepy.'],
    ways: [
      {
        trick: '"The baby can’t get to sleep," said {helper}. "Could you show her how it’s done?"',
        works: '{Hero} curled up beside the baby, warm and cosy. Yawn... Soon the baby was fast asleep too!',
      },
      {
        trick: '"Nobody rests as well as you," said {helper}. "Can you teach the little ones to rest?"',
        works: '{Hero} showed the little ones how to curl up and breathe slowly. One by one, they fell asleep.',
      },
    ],
    cheer: ['"You are the best sleeper ever!" everyone whispered.', '"Thank you!" everyone whispered, very softly.'],
    end: [
      'From then on, {hero} played all day, and napped at nap time.',
      'That night, {hero} curled up and slept the best sleep of all.',
    ],
    still: ['Still, {hero} could hardly keep {their} eyes open.', '{Hero} gave a great big yawn.'],
  },
];
