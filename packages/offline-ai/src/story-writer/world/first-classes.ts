/**
 * A child's first class or lesson of a doing ('Bella's first ballet class', 'Leo's first football practice', 'Noah has
 * his first piano lesson'): arriving in the new kit, shy at the door, the teacher who knows the child's name, the other
 * children, the warm-up, the first real move of that doing, the tricky bit that goes wrong and who helps, the proud
 * moment, and home, wanting to go again. Never a stranger's 'What brings a brave girl here?' or a stock 'walked about,
 * but it was no good'.
 * Slots: {hero}, {Hero}, {heroS}, {they}, {They}, {their}, {them}, {themselves}, {teacher} ('Miss Nora', 'Coach Ben'),
 * {grownUp} (Mum or Dad), {newFriend} (a child met there), {classDoor} (where a shy child stops: 'the edge of the pitch').
 */

/** One doing's own first class: its place and teacher, kit, warm-up, first move, the tricky bit and the proud moment. */
export interface FirstClass {
  /** The activity it is a class of (world/activities.ts). */
  id: string;
  /** Where a shy child stops on arriving: 'the door of the dance studio', 'the edge of the pitch'. */
  door: string;
  /** How the teacher is called before the name: 'Coach' for a practice, else Miss or Mr by the teacher's pronoun. */
  coach?: true;
  /** The new kit put on or brought, a sentence each. */
  kit: readonly string[];
  /** The other children, when the class has its own ('a girl waiting for the next lesson'); else CLASS_WELCOME's. */
  others?: readonly string[];
  /** The warm-up, everyone together. */
  warmUp: readonly string[];
  /** The first real move: shown by the teacher, then tried. */
  moves: readonly { shown: string; tried: string }[];
  /** The tricky bit that goes wrong, and how it is put right: by the teacher, or by the new friend. */
  oops: readonly { event: string; teacher: string; friend: string; again: string }[];
  /** The proud moment, a sentence or two each. */
  proud: readonly string[];
  /** What the child wants next time. */
  next: readonly string[];
}

