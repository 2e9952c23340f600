/**
 * A hero whose own nature is too much ('The monster who was too scary', 'A goat who eats everything', 'A rabbit who
 * is always in a hurry', 'A hedgehog who wants a hug', 'Kai learns to be patient'), told as a body trouble is
 * (body-trouble.ts, moves/body-trouble.ts): how it shows, tries that go wrong (a smile with too many teeth, the washing
 * eaten off the line, friends rushed past), a sad hero, and a friend who sees what it is good for (a whispered hello, a
 * garden full of weeds to munch). Never a quest 'to eat everything', never a den built.
 * Slots and gates as in body-troubles.ts, and [sea]: under the sea or out on it (a shark swims away, it never runs).
 */
import type { BodyTrouble } from './body-troubles.js';

export const TOO_MUCH: readonly BodyTrouble[] = [
  {
    id: 'too-scary',
    about:
      /\btoo (?:big and )?(?:scary|frightening|fierce|spooky)\b|\bscares? (?:everyone|everybody|everything)\b|\b(?:everyone|everybody) (?:is|was) (?:scared|afraid|frightened) of\b/i,
    who: 'thing',
    wish: 'make friends',
    words: ['scary', 'friend', 'friends', 'ran away', 'hello'],
    home: 'forest',
    creatureHelps: true,
    tag: 'friendship',
    titles: ['{name} Is Not So Scary', '{owner} New Friends'],
    shows: [
      '[!sea] {Hero} only wanted to make friends {inPlace}. But everyone screamed and ran away!',
      '[sea] {Hero} only wanted to make friends {inPlace}. But everyone swam away, fast!',
      '{Hero} was very big, with sharp teeth and a loud, rumbly voice. Everyone {inPlace} was scared of {them}.',
    ],
    say: [
      '"I don’t want to be scary," sighed {hero}. "I just want a friend."',
      '"Why does everyone run away?" said {hero} sadly.',
    ],
    tries: [
      '{Hero} tried a big smile. But it showed all {their} sharp teeth, and everyone hurried away even faster.',
      '{Hero} waved hello. But {they} waved so hard that everyone ducked and hid.',
      '[!sea] {Hero} sang a friendly song. But it came out as a ROAR, and the birds flew off in a fright.',
      '[!sea] {Hero} picked flowers to share. But everyone hid before {they} could give them away.',
      '[sea] {Hero} blew a friendly bubble hello. But it was so big that everyone swam for cover.',
      '[sea] {Hero} brought shells to share. But everyone hid in the seaweed before {they} could give them away.',
    ],
    sad: ['{Hero} sat down all alone, and a big tear rolled down {their} nose. "Nobody will ever be my friend."'],
    ways: [
      {
        trick: '"You don’t look scary when you cry," said {helper}. "Do you want to play hide and seek?"',
        works: '{Hero} counted to ten, very softly. One by one, everyone peeked out to join the game!',
      },
      {
        trick: '"Try whispering," said {helper}. "And crouch down low, so you look small and friendly."',
        works: '{Hero} crouched down low and whispered, "Hello." One by one, everyone crept out to say hello back.',
      },
    ],
    cheer: ['"You’re not scary at all!" everyone laughed.', '{Hero} smiled a small, gentle smile. At last, {they} had friends!'],
    end: [
      'From then on, {hero} played with everyone every day.',
      'That night, {hero} fell asleep smiling. {They} had lots of friends now.',
    ],
    still: ['Still, everyone ran away from {hero}.', 'Everyone still hid when {hero} came near.'],
  },
  {
    id: 'eats-everything',
    about:
      /\b(?:eats?|ate|eating|munch(?:es|ed|ing)?|chews?|chewed|chewing|gobbles?|gobbled) (?:up )?(?:everything|anything|all the)\b/i,
    who: 'thing',
    wish: 'eat everything',
    words: ['ate', 'munch', 'munched', 'eat', 'hungry', 'weeds'],
    home: 'farm',
    creatureHelps: true,
    tag: 'munching',
    titles: ['{name} Eats Everything', '{owner} Big Appetite'],
    shows: [
      '{Hero} ate everything {inPlace}. Grass, flowers, even the washing on the line! Munch, munch!',
      '{Hero} was always hungry. {They} nibbled and munched everything {inPlace}, from morning till night.',
    ],
    say: ['"Everything tastes yummy!" said {hero}, chewing.', '"I’m still hungry!" said {hero}, licking {their} lips.'],
    tries: [
      '{Hero} ate a big straw hat, right off someone’s head!',
      '{Hero} munched the flowers before anyone could smell them.',
      '{Hero} nibbled a hole in the picnic blanket, and ate the sandwiches too.',
      '{Hero} ate a birthday card, envelope and all. Munch!',
    ],
    sad: ['"Stop eating everything!" everyone cried. {Hero} hung {their} head, and felt very sad.'],
    ways: [
      {
        trick: '"The garden is full of prickly weeds and brambles," said {helper}. "Could you eat them all up?"',
        works: '{Hero} munched and crunched all morning long. Soon every weed was gone, and the flowers had room to grow!',
      },
      {
        trick: '"The grass is so long that nobody can find the path," said {helper}. "Could you help?"',
        works: '{Hero} nibbled the long grass, munch by munch. Soon there was a lovely neat path for everyone!',
      },
    ],
    cheer: ['"Thank you, {hero}!" everyone cheered.', '"What a helpful tummy you have!" everyone laughed.'],
    end: [
      'From then on, {hero} ate only the weeds and the long grass.',
      'That night, {hero} fell asleep with a full, happy tummy.',
    ],
    still: ['Still, {hero} was hungry.', '{HeroS} tummy gave a great big rumble.'],
  },
  {
    // ('A rabbit who is always in a hurry': too fast to see anything, until a slow friend shows what there is.)
    id: 'hurry',
    about: /\b(?:always|forever) (?:in a (?:big )?(?:hurry|rush)|rushing|hurrying)\b|\bin (?:such )?a (?:big )?hurry\b/i,
    wish: 'slow down',
    words: ['hurry', 'slow', 'slowly', 'fast', 'rushed', 'rush', 'raced', 'hurried', 'still', 'looked'],
    home: 'garden',
    creatureHelps: true,
    tag: 'slowing down',
    titles: ['{name} Slows Down', '{owner} Big Hurry'],
    shows: [
      '{Hero} was always in a hurry {inPlace}. Zoom! Zip! {They} never stopped for anything.',
      'Every morning, {hero} rushed about {inPlace}, faster and faster.',
    ],
    say: ['"Hurry, hurry!" said {hero}. "There’s so much to do!"', '"I can’t stop now, I’m much too busy!" said {hero}.'],
    tries: [
      '{Hero} raced so fast that {they} tripped over a root. Bump!',
      '{Hero} rushed past {their} friends, and did not even wave.',
      '{Hero} hurried through the game so fast that {they} missed all the fun.',
      '[in] {Hero} gobbled breakfast so fast that {they} got the hiccups. Hic!',
    ],
    sad: ['{Hero} stopped, all out of puff. "I rush and rush, but I never have any fun," {they} sighed.'],
    ways: [
      {
        trick: '"Come for a slow walk with me," said {helper}. "Just look, and listen."',
        works: '{Hero} walked slowly beside {helper}. There were butterflies, bluebells and a nest of tiny eggs!',
      },
      {
        trick: '"Sit here with me, very still," said {helper}. "And count what you see."',
        works: '{Hero} sat still and looked. A ladybird, a snail, a rainbow in a puddle! {They} had never seen them before.',
      },
    ],
    cheer: ['"I never saw all this before!" said {hero}.', '"Slow is lovely," whispered {hero}, smiling.'],
    end: [
      'From then on, {hero} still ran, but stopped to smell the flowers.',
      'That evening, {hero} watched the sun go down, slowly and happily.',
    ],
    still: ['Still, {hero} rushed about.', '{Hero} hurried on, too fast to see.'],
  },
  {
    // ('A hedgehog who wants a hug': too prickly to hug, until a friend finds a way.)
    id: 'prickly-hug',
    about: /\b(?:hedgehogs?|porcupines?|cactus|cacti|echidnas?)\b[^.!?]*\b(?:hugs?|cuddles?)\b/i,
    who: 'thing',
    wish: 'get a hug',
    words: ['hug', 'prickles', 'prickly', 'ouch', 'hugged'],
    home: 'garden',
    creatureHelps: true,
    tag: 'hugs',
    titles: ['{name} Gets a Hug', '{owner} Big Hug'],
    shows: [
      '{Hero} wanted a hug more than anything {inPlace}. But {their} prickles were so sharp that nobody came close.',
      'Everyone {inPlace} had hugs. But nobody ever hugged {hero}. {They} {was} much too prickly.',
    ],
    say: ['"Just one hug," sighed {hero}. "That’s all I want."', '"Nobody wants to hug a prickly thing," said {hero} sadly.'],
    tries: [
      '{Hero} tried to hug a balloon. POP! The balloon was gone.',
      '{Hero} rolled in soft leaves to cover {their} prickles. But the wind blew them all away.',
      '{Hero} went to hug a rabbit. "Ouch!" said the rabbit, and hopped off.',
      '{Hero} hugged {themselves} very tight. But that was not the same at all.',
    ],
    sad: ['{Hero} curled up into a tight, prickly ball. "Nobody will ever hug me," {they} whispered.'],
    ways: [
      {
        trick: '"I know!" said {helper}. "What about a hug with a cosy blanket between us?"',
        works: '{Helper} wrapped {hero} in a soft blanket, and gave {them} a big hug. Squeeze!',
      },
      {
        trick: '"Let’s do a nose hug," said {helper}. "Noses are not prickly at all!"',
        works: '{Hero} and {helper} touched noses, very gently. Boop! It was the best hug of all.',
      },
    ],
    cheer: [
      '"My very first hug!" said {hero}, glowing with joy.',
      '{Hero} smiled all over. Hugs were even better than {they} had dreamed.',
    ],
    end: [
      'From then on, {hero} had a hug every single day.',
      'That night, {hero} fell asleep warm and happy, still feeling that hug.',
    ],
    still: ['Still, nobody hugged {hero}.', 'Still, {hero} had no hug.'],
  },
  {
    // ('Kai learns to be patient': a seed dug up to see if it grows, until waiting is made fun.)
    id: 'patience',
    about: /\bimpatient\b|\b(?:learns?|learning|tries|trying) (?:to be patient|patience|to wait)\b|\bbe(?:ing)? patient\b/i,
    wish: 'be patient',
    words: ['wait', 'waited', 'waiting', 'patient', 'seed', 'shoot', 'time', 'grow'],
    home: 'garden',
    creatureHelps: true,
    tag: 'patience',
    titles: ['{name} Learns to Wait', '{owner} Little Seed'],
    shows: [
      '{Hero} planted a seed {inPlace}. Then {they} stared and stared at the soil.',
      '{Hero} planted a seed {inPlace}. But {they} hated waiting!',
    ],
    say: ['"Waiting is so boring!" groaned {hero}.', '"I want it to grow now!" said {hero}.'],
    tries: [
      '{Hero} dug up the seed to see if it was growing. It was not, and now it was muddy.',
      '[in] {Hero} opened the oven to check the cake. It sank in the middle. Flop!',
      '{Hero} picked the strawberries too soon. They were hard, green and sour!',
      '{Hero} could not wait {their} turn in the game, and everyone got cross.',
    ],
    sad: ['{Hero} sat down with a big sigh. "Everything takes too long," {they} grumbled.'],
    ways: [
      {
        trick: '"Waiting is easier when you keep busy," said {helper}. "Let’s plant a new seed, and then play."',
        works: 'Every day, {hero} watered the seed, then played. One morning, there was a tiny green shoot!',
      },
      {
        trick: '"Let’s make a waiting chart," said {helper}. "One sticker for each day we wait."',
        works: '{Hero} put a sticker on the chart every day. On the seventh day, up popped a little green shoot!',
      },
    ],
    cheer: ['"It was worth the wait!" cried {hero}.', '"I waited, and it grew!" laughed {hero}.'],
    end: [
      'From then on, {hero} found fun things to do while {they} waited.',
      'That night, {hero} smiled at the little shoot. Good things take time.',
    ],
    still: ['Still, nothing grew.', '{Hero} tapped {their} foot. Still nothing!'],
  },
  {
    // ('A lion who is too loud', 'The noisy dinosaur': shushed by everyone, until a big voice is just what is needed.)
    id: 'too-loud',
    about:
      /\btoo (?:loud|noisy)\b|\bso (?:loud|noisy)\b|^(?:the |a |an )?(?:very |little |big )*(?:noisy|loud|loudest|noisiest)\b/i,
    wish: 'be quiet',
    words: ['loud', 'loudly', 'voice', 'quiet', 'called', 'shouted'],
    home: 'garden',
    creatureHelps: true,
    tag: 'voices',
    titles: ['{name} and the Big Voice', '{owner} Big Voice'],
    shows: [
      '{Hero} did everything loudly {inPlace}. {They} stomped, and shouted, and sang at the top of {their} voice.',
      '{Hero} was very loud {inPlace}. When {they} spoke, the birds flew off!',
    ],
    say: [
      '"HELLO, EVERYONE!" shouted {hero}. Everyone covered their ears.',
      '"I’m not shouting," shouted {hero}. "This is my normal voice!"',
    ],
    tries: [
      '{Hero} tried to whisper a secret. But the whisper was so loud that everyone heard it!',
      '{Hero} laughed at a joke, and the baby woke up and cried.',
      '{Hero} sneezed. ACHOO! Three apples fell off the tree.',
      '{Hero} sang at the picnic, and all the cups rattled.',
    ],
    sad: ['"Shh! Too loud!" everyone said. {Hero} went off alone, very quietly, and felt sad.'],
    ways: [
      {
        trick: '"Help!" called {helper}. "A little one is lost, and nobody can hear me calling!"',
        works: '{Hero} took a big breath and called, loud as thunder. Far away, the little one heard, and came home!',
      },
      {
        trick: '"A storm is coming, and the others are far away," said {helper}. "Can you call them home?"',
        works: '{Hero} called so loudly that everyone heard, even far away. They all came home, safe and dry.',
      },
    ],
    cheer: ['"Hooray for that big voice!" everyone cheered.', '"Thank you for being so loud!" everyone laughed.'],
    end: [
      'Now {hero} had a soft voice for home, and a big one for helping.',
      'That night, {hero} whispered goodnight, very softly. Everyone smiled.',
    ],
    still: ['Still, {hero} was much too loud.', '{Hero} tried to be quiet, but it was very hard.'],
  },
  {
    // ('The crocodile who lost his smile': glum, until a friend's hug or a tickle brings it back; never a smile carried about.)
    id: 'lost-smile',
    about: /\b(?:lost|loses|has lost) (?:his|her|its|their|my) (?:smile|laugh|giggle)\b|\bcan(?:no|['’])?t (?:smile|laugh)\b/i,
    wish: 'find {their} smile',
    words: ['smile', 'smiled', 'smiling', 'laugh', 'giggle', 'frown', 'glum'],
    home: 'garden',
    creatureHelps: true,
    tag: 'feelings',
    titles: ['{name} Finds a Smile', '{owner} Big Smile'],
    shows: [
      '{Hero} woke up one morning {inPlace}, and {their} smile was gone. {They} felt glum all over.',
      'Nobody {inPlace} had seen {hero} smile for days. {Their} smile had gone away.',
    ],
    say: ['"I don’t feel like smiling," said {hero}, very quietly.', '"Where has my smile gone?" sighed {hero}.'],
    tries: [
      '{Hero} pushed up the corners of {their} mouth. But it only looked silly.',
      'A monkey told {hero} a funny joke. But {hero} did not even giggle.',
      '{Hero} tried to think happy thoughts. But the frown stayed put.',
      'The birds sang {heroS} favourite song. Still, no smile came.',
    ],
    sad: ['{Hero} sat all alone. "Maybe my smile is gone for good," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} did not tell a joke. {Helper} just sat down close, and gave {hero} a big, warm hug.',
        works: 'Slowly, something warm grew inside {hero}. Then there it was: a little smile, then a big one!',
      },
      {
        trick: '"Let’s play tickle tag!" said {helper}, and tickled {hero} under the chin.',
        works: '{Hero} wriggled, and giggled, and then laughed out loud. {Their} smile was back!',
      },
    ],
    cheer: ['"There’s that smile!" everyone cheered.', '{Hero} smiled so wide that everyone smiled too.'],
    end: [
      'From then on, when {hero} felt glum, a friend came, and so did {their} smile.',
      'That night, {hero} fell asleep still smiling.',
    ],
    still: ['Still, {hero} could not smile.', 'The frown stayed right where it was.'],
  },
];
