/**
 * Treats a hungry creature wants ('The little mouse who wanted cheese', 'A bear who wants honey', 'a squirrel looking
 * for nuts'): where the treat is, what is in the way, a first try that goes wrong, the friend's clever way, the treat
 * got with a true word about it, and shared. Each beat has two wordings the seed picks between.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}, {They}) and the friend's ({guide}, {Guide}, {guideIntro}).
 */
import type { SettingId } from '../../language/index.js';

interface Obstacle {
  guard: string;
  try: string;
  way: string;
}

export interface Treat {
  /** The idea wants this ('cheese', 'acorns', 'a banana'). */
  said: RegExp;
  /** The treat as said in a sentence ('cheese', 'acorns'), and in a title ('Cheese', 'Acorns'). */
  food: string;
  title: string;
  /** Where it is, when the idea names nowhere. */
  setting: SettingId;
  /** Kinds that want it most, so a hungry one that names no food ('A hungry little bear') goes for it. */
  eaters: readonly string[];
  /** Kinds of friend who help, the first not the hero's own kind. */
  guides: readonly string[];
  where: readonly string[];
  /** What is in the way, a first try it spoils, and the friend's clever way round it. */
  obstacles: readonly Obstacle[];
  got: readonly string[];
  /** A true word about it, in a young child's words. */
  fact: readonly string[];
  share: readonly string[];
}

