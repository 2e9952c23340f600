/**
 * Someone a child wishes to be ('wants to be a knight', 'become a pirate'): what one of them must be, what
 * one of them shows the child, a trouble only one of them would know how to put right, and how the child
 * is made one at the end. A knight is taught to hold a shield; a chef to crack an egg.
 */
import type { VENUES } from './fears.js';
import type { PlaceTrouble } from './types.js';

export interface Role {
  /** Kind words (language/kinds.ts) of those who are one. */
  words: readonly string[];
  /** What one of them must be, after 'A knight must be': 'brave and kind'. */
  must: string;
  /** What is shown, after 'how to': 'hold a shield up high'. At least three. */
  lessons: readonly string[];
  /**
   * A trouble only one of them would know how to put right, and how the child does it, past tense. Slots:
   * {hero}, {they}, {their}.
   */
  troubles: readonly PlaceTrouble[];
  /** Being made one, a sentence or two; {guide} is the one who taught. */
  made: readonly string[];
  /** Who teaches, when not one of them: a police dog learns from a police officer. */
  guide?: string;
  /**
   * What there is for it where it is done, with an article, seen first there: a footballer's goal posts on the park's
   * pitch, never only its duck pond.
   */
  sights?: readonly string[];
  /** The part of a school it is done in, away from the classroom's desks: a drummer plays in the hall. */
  venue?: keyof typeof VENUES;
  /** Said as the lessons go on, in its own voice ('"Keep your eye on the ball!" called {guide}.'); else a common line. */
  practise?: readonly string[];
  /** The guide's cheer when the trouble is put right ('"What a voice!" said {guide}.'); else a common line. */
  praise?: readonly string[];
  /** What the guide says as the trouble comes ('"Stick together, team!" shouted {guide}.'); else a common line. */
  call?: readonly string[];
}