export const FIRST_CLASSES: readonly FirstClass[] = [
  {
    id: 'ballet',
    door: 'the door of the dance studio',
    kit: [
      '{Hero} had new pink ballet shoes, soft as kittens.',
      '{Hero} wore a new leotard and a tutu that went swish.',
      '{GrownUp} tied {heroS} hair up in a neat little bun.',
    ],
    warmUp: [
      'First they warmed up, stretching tall like trees and curling small like snails.',
      'They warmed up on the floor, wiggling their toes and flapping their arms like birds.',
    ],
    moves: [
      {
        shown: '"Hold the barre, and bend your knees," said {teacher}. "This is a plié."',
        tried: '{Hero} bent {their} knees, slow and gentle. Plié, and up!',
      },
      {
        shown: '{Teacher} showed them how to point their toes, long and pretty.',
        tried: '{Hero} pointed {their} toes, and {their} foot looked like a little arrow.',
      },
      {
        shown: '"Arms up high, like a swan," said {teacher}, and lifted {ttheir} arms.',
        tried: '{Hero} lifted {their} arms up high, then brought them down softly.',
      },
    ],
    oops: [
      {
        event: 'Then they tried a twirl. {Hero} spun round, wobbled, and sat down with a bump!',
        teacher: '{Teacher} helped {them} up. "Look at one spot while you spin," {tthey} said. "Everyone wobbles at first."',
        friend: '{NewFriend} held out a hand. "I fell over lots on my first day," {nfthey} whispered.',
        again: '{Hero} looked at one spot on the wall and twirled again. No wobble!',
      },
      {
        event: 'Then they stood on one leg like a flamingo. {Hero} wobbled and hopped, and hopped again.',
        teacher: '"Hold the barre with one hand," said {teacher} kindly. "It helps."',
        friend: '"Stretch your arms out," whispered {newFriend}. "Like wings."',
        again: '{Hero} tried again, and this time {they} stood still as a flamingo.',
      },
    ],
    proud: [
      'At the end, the grown-ups came in to watch a little show. {Hero} danced, twirled and bowed.',
      'At the end, everyone danced for the grown-ups. {Hero} pointed {their} toes and curtsied.',
    ],
    next: ['"Can I go again next week?" asked {hero}.', '{Hero} did pliés all the way to the car.'],
  },
  {
    id: 'football',
    door: 'the edge of the pitch',
    coach: true,
    kit: [
      '{Hero} had new football boots with bright laces, and shin pads.',
      '{Hero} wore a new red football shirt, much too big, with a number on the back.',
    ],
    warmUp: [
      'First they warmed up, jogging round the pitch and jumping like frogs.',
      'They warmed up, running to the cones and back, then hopping on one foot.',
    ],
    moves: [
      {
        shown: '"Kick with the side of your foot, not your toes," said {teacher}.',
        tried: '{Hero} kicked the ball with the side of {their} foot. It rolled straight to {newFriend}!',
      },
      {
        shown: '{Teacher} showed them how to pass the ball to a friend.',
        tried: '{Hero} passed the ball to {newFriend}, and {newFriend} passed it back. Tap, tap!',
      },
      {
        shown: '"Keep the ball close, with little taps," said {teacher}.',
        tried: '{Hero} dribbled the ball round the cones, tap, tap, tap.',
      },
    ],
    oops: [
      {
        event: 'Then {hero} ran up to kick the ball. {They} missed it and fell on the grass!',
        teacher: '{Teacher} helped {them} up. "Eyes on the ball," {tthey} said with a smile.',
        friend: '"I miss it all the time," said {newFriend}, and helped {them} up.',
        again: '{Hero} kept {their} eyes on the ball and kicked. Thump!',
      },
      {
        event: 'Then {heroS} kick went the wrong way, right into the bushes.',
        teacher: '"Good strong kick!" said {teacher}. "Now a softer one, with the side of your foot."',
        friend: '{NewFriend} fetched the ball. "Let’s try it together," {nfthey} said.',
        again: '{Hero} tried a softer kick. This time the ball went straight.',
      },
    ],
    proud: [
      'At the end, they played a little game. {Hero} kicked the ball into the net. Goal!',
      'At the end, {hero} scored a goal, and {teacher} gave {them} a shiny sticker!',
    ],
    next: ['"When is the next practice?" asked {hero}.', '{Hero} kicked a pretend ball all the way home.'],
  },
  {
    id: 'swimming',
    door: 'the edge of the pool',
    kit: [
      '{Hero} had a new swimsuit and bright blue goggles.',
      '{Hero} had new goggles and a swim hat that squeaked when {they} pulled it on.',
    ],
    warmUp: [
      'First they sat on the edge and kicked their feet. Splish, splash!',
      'They held the side and bobbed up and down in the shallow end.',
    ],
    moves: [
      {
        shown: '"Put your mouth in the water and blow," said {teacher}. "Like a hippo!"',
        tried: '{Hero} blew big bubbles in the water. Blub, blub, blub!',
      },
      {
        shown: '{Teacher} gave everyone a float. "Hold it tight, and kick your legs," {tthey} said.',
        tried: '{Hero} held the float and kicked {their} legs. Splash, splash!',
      },
    ],
    oops: [
      {
        event: 'Then water splashed up {heroS} nose. {Hero} coughed and grabbed the side.',
        teacher: '"Hum while your face is in," said {teacher}. "Then the water stays out."',
        friend: '"Hum like a bee," said {newFriend}. "That’s what I do."',
        again: '{Hero} hummed, and put {their} face in again. No water up {their} nose!',
      },
      {
        event: 'Then {heroS} float slipped away, and {they} went under with a splutter.',
        teacher: '{Teacher} was there at once. "Stand up, it’s not deep," {tthey} said gently.',
        friend: '{NewFriend} caught the float. "Here you go," {nfthey} said.',
        again: '{Hero} stood up, wiped {their} eyes, and laughed. Then {they} kicked again.',
      },
    ],
    proud: [
      'At the end, {hero} kicked all the way across with the float. {Teacher} gave {them} a sticker!',
      'At the end, {hero} floated like a starfish, all by {themselves}!',
    ],
    next: ['"Can we go swimming again tomorrow?" asked {hero}.', '{Hero} blew bubbles in the bath that night.'],
  },
  {
    id: 'gymnastics',
    door: 'the door of the gym',
    kit: ['{Hero} wore a new sparkly leotard.', '{Hero} had new shorts and a T-shirt, and bare feet for the mats.'],
    warmUp: [
      'First they warmed up, jumping like frogs and stretching like cats.',
      'They warmed up, running round the mats and touching their toes.',
    ],
    moves: [
      {
        shown: '"Tuck your chin in, and roll like a ball," said {teacher}. "This is a forward roll."',
        tried: '{Hero} tucked {their} chin in and rolled right over on the soft mat.',
      },
      {
        shown: '{Teacher} showed them how to jump off the springy board.',
        tried: '{Hero} bounced off the board and landed with {their} arms up. Ta-da!',
      },
    ],
    oops: [
      {
        event: 'Then they walked along the low beam. Halfway, {hero} wobbled and hopped off.',
        teacher: '"Arms out wide, like an aeroplane," said {teacher}, and held {their} hand.',
        friend: '"Look at the end of the beam, not your feet," whispered {newFriend}.',
        again: '{Hero} tried again, one foot after the other, right to the end.',
      },
      {
        event: 'Then {hero} tried a cartwheel, and landed in a heap on the mat.',
        teacher: '"Hands, hands, feet, feet," said {teacher}, and helped {hero} up.',
        friend: '{NewFriend} giggled kindly. "Mine look like that too," {nfthey} said.',
        again: '{Hero} said, "Hands, hands, feet, feet," and went over. Nearly a cartwheel!',
      },
    ],
    proud: [
      'At the end, {teacher} gave everyone a star sticker. {Hero} got one for trying so hard!',
      'At the end, the grown-ups came to watch. {Hero} did a forward roll and stood up tall.',
    ],
    next: ['"Can I come back next week?" asked {hero}.', '{Hero} did forward rolls on the sofa all evening.'],
  },
  {
    id: 'piano',
    door: 'the door of the music room',
    kit: ['{Hero} had a new music book with a bright red cover.', '{Hero} carried a new music bag with a treble clef on it.'],
    // (A piano lesson is one child at a time: the friend is the one waiting for the next lesson.)
    others: [
      'A {nfkind} called {newFriend} sat waiting for the next lesson. {Nfthey} waved.',
      'A {nfkind} called {newFriend} was just finishing. "You’ll love it," {nfthey} said.',
    ],
    warmUp: [
      'First they wiggled their fingers and made them into spiders.',
      'First {hero} sat up straight on the stool and curved {their} fingers like a bridge.',
    ],
    moves: [
      {
        shown: '"This white key is middle C," said {teacher}. "It lives by the two black keys."',
        tried: '{Hero} found middle C and pressed it. Ding!',
      },
      {
        shown: '{Teacher} showed {hero} how to play C, D and E with three fingers.',
        tried: '{Hero} played C, D, E, and back again. Plink, plonk, plink!',
      },
    ],
    oops: [
      {
        event: 'Then {hero} tried a little tune, and pressed the wrong key. CLONK!',
        teacher: '"That happens to everyone," said {teacher}. "Go slowly, one key at a time."',
        friend: '"Find middle C first," said {newFriend}, who was waiting for the next lesson.',
        again: '{Hero} found middle C again and played it slowly. It sounded right!',
      },
    ],
    proud: [
      'At the end, {hero} played the little tune for {grownUp}, who clapped and clapped.',
      'At the end, {teacher} put a gold star in {heroS} music book.',
    ],
    next: ['"Can I practise at home?" asked {hero}.', '{Hero} played middle C on the table all the way home.'],
  },
  {
    id: 'karate',
    door: 'the door of the karate hall',
    kit: [
      '{Hero} wore a new white karate suit, tied with a white belt.',
      '{Hero} had a crisp white karate suit, and {grownUp} helped tie the belt.',
    ],
    warmUp: [
      'First they warmed up with star jumps, and then they stretched.',
      'They warmed up, running round the mat and doing star jumps.',
    ],
    moves: [
      {
        shown: '"In karate, we bow first," said {teacher}. Everyone bowed.',
        tried: 'Then {hero} made a strong fist and punched the air. "Hi-ya!"',
      },
      {
        shown: '{Teacher} showed them a front kick, knee up and then foot out.',
        tried: '{Hero} lifted {their} knee and kicked. "Hi-ya!"',
      },
    ],
    oops: [
      {
        event: 'Then {hero} kicked too high, lost {their} balance and sat down on the mat.',
        teacher: '"Strong feet first," said {teacher}, and helped {them} up. "Then kick."',
        friend: '{NewFriend} helped {them} up. "Bend your other knee a bit," {nfthey} said.',
        again: '{Hero} stood strong and kicked again. "Hi-ya!" No wobble!',
      },
      {
        event: 'Then {hero} punched with {their} thumb inside {their} fist. Ouch!',
        teacher: '"Thumb on the outside," said {teacher}, and showed {them}.',
        friend: '"Thumb outside, like this," said {newFriend}, and showed {them}.',
        again: '{Hero} made a proper fist and punched. "Hi-ya!"',
      },
    ],
    proud: [
      'At the end, {teacher} gave {hero} a sticker. "Good strong kicks," {tthey} said.',
      'At the end, they showed the grown-ups their kicks. {Hero} shouted the loudest "Hi-ya!"',
    ],
    next: ['"When can I get a yellow belt?" asked {hero}.', '{Hero} bowed to {grownUp} at the door. "Hi-ya!"'],
  },
];