export const TREATS: readonly Treat[] = [
  {
    said: /\bcheese\b/i,
    food: 'cheese',
    title: 'Cheese',
    setting: 'kitchen',
    eaters: ['mouse', 'rat'],
    guides: ['spider', 'ladybird'],
    where: [
      'A big round cheese sat on the kitchen table, high above the floor.',
      'Up on the kitchen table was a yellow cheese, full of holes.',
    ],
    obstacles: [
      {
        guard: 'But the cat was asleep on the rug, right by the table. One ear twitched.',
        try: '{Hero} tiptoed past the cat. Creak! A floorboard squeaked. The cat opened one green eye! {Hero} froze.',
        way: '"Climb up the tablecloth, like a rope!" whispered {guide}. Paw over paw, up went {hero}.',
      },
      {
        guard: 'But the table legs were tall and smooth. And the cat dozed by the warm stove.',
        try: '{Hero} tried to climb a table leg, but slid down with a bump. The cat’s whiskers twitched!',
        way: '{Guide} found a wooden spoon leaning on a chair. {Hero} crept up it like a bridge.',
      },
    ],
    got: [
      'There was the cheese! {Hero} nibbled a corner. Mmm! It was soft and salty.',
      '{Hero} broke off a piece of cheese as big as {their} head. What a smell!',
    ],
    fact: [
      'Real mice like seeds and grain best of all. But cheese is a fine treat!',
      'Mice have front teeth that never stop growing. So they love to nibble!',
    ],
    share: [
      '{Hero} carried the cheese home to the mouse hole. {They} shared it with {guide}, while the cat snored.',
      'Back in the mouse hole, {hero} and {guide} had a cheese feast. Not one crumb was left!',
    ],
  },
  {
    said: /\bhoney\b/i,
    food: 'honey',
    title: 'Honey',
    setting: 'forest',
    eaters: ['bear'],
    guides: ['bird', 'rabbit'],
    where: [
      'High in an old oak tree was a bees’ nest. It was full of golden honey.',
      '{Hero} could smell honey in a hollow tree. Buzz, buzz, went the bees inside.',
    ],
    obstacles: [
      {
        guard: 'But the busy bees buzzed round and round the nest. "That is our honey!" they hummed.',
        try: '{Hero} reached a big paw up to the nest. The bees buzzed crossly round {their} ears! {Hero} hid behind a tree.',
        way: '"Ask them nicely," said {guide}. "And help them too." A branch was blocking the bees’ door. {Hero} lifted it away.',
      },
      {
        guard: 'But a cloud of bees guarded the hollow tree. They did not want visitors.',
        try: '{Hero} tried to sneak up quietly. Snap! A twig broke, and out zoomed the bees. Away ran {hero}!',
        way: '{Guide} had an idea. "Bring the bees some flowers!" So {hero} picked a big bunch of clover.',
      },
    ],
    got: [
      'The bees were so pleased! They gave {hero} some honey on a big leaf. It was sticky and sweet.',
      '"Thank you!" buzzed the bees, and they shared a little honey. {Hero} licked {their} paws. Yum!',
    ],
    fact: [
      'Bees make honey from the sweet juice of flowers, called nectar.',
      'Bees keep their honey in little wax boxes with six sides.',
    ],
    share: [
      '{Hero} shared the honey with {guide}. The bees hummed a happy tune. "Thank you, bees!" {they} called.',
      '{Hero} and {guide} sat under the oak tree with the honey. They licked it slowly, one sticky lick at a time.',
    ],
  },
  {
    said: /\bcarrots?\b/i,
    food: 'carrots',
    title: 'Carrots',
    setting: 'garden',
    eaters: ['rabbit', 'bunny', 'horse', 'pony', 'donkey', 'guinea pig'],
    guides: ['mouse', 'bird', 'hedgehog'],
    where: [
      'In the vegetable patch grew rows of carrots, with feathery green tops.',
      'Over the fence grew the best carrots in the whole world.',
    ],
    obstacles: [
      {
        guard: 'But a tall fence went all round the vegetable patch. The gate was shut tight.',
        try: '{Hero} tried to jump over the fence. It was much too high. Bump!',
        way: '{Guide} spotted a gap by the old shed. "Dig here!" Dig, dig, dig went {hero}. Soon there was a little tunnel.',
      },
      {
        guard: 'But the gardener was there. Stomp, stomp went his big boots.',
        try: '{Hero} tried to squeeze under the fence, and got stuck halfway!',
        way: '"Wait until the gardener has a cup of tea," whispered {guide}. They waited, and the garden went quiet.',
      },
    ],
    got: [
      '{Hero} tugged at a green top. Pop! Out came a long orange carrot. Crunch, crunch!',
      '{Hero} pulled and pulled. Pop! Up came a carrot, with soil on the end. Crunch!',
    ],
    fact: [
      'Wild rabbits mostly eat grass. A carrot is a special treat!',
      'A carrot is a root. It grows down in the soil, and its leaves grow up.',
    ],
    share: [
      '{Hero} only took two carrots: one to eat, and one for {guide}. "The rest are for the gardener," {they} said.',
      '{Hero} and {guide} shared the carrot under the hedge. Then they left a thank-you daisy by the gate.',
    ],
  },
  {
    said: /\b(?:nuts?|acorns?|hazelnuts?|conkers?)\b/i,
    food: 'nuts',
    title: 'Nuts',
    setting: 'forest',
    eaters: ['squirrel', 'chipmunk'],
    guides: ['bird', 'owl'],
    where: [
      'At the top of the tallest tree hung the shiniest nuts of all.',
      'Way up high, at the end of a branch, grew fat brown nuts.',
    ],
    obstacles: [
      {
        guard: 'But the branch was thin and bendy. And the wind was blowing hard.',
        try: '{Hero} ran along the branch. It bent down, down, down! {Hero} clung on tight.',
        way: '"Give the branch a shake from the trunk," said {guide}. {Hero} shook hard, and the nuts rained down. Plop, plop!',
      },
      {
        guard: 'But the trunk was smooth. The first branch was so far up!',
        try: '{Hero} jumped for the nuts, but missed and landed in the leaves. Crunch!',
        way: '{Guide} flew up and nudged the nuts with {gtheir} beak. Down they fell, one by one. Plop, plop, plop!',
      },
    ],
    got: [
      '{Hero} gathered up the nuts and stuffed {their} cheeks. {They} looked so funny that {guide} laughed.',
      '{Hero} picked up every nut and piled them in a heap. What a lot of nuts!',
    ],
    fact: [
      'Squirrels bury nuts to eat in winter. The ones they forget can grow into new trees!',
      'An acorn is the seed of an oak tree. One day, it could grow into a great big oak.',
    ],
    share: [
      '{Hero} buried some nuts for winter. {They} gave the biggest one to {guide}. "Thank you for helping me," {they} said.',
      'That night, {hero} and {guide} cracked nuts together in the hollow tree. Crack, crunch, yum!',
    ],
  },
  {
    said: /\bbananas?\b/i,
    food: 'bananas',
    title: 'Bananas',
    setting: 'jungle',
    eaters: ['monkey', 'gorilla', 'chimpanzee'],
    guides: ['parrot', 'toucan'],
    where: [
      'At the top of the tallest tree hung a bunch of yellow bananas.',
      'High above the jungle floor, ripe bananas glowed yellow in the sun.',
    ],
    obstacles: [
      {
        guard: 'But the trunk was smooth and slippery after the rain.',
        try: '{Hero} climbed halfway up, then slid all the way back down. Whoosh! Bump!',
        way: '{Guide} dropped a long vine down from above. "Hold on tight!" Up climbed {hero}, hand over hand.',
      },
      {
        guard: 'But a wide, muddy river ran between {hero} and the banana tree.',
        try: '{Hero} tried to jump across on a log. It wobbled, and splash! In went one foot.',
        way: '"Look, a fallen tree!" called {guide} from above. {Hero} ran across it like a bridge.',
      },
    ],
    got: [
      '{Hero} picked a banana and peeled it. Mmm! It was soft and sweet.',
      '{Hero} pulled down the whole bunch. There were ten bananas. Ten!',
    ],
    fact: [
      'Bananas grow in big bunches. They point up to the sun as they grow.',
      'A banana is green at first. It turns yellow when it is ripe and ready to eat.',
    ],
    share: [
      '{Hero} shared the bananas with {guide}, one each and one more each. They ate until the sun went down.',
      '{Hero} and {guide} sat in the treetops, munching bananas. Then the stars came out.',
    ],
  },
  {
    said: /\b(?:berries|blackberries|blueberries|strawberries|raspberries)\b/i,
    food: 'berries',
    title: 'Berries',
    setting: 'forest',
    eaters: ['hedgehog', 'bird', 'fox', 'badger'],
    guides: ['bird', 'hedgehog', 'mouse'],
    where: [
      'Down by the stream grew bushes full of juicy, dark berries.',
      'The sweetest berries grew on the far side of the wood.',
    ],
    obstacles: [
      {
        guard: 'But the bushes were covered in sharp prickles.',
        try: '{Hero} pushed into the bush, and the prickles caught {their} fur. Ouch!',
        way: '{Guide} showed {hero} how to pick from the edge. One berry at a time, and mind the prickles!',
      },
      {
        guard: 'But the path there went over a wobbly log, across the stream.',
        try: '{Hero} stepped onto the log. It rolled, and {hero} wobbled back to the bank.',
        way: '"Step on the stones instead," said {guide}. Hop, hop, hop, and {hero} was across!',
      },
    ],
    got: [
      '{Hero} filled a big leaf with berries. {Their} nose turned purple with juice!',
      '{Hero} popped a berry in. It burst, sweet and sharp. Another, and another!',
    ],
    fact: [
      'Bears eat lots of berries in late summer. It gets them ready for their long winter sleep.',
      'Birds eat berries too. They drop the seeds far away, and new bushes grow.',
    ],
    share: [
      '{Hero} carried the berries home and shared them with {guide}. Their faces were purple and happy.',
      '{Hero} and {guide} had a berry feast by the stream. They saved some for breakfast.',
    ],
  },
  // ('A cat who loves fish': one from the fisherman's bucket on the jetty, never a fish met as a friend.)
  {
    said: /\bfish\b/i,
    food: 'fish',
    title: 'Fish',
    setting: 'lake',
    eaters: ['cat', 'kitten', 'otter', 'heron'],
    guides: ['duck', 'frog'],
    where: [
      'Down by the lake, a fisherman sat on the jetty with a bucket of fish.',
      'Out on the jetty by the lake was a bucket of shiny silver fish.',
    ],
    obstacles: [
      {
        guard: 'But a big seagull stood by the bucket of fish. "Mine!" it squawked.',
        try: '{Hero} crept along the jetty. The seagull flapped its wings and chased {them} off!',
        way: '"The fisherman is kind," said {guide}. "Let’s ask him." So {hero} sat by him and waited.',
      },
      {
        guard: 'But the jetty to the fish was long and wobbly, over deep, cold water.',
        try: '{Hero} stepped on a wobbly plank. Splash! One paw went in the water. Brrr!',
        way: '{Guide} showed {hero} the strong middle planks. Step by careful step, along went {hero}.',
      },
    ],
    got: [
      'The fisherman laughed, and gave {hero} a little fish. "Here you go!"',
      '{Hero} reached the bucket. The fisherman smiled and gave {them} a fish.',
    ],
    fact: ['Fish breathe under the water through slits called gills.', 'Fish have shiny scales, like tiny tiles.'],
    share: [
      '{Hero} shared the fish with {guide}, there on the sunny jetty.',
      'Back on the grass, {hero} and {guide} shared the fish. Not one bit was left!',
    ],
  },
];

/** The treat the words want, if any. */
export const treatOf = (text: string) => TREATS.find((t) => t.said.test(text)) ?? null;

/** The treat a hungry one of this kind goes for, when the idea names none. */
export const treatEatenBy = (kind: string) => TREATS.find((t) => t.eaters.includes(kind)) ?? null;
