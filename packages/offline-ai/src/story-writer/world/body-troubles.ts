/**
 * Small everyday troubles of one's own body or bedtime, trouble by trouble: how it shows (wide awake at bedtime, a
 * tooth that wiggles), the wish as the child says it, the tries that do not work, each in its own funny way (a glass of
 * warm milk gives a milk moustache, not a yawn), the helper's real trick (a slow breath, a surprise "BOO!"), the moment
 * it works and the happy end of that trouble (fast asleep at last, the tooth under the pillow).
 * Slots: {hero}, {Hero}, {heroS}, {HeroS}, {they}, {their}, {them}, {themselves}, {was}, {kind}, {kinds}, {inPlace},
 * {helper} and {Helper} (who helps: 'Mum', 'the badger'), {bed} (a bed, a den, a nest), {voice} ('roar'), {voiced}
 * ('roared'), {move} ('hop'), {moved} ('hopped'). A line may start with gates, kept only where they hold (fears.ts
 * `gated`): [child] a person, [in] at home, [hands], [wings], [night] a creature awake at night (an owl: it is their
 * night!), [fire] a dragon, [still] a hero that stays where it is (a mountain, a tree: no bed), [shines] one that shines
 * all night (the moon, a star, a lighthouse), [sky] one of the sky (the moon, a star, the sun: it can hide behind a
 * cloud), [sea] under or on the sea.
 */
import type { SettingId } from '../../language/index.js';
import { BROKEN_THINGS } from './broken-things.js';
import { PASSIONS } from './passions.js';
import { TOO_MUCH } from './too-much.js';
import { memo } from '../../memo.js';

/** A trick, and how it works. */
export interface Way {
  trick: string;
  works: string;
}

export interface BodyTrouble {
  id: string;
  /** How an idea says it: 'can't sleep', 'a wobbly tooth', 'the hiccups'. */
  about: RegExp;
  /**
   * Only a person has it (a whistle, shoelaces), only a creature with a voice of its own (a roar), or only a creature
   * awake at night (a bat who cannot sleep in the day), only a creature with the part of itself it lost (a horn), or
   * only one who is not a person (a car that will not start: Dad's car is mended with Dad, Dad never splutters; a goat
   * who eats everything), or
   * only a creature that hops (a bunny that lost its hop), or only a young bird (the first flight from the nest).
   */
  who?: 'child' | 'creature' | 'night' | 'part' | 'thing' | 'hopper' | 'flier';
  /** The wish, as the plan's goal: 'fall asleep'. */
  wish: string;
  /** Words a paragraph on the trouble keeps to; the first is what tests look for. */
  words: readonly string[];
  /** Where a child has it when the idea names nowhere. */
  home: SettingId;
  /** Had at home with the family whoever has it (a little dinosaur learns the potty with Mum, not in the jungle). */
  atHome?: true;
  /** Who helps, when not the family or one of the place: the children who built a snowman. */
  helpers?: readonly string[];
  /** A creature is helped by another creature of its place, never a pirate at sea: one who needs a lullaby sung. */
  creatureHelps?: true;
  /**
   * A thing broken: one of the family the idea names is the one who helps ('with his dad'), or, when the thing was
   * theirs ('Mum's favourite vase'), the one told.
   */
  familyHelps?: true;
  /** How it shows, with its signs. */
  shows: readonly string[];
  /** The wish, said. */
  say: readonly string[];
  /** Tries that do not work, each in its own funny way; three are told. */
  tries: readonly string[];
  /** How the hero feels once nothing has worked. */
  sad: readonly string[];
  /** The helper's real trick or true word (its gates keep the way), and the moment it works: the high point. */
  ways: readonly Way[];
  /** How the hero takes it, just after. */
  cheer: readonly string[];
  /** The happy end of that trouble. */
  end: readonly string[];
  /** The trouble still there, where a paragraph of tries has not said it. */
  still: readonly string[];
  /** Titles, with {name} and {owner} ('Ben's'): 'Ben and the Wobbly Tooth'. */
  titles: readonly string[];
  /** The story's tag: 'sleep', 'teeth'. */
  tag: string;
}

const CANT = String.raw`(?:can(?:no|['’])?t|could(?:n['’]t| not)|won['’]?t|is not able to|isn['’]t able to)`;

/** The voices a creature may not find ('A lion cub who can't roar'): said as the verb. */
const VOICES = [
  'roar',
  'hoot',
  'bark',
  'quack',
  'howl',
  'neigh',
  'moo',
  'croak',
  'chirp',
  'tweet',
  'meow',
  'miaow',
  'purr',
  'growl',
  'trumpet',
  'squeak',
  'oink',
  'baa',
  'buzz',
  'hiss',
  'honk',
  'cluck',
  'bleat',
  'squawk',
] as const;

/** The springy ways of moving a creature may not find ('A kangaroo who can't hop', 'A bunny who lost its hop'). */
const HOPS = ['hop', 'jump', 'bounce', 'leap'] as const;

/** The way of moving the idea says a creature cannot find, if its kind moves so ('jump' for a frog that hops). */
export function moveIn(text: string, moves: readonly string[]): string | null {
  if (!moves.some((m) => (HOPS as readonly string[]).includes(m))) return null;
  return new RegExp(String.raw`\b(${HOPS.join('|')})\b`, 'i').exec(text)?.[1]?.toLowerCase() ?? null;
}

/**
 * Parts of oneself a creature may lose, as said ('her horn', 'his tail feathers'): how it goes ({went}, said after
 * the part: 'had wobbled loose and fallen off') and how it comes back ({back}: 'grew back, shining and new').
 */
export interface LostPart {
  said: string;
  /** Falls off (a horn), fades (colours, a glow) or goes quiet (a song): which tries and ends suit it. */
  how: 'piece' | 'look' | 'sound';
  went: string;
  back: string;
}

const LOST_PARTS: readonly LostPart[] = [
  { said: 'horn', how: 'piece', went: 'had wobbled loose and fallen off', back: 'began to glow, and grew back, shining and new' },
  { said: 'antlers', how: 'piece', went: 'had wobbled loose and fallen off', back: 'grew back, bigger than before' },
  { said: 'tail feathers', how: 'piece', went: 'had all fallen out', back: 'grew back, longer and brighter than ever' },
  { said: 'feathers', how: 'piece', went: 'had all fallen out', back: 'grew back, soft and bright' },
  { said: 'tail', how: 'piece', went: 'had dropped off', back: 'grew back, good as new' },
  { said: 'colou?rs', how: 'look', went: 'had faded to grey', back: 'came back, brighter than ever' },
  { said: 'glow', how: 'look', went: 'had gone dim', back: 'flickered, and glowed brighter than ever' },
  { said: 'light', how: 'look', went: 'had gone dim', back: 'flickered, and shone brighter than ever' },
  { said: 'shine', how: 'look', went: 'had gone dull', back: 'came back, brighter than ever' },
  { said: 'song', how: 'sound', went: 'had gone quiet', back: 'came back, sweeter than ever' },
  { said: 'shell', how: 'piece', went: 'had slipped off', back: 'slid back on, snug and safe' },
];

/** The part the idea says a creature lost ('her tail feathers'), as the idea says it. */
export function lostPartIn(text: string): (LostPart & { word: string }) | null {
  for (const part of LOST_PARTS) {
    const said = new RegExp(
      String.raw`\b(?:lost|lose|loses|losing) (?:all )?(?:of )?(?:her|his|their|its) (${part.said})\b`,
      'i',
    ).exec(text);
    if (said) return { ...part, word: said[1]!.toLowerCase() };
  }
  return null;
}

