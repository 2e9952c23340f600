/**
 * Someone a child wishes to be ('wants to be a knight', 'become a pirate'): what one of them must be, what
 * one of them shows the child, a trouble only one of them would know how to put right, and how the child
 * is made one at the end. A knight is taught to hold a shield; a chef to crack an egg.
 */
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
];

/** The role of a kind of person one may wish to be, if it is one. */
export function roleOf(kindWord: string): Role | null {
  return ROLES.find((role) => role.words.includes(kindWord)) ?? null;
}