const ROLES: readonly Role[] = [
  {
    words: ['knight'],
    must: 'brave and kind',
    lessons: ['hold a shield up high', 'ride a pony round the yard', 'polish a helmet until it shone', 'bow to the king'],
    troubles: [
      {
        event: 'Then a little lamb slipped into the moat and began to bleat.',
        fix: '{Hero} lay flat and held out {their} shield, and the lamb climbed on.',
      },
      {
        event: 'Then the castle cat got stuck at the top of the tall tower.',
        fix: '{Hero} climbed the winding stairs and carried the cat down.',
      },
    ],
    made: [
      '{Guide} tapped {hero} on each shoulder with a sword. "You are a true knight now!"',
      'The king gave {hero} a shining shield of {their} own. "Every knight needs one," he said.',
    ],
  },
  {
    words: ['pirate'],
    must: 'bold and good at sums',
    lessons: ['read a treasure map', 'tie a knot that would not slip', 'climb the rope ladder', 'look through a spyglass'],
    troubles: [
      {
        event: 'Then the wind blew the treasure map into a rock pool.',
        fix: '{Hero} fished it out and dried it in the sun.',
      },
      {
        event: 'Then the rowing boat began to drift away from the shore.',
        fix: '{Hero} threw a rope and tied a knot that held fast.',
      },
    ],
    made: [
      '{Guide} put a big pirate hat on {heroS} head. "Now you are a real pirate!"',
      'Everyone gave a loud "Yo-ho-ho!" for the newest pirate on the island.',
    ],
  },
  {
    words: ['astronaut'],
    must: 'calm and careful',
    lessons: [
      'float without bumping into things',
      'eat food out of a little packet',
      'press the right buttons',
      'put on a space helmet',
    ],
    troubles: [
      {
        event: 'Then a red light began to blink on the control panel.',
        fix: '{Hero} stayed calm and pressed the right button. The light turned green.',
      },
      {
        event: 'Then a spanner floated out of reach, towards the open hatch.',
        fix: '{Hero} pushed off gently and caught it just in time.',
      },
    ],
    made: [
      '{Guide} pinned a shiny badge on {heroS} space suit. "Welcome to the crew!"',
      'Back on Earth, {hero} got a badge with a rocket on it, just for {them}.',
    ],
  },
  {
    words: ['firefighter'],
    must: 'quick and brave',
    lessons: ['roll out the long hose', 'slide down the shiny pole', 'climb the tall ladder', 'put on the big helmet'],
    troubles: [
      {
        event: 'Then a kitten got stuck at the top of a tall tree.',
        fix: '{Hero} held the ladder steady, and the kitten came safely down.',
      },
      {
        event: 'Then smoke puffed out of a bin behind the shops.',
        fix: '{Hero} helped point the hose, and the little fire fizzled out.',
      },
    ],
    made: [
      '{Guide} gave {hero} a red helmet of {their} very own. "You are one of the team now!"',
      'All the firefighters cheered and rang the big bell for {hero}.',
    ],
  },
  {
    words: ['chef', 'cook', 'baker'],
    must: 'careful and tidy',
    lessons: ['crack an egg without any shell', 'stir the sauce slowly', 'cut soft fruit with a safe knife', 'wash up as you go'],
    troubles: [
      {
        event: 'Then the soup boiled up and nearly spilled over.',
        fix: '{Hero} turned the heat down and stirred until the soup calmed down.',
      },
      {
        event: 'Then the cake mix was far too runny.',
        fix: '{Hero} added more flour, one spoon at a time.',
      },
    ],
    made: ['{Guide} gave {hero} a tall white hat. "Every chef needs one!"', 'Everyone tasted {heroS} dish and asked for more.'],
  },
  {
    words: ['farmer'],
    must: 'up early and kind to animals',
    lessons: ['feed the hens', 'collect the eggs gently', 'fill the water trough', 'call the cows in'],
    troubles: [
      {
        event: 'Then the sheep got out of their field and into the lane.',
        fix: '{Hero} walked slowly round behind them. The sheep trotted back into the field.',
      },
      {
        event: 'Then a little calf would not drink its milk.',
        fix: '{Hero} held the bottle still and spoke softly. The calf began to drink.',
      },
    ],
    made: [
      '{Guide} gave {hero} a pair of green boots. "Now you are a real farmer!"',
      'The hens clucked and the cows mooed, as if they were cheering for {hero}.',
    ],
  },
  {
    words: ['vet'],
    must: 'gentle and calm',
    lessons: [
      'listen to a heartbeat',
      'wrap a bandage round a paw',
      'wash {their} hands well',
      'speak softly to a scared animal',
    ],
    troubles: [
      {
        event: 'Then a puppy came in with a sore paw, shaking with fright.',
        fix: '{Hero} spoke softly and wrapped the paw. The puppy licked {their} hand.',
      },
      {
        event: 'Then a kitten would not take its medicine.',
        fix: '{Hero} hid it in a little treat, and the kitten gobbled it up.',
      },
    ],
    made: [
      '{Guide} gave {hero} a little badge with {their} name on it. "You were wonderful today."',
      '{Hero} put on the vet’s coat, and it fitted just right.',
    ],
  },
  {
    words: ['doctor', 'nurse', 'dentist'],
    must: 'gentle and calm',
    lessons: [
      'listen to a heartbeat',
      'look in an ear with a little light',
      'wash {their} hands well',
      'speak softly to a scared patient',
    ],
    troubles: [
      {
        event: 'Then a little boy would not open his mouth, he was so scared.',
        fix: '{Hero} showed him on a teddy first, and he opened wide.',
      },
      {
        event: 'Then a girl fell over and grazed her knee.',
        fix: '{Hero} cleaned it gently and put on a plaster with stars on it.',
      },
    ],
    made: [
      '{Guide} gave {hero} a little badge with {their} name on it. "You were wonderful today."',
      '{Hero} put on the white coat, and it fitted just right.',
    ],
  },
  {
    words: ['teacher'],
    must: 'patient and kind',
    lessons: [
      'read a story in funny voices',
      'write neatly on the board',
      'help someone who is stuck',
      'ring the bell for playtime',
    ],
    troubles: [
      {
        event: 'Then a little one began to cry on the first day.',
        fix: '{Hero} sat beside him and read his favourite book. Soon he was smiling.',
      },
      {
        event: 'Then the whole class got the sum wrong.',
        fix: '{Hero} drew it with apples on the board, and everyone got it right.',
      },
    ],
    made: ['The class gave {hero} a big thank-you card.', '{Guide} let {hero} ring the bell at the end of the day.'],
  },
  {
    words: ['explorer'],
    must: 'curious and careful',
    lessons: ['read a compass', 'follow a map', 'pack a bag with all you need', 'look for tracks in the mud'],
    troubles: [
      {
        event: 'Then the path split into three, and nobody knew the way.',
        fix: '{Hero} took out the compass, and it pointed the right way.',
      },
      {
        event: 'Then fog rolled in, and they could not see the trail.',
        fix: '{Hero} found their tracks in the mud, and they followed them back.',
      },
    ],
    made: ['{Guide} gave {hero} a real explorer’s hat.', '{Guide} wrote {heroS} name in the big book of explorers.'],
  },
  {
    words: ['police officer', 'policeman', 'policewoman'],
    must: 'fair and helpful',
    lessons: ['help people cross the road', 'look for clues', 'talk on the radio', 'ask good questions'],
    troubles: [
      {
        event: 'Then a little girl lost her mum in the busy market.',
        fix: '{Hero} asked good questions and looked for clues. Soon they found her mum.',
      },
    ],
    made: ['{Guide} gave {hero} a shiny badge. "Thank you for your help today!"'],
  },
  {
    words: ['police dog', 'sniffer dog'],
    guide: 'police officer',
    must: 'brave and good at listening',
    lessons: [
      'sit and stay until called',
      'follow a smell along the ground',
      'jump over the high fence',
      'crawl through the long tunnel',
      'find a hidden ball by its smell',
    ],
    troubles: [
      {
        event: 'Then a little boy got lost in the busy park.',
        fix: '{Hero} sniffed the boy’s hat and followed the smell to the swings. There he was, safe and sound.',
      },
      {
        event: 'Then a lady’s handbag went missing at the market.',
        fix: '{Hero} put {their} nose to the ground and found the bag under a stall.',
      },
    ],
    made: [
      '{Guide} clipped a shiny badge onto {heroS} collar. "Good work, Officer {Hero}!"',
      'Everyone at the police station cheered for {hero}, the newest {roleWord}.',
    ],
  },
  {
    words: ['pilot'],
    must: 'calm and careful',
    lessons: ['check the wings and the wheels', 'read the dials', 'talk to the tower on the radio'],
    troubles: [
      {
        event: 'Then dark clouds rolled in over the airport.',
        fix: '{Hero} read the dials and waited until the sky was clear.',
      },
    ],
    made: ['{Guide} pinned a pair of golden wings on {heroS} jacket. "Captain {Hero}!"'],
  },
  {
    words: ['zookeeper'],
    must: 'gentle and patient',
    lessons: ['feed the penguins fish', 'brush the zebra', 'clean out the pens', 'give the giraffe leaves'],
    troubles: [
      {
        event: 'Then a cheeky monkey ran off with the keys.',
        fix: '{Hero} held out a banana, and the monkey swapped it for the keys.',
      },
    ],
    made: ['{Guide} gave {hero} a zoo cap of {their} very own. "You are a real zookeeper!"'],
  },
  {
    words: ['scientist'],
    must: 'curious and careful',
    lessons: ['wear safety goggles', 'measure with care', 'write down what happens', 'ask "why?"'],
    troubles: [
      {
        event: 'Then the experiment fizzed up and would not work.',
        fix: '{Hero} checked each step and found the mistake. This time it worked.',
      },
    ],
    made: ['{Guide} gave {hero} a white lab coat with {their} name on it.'],
  },
  {
    words: ['builder'],
    must: 'strong and careful',
    lessons: ['wear a hard hat', 'mix the cement', 'lay the bricks in a straight line', 'use a spirit level'],
    troubles: [
      {
        event: 'Then the wall began to lean to one side.',
        fix: '{Hero} used the spirit level, and they built it straight again.',
      },
    ],
    made: ['{Guide} gave {hero} a yellow hard hat. "Now you are a real builder!"'],
  },
  {
    words: ['wizard', 'witch'],
    must: 'wise and careful',
    lessons: ['wave a wand just so', 'stir a bubbling potion', 'say a spell slowly'],
    troubles: [
      {
        event: 'Then a spell went wrong, and the broom began to sweep all by itself.',
        fix: '{Hero} said the spell backwards, slowly. The broom stood still.',
      },
    ],
    made: ['{Guide} gave {hero} a wand of {their} very own. "Use it wisely!"'],
  },
  {
    words: ['footballer'],
    guide: 'football coach',
    must: 'quick and a good team player',
    lessons: [
      'kick the ball with the side of {their} foot',
      'pass the ball to a friend',
      'dribble the ball round the cones',
      'stop the ball with {their} foot',
    ],
    troubles: [
      {
        event: 'Then the match began, and the other team were much bigger.',
        fix: '{Hero} and the team passed the ball quickly, right past the big players. Goal!',
      },
      {
        event: 'Then a little boy on the team slipped in the mud and began to cry.',
        fix: '{Hero} helped the boy up and passed him the ball. The boy scored a goal!',
      },
    ],
    made: [
      '{Guide} gave {hero} a team shirt with {their} own number on the back.',
      'The whole team cheered and chanted {heroS} name.',
    ],
    sights: [
      'a big green pitch with white lines',
      'two goal posts with nets',
      'a line of orange cones',
      'a bag of footballs',
      'a bench for the team',
    ],
    practise: [
      '"Keep your eye on the ball!" called {guide}.',
      '{Hero} kicked the ball again and again, until it went where {they} wanted.',
    ],
    praise: ['"What a player!" shouted {guide}, and blew the whistle.', '"Now that is teamwork!" cried {guide}.'],
    call: [
      '"Play like a footballer, and stick together!" shouted {guide}.',
      '"Remember what every footballer practises!" called {guide}.',
    ],
  },
  {
    words: ['singer'],
    must: 'brave enough to sing out loud',
    lessons: ['breathe in deep before a song', 'sing up high and down low', 'hold the microphone just right', 'hum to warm up'],
    troubles: [
      {
        event: 'Then the music stopped, right in the middle of the song.',
        fix: '{Hero} kept on singing without it, and everyone clapped along.',
      },
      {
        event: 'Then a little girl in the front row began to cry.',
        fix: '{Hero} sang her a soft, slow song, and she smiled.',
      },
    ],
    made: [
      '{Guide} pinned a sparkly star on {heroS} top. "You are a real singer now!"',
      'Everyone in the theatre stood up and clapped for {hero}.',
    ],
    sights: [
      'a microphone on a stand',
      'a big stage with a spotlight',
      'red velvet curtains',
      'a piano at the side of the stage',
      'rows of red seats',
    ],
    practise: [
      '"La, la, la!" sang {hero}, higher and higher.',
      '{Hero} sang the song again and again, until {they} knew every word.',
    ],
    praise: ['"Bravo!" cried {guide}, clapping.', '"What a voice!" said {guide} with a big smile.'],
    call: [
      '"The show must go on, little singer," whispered {guide}.',
      '"A singer sings on, whatever happens," whispered {guide}.',
    ],
  },
  {
    words: ['drummer'],
    must: 'patient and good at counting',
    lessons: ['hold the drumsticks lightly', 'count one, two, three, four', 'tap a steady beat', 'play soft, then loud'],
    troubles: [
      {
        event: 'Then the school band lost the beat, and the song got all muddled.',
        fix: '{Hero} counted out loud and tapped a steady beat. Everyone found it again.',
      },
      {
        event: 'Then a drumstick flew out of {heroS} hand and rolled under the piano.',
        fix: '{Hero} kept the beat going with one stick, and nobody even noticed.',
      },
    ],
    made: ['{Guide} gave {hero} a pair of drumsticks of {their} very own.', 'The whole school clapped along to {heroS} beat.'],
    venue: 'hall',
    sights: [
      'a big shiny drum kit',
      'a piano by the stage',
      'music stands in a row',
      'a box of tambourines and shakers',
      'rows of chairs for the mums and dads',
    ],
    practise: [
      'Boom, boom, tish! {Hero} tapped until {their} arms were tired.',
      '"Count with me: one, two, three, four!" said {guide}.',
    ],
    praise: ['"You kept the whole band together!" cried {guide}.', '"What a beat!" laughed {guide}.'],
    call: [
      '"A drummer keeps the beat. Find it, {hero}!" called {guide}.',
      '"Keep counting, like a real drummer!" whispered {guide}.',
    ],
  },
  {
    words: ['musician'],
    must: 'patient and a good listener',
    lessons: [
      'read the notes on the page',
      'play a little tune on the piano',
      'tune a guitar string by string',
      'play in time with the band',
    ],
    troubles: [
      {
        event: 'Then a guitar string went twang and slipped out of tune.',
        fix: '{Hero} listened carefully and turned the peg until it sounded right.',
      },
      {
        event: 'Then the music sheets blew off the stand, all in a muddle.',
        fix: '{Hero} put them back in order by the numbers at the bottom.',
      },
    ],
    made: [
      '{Guide} gave {hero} a little gold music badge to wear.',
      'Everyone clapped as {hero} took a bow with the school band.',
    ],
    venue: 'hall',
    sights: [
      'a shiny piano',
      'a guitar on a stand',
      'music stands in a row',
      'a box of tambourines and shakers',
      'rows of chairs for the mums and dads',
    ],
    practise: ['{Hero} played the tune slowly, then a little faster.', '"Listen first, then play," said {guide}.'],
    praise: ['"That sounded lovely!" said {guide}.', '"Music to my ears!" laughed {guide}.'],
    call: ['"A good musician listens first," said {guide}.', '"Can our new musician put it right?" asked {guide}.'],
  },
  {
    words: ['artist', 'painter'],
    must: 'patient and full of ideas',
    lessons: [
      'mix blue and yellow to make green',
      'hold the brush lightly',
      'look closely before painting',
      'wash the brush between colours',
    ],
    troubles: [
      {
        event: 'Then a big blob of red paint dripped onto the picture.',
        fix: '{Hero} turned the blob into a little ladybird. It looked even better!',
      },
      {
        event: 'Then all the paints got mixed into one muddy brown.',
        fix: '{Hero} washed the brushes and started again with clean, bright colours.',
      },
    ],
    made: [
      '{Guide} hung {heroS} picture on the wall for everyone to see.',
      '{Guide} gave {hero} a box of paints of {their} very own.',
    ],
    sights: [
      'a row of easels',
      'pots of bright paint',
      'a jar full of brushes',
      'pictures drying on a line',
      'a long table covered in newspaper',
    ],
    practise: ['Dab, dab, swish! {Hero} painted a bright yellow sun.', '"Look closely, then paint," said {guide}.'],
    praise: ['"What a picture!" gasped {guide}.', '"That is a work of art!" said {guide}.'],
    call: ['"Oh dear," said {guide}. "What can an artist do?"', '"Every artist has a muddle sometimes," said {guide}.'],
  },
  {
    words: ['dancer'],
    must: 'graceful and full of rhythm',
    lessons: ['point {their} toes', 'jump and land softly', 'spin on one spot', 'move in time with the music'],
    troubles: [
      {
        event: 'Then the music skipped, and all the dancers lost their steps.',
        fix: '{Hero} clapped the beat, and one by one the dancers found it again.',
      },
      {
        event: 'Then a little dancer froze on the stage, too shy to move.',
        fix: '{Hero} took her hand and danced beside her, step by step.',
      },
    ],
    made: [
      '{Guide} gave {hero} a pair of dancing shoes of {their} very own.',
      'Everyone clapped as {hero} took a deep bow on the stage.',
    ],
    practise: ['Step, step, turn! {Hero} danced it again and again.', '"Feel the music in your feet," said {guide}.'],
    praise: ['"Beautiful!" called {guide}, clapping.', '"You were light as a feather!" said {guide}.'],
    call: ['"A dancer keeps on dancing!" whispered {guide}.', '"Listen for the music, little dancer," whispered {guide}.'],
  },
  {
    words: ['racing driver'],
    must: 'quick but careful',
    lessons: [
      'buckle the safety belt tight',
      'hold the steering wheel with both hands',
      'slow down for the bends',
      'put on the racing helmet',
    ],
    troubles: [
      {
        event: 'Then a tyre went flat, just before the race.',
        fix: '{Hero} helped the team change the tyre, quick as a flash.',
      },
      {
        event: 'Then rain fell, and the go-kart track grew slippery.',
        fix: '{Hero} drove the go-kart slowly round the bends and kept it on the track.',
      },
    ],
    made: ['{Guide} gave {hero} a racing helmet with a gold star on it.', '{Guide} waved the chequered flag just for {hero}.'],
    sights: [
      'a shiny red racing car',
      'a stack of spare tyres',
      'a little go-kart',
      'a chequered flag on the wall',
      'a wall of shiny tools',
    ],
    practise: ['Vroom! {Hero} drove round the go-kart track, slow and steady.', '"Eyes on the track," said {guide}.'],
    praise: ['"You drive like a champion!" cried {guide}.', '"Zoom! That was brilliant!" said {guide}.'],
    call: ['"A good racing driver stays calm," said {guide}.', '"Think like a racing driver," said {guide}.'],
  },
  {
    words: ['detective'],
    must: 'sharp-eyed and patient',
    lessons: [
      'look for clues with a magnifying glass',
      'write everything down in a notebook',
      'follow a trail of footprints',
      'ask good questions',
    ],
    troubles: [
      {
        event: 'Then the golden mask was gone from its glass case!',
        fix: '{Hero} followed the dusty footprints. The mask was in the cleaning room, being polished.',
      },
      {
        event: 'Then the museum cat went missing, just before closing time.',
        fix: '{Hero} followed tiny paw prints in the dust. The cat was asleep inside the dinosaur’s ribs!',
      },
    ],
    made: [
      '{Guide} gave {hero} a magnifying glass of {their} very own. "Case closed!"',
      '{Guide} shook {heroS} hand. "Thank you, Detective {Hero}!"',
    ],
    practise: [
      '{Hero} peered through the magnifying glass. Everything looked huge!',
      '"A good detective notices everything," whispered {guide}.',
    ],
    praise: ['"Mystery solved!" cried {guide}.', '"What sharp eyes you have!" said {guide}.'],
    call: ['"This is a case for a detective!" whispered {guide}.', '"Look for clues, young detective," whispered {guide}.'],
  },
  {
    words: ['gardener'],
    must: 'patient and gentle',
    lessons: ['dig a little hole for a seed', 'water the plants at their roots', 'pull up the weeds', 'pat the soil down softly'],
    troubles: [
      {
        event: 'Then a crowd of hungry slugs crept towards the lettuces.',
        fix: '{Hero} put a ring of crunchy eggshells round the lettuces, and the slugs turned back.',
      },
      {
        event: 'Then the sunflowers began to droop in the hot sun.',
        fix: '{Hero} gave them a long, slow drink at their roots. Soon they stood up tall.',
      },
    ],
    made: [
      '{Guide} gave {hero} a little trowel of {their} very own.',
      'The first strawberry of the summer went to {hero}, the newest gardener.',
    ],
    practise: [
      '{Hero} pressed each seed into the soil with a gentle finger.',
      '"Slowly does it," said {guide}. "Plants like gentle hands."',
    ],
    praise: ['"You have green fingers!" laughed {guide}.', '"The plants say thank you!" said {guide}.'],
    call: [
      '"Oh no, my poor plants! Help me, young gardener!" cried {guide}.',
      '"Quick, the plants need a gardener!" said {guide}.',
    ],
  },
  {
    words: ['mechanic'],
    must: 'careful and good with tools',
    lessons: ['hold a spanner the right way', 'pump up a tyre', 'check the oil', 'tighten a bolt'],
    troubles: [
      {
        event: 'Then an old car coughed, spluttered and would not start.',
        fix: '{Hero} found a loose wire and pushed it back in. Vroom! The engine purred.',
      },
      {
        event: 'Then a bicycle came in with a flat tyre.',
        fix: '{Hero} found the hole, stuck on a patch and pumped the tyre up.',
      },
    ],
    made: [
      '{Guide} gave {hero} a toolbox with {their} name painted on the lid.',
      'The old car tooted its horn for {hero} as it drove away, good as new.',
    ],
    practise: ['Clink, clank! {Hero} tightened every bolt.', '"Righty tighty, lefty loosey," said {guide}.'],
    praise: ['"You fixed it!" cheered {guide}.', '"What clever hands!" said {guide}.'],
    call: ['"Can our new mechanic find what is wrong?" asked {guide}.', '"Let us take a look, young mechanic," said {guide}.'],
  },
  {
    words: ['superhero'],
    must: 'brave, kind and always ready to help',
    lessons: [
      'stand tall with {their} hands on {their} hips',
      'tie on a cape',
      'leap over a puddle',
      'look out for anyone in trouble',
    ],
    troubles: [
      {
        event: 'Then a little boy’s balloon floated up into a tree.',
        fix: '{Hero} climbed up carefully and brought the balloon back down.',
      },
      {
        event: 'Then an old man dropped his shopping, and apples rolled everywhere.',
        fix: '{Hero} zoomed after every apple and put them back in the old man’s bag.',
      },
    ],
    made: [
      '{Guide} gave {hero} a red cape of {their} very own. "The city is safe with you!"',
      'All the people in the square cheered for {hero}, the newest superhero.',
    ],
    practise: [
      'Whoosh! {Hero} ran and leapt, as fast as the wind.',
      '"A real superhero helps, even when nobody is watching," said {guide}.',
    ],
    praise: ['"Super job!" cheered {guide}.', '"That was super!" laughed {guide}.'],
    call: ['"Someone needs a superhero!" cried {guide}.', '"A job for a superhero!" said {guide}.'],
  },
];

/** The role of a kind of person one may wish to be, if it is one. */
export function roleOf(kindWord: string): Role | null {
  return ROLES.find((role) => role.words.includes(kindWord)) ?? null;
}