export const BODY_TROUBLES: readonly BodyTrouble[] = [
  {
    id: 'day-sleep',
    who: 'night',
    still: ['The sun was still up, and so was {hero}.', 'Still, {hero} was wide awake in the bright day.'],
    titles: ['{name} Sleeps in the Day', '{name} and the Bright Morning'],
    tag: 'sleep',
    about: new RegExp(
      String.raw`\b${CANT} (?:get to |go to |fall a)?sleep (?:in the day(?:time)?|during the day|by day|when the sun is up)\b`,
      'i',
    ),
    wish: 'sleep in the day',
    words: ['sleep', 'asleep', 'day', 'sun', 'yawn', 'sleepy'],
    home: 'forest',
    helpers: ['mum', 'grandma'],
    shows: [
      'The sun came up, and all the other {kinds} went to sleep. But {hero} was wide awake.',
      'It was morning, time for {kinds} to go to bed. But {hero} was not one bit sleepy.',
    ],
    say: [
      '"Why can’t I sleep in the day, like the others?" whispered {hero}.',
      '"The day is so bright and busy," sighed {hero}. "How can I sleep?"',
    ],
    tries: [
      'A sunbeam crept in and tickled {their} nose. {Hero} shut {their} eyes, but it was still too bright.',
      'Outside, the birds sang and sang. Tweet, tweet! {Hero} covered {their} ears.',
      '[wings] {Hero} wrapped {their} wings round {them} like a blanket. But one wing kept slipping.',
      '{Hero} counted the other {kinds} as they snored: one, two, three... Then {hero} lost count.',
      'A bee buzzed past. Bzzz! {Hero} just had to peep out and watch it.',
    ],
    sad: [
      '"It’s no good. The day is too bright to sleep," sighed {hero}.',
      '{Hero} gave a big sigh. Everyone was asleep but {them}.',
    ],
    ways: [
      {
        trick: '"{Kinds} sleep in the day and wake at night," said {helper}. "Let’s find the darkest, quietest spot."',
        works: '{Hero} snuggled into a dark, quiet corner. The birdsong grew far away. {HeroS} eyes grew heavy.',
      },
      {
        trick: '"Tonight, stay up and play all night," said {helper}. "By sunrise, you will be sleepy."',
        works: 'So {hero} played under the moon until dawn. Then came a great big yawn.',
      },
      {
        trick: '[wings] {Helper} showed {hero} how to fold {their} wings snugly. "Now breathe slow and soft."',
        works: '{Hero} folded {their} wings and breathed slow and soft. {HeroS} eyes grew heavy.',
      },
    ],
    cheer: ['"Now I’m sleepy," yawned {hero}. "Good morning, and goodnight!"', '"Night night, sunshine," mumbled {hero}.'],
    end: [
      'All day long, {hero} slept, snug and still. At sunset, {hero} woke up, ready for the night.',
      'Soon {hero} was fast asleep while the sun shone outside. When the stars came out, {hero} woke, fresh and bright.',
    ],
  },
  {
    id: 'sleep',
    still: ['Still, {hero} was wide awake.', '{Hero} was still not one bit sleepy.'],
    titles: ['{name} Can’t Sleep', '{name} and the Long Night'],
    tag: 'sleep',
    about: new RegExp(
      String.raw`\b${CANT} (?:get to |go to |fall a)?sleep\b|\b(?:wide awake|not sleepy|trouble sleeping|sleepless)\b` +
        // ('Bedtime for little bear', 'Time for bed, Mia', 'Goodnight, little bear', "Mia's bedtime": bedtime and
        // nothing else, told as the night sleep is waited for.)
        String.raw`|^(?:it[’']?s\s+)?(?:bedtime|time for bed|goodnight|good night|night[ ,-]+night|sleepy ?time)(?:\s+for)?[\s,]*[a-z’' -]{0,30}[.!]?$|^[a-z’' -]{0,30}[’']s bedtime[.!]?$`,
      'i',
    ),
    wish: 'fall asleep',
    words: ['sleep', 'asleep', 'awake', 'yawn', 'sleepy', 'bed'],
    home: 'bedroom',
    shows: [
      '[child] It was bedtime, but {hero} was wide awake. {Hero} tossed and turned until the covers fell on the floor.',
      '[child] The house was quiet, and everyone was asleep. Everyone but {hero}, whose eyes were wide open.',
      '[night] The sun went down, and the moon came up. {Hero} shut {their} eyes tight, but sleep would not come.',
      '[night] The moon was up. It was bedtime, but {hero} was not one bit sleepy.',
      '[!child][!night][!still] The stars came out, and all was still. But {hero} lay in {their} {bed}, wide awake.',
      '[!child][!night] Night fell {inPlace}, and everyone went to sleep. Everyone but {hero}.',
    ],
    say: [
      '"Why can’t I fall asleep?" whispered {hero}.',
      '"I just want to sleep," sighed {hero}, wide awake.',
      '"Sleep, sleep, where are you?" whispered {hero} into the dark.',
    ],
    tries: [
      '[child] {Hero} counted sheep: one, two, three... But at ninety-nine, the sheep began to dance, and {hero} giggled.',
      '[child] {Hero} had a glass of warm milk. It gave {them} a milk moustache, but not one yawn.',
      '[child] {Hero} hugged {their} teddy tight. But teddy’s ear tickled {their} nose. Ah-choo! Still awake.',
      '[child] {Hero} listened to the rain go pitter, patter. But soon {hero} was tapping along like a drummer.',
      '[child] {Hero} switched on the night light. It made funny shapes on the wall. {Hero} made up stories about them.',
      '[!child] {Hero} counted the stars: one, two, three... But there were far too many stars to count!',
      '[!child][!still] {Hero} curled up tight in {their} {bed}. But a leaf tickled {their} nose. Ah-choo!',
      '[!child][!night][!still] {Hero} lay on {their} back, then on {their} tummy. Still no sleep came.',
      '[sky] {Hero} hid behind a fluffy cloud. But the cloud drifted away, and there was {hero} again!',
      '[still][!sky] {Hero} tried to keep very still. But the wind whistled past and woke {them} up again.',
      '[shines] {Hero} tried to dim {their} light. But {they} only glowed brighter!',
      '[still][!shines] {Hero} shut {their} eyes tight. But a little owl hooted, and {hero} peeped out again.',
      '[night][wings] {Hero} tucked {their} head under {their} wing. But soon {hero} just had to peep out again.',
      '[night] A moth fluttered past. {Hero} just had to chase it, round and round the tree!',
      '[night] {Hero} shut {their} eyes and counted to ten. But {their} eyes kept popping open again!',
    ],
    sad: [
      '"It’s no good. I’m not one bit sleepy," said {hero}.',
      '[child] {Hero} sat up in bed. "I can’t sleep!" {they} called.',
      '[!child] {Hero} gave a big sigh. How could anyone sleep on such a night?',
    ],
    ways: [
      {
        trick: '[child] {Helper} sat on the bed. "Let’s breathe slowly, like a sleepy bear. In, and out."',
        works: 'In and out, slow and soft, breathed {hero}. {HeroS} eyes grew heavy, and out came a great big yawn.',
      },
      {
        trick: '[child] "Let’s think of soft, sleepy things," said {helper}. "A fluffy cloud, a warm bath, a purring cat."',
        works: '{Hero} thought of a fluffy cloud, drifting along. {HeroS} eyes began to close. Yaaawn!',
      },
      {
        trick: '[child] {Helper} tucked {hero} in and sang a soft, slow song.',
        works: '{Hero} listened to the song. {HeroS} eyes grew heavy. Yaaawn!',
      },
      {
        trick: '[night] {Helper} laughed kindly. "But {kinds} sleep in the day! The night is your time to be awake."',
        works: 'So {hero} played all night under the moon. When the sky turned pink, {hero} gave a great big yawn.',
      },
      {
        trick: '[night] "{Kinds} are night animals, little one," said {helper}. "You sleep when the sun comes up!"',
        works: '{Hero} had the best night ever, playing in the moonlight. Then the sun peeped up, and {hero} yawned.',
      },
      {
        trick: '[shines] {Helper} smiled. "But the night is your time to shine! You can sleep when the sun comes up."',
        works: 'So {hero} shone all night over the sleeping world. When the sky turned pink, {hero} gave a great big yawn.',
      },
      {
        trick: '[!child][!night] "Let’s listen to the night," said {helper} softly. "Shh. Can you hear the wind?"',
        works: '{Hero} listened to the wind, soft and slow. Whoosh... whoosh... Then came a great big yawn.',
      },
      {
        trick: '[!child][!night] {Helper} hummed a slow, sleepy song, soft as the wind.',
        works: 'The song was soft and slow. {HeroS} eyes grew heavy, and {hero} gave a great big yawn.',
      },
    ],
    cheer: ['[child] "Night night," mumbled {hero}, with a sleepy smile.', '"Now I’m sleepy," yawned {hero}.'],
    end: [
      '[child] Soon {hero} was fast asleep, snoring softly. Goodnight, {hero}.',
      '[child] {Hero} snuggled down, and in no time {they} {was} fast asleep. Sweet dreams!',
      '[night] As the sun rose, {hero} snuggled into {their} {bed}. Soon {hero} was fast asleep. Good morning, and goodnight!',
      '[night] The birds sang the morning in. But {hero} was fast asleep in {their} {bed}.',
      '[!child][!night][!still] Soon {hero} was fast asleep in {their} {bed}, dreaming happy dreams.',
      '[still][!shines] Soon {hero} was fast asleep, dreaming happy dreams.',
      '[shines] As the sun rose, {hero} closed {their} eyes at last. Good morning, and goodnight!',
    ],
  },
  {
    id: 'tooth',
    still: ['The wobbly tooth still would not budge.', 'Still the tooth wobbled and stayed.'],
    titles: ['{name} and the Wobbly Tooth', '{owner} Wobbly Tooth'],
    tag: 'teeth',
    // ('Sam lost his tooth', "Zainab's lost tooth": it came out, a wobbly-tooth day; 'lost his tooth in the garden' is
    // the tooth itself gone, looked for.)
    about:
      /\b(?:wobbly|wiggly|loose|wobbling|lost) (?:front |baby )?tooth\b(?! (?:in|at|on|under|by|near|down|somewhere|outside)\b)|\btooth (?:is|was|went|goes) (?:wobbly|wiggly|loose)\b|\btooth (?:falls?|fell|comes?|came|pops?|popped) out\b|\b(?:lost|loses|losing|lose) (?:his|her|my|their|a) (?:first |front |baby )?tooth\b(?! (?:in|at|on|under|by|near|down|somewhere|outside)\b)/i,
    wish: 'wiggle out {their} wobbly tooth',
    words: ['tooth', 'wobbly', 'wiggle', 'wiggled', 'gap'],
    home: 'home',
    shows: [
      '{HeroS} front tooth was wobbly! It wiggled when {hero} talked, and it wiggled when {hero} ate.',
      'At breakfast, {hero} bit into {their} toast and felt something move. A wobbly tooth!',
      '{Hero} pushed {their} tongue against a tooth. Wiggle, wobble! It moved like a tiny door.',
    ],
    say: [
      '"When will my tooth come out?" asked {hero}.',
      '[child] "I want the tooth fairy to come!" said {hero}.',
      '"Come out, wobbly tooth!" said {hero}.',
    ],
    tries: [
      '{Hero} wiggled the tooth with {their} tongue all morning. It wobbled, but it would not come out.',
      '[child] {Hero} bit into a big crunchy apple. Crunch! The apple lost a bite, but the tooth stayed put.',
      '[child] {Hero} pulled funny faces in the mirror to wiggle it. But {hero} just laughed at the funny faces.',
      '{Hero} jumped up and down ten times. Boing, boing! The tooth wobbled, but it stayed in.',
      '[!child] {Hero} chewed a crunchy carrot. Crunch! The carrot snapped in two, but the tooth stayed put.',
    ],
    sad: [
      '"This tooth will never come out," sighed {hero}.',
      '{Hero} flopped down. That wobbly tooth was the most stubborn tooth ever!',
    ],
    ways: [
      {
        trick: '"Just leave it be," said {helper}. "A wobbly tooth comes out when it is ready."',
        works: 'At dinner, {hero} bit into a corn on the cob. Crunch! Out popped the tooth!',
      },
      {
        trick: '"Baby teeth fall out when new ones are ready," said {helper}. "Let’s have dinner."',
        works: 'At dinner, {hero} was busy chewing and laughing. Then, plink! The tiny tooth dropped onto {their} plate.',
      },
      {
        trick: '[child] "Let’s not think about it," said {helper}. "Come and help me make dinner."',
        works: 'At dinner, {hero} took a big bite of bread. Something small and white fell out. The wobbly tooth!',
      },
    ],
    cheer: ['"My tooth!" cried {hero}, and held it up high.', 'Everyone cheered. {Hero} had a gap in {their} smile!'],
    end: [
      // (The hero named: never 'Isaac looked towards the bedroom' added after the coin.)
      'That night, {hero} put the tooth under {their} pillow for the tooth fairy. In the morning, there was a shiny coin!',
      '{Hero} smiled at the gap in the mirror. The tooth went under {their} pillow for the tooth fairy.',
      '{Hero} smiled a big gappy smile. Then the tooth went under {their} pillow for the tooth fairy.',
    ],
  },
  {
    id: 'hiccups',
    still: ['Hic! The hiccups were still there.', 'Hic! Hic! The hiccups just would not stop.'],
    titles: ['{name} and the Hiccups', '{owner} Hiccups'],
    tag: 'hiccups',
    about: /\bhicc(?:up|ough)s?\b/i,
    wish: 'get rid of {their} hiccups',
    words: ['hiccups', 'hic', 'hiccup'],
    home: 'home',
    shows: [
      '[!fire] Hic! {Hero} had the hiccups. Hic! Every hiccup made {them} jump.',
      '[fire] Hic! {Hero} had the hiccups. Each hic came out as a puff of smoke!',
      '[!fire] It started after lunch. Hic! Then again. Hic! {Hero} had the hiccups!',
      '[fire] Hic! Out came a little flame. Hic! Out came a puff of smoke. {Hero} had the hiccups!',
    ],
    say: ['"Go away, hic, hiccups!" said {hero}. But the hiccups did not go away.', '"How do I, hic, stop them?" asked {hero}.'],
    tries: [
      '{Hero} held {their} breath and went as red as a tomato. Then, hic!',
      '[hands] {Hero} drank a glass of water upside down. Most of it went up {their} nose. Hic!',
      '[!hands] {Hero} took ten tiny sips of water. Sip, sip, sip. Hic!',
      '{Hero} hopped on one foot and said {their} name backwards. Hic! It did not help one bit.',
      '[fire] {Hero} tried to blow the hiccups out. Whoosh! Out came a big puff of smoke, and then a hic!',
      '[!fire] {Hero} stood on {their} head and hummed a song. Hic! Now {hero} was dizzy too.',
    ],
    sad: [
      '{Hero} sat down with a bump. "They will never stop," {hero} sighed. Hic!',
      '{Hero} was tired of hiccups. Hic! Even that sounded cross.',
    ],
    ways: [
      {
        trick: '{Helper} had an idea, and crept up very quietly behind {hero}...',
        works: '"BOO!" shouted {helper}. {Hero} jumped right off the ground in surprise!',
      },
      {
        trick: '{Helper} winked and tiptoed behind {hero}, quiet as a mouse.',
        works: '"BOO!" {Helper} jumped out with a great big shout. {Hero} leaped up high and squealed!',
      },
    ],
    cheer: ['{Hero} held still and listened. Not one hic!', '{Hero} landed with a bump. The hiccups were gone!'],
    end: [
      '{Hero} waited, and waited. No more hiccups! {Hero} laughed and laughed.',
      '"They’re gone!" cried {hero}. Not one more hic came.',
      '[fire] {Hero} blew a happy puff of smoke, round like a ring. No more hiccups!',
    ],
  },
  // A sparkle lost ('A unicorn who lost her sparkle') is a feeling, never a thing looked for behind a wall: the hero
  // feels dull and sad, shiny tries do not bring it back, and it comes back with friends' laughter or a kind deed.
  {
    id: 'sparkle',
    still: ['{Hero} still felt dull and grey.', 'There was still no sparkle at all.'],
    titles: ['{name} and the Lost Sparkle', '{name} Sparkles Again'],
    tag: 'feelings',
    about:
      /\b(?:lost|lose|loses|losing|without|no|find|finds|found) (?:all )?(?:of )?(?:her|his|their|its|my|your|the)? ?sparkles?\b/i,
    wish: 'get {their} sparkle back',
    words: ['sparkle', 'sparkled', 'sparkly', 'dull', 'grey'],
    home: 'home',
    shows: [
      '{Hero} woke up {inPlace} and felt dull and grey. {HeroS} sparkle had gone.',
      'One morning {inPlace}, {hero} did not sparkle at all. {They} felt flat and a bit sad.',
    ],
    say: ['"Where has my sparkle gone?" sighed {hero}.', '"I want my sparkle back," {hero} said in a small voice.'],
    tries: [
      '[!child] {Hero} rolled in some glitter. It made {them} sneeze. But it was not {their} sparkle.',
      '[!child] {Hero} rubbed and rubbed {themselves} until {they} squeaked. Still no sparkle.',
      '[child] {Hero} put on {their} shiniest clothes. {They} still felt dull inside.',
      '[child] {Hero} sprinkled glitter on a drawing. It got everywhere, but {hero} still felt grey.',
      '{Hero} wished on the first star, three times. But the sparkle did not come back.',
      '{Hero} sat in the sun all morning. {They} did not sparkle one bit.',
      '[hands] {Hero} stuck shiny stars all over {themselves}. They fell off, one by one.',
    ],
    sad: [
      '{Hero} sat down with a sigh. "My sparkle has gone," {they} said.',
      '{Hero} felt grey all over, and a tear rolled down.',
    ],
    ways: [
      {
        trick: '"A sparkle is a happy feeling," said {helper}. "Come and play with us!"',
        works: 'They played chase and told silly jokes. {Hero} laughed and laughed. A little sparkle came back!',
      },
      {
        trick: 'Then they heard a tiny cheep. A baby bird had fallen out of its nest. "Let’s help," said {helper}.',
        works: '{Hero} helped the baby bird back to its nest. Its mum sang thank you. And {hero} began to sparkle!',
      },
    ],
    cheer: ['{Hero} felt warm and light. The sparkle was back!', '"My sparkle!" cried {hero}. "It came back!"'],
    end: [
      '{Hero} sparkled more than ever. A sparkle shines when you laugh and are kind.',
      'That night, {hero} sparkled more than ever. A sparkle comes from a happy heart.',
    ],
  },
  // A part of oneself lost ('The unicorn who lost her horn', 'A firefly who lost his glow'): part of the hero, never a
  // thing carried and put down. It falls off, fades or goes quiet ({went}), is looked for in vain, and comes back
  // ({back}) when the hero helps someone, or in its own time.
  {
    id: 'part',
    still: ['{Hero} still missed {their} {part}.', '{Hero} thought of {their} {part} and sighed.'],
    titles: ['{name} and the Lost {Part}', '{name} Gets {Their} {Part} Back'],
    tag: 'feelings',
    about: new RegExp(
      String.raw`\b(?:lost|lose|loses|losing) (?:all )?(?:of )?(?:her|his|their|its) (?:${LOST_PARTS.map((p) => p.said).join('|')})\b`,
      'i',
    ),
    who: 'part',
    wish: 'get {their} {part} back',
    words: ['{part}', 'back'],
    home: 'home',
    // Gates: [piece] a part that falls off (a horn, a tail), [look] one that fades (colours, a glow), [sound] a song.
    shows: [
      '[!sound] One morning {inPlace}, {hero} looked down and gasped. {HeroS} {part} {went}!',
      '{Hero} woke up {inPlace} and felt strange. {HeroS} {part} {went}!',
      '[sound] {Hero} woke up {inPlace} and opened {their} mouth to sing. But {their} {part} {went}!',
    ],
    say: ['"Oh no! My {part}!" cried {hero}. "What will I do?"', '"I want my {part} back," {hero} said in a small voice.'],
    tries: [
      '[piece] {Hero} looked high and low for {their} {part}. No {part} anywhere.',
      '[!sound] {Hero} asked everyone {inPlace}. "Have you seen my {part}?" But nobody had.',
      '[piece] {Hero} tied on some leaves instead. But the wind blew them all away.',
      '[!sound] {Hero} looked at {themselves} in a puddle. {They} did not look like {themselves} at all.',
      '[piece][hands] {Hero} tried to stick on a paper {part} with tape. It fell off. Flop!',
      '[look] {Hero} sat in the sunshine all day, hoping. But {their} {part} did not come back.',
      '[look] {Hero} rolled in the dust, then washed in the stream. Still no {part}.',
      '[sound] {Hero} tried to sing a little tune. Not one note came out.',
      '[sound] {Hero} sipped some cool water and tried again. Still not one note.',
      '[sound] {Hero} listened to the others singing, and felt sad and quiet inside.',
    ],
    sad: [
      '{Hero} sat down with a sigh. "I am not me without my {part}," {they} said.',
      '{Hero} hid behind a bush, feeling small and sad.',
    ],
    ways: [
      {
        trick: 'Then they heard a tiny cheep. A baby bird was stuck in a bush. "Quick, let’s help!" said {helper}.',
        works: '{Hero} helped the baby bird out, very gently. "Thank you!" cheeped the baby bird. Then {heroS} {part} {back}!',
      },
      {
        trick: '"Some things come back in their own time," said {helper}. "Rest, and be kind to yourself."',
        works: '{Hero} rested, and played, and helped {their} friends. Then one morning, {heroS} {part} {back}!',
      },
    ],
    cheer: ['"My {part}!" cried {hero}, and did a happy twirl.', '{Hero} felt like {themselves} again, all the way through.'],
    end: [
      '[!sound] That night, {hero} showed everyone {their} {part}. {They} had never felt so happy.',
      '[sound] That night, {hero} sang a goodnight song for everyone. {They} had never felt so happy.',
      'That night, {hero} fell asleep smiling. Being kind had brought {their} {part} back.',
    ],
  },
  // A sneeze of fire ('A dragon who sneezes fire'): no cold, but the funny trouble of sneezes that set things alight
  // (the picnic toasted, the birthday candles, a hay bale), and a helper's idea that turns the sneeze to use (the
  // lanterns, the campfire) or calms the tickle. Before the cold: its sneezes are fire, not sniffles.
  {
    id: 'fire-sneeze',
    still: ['ATISHOO! Out shot another burst of fire.', 'Whoosh! The sneezes were still full of fire.'],
    titles: ['{name} and the Fiery Sneeze', 'Atishoo, {name}!', '{owner} Fiery Sneeze'],
    tag: 'funny',
    about: /\bsneez(?:e|es|ed|ing)\s+(?:out\s+)?(?:fire|flames?|sparks)\b|\b(?:fiery|fire|flaming|flamey)\s+sneez(?:e|es)\b/i,
    wish: 'stop sneezing fire',
    words: ['sneeze', 'sneezes', 'fire', 'atishoo', 'flame', 'whoosh'],
    home: 'home',
    shows: [
      '{Hero} had a tickly nose. Ah... ah... ATISHOO! Out shot a big burst of fire. WHOOSH!',
      'ATISHOO! Every time {hero} sneezed, out came a puff of flame. {HeroS} sneezes were on fire!',
      'Ah... ah... ATISHOO! A flame shot out of {heroS} nose, and a pile of leaves began to smoke.',
    ],
    say: [
      '"Oh no, not again!" said {hero}. "My sneezes set everything alight!"',
      '"I wish I could sneeze like everyone else," sighed {hero}. ATISHOO!',
    ],
    tries: [
      '{Hero} went to a picnic with {their} friends. ATISHOO! All the sandwiches were toasted, crisp and black.',
      '{Hero} held {their} nose tight. But the sneeze came out of {their} ears instead, in two puffs of smoke!',
      '{Hero} sneezed into a bucket of water. SSSS! A great cloud of steam filled the air.',
      '{Hero} went to a birthday party. ATISHOO! The candles lit at once, and the icing went all runny.',
      '{Hero} sat by a hay bale for a rest. ATISHOO! The hay began to smoke. Everyone ran for buckets!',
      '{Hero} bent down to smell a flower. ATISHOO! The flower went black and crispy.',
    ],
    sad: [
      '{Hero} hid in a cave, far away from everyone. It was lonely there.',
      '{Hero} sighed a little puff of smoke. Nobody wanted a fiery sneeze at their party.',
    ],
    ways: [
      {
        trick: '{Helper} had an idea. "Your sneeze could be useful! The lanterns for tonight need lighting."',
        works: 'One by one, {hero} sneezed on the lanterns. Atishoo, atishoo! Every lantern glowed gold.',
      },
      {
        trick: '"It is a cold night," said {helper}. "Could you light our campfire with one of your sneezes?"',
        works: '{Hero} sniffed a feather. Ah... ah... ATISHOO! WHOOSH! The campfire blazed up, warm and bright.',
      },
      {
        trick: '{Helper} brought a big cup of cool mint tea. "This calms a tickly nose," said {helper}.',
        works: '{Hero} sipped it up. The tickle went. Now {hero} sneezed only when {they} wanted a flame.',
      },
    ],
    cheer: ['Everyone cheered. "Hooray for {heroS} sneezes!"', '{Hero} grinned. {Their} sneeze was no trouble any more.'],
    end: [
      'From then on, when anything needed lighting, everyone called for {hero}. "Atishoo!" {they} laughed.',
      'That night, {hero} fell asleep smiling. {Their} fiery sneeze was useful after all!',
    ],
  },
  {
    // A broken arm in a plaster cast: a one-handed muddle, the cast signed or a one-hand way found, and it mends.
    id: 'cast',
    who: 'child',
    atHome: true,
    still: ['The cast was still heavy on {heroS} arm.', '{HeroS} arm was still in its big white cast.'],
    titles: ['{owner} Plaster Cast', '{name} and the Broken Arm'],
    tag: 'health',
    about:
      /\b(?:breaks?|broke|broken|has broken|hurts?|hurt) (?:his|her|their|my|an?) (?:arm|wrist)\b|\b(?:arm|wrist) in (?:a )?(?:plaster|cast|sling)\b|\bplaster cast\b|\bbroken (?:arm|wrist)\b/i,
    wish: 'get {their} arm better',
    words: ['cast', 'arm', 'plaster', 'better', 'hand', 'doctor'],
    home: 'home',
    shows: [
      '{Hero} fell off the climbing frame with a bump. {HeroS} arm hurt so much! At the hospital, the doctor put it in a plaster cast.',
      'Crash! {Hero} fell off {their} bike and hurt {their} arm. The doctor said it was broken, and put it in a cast.',
    ],
    say: [
      '"I can’t do anything with one arm!" said {hero}.',
      '"How long will it take to get better?" asked {hero}, looking at the big white cast.',
    ],
    tries: [
      '{Hero} tried to eat cereal with {their} other hand. Splosh! The milk went everywhere.',
      '{Hero} tried to pull on a jumper. It got stuck on the cast, and {hero} was stuck too!',
      '{Hero} tried to write {their} name with the other hand. The letters came out all wobbly.',
      '{Hero} wanted to play on the swings. But you need two hands for the swings.',
    ],
    sad: ['{Hero} sat down with a sigh. A cast was no fun at all.', '{Hero} felt cross and fed up. Everyone else could play.'],
    ways: [
      {
        trick: '{Helper} got out the felt-tip pens. "Let’s make your cast the best in town!"',
        works: 'Everyone signed {heroS} cast, and {their} friends drew stars and smiley faces. It looked amazing!',
      },
      {
        trick: '"Let’s find one-hand ways," said {helper}, and showed {hero} how.',
        works: '{Hero} ate with a spoon, and played football with {their} feet!',
      },
      {
        trick: '"Bones are clever," said {helper}. "Under the cast, your arm is mending, bit by bit."',
        works: 'Every night, {hero} gave the cast a gentle pat. "Get better, arm," {they} whispered.',
      },
    ],
    cheer: ['{Hero} grinned. Maybe a cast was not so bad after all.', '"Look at my cast!" said {hero}, holding it up proudly.'],
    end: [
      'Six weeks later, the doctor took the cast off. {HeroS} arm was mended, good as new!',
      'At last the day came for the cast to come off. {Hero} wiggled {their} fingers. {Their} arm was better!',
    ],
  },
  {
    id: 'cold',
    still: ['ATISHOO! The cold was still there.', 'Sniff! The sneezes just kept on coming.'],
    titles: ['{name} Has a Cold', 'Atishoo, {name}!'],
    tag: 'health',
    about:
      /\b(?:has|have|had|got|gets|with|catch(?:es)?|caught) (?:a )?(?:bad |nasty |little )?cold\b|\bsniffles\b|\bsneez(?:e|es|ing|y)\b|\brunny nose\b/i,
    wish: 'get over {their} cold',
    words: ['cold', 'sneeze', 'sneezes', 'nose', 'better', 'atishoo'],
    home: 'home',
    shows: [
      'Ah... ah... ATISHOO! {Hero} had a cold. {HeroS} nose was red and runny.',
      '{Hero} woke up with a tickly throat and a runny nose. ATISHOO! It was a cold.',
      'Sniff, sniff. ATISHOO! {Hero} had a cold and a stuffy nose.',
    ],
    say: ['"I don’t want a cold," sniffed {hero}. "I want to play!"', '"My nose won’t stop running," sniffled {hero}. Atishoo!'],
    tries: [
      '[child] {Hero} tried to play football anyway. But every time {hero} kicked, ATISHOO! The ball went the wrong way.',
      '{Hero} tried to hold a sneeze in. But the next one was the biggest of all. ATISHOO!',
      '[child] {Hero} blew {their} nose like a trumpet. HONK!',
      '[child] {Hero} used up a whole box of tissues. Soon there were tissues everywhere, like snow!',
      '[!child] {Hero} tried to go out to play. But ATISHOO! The sneeze was so big that {hero} fell over.',
      '[!child] {Hero} tried to sing a song. But out came a croak, and then ATISHOO!',
    ],
    sad: ['{Hero} felt hot and tired and cross. Sniff, sniff.', '{Hero} sat down with a sniff. A cold was no fun at all.'],
    ways: [
      {
        trick: '[child] {Helper} tucked {hero} up in bed. "A cold gets better with rest."',
        works: '{Hero} stayed snug in {their} {bed} all day, resting. Bit by bit, the sneezes grew smaller.',
      },
      {
        trick: '[child] {Helper} brought hot soup and a big box of tissues. "Soup and rest in bed, that’s the trick."',
        works: '{Hero} sipped the warm soup and snuggled down. Soon {hero} drifted into a long, cosy sleep.',
      },
      {
        trick: '[!child] "Rest and keep warm," said {helper}. {Helper} brought a warm drink with honey.',
        works: '{Hero} sipped the warm drink and curled up. Bit by bit, the sneezes grew smaller.',
      },
    ],
    cheer: ['"I feel a bit better," whispered {hero}, and smiled.', '{Hero} gave a small, sleepy smile.'],
    end: [
      'The next morning, {hero} woke up and took a big breath. No sniff, no sneeze. {Hero} felt much better!',
      'By the next day, the cold was gone. {Hero} was well again, and ready to play!',
    ],
  },
  {
    id: 'dream',
    still: ['{Hero} still did not want to go back to sleep.', 'The bad dream still felt close by.'],
    titles: ['{name} and the Bad Dream', 'Sweet Dreams, {name}'],
    tag: 'dreams',
    about: /\b(?:bad|scary|horrible|nasty) dreams?\b|\bnightmares?\b/i,
    wish: 'sleep without bad dreams',
    words: ['dream', 'dreams', 'sleep', 'asleep', 'bed'],
    home: 'bedroom',
    shows: [
      '[child] In the night, {hero} woke up with a jump. It was a bad dream!',
      '{Hero} woke up in the dark, {their} heart going thump, thump. It was a bad dream about a growly giant.',
      '[!child] In the night, {hero} woke up with a start. What a scary dream!',
    ],
    say: [
      '"I don’t want to go back to sleep," whispered {hero}. "The bad dream might come back."',
      '"What if the dream comes back?" whispered {hero}, wide awake.',
    ],
    tries: [
      '{Hero} tried to stay awake all night. But {their} eyes kept closing!',
      '[child] {Hero} hid under the covers. But it was hot and stuffy under there.',
      '[child] {Hero} turned on every light in the room. Now it was far too bright to sleep!',
      '[!child] {Hero} hid {their} head under a pile of leaves. But the leaves tickled!',
      '{Hero} hummed a loud song to scare the dream away. Hum, hum, HUM! Now {hero} was even more awake.',
    ],
    sad: ['{Hero} sat up, wide awake and a bit shaky.', '{Hero} felt small and wobbly in the dark.'],
    ways: [
      {
        trick: '[child] {Helper} gave {hero} a big cuddle. "Dreams are only pictures in your head."',
        works: 'Wrapped in the cuddle, {hero} began to feel sleepy. Yaaawn!',
      },
      {
        trick: '[child] "Let’s leave the door open a crack," said {helper}. "Then you can see the light."',
        works: 'With the door open a crack, {hero} felt safe and warm. Yaaawn!',
      },
      {
        trick: '[child] {Helper} hung a dream-catcher over the bed. "It catches bad dreams and lets the good ones through."',
        works: '{Hero} watched the dream-catcher sway softly. {HeroS} eyes grew heavy.',
      },
      {
        trick: '"Think of the happiest thing you know," said {helper}. "Then you can dream about that."',
        works: '{Hero} thought of a sunny day and a big picnic. {HeroS} eyes grew heavy.',
      },
      {
        trick: '"Think of the happiest thing you know," said {helper}. "Then you can dream about that."',
        works: '{Hero} thought of splashing in puddles, and began to smile. Yaaawn!',
      },
      {
        trick: '[!child] {Helper} snuggled up close. "Dreams are only pictures in your head. They can’t hurt you."',
        works: 'Snuggled up close, {hero} began to smile. Yaaawn!',
      },
    ],
    cheer: ['"No more bad dreams," whispered {hero}, and yawned.', '{Hero} felt safe and sleepy now.'],
    end: [
      'Soon {hero} was fast asleep. This time, {hero} had a happy dream of sunshine and rainbows.',
      '{Hero} drifted back to sleep. This dream was the happiest ever!',
    ],
  },
  {
    id: 'voice',
    still: ['Still, no big {voice} came.', 'The big {voice} still would not come.'],
    titles: ['{name} Learns to {Voice}', '{owner} Big {Voice}'],
    tag: 'voice',
    about: new RegExp(
      String.raw`\b(?:${CANT}|learns? to|learning to|wants? to|tries to) (?:${VOICES.join('|')})\b|\blost (?:his|her|its|their) (?:voice|${VOICES.join('|')})\b`,
      'i',
    ),
    who: 'creature',
    wish: 'learn to {voice}',
    words: ['{voice}', 'squeak', 'loud', 'voice'],
    home: 'home',
    shows: [
      '{Hero} opened {their} mouth to {voice}. Out came a tiny squeak!',
      'All the big {kinds} could {voice} loud and long. But when {hero} tried, out came a squeak.',
    ],
    say: ['"I want to {voice} big and loud," said {hero}.', '"Why can’t I {voice}?" sighed {hero}.'],
    tries: [
      '{Hero} climbed up high and tried again. But out came a squeak, and a bird laughed.',
      '{Hero} puffed up {their} chest as big as {they} could. Out came a tiny squeak.',
      '{Hero} tried to {voice} at a beetle. The beetle did not even look up.',
      '{Hero} tried to {voice} ten times, very fast. But it only came out as a cough. Cough, cough!',
    ],
    sad: ['{Hero} sat down, quiet and sad. "I will never {voice} like the others."'],
    ways: [
      {
        trick: '"A big {voice} starts in your tummy," said {helper}. "Breathe in deep, right down to your toes."',
        works: '{Hero} took a deep, deep breath, right down to {their} toes. Then out came a great big {voice}!',
      },
      {
        trick: '"Don’t push it out of your throat," said {helper}. "Let it come up from your tummy, slow and deep."',
        works: '{Hero} breathed in slowly. Then {hero} {voiced} the biggest {voice} ever heard {inPlace}!',
      },
      {
        trick: '"A big {voice} starts in your tummy," said {helper}. "Breathe in deep, right down to your toes."',
        works: '{Hero} breathed in slowly. Then {hero} {voiced} the biggest {voice} ever heard {inPlace}!',
      },
      {
        trick: '"Don’t push it out of your throat," said {helper}. "Let it come up from your tummy, slow and deep."',
        works: '{Hero} took a deep, deep breath, right down to {their} toes. Then out came a great big {voice}!',
      },
    ],
    cheer: ['The birds flew up from the trees in surprise!', '"I did it!" cried {hero}. "I can {voice}!"'],
    end: [
      'Everyone came running to see who had {voiced} so loudly. It was {hero}!',
      'That evening, {hero} {voiced} goodnight to everyone, loud and proud.',
    ],
  },
  {
    // ('A bunny who lost its hop', 'The frog who couldn't jump': no hopping about the desert on the way to learn it.)
    id: 'hop',
    still: ['Still, {hero} could not {move}.', 'Still, {heroS} feet would not leave the ground.'],
    titles: ['{name} Learns to {Move}', '{owner} Big {Move}'],
    tag: 'hopping',
    about: new RegExp(
      String.raw`\b(?:${CANT}|learns? to|learning to) (?:${HOPS.join('|')})\b|\blost (?:his|her|its|their) (?:${HOPS.join('|')}|spring|boing)\b`,
      'i',
    ),
    who: 'hopper',
    wish: 'learn to {move}',
    words: ['{move}', 'legs', 'high', 'ground', 'feet'],
    home: 'meadow',
    shows: [
      '{Hero} bent {their} legs and tried to {move}. But {they} only wobbled, and flopped down in a heap.',
      'All the other {kinds} could {move} high in the air. But when {hero} tried, {their} feet stayed on the ground.',
    ],
    say: ['"Why can’t I {move} like the others?" sighed {hero}.', '"I want to {move} up high, just once," said {hero}.'],
    tries: [
      '{Hero} tried to {move} off a tree stump. But {they} landed with a bump. Oof!',
      '{Hero} tried to {move} on a springy mushroom. Squish! The mushroom squashed flat.',
      '{Hero} watched a grasshopper {move}, and copied it. But {their} legs got all in a tangle.',
      '{Hero} counted, "One, two, three, {move}!" But {their} feet would not leave the ground.',
    ],
    sad: ['{Hero} sat down in the grass, sad and still. "I will never {move} like the others."'],
    ways: [
      {
        trick: '"Stop trying so hard," said {helper}. "Let’s play chase instead!" And off went {helper}.',
        works: '{Hero} raced after {helper}, faster and faster. Then, without even thinking, {hero} {moved} right over a log!',
      },
      {
        trick: '"Crouch down low, like a spring," said {helper}. "Then push up as hard as you can!"',
        works: '{Hero} crouched down low, like a spring. Then {hero} pushed, and {moved} right up into the air!',
      },
    ],
    cheer: ['"I did it!" cried {hero}. "I can {move}!"', '"Look at me!" laughed {hero}, and {moved} again and again.'],
    end: [
      'That evening, {hero} {moved} all the way home, higher and higher.',
      '{Hero} {moved} round and round with joy, until it was time for bed.',
    ],
  },
  {
    // ('A baby bird who is scared to fly': the first flight from the nest, never a walk past the tulips before it.)
    id: 'first-flight',
    still: ['Still, {hero} held on tight to the nest.', '{Hero} peeped over the edge again, and shivered.'],
    titles: ['{name} Learns to Fly', '{owner} First Flight'],
    tag: 'flying',
    about:
      /\b(?:scared|afraid|frightened|nervous|worried) (?:to fly|of flying|to leave (?:the|her|his|its|their) nest|of leaving the nest)\b|\bfirst flight\b|\blearns? to fly\b|\bleav(?:e|es|ing) the nest\b/i,
    who: 'flier',
    wish: 'fly',
    words: ['fly', 'flew', 'flying', 'nest', 'wings', 'flapped'],
    home: 'garden',
    helpers: ['mum', 'dad'],
    shows: [
      '{Hero} peeped over the edge of the nest {inPlace}. The ground looked so far away!',
      'All {their} brothers and sisters had flown from the nest {inPlace}. Only {hero} was left.',
    ],
    say: ['"What if I fall?" whispered {hero}.', '"I’ll fly tomorrow," said {hero}, and snuggled down again.'],
    tries: [
      '{Hero} flapped and flapped, but {their} feet held on tight to the twigs.',
      '{Hero} hopped to the very edge of the nest. Then {they} wobbled, and scrambled back in.',
      '{Hero} shut {their} eyes and counted to three. But {they} did not let go.',
      '{Hero} watched the big birds swoop and glide. "They make it look so easy," {they} sighed.',
    ],
    sad: ['{Hero} hid {their} head under {their} wing. "I will never fly," {they} said.'],
    ways: [
      {
        trick: '"Hop onto the low branch with me first," said {helper}. "Just one little hop."',
        works: '{Hero} hopped down to the branch, then flapped. Whoosh! The wind lifted {them} up, up, up!',
      },
      {
        trick: '"Spread your wings wide and feel the wind," said {helper}. "It will hold you up."',
        works: '{Hero} spread {their} wings and let go. Down... then up! {Hero} was flying!',
      },
    ],
    cheer: ['"I’m flying!" sang {hero}, round and round the tree.', '"Look at me!" called {hero}, swooping over the treetops.'],
    end: [
      'That evening, {hero} flew home to the nest, tired and proud.',
      'From then on, {hero} flew every day, higher and higher.',
    ],
  },
  {
    id: 'whistle',
    still: ['Still, no whistle came.', 'Not one whistle came out.'],
    titles: ['{name} Learns to Whistle', '{owner} First Whistle'],
    tag: 'whistling',
    about: new RegExp(String.raw`\b(?:${CANT}|learns? to|learning to|wants? to|tries to) whistle\b`, 'i'),
    who: 'child',
    wish: 'whistle a tune',
    words: ['whistle', 'whistled', 'lips', 'tune'],
    home: 'garden',
    shows: [
      '{Hero} pursed {their} lips and blew. Pfff! Only air came out, and no whistle at all.',
      'A blackbird whistled a tune in the tree. {Hero} tried to whistle back, but only air came out.',
    ],
    say: ['"I want to whistle a tune!" said {hero}.', '"Why can’t I whistle?" asked {hero}.'],
    tries: [
      '{Hero} blew as hard as {they} could. {HeroS} cheeks puffed up like a balloon, but no whistle came.',
      '{Hero} tried to whistle with a mouth full of biscuit. Crumbs went everywhere!',
      '{Hero} licked {their} lips and blew again. Pfff! It sounded like a tyre going flat.',
      '{Hero} tried whistling through {their} teeth. It sounded like a hissing snake. Sssss!',
    ],
    sad: ['"My lips just don’t whistle," sighed {hero}.', '{Hero} flopped down on the grass. Whistling was so hard!'],
    ways: [
      {
        trick: '"Make your lips into a tiny o," said {helper}. "Then blow very softly, like cooling soup."',
        works: '{Hero} made a tiny o and blew softly. Wheee! A real whistle came out!',
      },
      {
        trick: '"Don’t blow hard. Blow gently, like on a dandelion," said {helper}. "Lips small and round."',
        works: '{Hero} tried once more, soft and slow. Out came a little whistle, as clear as a bird!',
      },
      {
        trick: '"Make your lips into a tiny o," said {helper}. "Then blow very softly, like cooling soup."',
        works: '{Hero} tried once more, soft and slow. Out came a little whistle, as clear as a bird!',
      },
    ],
    cheer: ['"I can whistle!" cried {hero}, and whistled again.', '{Hero} whistled again, just to be sure. It worked!'],
    end: [
      '{Hero} whistled all day long. Even the birds whistled back!',
      'That evening, {hero} whistled a tune at dinner, and everyone clapped.',
    ],
  },
  {
    id: 'laces',
    still: ['The laces were still undone.', 'The laces still flopped about.'],
    titles: ['{name} Ties a Bow', '{owner} Shoelaces'],
    tag: 'shoelaces',
    about: /\b(?:tie|ties|tying|do up) (?:his |her |my |their |the |own )*(?:shoe ?laces|laces|shoes)\b/i,
    who: 'child',
    wish: 'tie {their} shoelaces',
    words: ['laces', 'shoelaces', 'shoe', 'shoes', 'bow'],
    home: 'home',
    shows: [
      '{HeroS} shoelaces were undone again. Flip, flop, they trailed along the floor.',
      '{Hero} had new shoes with long laces. But {hero} did not know how to tie them.',
    ],
    say: ['"I want to tie my own shoelaces," said {hero}.', '"I’m big now. I can tie my laces all by myself!" said {hero}.'],
    tries: [
      '{Hero} tied a knot, then another, and another. Now the laces were one big lumpy ball!',
      '{Hero} wound the laces round and round. Oops! {Hero} had tied both shoes together. Wobble, bump!',
      '{Hero} twisted the laces into a loop. But the loop slipped, and the lace came undone.',
      '{Hero} tucked the laces into {their} shoes instead. But they popped out again at once.',
    ],
    sad: ['"Laces are too tricky," sighed {hero}.', '{Hero} looked at the floppy laces and sighed.'],
    ways: [
      {
        trick: '"Make two bunny ears," said {helper}. "Cross them over, tuck one under, and pull tight."',
        works: 'Bunny ears, cross over, tuck under, pull! {Hero} had tied a real bow!',
      },
      {
        trick: '"Here’s a trick," said {helper}. "Make a loop, go round the tree, and pull it through."',
        works: '{Hero} made a loop and went round the tree. Pull! A bow!',
      },
    ],
    cheer: ['"I did it!" cried {hero}, and did a little dance.', '{Hero} looked down at the bow and grinned.'],
    end: [
      '{Hero} tied the other shoe all by {themselves}. Then {hero} ran out to play, laces tight.',
      '{Hero} showed everyone the bows. "I did it myself!" Then off {hero} ran to play.',
    ],
  },
  {
    id: 'brush',
    still: ['The teeth were still not clean.', 'The back teeth still had bits of dinner on them.'],
    titles: ['{owner} Shiny Teeth', '{name} and the Two-Minute Song'],
    tag: 'teeth',
    about: new RegExp(
      String.raw`\b(?:learns? to|learning to|(?<!(?:n['’]t|not|never) )wants? to|tries to|how to|can(?:no|['’])?t) brush (?:his |her |my |their |own )*teeth\b`,
      'i',
    ),
    who: 'child',
    wish: 'brush {their} teeth',
    words: ['teeth', 'toothbrush', 'toothpaste', 'brush', 'brushed'],
    home: 'bathroom',
    shows: [
      '{Hero} had a new toothbrush with soft blue bristles. Tonight {hero} would brush alone.',
      'It was bedtime, and time to brush teeth. {Hero} picked up the toothbrush.',
    ],
    say: ['"I want to brush my teeth all by myself," said {hero}.', '"I’m big now. I can brush my own teeth!" said {hero}.'],
    tries: [
      '{Hero} squeezed the tube too hard. Splat! A big blob of toothpaste fell in the sink.',
      '{Hero} brushed so fast that toothpaste went all over the bathroom mirror.',
      '{Hero} brushed the front teeth and stopped. But the back teeth were not clean at all.',
      '{Hero} scrubbed hard, side to side. "Ow! That hurts my gums!"',
    ],
    sad: ['"Brushing is too tricky," sighed {hero}.', '{Hero} looked at the foamy mirror and sighed.'],
    ways: [
      {
        trick: '"Just a pea of toothpaste," said {helper}. "Then brush in little circles, top and bottom."',
        works: '{Hero} brushed in little circles, top and bottom, front and back. Then spit!',
      },
      {
        trick: '"A pea of toothpaste, then little circles while we sing," said {helper}. "Sing it two times."',
        works: '{Hero} brushed in little circles, all through the song, two times. Then {hero} spat in the sink.',
      },
    ],
    cheer: [
      '{Hero} smiled in the mirror. Every tooth was clean and shiny!',
      '"I did it!" cried {hero}, with a big, minty smile.',
    ],
    end: [
      'Every night after that, {hero} brushed alone, in little circles, with a song.',
      'That night, {hero} went to bed with shiny, clean teeth, as proud as could be.',
    ],
  },
  {
    id: 'dressed',
    still: ['{Hero} was still in a muddle of clothes.', 'The clothes were still all wrong.'],
    titles: ['{name} Gets Dressed', '{owner} Big Dressing Day'],
    tag: 'getting dressed',
    about: new RegExp(
      String.raw`\b(?:learns? to|learning to|(?<!(?:n['’]t|not|never) )wants? to|tries to|how to|can(?:no|['’])?t) (?:get dressed|dress (?:himself|herself|themselves|myself)|do up (?:his |her |my |their )?buttons)\b|\bgets? dressed (?:all )?by (?:himself|herself|themselves|myself)\b`,
      'i',
    ),
    who: 'child',
    wish: 'get dressed all by {themselves}',
    words: ['dressed', 'buttons', 'jumper', 'shoes', 'clothes'],
    home: 'bedroom',
    shows: [
      '{HeroS} clothes lay on the bed: a jumper, trousers, socks and shoes.',
      'It was a busy morning. {Hero} wanted to get dressed with no help at all.',
    ],
    say: ['"I can get dressed all by myself!" said {hero}.', '"No help, please. I’m big now!" said {hero}.'],
    tries: [
      '{Hero} pulled the jumper over {their} head. Oops! Both arms were in one sleeve.',
      '{Hero} put on {their} shoes. But they felt funny. They were on the wrong feet!',
      '{Hero} did up the buttons. But one button was left over, with no hole!',
    ],
    sad: ['"Clothes are too tricky," sighed {hero}.', '{Hero} sat on the floor in a muddle of clothes.'],
    ways: [
      {
        trick: '"Start at the bottom button," said {helper}. "Then go up, one hole at a time."',
        works: '{Hero} started at the bottom. One button, one hole, all the way up. It fit!',
      },
      {
        trick: '{Helper} cut a sticker in half, one half in each shoe. "Make the picture match," {helper} said.',
        works: '{Hero} put the shoes side by side, and the picture matched. The right feet!',
      },
    ],
    cheer: [
      '"I did it all by myself!" cried {hero}, and did a little twirl.',
      '{Hero} looked in the mirror and grinned. All dressed!',
    ],
    end: [
      'Every morning after that, {hero} got dressed all by {themselves}.',
      '{Hero} ran down to breakfast, all dressed and as proud as could be.',
    ],
  },
  {
    id: 'handwash',
    still: ['The hands were still dirty.', 'There was still dirt on every finger.'],
    titles: ['{name} and the Soap Bubbles', '{owner} Clean Hands'],
    tag: 'washing hands',
    about:
      /\b(?:learns? to|learning to|(?<!(?:n['’]t|not|never) )wants? to|tries to|how to) wash (?:his |her |my |their |own )*hands\b/i,
    who: 'child',
    wish: 'wash {their} hands',
    words: ['hands', 'soap', 'wash', 'washed', 'bubbles'],
    home: 'bathroom',
    shows: [
      '{HeroS} hands were dirty from the garden. It was nearly time for lunch.',
      '{Hero} had been painting. There was blue paint on every finger.',
    ],
    say: ['"I can wash my own hands!" said {hero}.', '"Let me do it all by myself," said {hero}.'],
    tries: [
      '{Hero} held {their} hands under the tap for just a second. They were still dirty.',
      '{Hero} turned the tap on too fast. Splash! Water went all over the floor.',
      '{Hero} pumped the soap again and again. Soon there were bubbles up to {their} elbows!',
      '{Hero} wiped {their} hands on {their} top. Now the top was dirty too!',
    ],
    sad: ['"My hands just won’t get clean," sighed {hero}.', '{Hero} looked at {their} dirty fingers and sighed.'],
    ways: [
      {
        trick: '"Soap, then rub while you sing Happy Birthday two times," said {helper}.',
        works: '{Hero} rubbed the soap all over: palms, backs, and in between the fingers. Rinse!',
      },
      {
        trick: '"Rub your palms, then the backs, then in between each finger," said {helper}.',
        works: '{Hero} rubbed palms, backs and fingers, then rinsed the bubbles away. Clean hands!',
      },
    ],
    cheer: [
      '{Hero} dried {their} hands on the towel and held them up. "Look!"',
      '"Clean as can be!" cried {hero}, and wiggled ten fingers.',
    ],
    end: [
      'From then on, {hero} washed {their} hands before every meal, singing the song.',
      'At lunch, {hero} showed everyone {their} clean hands, as proud as could be.',
    ],
  },
  {
    id: 'potty',
    still: ['The potty was still waiting, and no star yet.', 'There was still no gold star on the potty chart.'],
    titles: ['{name} the Potty Star', '{owner} Big Potty Day'],
    tag: 'potty',
    about:
      /\bpotty(?:[ -]train(?:s|ed|ing)?)?\b|\b(?:use|using|uses) the (?:potty|toilet|loo)\b|\btoilet[ -]train(?:s|ed|ing)?\b/i,
    wish: 'use the potty',
    words: ['potty', 'star', 'chart', 'toilet'],
    home: 'bathroom',
    atHome: true,
    shows: [
      'There was a new potty in the bathroom, bright red with a smiley face.',
      '{Hero} was getting big now. It was time to try the potty!',
    ],
    say: ['"I want to use the potty, like a big {kind}!" said {hero}.', '"Can I be a potty star?" asked {hero}.'],
    tries: [
      '[child] {Hero} sat on the potty with all {their} clothes on. Oops! Not like that.',
      '{Hero} sat and sat on the potty, but nothing happened. So {hero} went off to play.',
      '{Hero} was so busy playing that {they} forgot all about the potty. Oops, a puddle!',
      '{Hero} ran to the potty, but it was just too late. Oh dear!',
    ],
    sad: ['"I’ll never be a potty star," sighed {hero}.', '{Hero} looked at the empty potty chart and felt cross.'],
    ways: [
      {
        trick: '"Let’s try the potty each time the big clock chimes," said {helper}.',
        works: 'Ding, dong! {Hero} ran to the potty and sat down just in time. Tinkle!',
      },
      {
        trick: '{Helper} made a potty chart. "A gold star every time you try," {helper} smiled.',
        works: 'After lunch, {hero} felt that feeling and ran to the potty. Just in time!',
      },
    ],
    cheer: [
      '"I did it!" cried {hero}. {Helper} stuck a gold star on the potty chart.',
      '{Hero} washed {their} hands and did a potty dance.',
    ],
    end: [
      'By bedtime, {hero} had three gold stars on the potty chart. What a potty star!',
      'That night, {hero} told Teddy all about the potty, as proud as could be.',
    ],
  },
  {
    id: 'hibernate',
    still: ['Still, {hero} was wide awake.', 'Sleep still would not come.'],
    titles: ['{name} and the Long Winter Sleep', '{name} Can’t Hibernate'],
    tag: 'sleep',
    about: new RegExp(String.raw`\b${CANT} (?:go to sleep for the winter|hibernate)\b`, 'i'),
    wish: 'sleep all winter',
    words: ['sleep', 'asleep', 'winter', 'den', 'snow', 'yawn'],
    home: 'forest',
    shows: [
      'Winter was coming {inPlace}. The other {kinds} had gone to sleep for the winter. But not {hero}.',
      'The leaves had fallen, and the air was cold. It was time for the long winter sleep, but {hero} was wide awake.',
    ],
    say: [
      '"I want to sleep all winter, like the others," sighed {hero}.',
      '"Why can’t I go to sleep?" said {hero}. "Winter is coming!"',
    ],
    tries: [
      '{Hero} counted the leaves as they fell: one, two, three... But the wind blew them away!',
      '{Hero} curled up in a pile of leaves. But they were crunchy and tickly. Ah-choo!',
      '{Hero} ate lots of berries, to feel full and sleepy. But {hero} only felt full!',
      '{Hero} shut {their} eyes and counted to ten. But {their} eyes kept popping open again!',
      '{Hero} lay down under a tree. But the cold wind blew, and {hero} shivered.',
    ],
    sad: [
      '"It’s no good. I will be awake all winter," sighed {hero}.',
      '{Hero} gave a big sigh. Everyone was asleep but {them}.',
    ],
    ways: [
      {
        trick: '{Helper} showed {hero} a deep, dry {bed}. "Let’s make it cosy with moss and leaves."',
        works: '{Hero} curled up in the soft, warm {bed}. It was dark and still. {HeroS} eyes grew heavy.',
      },
      {
        trick: '{Helper} sang a slow, sleepy song, soft and low.',
        works: '{Hero} listened, snug in {their} {bed}. Outside, the first snowflakes fell. {HeroS} eyes grew heavy.',
      },
      {
        trick: '"{Kinds} sleep all winter, when there is little food to find," said {helper}. "Your {bed} will keep you warm."',
        works: 'So {hero} made a cosy bed of leaves in {their} {bed}. Soon snow fell, and {heroS} eyes grew heavy.',
      },
    ],
    cheer: ['"Goodnight, everyone. See you in spring," yawned {hero}.', '"Time for my long winter sleep," yawned {hero}.'],
    end: [
      'Snow fell softly {inPlace}, over the {bed}. {Hero} slept all winter long, warm and snug.',
      'All winter, {hero} slept, and {their} heart beat slowly. When spring came, {hero} woke up very hungry!',
    ],
  },
  {
    id: 'reach',
    still: ['Still, the water was far below.', 'The ground was still far, far away.'],
    titles: ['{name} Reaches the Water', '{name} and the Long Neck'],
    tag: 'giraffe',
    about: new RegExp(
      String.raw`\bgiraffe\b.*\b${CANT} (?:reach|get to|bend down to) (?:the )?(?:ground|water|pool|pond|grass)\b`,
      'i',
    ),
    wish: 'reach the water',
    words: ['reach', 'water', 'ground', 'neck', 'legs', 'drink'],
    home: 'savanna',
    shows: [
      'It was a hot day {inPlace}, and {hero} was thirsty. But the water was far, far down by {their} feet.',
      '{Hero} bent {their} long neck down, down, down. But {their} nose stayed high above the pool.',
    ],
    say: [
      '"I just want a drink," sighed {hero}. "Why is the water so far away?"',
      '"My neck is so long, I can’t reach the water!" said {hero}.',
    ],
    tries: [
      '{Hero} stretched {their} neck as far as it would go. But the water stayed far below.',
      '{Hero} tried to kneel down, like a camel. But {their} long legs got in a tangle. Wobble!',
      '{Hero} tried to drink with a long straw of grass. But it bent and flopped. Splosh!',
      '{Hero} stood on tiptoe to see better. But that only made {them} even taller!',
    ],
    sad: ['{Hero} stood in the shade, hot and thirsty. "I will never reach the water," {they} sighed.'],
    ways: [
      {
        trick: '"Spread your front legs wide, like this," said {helper}. "That is how giraffes drink!"',
        works: '{Hero} spread {their} front legs wide, and down went {their} long neck. Slurp! Cool water at last!',
      },
      {
        trick: '"Splay your legs out wide, and bend your knees a little," said {helper} kindly.',
        works: '{Hero} spread {their} legs wide. Down, down went {their} head, right to the water. Slurp!',
      },
    ],
    cheer: ['"I did it! I can reach the water!" cried {hero}.', '{Hero} drank and drank, and laughed with joy.'],
    end: [
      'Now {hero} could reach the water. And {their} long neck still reached the best leaves!',
      'Giraffes get lots of water from leaves. But from then on, {hero} could have a cool drink too.',
    ],
  },
  {
    id: 'start',
    who: 'thing',
    still: ['Still the engine would not start.', 'Still, not one vroom came.'],
    titles: ['{name} Won’t Start', '{name} Goes Vroom'],
    tag: 'cars',
    about: new RegExp(
      String.raw`\b(?:car|bus|van|truck|lorry|tractor|taxi|jeep|motorbike)\b.*\b(?:${CANT}|would ?n['’]?t|would not|will not) (?:start|go)\b|\b(?:car|bus|van|truck|lorry|tractor|taxi)\b.*\b(?:broke|breaks) down\b`,
      'i',
    ),
    wish: 'get going again',
    words: ['start', 'engine', 'vroom', 'go'],
    home: 'city',
    shows: [
      '{Hero} tried to start {their} engine {inPlace}. Cough, cough, splutter... then nothing.',
      'The sun was up {inPlace}, but {hero} would not start. Click, click, went the key!',
    ],
    say: ['"Oh no! I can’t go anywhere," sighed {hero}.', '"I miss zooming along the road," said {hero} sadly.'],
    tries: [
      '{Hero} tried again, as hard as {they} could. Cough, cough! But not one vroom.',
      'Some friends came to push. Heave, ho! {Hero} rolled a little way, then stopped.',
      '{Hero} waited for the sun to warm {them} up. But still the engine would not go.',
      '{Hero} flashed {their} lights and honked. Beep, beep! But the engine stayed quiet.',
    ],
    sad: ['{Hero} sat very still. "I will never go anywhere again," {hero} said.'],
    ways: [
      {
        trick: '{Helper} fetched the mechanic. She looked under the bonnet. "Your battery is flat!"',
        works: 'The mechanic gave {hero} a brand new battery. Cough, cough... VROOM! The engine roared.',
      },
      {
        trick: '{Helper} fetched the mechanic. She peeped into the fuel tank. "Your tank is empty!"',
        works: 'The mechanic filled the tank right up. {Hero} coughed once, then... VROOM! Off {hero} went.',
      },
      {
        trick: '{Helper} fetched the mechanic. She looked in the engine. Out popped a little mouse!',
        works: 'The mouse had made a cosy nest there! The mechanic moved it to a safe box. Then... VROOM!',
      },
    ],
    cheer: ['"I can go again!" cheered {hero}. Beep, beep!', '{Hero} honked with joy. Beep, beep!'],
    end: [
      '{Hero} zoomed off down the road, happy as can be. Vroom, vroom!',
      'That evening, {hero} went for a long, happy drive {inPlace}. Vroom!',
    ],
  },
  {
    id: 'melt-treat',
    still: ['Drip, drip! {Hero} was still melting.', 'The sun was still hot, and {hero} still dripped.'],
    titles: ['{name} Keeps Cool', '{name} and the Hot Day'],
    tag: 'icecream',
    about: /\b(?:ice ?creams?|ice ?lolly|ice ?lollies|lolly|lollies|ice pops?|popsicles?)\b.*\bmelt(?:s|ed|ing)?\b/i,
    wish: 'keep cool',
    words: ['melt', 'cool', 'cold', 'sun', 'drip'],
    home: 'beach',
    atHome: true,
    helpers: ['girl', 'boy'],
    shows: [
      'It was a hot summer day {inPlace}. Drip, drip! {Hero} began to melt.',
      'The sun shone hot {inPlace}. A sticky drip ran down {heroS} cone.',
    ],
    say: [
      '"Oh no! I don’t want to melt!" cried {hero}.',
      '"I’m dripping all over!" cried {hero}. "Please, sun, go behind a cloud!"',
    ],
    tries: [
      '{Hero} hid in the shade of a big beach umbrella. But the sun crept round.',
      'A friend fanned {hero} with a sun hat. Flap, flap! But the air was warm.',
      '{Hero} sat by a cool rock pool. Splash! A wave came, and {hero} got very soggy.',
      '{Hero} asked the sun to go behind a cloud. The sun just smiled and shone.',
    ],
    sad: ['{Hero} was getting smaller and smaller. "What will I do?" {hero} sighed.'],
    ways: [
      {
        trick: '"Ice cream melts when it gets warm," said {helper}. "Let’s find you somewhere cold!"',
        works: 'They tucked {hero} into the cool box with the ice packs. Snug and frosty. Phew!',
      },
      {
        trick: '{Helper} had an idea. "The freezer in the ice cream van! It is icy cold in there."',
        works: 'Into the freezer went {hero}, snug and frosty. No more drips at all!',
      },
    ],
    cheer: ['"Brrr, lovely and cold!" laughed {hero}.', '"I feel firm and frosty again!" said {hero} with a grin.'],
    end: [
      'When the sun went down, the breeze blew cool. Out peeped {hero} to see the stars.',
      'From then on, on hot days, {hero} stayed somewhere snug and frosty.',
    ],
  },
  {
    id: 'melt',
    still: ['Drip, drip! {Hero} was still melting.', 'The sun was still warm, and {hero} still dripped.'],
    titles: ['{name} and the Sunny Day', '{name} Keeps Cool'],
    tag: 'snow',
    about: /\bsnow ?(?:man|men|woman|girl|boy|lady)\b.*\bmelt(?:s|ed|ing)?\b/i,
    wish: 'keep cool',
    words: ['melt', 'cool', 'cold', 'sun', 'drip'],
    home: 'garden',
    atHome: true,
    helpers: ['girl', 'boy'],
    shows: [
      'One morning, the sun came out {inPlace}. Drip, drip! {Hero} began to melt.',
      'Spring was coming {inPlace}. The sun shone warm, and {heroS} round tummy began to drip.',
    ],
    say: ['"Oh no! I don’t want to melt!" cried {hero}.', '"Please, sun, go back behind a cloud," said {hero}.'],
    tries: [
      'Some friends pushed {hero} into the shade of the garden tree. But the sun crept round.',
      'A friend put a sun hat on {heroS} head. It looked very smart. But drip, drip, drip!',
      'The children gave {hero} ice lollies to hold. But the lollies melted too!',
      'A little bird fanned {hero} with its wings. Flap, flap! But the air was warm.',
    ],
    sad: ['{Hero} was getting smaller and smaller. "What will I do?" {hero} sighed.'],
    ways: [
      {
        trick: '"Snow melts when it gets warm," said {helper}. "Let’s find you somewhere cold!"',
        works: 'They pulled {hero} on a sledge into the cold, dark garden shed. Phew!',
      },
      {
        trick: '{Helper} had an idea. "The big freezer! It is colder than snow in there."',
        works: 'Into the big freezer went {hero}, snug and frosty. No more drips at all!',
      },
    ],
    cheer: ['"Brrr, lovely and cold!" laughed {hero}.', '"I feel frosty again!" said {hero} with a grin.'],
    end: [
      'When the snow came back next winter, out came {hero} to play again.',
      'All summer, {hero} kept cool. And when winter came, {hero} was the first one out in the snow!',
    ],
  },
];

const TROUBLES = [...BODY_TROUBLES, ...BROKEN_THINGS, ...PASSIONS, ...TOO_MUCH];

/** The troubles an idea's text tells of, if any are the table's or a thing broken (broken-things.ts); read once per text. */
export const bodyTroublesIn = memo((text): readonly BodyTrouble[] => TROUBLES.filter((t) => t.about.test(text)));

/** The voice the idea says a creature cannot find ('roar'), or its kind's own. */
export function voiceIn(text: string, kindSound: string | undefined): string | null {
  const said = new RegExp(String.raw`\b(${VOICES.join('|')})\b`, 'i').exec(text)?.[1]?.toLowerCase();
  return said ?? kindSound ?? null;
}
