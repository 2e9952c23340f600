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

/** The child met at a lesson had one at a time (a piano, a guitar): waiting for the next lesson, or just finishing. */
const ONE_AT_A_TIME = [
  'A {nfkind} called {newFriend} sat waiting for the next lesson. {Nfthey} waved.',
  'A {nfkind} called {newFriend} was just finishing. "You’ll love it," {nfthey} said.',
] as const;

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
      '{Hero} wore a new red football shirt, much too big.',
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
    others: ONE_AT_A_TIME,
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
  {
    id: 'drums',
    door: 'the door of the music room',
    kit: [
      '{Hero} had {their} very own pair of drumsticks, smooth and new.',
      '{Hero} carried new drumsticks in a little bag with a drum on it.',
    ],
    others: [
      'A {nfkind} called {newFriend} sat waiting for the next lesson. {Nfthey} drummed on {nftheir} knees.',
      'A {nfkind} called {newFriend} was just finishing. "It’s SO loud!" {nfthey} grinned.',
    ],
    warmUp: [
      'First they clapped a beat together. Clap, clap, clap, clap!',
      'First {hero} sat on the drum stool, feet flat on the floor.',
    ],
    moves: [
      {
        shown: '"Hold the sticks like this, not too tight," said {teacher}. "Like holding a little bird."',
        tried: '{Hero} held the sticks loosely and tapped the drum. Boom, boom!',
      },
      {
        shown: '"Count with me," said {teacher}. "One, two, three, four!"',
        tried: '{Hero} counted and tapped on every number. Boom, boom, boom, boom!',
      },
    ],
    oops: [
      {
        event: 'Then {hero} played faster and faster. Whoops! A drumstick flew off. Clatter!',
        teacher: '{Teacher} picked it up. "Keep the beat slow and steady," {tthey} said. "Fast comes later."',
        friend: '{NewFriend} passed the stick back. "Mine flew off too, last week," {nfthey} whispered.',
        again: '{Hero} held the sticks loosely and counted slowly. Boom, boom, boom, boom!',
      },
      {
        event: 'Then {hero} lost the beat, and the drums went bang, bash, BONK!',
        teacher: '"Listen to my clap, and play with it," said {teacher}. Clap, clap, clap, clap.',
        friend: '"Count out loud," said {newFriend}. "One, two, three, four."',
        again: '{Hero} counted out loud and found the beat again. Boom, boom, crash!',
      },
    ],
    proud: [
      'At the end, {hero} played a whole beat. Boom, boom, CRASH!',
      'At the end, {hero} played the beat for {grownUp}. Boom, boom, crash!',
    ],
    next: ['"Can I have a drum at home?" asked {hero}.', '{Hero} drummed on {their} knees all the way home.'],
  },
  {
    id: 'violin',
    door: 'the door of the music room',
    kit: [
      '{Hero} carried a little violin in a case with a shiny clasp.',
      '{Hero} had a new music book and a little violin case.',
    ],
    others: [ONE_AT_A_TIME[0], 'A {nfkind} called {newFriend} was just packing up a violin. "You’ll love it," {nfthey} said.'],
    warmUp: [
      'First {hero} stood up tall, with {their} feet a little apart.',
      'First they wiggled their fingers and made them into spiders.',
    ],
    moves: [
      {
        shown: '"Tuck the violin under your chin, like a hug," said {teacher}.',
        tried: '{Hero} tucked the violin under {their} chin and plucked a string. Ping!',
      },
      {
        shown: '{Teacher} showed {hero} how to hold the bow, soft and bendy.',
        tried: '{Hero} pulled the bow across a string, slowly. A long, low note came out!',
      },
    ],
    oops: [
      {
        event: 'Then {hero} pressed the bow too hard, and the violin went SCREECH!',
        teacher: '"That’s a cat’s tail sound," laughed {teacher}. "Let the bow glide, gently."',
        friend: '"Mine went screech too," said {newFriend}, who was waiting for the next lesson.',
        again: '{Hero} let the bow glide gently. The note came out sweet and long.',
      },
    ],
    proud: [
      'At the end, {hero} played two notes for {grownUp}, up and down.',
      'At the end, {teacher} put a gold star in {heroS} music book.',
    ],
    next: ['"Can I practise at home?" asked {hero}.', '{Hero} carried the violin case all the way home, very carefully.'],
  },
  {
    id: 'guitar',
    door: 'the door of the music room',
    kit: ['{Hero} carried a guitar in a case almost as big as {them}.', '{Hero} had a new guitar strap with stars on it.'],
    others: ONE_AT_A_TIME,
    warmUp: [
      'First {hero} sat on the stool, with the guitar resting on {their} knee.',
      'First they wiggled their fingers and stretched them wide.',
    ],
    moves: [
      {
        shown: '"Brush your thumb down all the strings," said {teacher}. "That’s a strum."',
        tried: '{Hero} brushed {their} thumb down the strings. Twang!',
      },
      {
        shown: '{Teacher} showed {hero} how to press one string down and pluck it.',
        tried: '{Hero} pressed the string down and plucked it. Ping!',
      },
    ],
    oops: [
      {
        event: 'Then {hero} pressed a string too softly, and the guitar went buzz, buzz!',
        teacher: '"Press a bit harder, close to the bump," said {teacher}.',
        friend: '"Press right by the bump," whispered {newFriend}.',
        again: '{Hero} pressed hard and plucked again. Ping! A clear, bright note.',
      },
    ],
    proud: [
      'At the end, {hero} strummed along while {teacher} sang a song. Strum, strum, strum!',
      'At the end, {hero} strummed a little tune for {grownUp}.',
    ],
    next: ['"Can I play it every day?" asked {hero}.', '{Hero} strummed a pretend guitar all the way home.'],
  },
  {
    id: 'choir',
    door: 'the door of the hall',
    kit: ['{Hero} had a new folder for {their} song sheets.', '{Hero} wore {their} best top, the one with the shiny buttons.'],
    warmUp: [
      'First they warmed up their voices, humming like bees. Mmmm!',
      'First they stood tall and sang "La, la, la," up and down.',
    ],
    moves: [
      {
        shown: '"Breathe in deep, like smelling a flower," said {teacher}. "Then sing it out."',
        tried: '{Hero} breathed in deep and sang the first line with everyone.',
      },
      {
        shown: '{Teacher} sang a line, and everyone sang it back, like an echo.',
        tried: '{Hero} sang it back, soft at first, then a little louder.',
      },
    ],
    oops: [
      {
        event: 'Then came the high note. {HeroS} voice came out as a squeak!',
        teacher: '"Take a big breath first," said {teacher}. "Then float up to it."',
        friend: '"Mine squeaks too," whispered {newFriend}. "Breathe first."',
        again: '{Hero} took a big breath and sang the high note. It came out clear!',
      },
      {
        event: 'Then {hero} lost {their} place on the song sheet. Oops!',
        teacher: '{Teacher} pointed to the line. "We’re here," {tthey} said kindly.',
        friend: '"We’re here," whispered {newFriend}, and pointed to the line.',
        again: '{Hero} found the line and sang with everyone again.',
      },
    ],
    proud: [
      'At the end, they sang the whole song for the grown-ups. {Hero} sang out loud and clear.',
      'At the end, {teacher} said, "Lovely singing, {hero}!"',
    ],
    next: ['"When can I sing with them again?" asked {hero}.', '{Hero} sang the song all the way home.'],
  },
  {
    id: 'skating',
    door: 'the edge of the ice rink',
    kit: [
      '{Hero} had a new helmet and thick gloves, and wobbly hired skates.',
      '{Hero} wore {their} warmest jumper, and {grownUp} laced up the skates tight.',
    ],
    warmUp: [
      'First they held the wall and marched on the spot, like penguins.',
      'First they bent their knees and stood up again, holding the wall.',
    ],
    moves: [
      {
        shown: '"Little penguin steps," said {teacher}. "Then push, and glide."',
        tried: '{Hero} took little penguin steps across the ice, then glided, just a bit!',
      },
      {
        shown: '{Teacher} showed them how to bend their knees and push with one foot.',
        tried: '{Hero} bent {their} knees and pushed. Whoosh, a little glide!',
      },
    ],
    oops: [
      {
        event: 'Then {heroS} feet slid apart. Bump! Down {they} sat on the ice.',
        teacher: '"Everyone falls," said {teacher}. "Kneel, one foot, then the other. Up you get!"',
        friend: '{NewFriend} skated over. "Hands on your knees, then stand," {nfthey} said.',
        again: '{Hero} got up, knees bent, and glided again. No bump this time!',
      },
    ],
    proud: ['At the end, {hero} glided all by {themselves}!', 'At the end, {teacher} gave {hero} a sticker shaped like a skate!'],
    next: ['"Can we come skating again soon?" asked {hero}.', '{Hero} slid round the kitchen floor in socks that night.'],
  },
  {
    id: 'painting',
    door: 'the door of the art room',
    kit: ['{Hero} had a new painting apron with big pockets.', '{Hero} wore an old shirt of {grownUpS}, for the paint.'],
    warmUp: [
      'First they drew big circles in the air with their fingers.',
      'First everyone sat at the long table, with paper and paint pots.',
    ],
    moves: [
      {
        shown: '"Dip your brush in the water first, then the paint," said {teacher}.',
        tried: '{Hero} dipped {their} brush and painted a big yellow sun. Swish!',
      },
      {
        shown: '"Put a blob of blue by a blob of yellow," said {teacher}. "Now mix!"',
        tried: '{Hero} mixed the blobs with {their} brush. They turned green!',
      },
    ],
    oops: [
      {
        event: 'Then a big drip of paint ran right down {heroS} picture.',
        teacher: '"Let’s make it into something," said {teacher}. "What could it be?"',
        friend: '"That could be a tree," said {newFriend}, and grinned.',
        again: '{Hero} turned the drip into a tall tree, with round green leaves.',
      },
    ],
    proud: [
      'At the end, {teacher} pinned {heroS} painting on the wall.',
      'At the end, {hero} showed {grownUp} the painting, still wet and shiny.',
    ],
    next: [
      '"Can I paint at home too?" asked {hero}.',
      '{Hero} carried the painting home very carefully, so it would not smudge.',
    ],
  },
  {
    id: 'pony',
    door: 'the stable door',
    kit: ['{Hero} had a new riding hat, and boots with little heels.', '{Hero} wore a riding hat that was a bit too big.'],
    warmUp: [
      'First {hero} met Pickle, a little brown pony, and stroked its nose.',
      'First they brushed the ponies, long strokes, the way the hair grows.',
    ],
    moves: [
      {
        shown: '"Sit up tall, heels down, and hold the reins softly," said {teacher}.',
        tried: '{Hero} sat up tall in the saddle and held the reins. "Walk on!" The pony walked.',
      },
      {
        shown: '{Teacher} helped {hero} up into the saddle. "Now say, walk on," {tthey} said.',
        tried: '"Walk on!" said {hero}, and the pony clip-clopped round the ring.',
      },
    ],
    oops: [
      {
        event: 'Then the pony stopped to munch some grass, and would not move!',
        teacher: '"Squeeze gently with your legs," said {teacher}. "And say walk on, nice and clear."',
        friend: '"Squeeze with your legs," called {newFriend}. "That’s what I do."',
        again: '{Hero} squeezed and said, "Walk on!" The pony lifted its head and walked on.',
      },
    ],
    proud: [
      'At the end, the pony did a little trot. {Hero} bounced along, grinning.',
      'At the end, {hero} gave the pony a carrot. Crunch, crunch!',
    ],
    next: ['"Can I ride again next week?" asked {hero}.', '{Hero} galloped like a pony all the way to the car.'],
  },
  {
    id: 'cooking',
    door: 'the door of the kitchen',
    kit: ['{Hero} had a new apron with strawberries on it.', '{Hero} wore a little chef’s hat that kept slipping down.'],
    warmUp: ['First everyone washed their hands with lots of soap.', 'First they put on aprons and washed their hands.'],
    moves: [
      {
        shown: '"Tap the egg on the bowl, then pull it open," said {teacher}.',
        tried: '{Hero} tapped the egg, crack, and pulled it open. In it went!',
      },
      {
        shown: '{Teacher} showed them how to stir slowly, round and round.',
        tried: '{Hero} stirred the mixture round and round with a wooden spoon.',
      },
    ],
    oops: [
      {
        event: 'Then {hero} tipped the flour in too fast. Puff! A white cloud, all over {their} nose!',
        teacher: '"Little by little," laughed {teacher}, and wiped {their} nose.',
        friend: '{NewFriend} giggled. "You look like a snowman!" {nfthey} said, and helped wipe it off.',
        again: '{Hero} tipped the rest in slowly, spoon by spoon. No puff this time!',
      },
    ],
    proud: [
      'At the end, out came the little cakes, golden and warm. {Hero} had made them!',
      'At the end, {hero} put a cherry on each little cake.',
    ],
    next: ['"Can we make these at home?" asked {hero}.', '{Hero} carried the cakes home in a box, to share.'],
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