/** Arriving: the day said, and the child shy at the door with the grown-up. */
export const CLASS_ARRIVE = {
  day: [
    'Today was {heroS} very first {classWord}!',
    '{Hero} woke up early. It was {their} first {classWord} today!',
    'It was Saturday, and {hero} was going to {their} first {classWord}.',
  ],
  door: [
    'At {classDoor}, {hero} held {grownUpS} hand tight.',
    '{Hero} peeped at all the other children. So many! {Their} tummy felt fluttery.',
    'At {classDoor}, {hero} stopped. "What if I can’t do it?" {they} whispered.',
  ],
} as const;

/** The teacher's welcome by name, and the other children. */
export const CLASS_WELCOME = {
  hello: [
    '"You must be {hero}!" said {teacher} with a smile. "We’re so glad you came."',
    '{Teacher} knelt down. "Hello, {hero}. I’m {teacher}. Welcome!"',
  ],
  others: [
    'A {nfkind} called {newFriend} waved. "It’s only my second time," {nfthey} said.',
    'A {nfkind} called {newFriend} had a gap in {nftheir} teeth and a big grin. "Stand by me," {nfthey} said.',
  ],
} as const;

/** How the child feels when it goes wrong, before help comes. */
export const CLASS_UPSET = [
  '{HeroS} cheeks went hot. Was everyone looking?',
  '"I can’t do it," {hero} said in a small voice.',
  '{Hero} felt like going home.',
] as const;

