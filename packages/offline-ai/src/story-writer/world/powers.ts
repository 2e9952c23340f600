/**
 * Special powers a hero has ('Mia can talk to animals', 'A boy who can turn invisible', 'A girl who can fly'), power by
 * power: how it is found (waking up able to), how it is kept secret, fun with it, a muddle it causes and how that is
 * put right without telling, the good it does for someone, and bedtime with the secret kept. The seed picks among the
 * lines. Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {helper} (one of the family, who never finds out).
 * A line that opens '[child]' needs a child at home (a breakfast table, Mum's plates); a creature gets the others.
 */

import type { SettingId } from '../../language/index.js';

export interface Power {
  id: string;
  /** The power as the idea says it, in any tense: 'talk to animals', 'talked to animals', 'super strong'. */
  said: RegExp;
  /** Its plain form ('fly'): said so, it is had only after 'can', 'could' or 'able to' ('wants to fly' is a wish). */
  base: string;
  /** Said so, it is had with nothing before it: 'a super strong girl', 'the invisible boy'. */
  had?: RegExp;
  /** The wish it makes of the story: 'talk to animals'. */
  doing: string;
  /** The power as a doing: 'talking to animals', 'being super strong'. */
  ing: string;
  /** Where a child has it, when not at home (the sea, for breathing underwater). */
  home?: SettingId;
  /** Kinds that have it anyway (a bird flies): no special power for them. */
  natural?: (kind: { canFly: boolean; canSwim: boolean; group: string }) => boolean;
  /** Words that keep a paragraph on the power. */
  words: readonly string[];
  /** 'Mia Can Fly', 'The Girl Who Could Fly' ({Hero}, {Kind}). */
  titles: readonly string[];
  /** Found: waking up able to, or the first time it happens. */
  found: readonly string[];
  /** Kept a secret. */
  secret: readonly string[];
  /** Fun with it, two steps. */
  fun: readonly (readonly [string, string])[];
  /** A muddle it causes, and how it is put right (the secret still kept). */
  muddle: readonly (readonly [string, string])[];
  /** Someone in need, and the power used to help. */
  good: readonly (readonly [string, string])[];
  /** Home at bedtime, the secret kept. */
  night: readonly string[];
  /**
   * The name it goes by, when it has one ({superName}: 'Super {Hero}', 'Mighty {Hero}'): the hero's name stays in it, so
   * a page pictured alone still shows who it is.
   */
  names?: readonly string[];
}

/**
 * The idea makes its hero a superhero: 'A superhero called Max', 'Mia is a superhero', 'A superhero cat', 'Bubbles, a
 * superhero cat', 'Super Sam'.
 */
const SUPERHERO =
  /^(?:(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur) )?(?:(?:little|brave|super|young) )?[Ss]uper ?[Hh]ero\b|\b(?:is|was|am|are) (?:a|the) (?:(?:little|brave|young) )?[Ss]uper ?[Hh]ero\b|\p{Lu}\p{Ll}+(?:,? the|, an?) (?:(?:little|brave|young) )?[Ss]uper ?[Hh]ero\b|\bSuper (?!Strong\b|Hero\b)\p{Lu}\p{Ll}+/u;

