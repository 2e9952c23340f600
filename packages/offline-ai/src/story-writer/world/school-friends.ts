/**
 * A child's day at school that ends with a friend ('Mia's first day at school', 'Leo starts school', 'the new girl in
 * class'): the morning (the new jumper, the peg with a name on it, waving goodbye), sitting alone, the one who shares
 * or is alone too, a little time side by side in class, a small trouble of a school day put right together, a real
 * game at playtime, and home time ('How was school?' 'I made a friend!'). Never a child in a pencil pot, a game
 * 'about rows of little desks' or a stock guinea pig out of its hutch.
 * Told of little animals at school too ('a hedgehog's first day at forest school'), in the lines that suit any
 * pupil: no jumper, shoes or gloves on a hedgehog, and Mummy Hedgehog at the gate.
 * Slots: {hero}, {Hero}, {heroS}, {they}, {their}, {them}, {friend}, {Friend}, {friendS}, {fthey}, {ftheir}, {fthem},
 * {fkind} (girl, boy), {aFkind}, {ran}, {others} (children, or hedgehogs), {grownUp} and {grownUpS} (Mum or Dad, who takes the child), {teacher} ('Miss Nora', 'the teacher', or
 * 'Mrs Owl' for little animals), {school} (school, or the idea's 'nursery', 'kindergarten'), {schoolJumper}, {inClass} ('In class',
 * 'Inside'), {ourClass} ('the class guinea pig', 'the nursery guinea pig'), {backToClass}.
 */

/** The morning: the day said, what the child wears or finds, and the goodbye. One line of each is told. */
export const SCHOOL_MORNING = {
  /** The day begins, on the child's first day. */
  firstDay: [
    'It was {heroS} very first day at {school}.',
    'Today was the big day: {heroS} first day at {school}!',
    '{Hero} woke up early. It was {their} first day at {school}!',
  ],
  /** The day begins, for a child new there whose idea names no first day ('the new girl in class'). */
  newThere: [
    '{Hero} was new at {school}, and {they} knew nobody yet.',
    '{Hero} had just moved to a new {school}, and {they} knew nobody there.',
  ],
  /** What is new or found waiting, for any pupil. */
  ready: [
    'There was a peg with {heroS} name on it, and a picture of a {peg}.',
    '{Hero} hung {their} bag on a peg with {their} own name on it.',
  ],
  /** What is new, for a child. */
  readyChild: [
    '{Hero} wore a new {schoolJumper}, with the sleeves rolled up.',
    '{Hero} had new shoes, so shiny {they} could see {their} face in them.',
  ],
  /** Goodbye to the grown-up who brought them. */
  goodbye: [
    '{GrownUp} gave {hero} a big hug and waved goodbye at the door.',
    '"Have a lovely day," said {grownUp}, and waved from the gate.',
    '{Hero} waved goodbye to {grownUp}, and {their} tummy felt fluttery.',
  ],
  /** The wish, said or thought. */
  wish: [
    '"What if nobody wants to play with me?" {they} whispered.',
    '"I hope I make a friend today," {they} whispered.',
    '{Hero} held {their} bag tight. Would anyone want to be {their} friend?',
  ],
} as const;

/** The pictures on school pegs. */
export const PEG_PICTURES = ['frog', 'star', 'rocket', 'ladybird', 'sun', 'boat'] as const;

/** Sitting alone in class, before anyone is met. */
export const SCHOOL_ALONE = [
  '{inClass}, everyone sat on the carpet. {Hero} sat at the very edge, all alone.',
  'At the table, the others chatted and laughed. {Hero} sat on {their} own.',
  'The others all seemed to know each other. {Hero} stood by the wall, alone.',
  '{Teacher} read a story on the carpet. {Hero} sat at the back, and nobody sat next to {them}.',
] as const;

/**
 * How the friend is met: what the friend does or how they are seen ({friendLooks}: 'a girl with curly hair'), and the
 * names said. After this, the friend goes by name. `newToo`: the friend is new too, and shows the hero nothing.
 */
export const SCHOOL_MEETS: readonly { seen: string; hello: string; newToo?: true }[] = [
  // The one who shares crayons.
  {
    seen: '{Hero} had no red crayon for {their} picture. Then {friendLooks} slid a box across the table.',
    hello: '"You can share mine," said the {fkind}. "I’m {friend}." "I’m {hero}," {they} said, smiling at {friend}.',
  },
  // The one who is alone too.
  {
    seen: '{FriendLooks} sat by the window, all alone too.',
    hello:
      '{Hero} took a deep breath. "Hello, I’m {hero}." "I’m {friend}," said the {fkind}. "I’m new too." {Hero} and {friend} smiled at each other.',
    newToo: true,
  },
  // The one who shares a snack.
  {
    seen: 'At snack time, {heroS} apple rolled off the table. {FriendLooks} broke {ftheir} cracker in half.',
    hello:
      '"Here, you can have some," said the {fkind}. "I’m {friend}." "Thank you! I’m {hero}." {Hero} sat down next to {friend}.',
  },
  // The one who shares the swing.
  {
    seen: 'At playtime, {friendLooks} sat on the swings.',
    hello: '"This one’s free!" called the {fkind}. "I’m {friend}." "I’m {hero}!" {they} said, and {ran} over to {friend}.',
  },
];

/** How a little animal looks when first seen. */
export const CREATURE_LOOKS = ['{aFkind} with a red scarf', '{aFkind} with a spotty bag', '{aFkind} with a shy smile'] as const;