/** The teacher's word after the first move is tried. */
export const CLASS_PRAISE = [
  '"Lovely, {hero}!" said {teacher}.',
  '"That’s it, {hero}!" said {teacher}, and gave a thumbs up.',
] as const;

/** The proud feeling, after the proud moment. */
export const CLASS_GLAD = [
  '{Hero} felt fizzy and proud, right down to {their} toes.',
  '{GrownUp} waved and gave {hero} a big thumbs up.',
  '{Hero} smiled so much {their} cheeks hurt.',
] as const;

/** Home, and wanting to go again. */
export const CLASS_HOME = {
  asked: ['On the way home, {grownUp} asked, "Did you like it?"', '"How was it?" asked {grownUp} on the way home.'],
  answer: [
    '"I loved it!" said {hero}. "And I made a friend called {newFriend}."',
    '"It was a bit hard," said {hero}. "But I did it!"',
  ],
} as const;

/** Children met at a first class. */
export const CLASS_FRIENDS: readonly { name: string; kind: 'girl' | 'boy' }[] = [
  { name: 'Zara', kind: 'girl' },
  { name: 'Ollie', kind: 'boy' },
  { name: 'Ruby', kind: 'girl' },
  { name: 'Finn', kind: 'boy' },
  { name: 'Priya', kind: 'girl' },
  { name: 'Tom', kind: 'boy' },
];