export const POWERS: readonly Power[] = [
  // A superhero's day ('A superhero called Max saves the city'): first, so a superhero who can also fly is told as one.
  // Its lines are told by the superhero's own moves (moves/power.ts): the cape and the secret name, two small rescues,
  // a big trouble the power alone cannot put right (friends, kindness or a clever idea do), the city cheering, and home
  // in time for tea. No family finds out.
  {
    id: 'superhero',
    said: SUPERHERO,
    base: '',
    had: SUPERHERO,
    doing: 'save the day',
    ing: 'being a superhero',
    home: 'city',
    words: ['superhero', 'cape', 'city', 'saved', 'flew', 'zoomed', 'cheered', 'help'],
    titles: ['{Hero} Saves the Day', '{Hero} the Superhero'],
    names: ['Super {Hero}', 'Mighty {Hero}'],
    found: [
      // (Stood tall, never 'hands on hips': a superhero cat has paws.)
      '{Hero} tied on {their} red cape and stood tall and proud. Now {they} {was} {superName}!',
      'Swish! On went the red cape and the little black mask. {Hero} became {superName}!',
      '[child] After breakfast, {hero} slipped into the cupboard. Out came {superName}, in a flappy red cape!',
    ],
    secret: [
      'Nobody in the city knew who was under the mask. It was a secret!',
      '"Nobody must guess who I really am," {hero} whispered.',
      '[child] Not even {helper} knew about the red cape.',
    ],
    // Two small rescues, the second a little bigger.
    fun: [
      [
        'Mew! A kitten was stuck up a tall tree in the park. {SuperName} flew up and lifted it down.',
        'Then a little girl’s red balloon floated away. Whoosh! {SuperName} caught the string.',
      ],
      [
        'In the busy street, a lady’s hat blew off. {SuperName} zoomed after it and caught it.',
        'Then a puppy was stuck on a roof, yapping. {SuperName} flew up and carried it down.',
      ],
      [
        'In the park, a little boy dropped his ice cream. {SuperName} caught it in time!',
        'Then a kitten was stuck up a lamp post. {SuperName} flew up and lifted it down.',
      ],
      [
        'A little boy’s kite was stuck on a roof in the city. {SuperName} flew up and set it free.',
        'Then a puppy fell into the duck pond. Splash! {SuperName} scooped it out.',
      ],
    ],
    // The big trouble and the power not enough, then what wins: friends, kindness or a clever idea.
    muddle: [
      [
        'Then a runaway shopping trolley rolled down a city street, full of apples! {SuperName} grabbed it, but it was too fast.',
        '"Everyone, grab on!" called {hero}. The whole street held on together, and the trolley stopped. Teamwork!',
      ],
      [
        'Then a big red bus got stuck in the mud in the city. {SuperName} pushed and pushed, but it would not move.',
        '{Hero} had a clever idea. Everyone got off the city bus and pushed together. Out it rolled!',
      ],
      [
        'Then a big, scared dog stood on a city bridge, growling at everyone. {SuperName} flexed {their} muscles, but the dog just growled.',
        '{Hero} knelt down on the bridge and spoke softly. The dog wagged its tail. It was only lost and scared!',
      ],
      [
        'Then a little girl was lost in the big crowd in the city. {SuperName} flew high, but could not see her mum.',
        '{Hero} gave the girl a hug. Everyone in the city called out for her mum. Soon her mum came running!',
      ],
    ],
    // The city cheering, and a thank-you.
    good: [
      ['The whole city cheered. "Hooray for {superName}!"', 'The mayor gave {hero} a shiny gold medal.'],
      [
        'People in the city waved from every window. "Thank you, {superName}!"',
        'A little boy gave {hero} a drawing of a hero in a cape.',
      ],
      [
        'Car horns tooted all over the city. "Three cheers for {superName}!"',
        'The baker gave {hero} a big sticky bun, still warm.',
      ],
      ['Bells rang all over the city. "Well done, {superName}!"', 'A little girl gave {hero} a flower and a great big hug.'],
    ],
    night: [
      '[child] {Hero} was home just in time for tea. {Helper} never guessed a thing.',
      'Back home, {hero} hung the red cape on its hook. It was time for tea.',
      '[child] "Busy day?" asked {helper} at teatime. {Hero} just smiled and ate {their} beans.',
      'Just in time for tea, {hero} hid the red cape under the bed. Nobody guessed a thing.',
    ],
  },
  {
    id: 'animals',
    said: /\b(?:talk(?:s|ed|ing)?|speak(?:s|ing)?|spoke|chat(?:s|ted)?) (?:to|with) (?:the |all )?animals\b/i,
    base: 'talk',
    doing: 'talk to animals',
    ing: 'talking to animals',
    words: ['animals', 'talk', 'talked', 'said', 'cat', 'ducks'],
    titles: ['{Hero} Can Talk to Animals', 'The {Kind} Who Talked to Animals'],
    found: [
      '[child] One morning, the cat said, "Good morning!" And {hero} understood every word!',
      'One morning, a robin sang, "Wake up, sleepyhead!" {Hero} understood every word.',
      '[child] At breakfast, the dog gave a woof. It meant, "Any toast for me?"',
    ],
    secret: [
      '{Hero} could talk to animals! "It is our secret," {they} whispered.',
      '{Hero} could talk to animals! {They} decided to keep it a secret.',
    ],
    fun: [
      ['[child] {Hero} chatted with the cat all through breakfast.', 'In the garden, the snail told {them} a very slow joke.'],
      ['The sparrows told {hero} all the news of the garden.', 'A worm asked {them} the way to the veggie patch.'],
      ['A squirrel showed {hero} where it hid its nuts.', 'Then the goldfish blew bubbles and told {them} a secret.'],
    ],
    muddle: [
      [
        'Then all the animals talked at once! Woof! Tweet! Moo! Quack!',
        '{Hero} put up a hand. "One at a time, please!" Everyone waited their turn.',
      ],
      [
        '[child] Then {hero} barked back at the dog, right in front of {helper}!',
        '"Just a game," {hero} giggled. {Helper} laughed, and the secret was safe.',
      ],
      [
        'Then the crows and the pigeons had a big argument. Caw! Coo!',
        '{Hero} said, "Share the crumbs!" The birds shared, and all was calm.',
      ],
    ],
    good: [
      [
        'At the pond, the ducks quacked, "Help! Our duckling is stuck in the reeds!"',
        '{Hero} reached into the reeds and lifted the duckling out.',
      ],
      [
        'A mother hedgehog squeaked, "My baby is lost in the long grass!"',
        '{Hero} asked the birds to look. Soon the baby was found.',
      ],
      ['A little dog whimpered, "I can\'t find my way home."', 'The pigeons showed {hero} the way. The dog was home for tea.'],
    ],
    night: [
      'At bedtime, an owl hooted "Good night." {Hero} hooted back, very softly.',
      '[child] At bedtime, the cat curled up on the bed. "Sweet dreams," it purred.',
      'That night, {hero} kept the secret. Only the animals knew.',
    ],
  },
  {
    id: 'fly',
    said: /\b(?:fly|flies|flew|flying)\b(?! (?:a|an|the|her|his|their|my|our|its|away|home|to|on|in|with|kites?|planes?)\b)/i,
    base: 'fly',
    doing: 'fly',
    ing: 'flying',
    natural: (kind) => kind.canFly,
    words: ['fly', 'flew', 'flying', 'floated', 'sky', 'air', 'up'],
    titles: ['{Hero} Can Fly', 'The {Kind} Who Could Fly'],
    found: [
      '[child] One morning, {hero} woke up floating near the ceiling!',
      'In the garden, {hero} floated up, up, up, right off the grass!',
      '[child] {Hero} sneezed at breakfast and floated right up off the chair!',
    ],
    secret: [
      '{Hero} could fly! "I will keep it a secret," {they} whispered.',
      '{Hero} could fly! {They} decided to tell nobody, not yet.',
    ],
    fun: [
      ['{Hero} flew up to the roof to say hello to the birds.', 'Then {they} flew loop-the-loops over the garden.'],
      ['{Hero} flew high above the park, past the treetops.', 'Then {they} flew along with a flock of geese.'],
      ['{Hero} flew through a fluffy white cloud. It tickled!', 'Then {they} glided down as light as a feather.'],
    ],
    muddle: [
      ['{Hero} flew too fast and landed in a tree, bump!', '{Hero} climbed down branch by branch. Nobody saw a thing.'],
      [
        '[child] A sneeze sent {hero} floating up, just as {helper} came in!',
        '{Hero} floated gently down to the floor. "Just stretching," {they} said.',
      ],
      ['Then a big wind blew {hero} right over the hill!', '{Hero} flew low and slow, all the way back home.'],
    ],
    good: [
      ["A little boy's kite was stuck high up on a roof.", 'When nobody was looking, {hero} flew up and fetched it.'],
      ['A kitten was stuck on the roof, mewing and scared.', '{Hero} flew up and carried it safely down.'],
      ['A baby bird had fallen out of its nest.', '{Hero} flew up and tucked it back in, safe and sound.'],
    ],
    night: [
      '[child] At bedtime, {hero} floated just a little, then snuggled down.',
      'That night, {hero} did one last loop round the bedroom, then snuggled down.',
      'At bedtime, {hero} smiled. Nobody knew {their} secret.',
    ],
  },
  {
    id: 'invisible',
    said: /\b(?:turn(?:s|ed|ing)?|go(?:es)?|went|going|become|becomes|became|is|was|be) (?:totally |completely )?invisible\b|\binvisible (?:girl|boy|child|kid)\b/i,
    base: 'turn',
    had: /\binvisible (?:girl|boy|child|kid)\b/i,
    doing: 'turn invisible',
    ing: 'turning invisible',
    words: ['invisible', 'see', 'saw', 'seen', 'nobody', 'vanished'],
    titles: ['{Hero} Can Turn Invisible', 'The Invisible {Kind}'],
    found: [
      '[child] One morning, {hero} looked in the mirror. There was nobody there!',
      '{Hero} wished to hide, and blink! {They} vanished. Even {their} feet were invisible!',
      '[child] {Hero} held up a hand at breakfast. {They} could see right through it!',
    ],
    secret: [
      '{Hero} could turn invisible! "Shh, it is a secret," {they} whispered.',
      '{Hero} blinked, and back {they} came. It would be a secret.',
    ],
    fun: [
      [
        '[child] {Hero} turned invisible and sneaked a biscuit from the tin.',
        'Then {they} tiptoed behind the cat. It jumped a mile!',
      ],
      ['{Hero} played hide and seek and was never found.', 'Then {they} made a ball roll all by itself.'],
      ['{Hero} walked right past the pigeons. Not one flew away.', 'Then {they} made footprints appear in the sand, one by one.'],
    ],
    muddle: [
      [
        '[child] At dinner, {hero} was still invisible. {Helper} laid no plate for {them}!',
        '{Hero} popped back just in time. "There you are!" {helper} laughed.',
      ],
      [
        'Then {hero} could not turn back! Blink, blink, still nobody there.',
        '{Hero} took a deep breath and counted to ten. Pop! Back again.',
      ],
      [
        '[child] Invisible, {hero} bumped into {helper}. The shopping went everywhere!',
        '{Hero} popped back and helped pick it all up.',
      ],
    ],
    good: [
      ['A shy rabbit was hiding from a dog, too scared to move.', 'Invisible, {hero} gently carried it back to its burrow.'],
      ["Little Sam's toy car was lost in the park.", 'Invisible, {hero} crept past the busy ducks and found it under the bench.'],
      [
        'A robin had hopped into the shed and could not get out.',
        'Invisible, {hero} crept in slowly and opened the window for it.',
      ],
    ],
    night: [
      'At bedtime, {hero} was there for a good-night hug. The secret was safe.',
      'That night, {hero} turned invisible once in the dark, just for fun.',
      'At bedtime, {hero} kept the secret tucked up inside, warm and safe.',
    ],
  },
  {
    id: 'strong',
    said: /\bsuper[- ]?(?:strong|strength)\b|\b(?:strongest (?:girl|boy|child|kid) in the world)\b|\bstrong enough to lift\b/i,
    base: '',
    had: /\bsuper[- ]?(?:strong|strength)\b|\b(?:strongest (?:girl|boy|child|kid) in the world)\b|\bstrong enough to lift\b/i,
    doing: 'be super strong',
    ing: 'being super strong',
    words: ['strong', 'lifted', 'heavy', 'carried'],
    titles: ['{Hero} the Super Strong', 'The Strongest {Kind} in the World'],
    found: [
      '[child] One morning, {hero} picked up the bed to look for a sock!',
      '{Hero} gave a big stone a little push. It rolled right down the hill!',
      '[child] {Hero} squeezed the toothpaste, and it shot across the room!',
    ],
    secret: [
      '{Hero} was super strong! "Nobody must know," {they} whispered.',
      '{Hero} was super strong! It would be {their} secret.',
    ],
    fun: [
      ['{Hero} lifted a big log with one finger.', 'Then {they} threw a ball so far it went over the trees.'],
      ['{Hero} carried the sofa round the room, just for fun.', 'Then {they} pushed the swing so high it touched the leaves.'],
    ],
    muddle: [
      [
        '[child] At lunch, {hero} picked up {their} cup. Crunch! It squished flat!',
        '{Hero} held the next cup very, very gently. {Helper} did not notice.',
      ],
      ['[child] Then {hero} opened the door so hard it came off!', '{Hero} set it back on its hinges, quick as a wink.'],
      ['Then {hero} gave a friend a hug. It was much too tight!', '"Oops, sorry!" {Hero} gave a soft, gentle hug instead.'],
    ],
    good: [
      ['A big branch had fallen across the path. Nobody could get by.', '{Hero} lifted it up and put it to one side.'],
      ["Mr Patel's car was stuck in the mud, wheels spinning.", 'When nobody was looking, {hero} gave it a push. Out it rolled!'],
      ['A ball was stuck under a heavy bench.', '{Hero} lifted the bench with one hand and got it back.'],
    ],
    night: [
      'At bedtime, {hero} fluffed the pillow very, very gently.',
      'That night, {hero} smiled. Nobody knew about {their} strong arms.',
      'At bedtime, {hero} yawned a big yawn. Being strong was hard work.',
    ],
  },
  {
    id: 'tiny',
    said: /\b(?:shrink(?:s|ing)?|shrank|shrunk)\b(?: (?:down|really|very|super|so))*(?: (?:tiny|small|little))?|\b(?:get|gets|got|turn|turns|turned|become|becomes|became|go|goes|went) (?:really |very |super )?(?:tiny|small as an? (?:ant|mouse|bug))\b/i,
    base: 'shrink',
    doing: 'shrink tiny',
    ing: 'shrinking tiny',
    words: ['tiny', 'small', 'shrank', 'big'],
    titles: ['Tiny {Hero}', 'The {Kind} Who Could Shrink'],
    found: [
      '[child] One morning, {hero} woke up as small as a thumb!',
      '{Hero} sneezed, and pop! {They} shrank as small as a ladybird.',
      '[child] {Hero} wished to be small, and shrank right inside {their} sock!',
    ],
    secret: [
      '{Hero} could shrink tiny! "It is my secret," {they} whispered.',
      '{Hero} clapped twice and grew back. It would be a secret.',
    ],
    fun: [
      ['{Hero} rode on a snail, very, very slowly.', 'Then {they} sailed across a puddle on a leaf.'],
      ['{Hero} slid down a daisy petal.', 'Then {they} had tea with a ladybird in a buttercup.'],
      ['[child] {Hero} hid inside a teacup.', 'Then {they} bounced on a marshmallow like a trampoline.'],
    ],
    muddle: [
      [
        'Then a big bird swooped down and thought {hero} was a worm!',
        '{Hero} clapped twice and grew back. The bird flapped off in a fright.',
      ],
      [
        '[child] Then {helper} almost swept {hero} up with the crumbs!',
        '{Hero} hopped into a slipper and grew back behind the sofa.',
      ],
      ['Then {hero} fell into a puddle. It was as big as a sea!', 'An ant held out a twig, and {hero} climbed out.'],
    ],
    good: [
      [
        "Little Sam's toy car had rolled under the cooker. Nobody could reach it.",
        '{Hero} shrank, crept under and pushed it out.',
      ],
      ["Grandma's ring had dropped down a crack in the floor.", '{Hero} shrank, climbed down the crack and carried it up.'],
      ['A beetle was stuck on its back, legs waving.', '{Hero} shrank and helped it roll over. "Thank you!" it buzzed.'],
    ],
    night: [
      'At bedtime, {hero} was back to {their} own size, all snug.',
      'That night, {hero} smiled. Being small was fun, but home was best.',
      'At bedtime, {hero} tucked the secret away, tiny and safe.',
    ],
  },
  {
    id: 'underwater',
    said: /\bbreath(?:e|es|ed|ing) (?:under ?water|under the (?:sea|water)|like a fish)\b/i,
    base: 'breathe',
    doing: 'breathe underwater',
    ing: 'breathing underwater',
    home: 'beach',
    natural: (kind) => kind.group === 'sea',
    words: ['water', 'underwater', 'sea', 'breathe', 'fish', 'swam'],
    titles: ['{Hero} Can Breathe Underwater', 'The {Kind} Who Could Breathe Underwater'],
    found: [
      '[child] In the bath, {hero} slid under the bubbles. {They} could still breathe!',
      'At the beach, {hero} ducked under a wave. {They} could still breathe!',
    ],
    secret: [
      '{Hero} could breathe underwater! "Our secret," {they} told a passing fish.',
      '{Hero} could breathe underwater! {They} would keep it a secret.',
    ],
    fun: [
      ['{Hero} swam down with the silver fish.', 'Then {they} played tag with a friendly seal.'],
      ['{Hero} rode on the back of a big, slow turtle.', 'Then {they} waved to a crab in the rock pool.'],
    ],
    muddle: [
      [
        'Then {hero} stayed under so long that {helper} began to worry!',
        '{Hero} popped up, waving. "Just counting shells!" {they} said.',
      ],
      [
        'Then a crab nipped {their} toe, and {hero} shot up with a splash!',
        '{Hero} laughed and waved to the crab. "Sorry for the splash!"',
      ],
    ],
    good: [
      ["A girl's shiny bracelet fell off the pier into the sea.", '{Hero} swam down to the sandy bottom and brought it back.'],
      ['A little fish was caught in an old net.', '{Hero} swam down and gently set it free.'],
    ],
    night: [
      'At bedtime, {hero} dreamed of the sea. The secret was safe.',
      'That night, {hero} listened to the waves and smiled at the secret.',
    ],
  },
];