/** How the friend looks when first seen, so the first sight is someone, not 'the girl'. */
export const FRIEND_LOOKS = [
  'a {fkind} with curly hair',
  'a {fkind} with a gap in {ftheir} teeth',
  'a {fkind} with freckles on {ftheir} nose',
  'a {fkind} with a plaster on {ftheir} knee',
  'a {fkind} with bright red wellies',
] as const;

/** A little while side by side in class, once the names are said, and what comes of it. `shows`: the friend shows the way round. */
export const SCHOOL_TOGETHER: readonly { doing: string; after: string; shows?: true }[] = [
  {
    doing: '{Hero} and {friend} drew a giant rainbow together, one stripe each.',
    after: '"What a lovely rainbow," said {teacher}, and gave them each a sticker.',
  },
  {
    doing: 'In the reading corner, {hero} and {friend} shared a picture book on a beanbag.',
    after: 'The pictures were so silly that they both giggled.',
  },
  {
    doing: '{Friend} showed {hero} where the water bottles went, and where to wash {their} hands.',
    after: '"Thank you for helping, {friend}," said {teacher}.',
    shows: true,
  },
  {
    doing: '{Hero} and {friend} fed the {ourClass} guinea pig a bit of carrot. It squeaked!',
    after: '"You two make a good team," said {teacher}, with a smile.',
  },
  {
    doing: 'At carpet time, {hero} sat next to {friend}, and they sang the counting song.',
    after: 'They sang the loudest of all, and {teacher} clapped.',
  },
];

/**
 * A small trouble of a school day, how it feels, and how the friend helps put it right. `not`: the playtime game it
 * rules out (no tag after a game of tag with too many rules); `child`: a child's own (gloves, the toilet).
 */
export const SCHOOL_TROUBLES: readonly { event: string; upset: string; fix: string; not?: string; child?: true }[] = [
  {
    event: 'At painting time, {hero} knocked over a pot of blue paint. Splash! Blue paint went everywhere.',
    upset: '{Hero} felt {their} eyes go hot and prickly.',
    fix: '{Friend} grabbed a cloth and helped mop it up. "Now the table looks like the sea," {fthey} said, and {hero} giggled.',
  },
  {
    event: 'At lunch, {hero} carried {their} tray, but there was no room at any table.',
    upset: '{Hero} stood very still, with nowhere to sit.',
    fix: '"Over here, {hero}!" called {friend}, and moved along to make room. They ate their lunch side by side.',
  },
  {
    event: 'At playtime, {hero} lost one of {their} new red gloves. It was not by the slide, or by the bench.',
    upset: '"Oh no, my new glove!" said {hero}.',
    fix: '{Friend} helped {them} look. There it was, hanging on the fence! "Got it!" said {friend}.',
    child: true,
  },
  {
    event: 'At playtime, some big {others} were playing tag, with lots and lots of rules.',
    upset: '{Hero} could not keep up with all the rules, and {they} felt left out.',
    fix: '"Let’s make our own game," said {friend}. "It has just one rule: have fun!"',
    not: 'tag',
  },
  {
    event: 'After going to the toilet, {hero} could not find {backToClass}.',
    upset: '{Hero} felt very small. All the doors looked the same!',
    fix: '{Friend} was waiting by the door. "This way," {fthey} said, and took {heroS} hand.',
    child: true,
  },
];

/** The real game the two play together, out on the playground or in class. `game`: what it is, to rule it out. */
export const SCHOOL_GAMES: readonly { game: string; play: string; fun: string }[] = [
  {
    game: 'tag',
    play: 'Out on the playground, {hero} and {friend} played tag round and round the big tree.',
    fun: '"You’re it!" shouted {friend}, and {hero} ran off, laughing.',
  },
  {
    game: 'hopscotch',
    play: '{Friend} showed {hero} the hopscotch squares on the playground. Hop, hop, jump!',
    fun: '{Hero} hopped all the way to ten. "You didn’t wobble once!" cheered {friend}.',
  },
  {
    game: 'blocks',
    play: '{Hero} and {friend} built a tower of blocks, as tall as {hero}.',
    fun: 'It wobbled, and down it came, crash! "Again!" laughed {friend}.',
  },
  {
    game: 'sandpit',
    play: 'In the sandpit, {hero} and {friend} dug a deep hole and filled it with water.',
    fun: '"It’s a lake for frogs!" said {friend}, and {hero} laughed.',
  },
  {
    game: 'dressing up',
    play: 'In the dressing-up box, {hero} found a pirate hat and {friend} found a dragon tail.',
    fun: '"Roar!" went {friend}. "Arr!" went {hero}, and they both fell about laughing.',
  },
];

/** After the game: the shyness gone. */
export const SCHOOL_GLAD = [
  '{Hero} forgot all about feeling shy.',
  'It was the best playtime ever.',
  '{Hero} did not feel new any more.',
] as const;

/** Home time: met at the gate, the question, the answer. */
export const SCHOOL_HOME_TIME = {
  gate: [
    'At home time, {grownUp} was waiting at the {school} gate.',
    'When the bell rang for home time, {grownUp} was there at the {school} gate.',
  ],
  asked: ['"How was {school}?" asked {grownUp}.', '"How was your day?" asked {grownUp}, with a hug.'],
  answer: [
    '"I made a friend!" said {hero}. "{Ftheir} name is {friend}!"',
    '"I made a friend called {friend}!" said {hero}, bouncing up and down.',
  ],
  /** Goodbye to the friend at the gate: the picture stays at school, with no friend in the bedroom at night. */
  after: [
    '{Hero} and {friend} waved to each other. "See you tomorrow!" they called.',
    '{Friend} waved from the gate too. "See you tomorrow, {hero}!"',
    '{Hero} held {grownUpS} hand and waved to {friend}. "See you tomorrow!"',
  ],
} as const;
