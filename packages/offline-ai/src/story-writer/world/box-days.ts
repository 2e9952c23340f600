/**
 * A thing made of a big cardboard box ('Sam builds a rocket out of cardboard boxes', 'The box that became a pirate
 * ship'): an empty box after a delivery, cut and taped into the thing with a grown-up's help, a trouble of card and
 * tape (a soggy side, the tape run out, a cat asleep inside), painted, then played in: the rocket blasts off to the
 * moon across the living room, the castle is guarded from dragons. Never planks and nails, never a stick propping it up.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { BoxMade } from '../../language/index.js';
import type { HomeDay } from './home-days.js';
import type { PlaceTrouble } from './types.js';

/** What a box becomes, and how it is made, painted and played with. */
interface BoxThing {
  /** As the goal says it: 'build a box rocket'. */
  noun: BoxMade;
  /** The thing's own cutting and taping, a sentence each: at least two. */
  make: readonly string[];
  /** How it is painted or decorated once it stands. */
  paint: readonly string[];
  /** Its own trouble, when there is one. */
  trouble?: PlaceTrouble;
  /** The game played in it, a sentence or two each. */
  play: readonly string[];
  /** Bedtime beside it. */
  evening: readonly string[];
  /** What there is to see besides the box: at least two. */
  sights: readonly string[];
}

/** The box things (language/box-play.ts names them); a box with none named becomes one by seed. */
export const BOX_THINGS: readonly BoxThing[] = [
  {
    noun: 'rocket',
    make: [
      '{Hero} drew a round window on the box and cut it out. Now the rocket had a window to see the stars!',
      '{Hero} rolled up some card into a pointy nose cone. Now it looked like a real rocket!',
      '{Hero} taped three kitchen-roll tubes to the back for the engines. Brrrm!',
    ],
    paint: ['{Hero} painted the rocket silver and drew a row of buttons inside, red, green and yellow.'],
    trouble: {
      event: 'Then the pointy nose cone kept falling off. Plop! It fell off again.',
      fix: '{GuideFull} held it while {hero} wrapped tape round and round. Now the nose cone stayed on tight.',
    },
    play: [
      '{Hero} climbed into the rocket and counted down. "Three, two, one, blast off!" In {their} mind, the rocket zoomed past the stars to the moon.',
      '"Mission control, ready for take-off!" called {hero}. {GuideFull} counted down. Whoosh! Off flew the rocket, to the moon and back.',
    ],
    evening: [
      'At bedtime, the rocket stood by {heroS} bed. "Next stop, Mars," {they} whispered, and fell asleep.',
      'That night, {hero} dreamed of flying the rocket to the moon.',
    ],
    sights: ['a round window', 'silver paint', 'a pointy nose cone'],
  },
  {
    noun: 'castle',
    make: [
      '{Hero} cut square gaps along the top, like a castle wall. Then {they} drew stones all over it.',
      '{Hero} made a drawbridge door, with string to pull it up. Creak! Up it came.',
      '{Hero} taped a kitchen-roll tube to each corner. Now the castle had four towers!',
    ],
    paint: ['{Hero} painted the castle grey, with stones drawn on in black, and stuck a flag on the tallest tower.'],
    trouble: {
      event: 'Then the tallest tower flopped over, and the flag fell off.',
      fix: '{GuideFull} showed {hero} how to stuff the tower with scrunched-up paper. It stood up straight and tall again.',
    },
    play: [
      '{Hero} put on a paper crown and kept watch from the tower. "No dragon will get past me!" {they} called.',
      'Teddy was the knight, and {hero} ruled the castle. They pulled up the drawbridge, and no dragon could get in.',
    ],
    evening: [
      'That night, {hero} fell asleep with {their} paper crown still on. The castle stood guard by the bed.',
      'At bedtime, {hero} pulled up the castle’s drawbridge. "Goodnight, castle," {they} whispered.',
    ],
    sights: ['a paper crown', 'a little flag', 'grey paint'],
  },
  {
    noun: 'pirate ship',
    make: [
      '{Hero} taped an old broom handle in the box for a mast. It stood up tall.',
      '{Hero} made a sail out of an old pillowcase. Then {they} added a broom handle mast.',
      '{Hero} drew round portholes along the sides of the ship. Then {they} added a mast.',
    ],
    paint: ['{Hero} painted the ship brown. On top of the mast went a black paper flag.'],
    trouble: {
      event: 'Then the mast wobbled and the sail flopped down into the ship.',
      fix: '{GuideFull} stood the mast in a bucket of books. The sail stood tall again.',
    },
    play: [
      '"Ahoy!" called {hero} from the pirate ship. The carpet was the sea, and the sofa was Treasure Island.',
      '{Hero} sailed the pirate ship across the living room sea. Teddy was the lookout.',
    ],
    evening: [
      'That night, {hero} dreamed of sailing the pirate ship to Treasure Island.',
      'At bedtime, the pirate ship stood by {heroS} bed. "We sail again tomorrow," {they} whispered.',
    ],
    sights: ['a broom handle mast', 'a pillowcase sail', 'a black paper flag'],
  },
  {
    noun: 'car',
    make: [
      '{Hero} stuck four paper plates on the box for wheels. Now it looked like a real car!',
      '{Hero} made a steering wheel out of a paper plate. Beep, beep went the pretend horn.',
      '{Hero} put a cushion in the box for the driver’s seat. Paper plates made the wheels.',
    ],
    paint: ['{Hero} painted the car bright red, with a big number 7 on each side.'],
    trouble: {
      event: 'Then one of the paper-plate wheels fell off, and then another one. Plop, plop!',
      fix: '{GuideFull} pinned each wheel on with a split pin. Now the wheels even spun round!',
    },
    play: [
      '{Hero} turned the steering wheel. "Beep, beep! Off to the seaside!" Teddy rode in the back.',
      '{Hero} drove the car round and round the living room. "Vroom, vroom!" {GuideFull} waved a flag at the finish.',
    ],
    evening: [
      'At bedtime, the car was parked by {heroS} bed. "Where shall we drive tomorrow?" {they} wondered.',
      'That night, {hero} dreamed of driving the red car to the seaside.',
    ],
    sights: ['paper-plate wheels', 'a paper-plate steering wheel', 'red paint'],
  },
  {
    noun: 'train',
    make: [
      '{Hero} lined up three boxes, one behind the other. The first one was the engine.',
      '{Hero} lined up three boxes. A kitchen-roll tube made the engine’s funnel.',
      '{Hero} tied three boxes together with string. Now the carriages would follow the engine!',
    ],
    paint: ['{Hero} painted the engine green and drew big round wheels on every carriage.'],
    trouble: {
      event: 'Then the string snapped, and the last carriage was left behind.',
      fix: '{GuideFull} tied a double knot, and {hero} taped it over. Now the carriages stayed together.',
    },
    play: [
      '"All aboard!" called {hero}. Teddy and Dolly rode in the carriages. "Choo, choo!" Round the living room they went.',
      '{Hero} drove the train to the kitchen and back. {GuideFull} bought a pretend ticket.',
    ],
    evening: [
      'At bedtime, the train waited by {heroS} bed, ready for the morning. "Choo, choo," {they} whispered.',
      'That night, {hero} dreamed of the train chugging through tunnels.',
    ],
    sights: ['a kitchen-roll funnel', 'three boxes in a row', 'green paint'],
  },
  {
    noun: 'house',
    make: [
      '{Hero} cut a door and two windows that opened and shut. Peep! {Hero} waved out of one.',
      '{Hero} folded a big flat piece of card into a pointy roof. Now it looked like a real house!',
      '{Hero} cut a little door in the box. Then {they} drew a doorbell by it.',
    ],
    paint: ['{Hero} painted the house yellow, with red roses round the door and a green front step.'],
    trouble: {
      event: 'Then the pointy roof slid off and landed on the floor. Flump!',
      fix: '{GuideFull} held the roof while {hero} taped it on. It stayed put.',
    },
    play: [
      '{Hero} invited Teddy in for a tea party. "Welcome to my house!" {they} said, pouring pretend tea.',
      '"Knock, knock!" said {GuideFull} at the little door. {Hero} served pretend cake on a paper plate.',
    ],
    evening: [
      'At bedtime, {hero} said goodnight to the little house. Teddy slept inside it, snug and cosy.',
      'That night, {hero} fell asleep smiling. Tomorrow, the little house would have more visitors.',
    ],
    sights: ['a little front door', 'a pointy roof', 'yellow paint'],
  },
  {
    noun: 'plane',
    make: [
      '{Hero} cut two long wings out of a flat box. Now it looked like a real plane!',
      '{Hero} made a propeller out of a paper plate. It spun round and round! Whirr!',
      '{Hero} taped two cardboard wings on the box. A cushion made the pilot’s seat.',
    ],
    paint: ['{Hero} painted the plane yellow, with blue stripes along the wings.'],
    trouble: {
      event: 'Then one of the long wings bent and drooped to the floor.',
      fix: '{GuideFull} taped a ruler under the wing. It stuck out straight again.',
    },
    play: [
      '{Hero} sat in the pilot’s seat and spun the propeller. "Up, up and away!" In {their} mind, the plane flew over the clouds.',
      '"This is your pilot speaking," said {hero}. Off flew the plane to the jungle, with Teddy on board.',
    ],
    evening: [
      'At bedtime, the plane was parked by {heroS} bed. "Goodnight, plane," {they} whispered. "We fly again tomorrow."',
      'That night, {hero} dreamed of flying the yellow plane over the sea.',
    ],
    sights: ['a paper-plate propeller', 'two long wings', 'yellow paint'],
  },
];

/** A trouble of card and tape, whatever the box becomes. */
const BOX_TROUBLES: readonly PlaceTrouble[] = [
  {
    event: 'Then the sticky tape ran out. One side of the box was still flapping loose.',
    fix: '{GuideFull} found a roll of brown parcel tape in the drawer. Rip, stick! The side held fast.',
  },
  {
    event: 'Then the cat jumped into the box and curled up for a nap!',
    fix: '{Hero} found the cat a little box of its own. It climbed in and purred.',
  },
  {
    event: 'Then {hero} climbed in too fast. Rip! The bottom of the box tore open.',
    fix: '{GuideFull} taped the bottom twice over, criss-cross. Now it held {hero} safely.',
  },
];

const boxDay = (thing: BoxThing): HomeDay => ({
  id: 'box',
  goal: new RegExp(`^build a box ${thing.noun}$`),
  family: true,
  noLesson: true,
  tag: thing.noun.replace(/\s+/g, ''),
  words: ['box', 'boxes', 'card', 'cardboard', 'tape', thing.noun, ...thing.noun.split(' ').slice(1)],
  sights: ['a big cardboard box', 'a roll of sticky tape', 'a pair of scissors', ...thing.sights],
  start: [
    `A parcel came in an enormous cardboard box. When it was empty, {hero} climbed inside. It was just the right size!`,
    `On a rainy morning, {hero} found a big empty box in the hall. {They} had a brilliant idea.`,
  ],
  wish: [
    `"I know!" said {hero}. "I will make a ${thing.noun}!"`,
    `{Hero} looked at the box, then at the scissors and the tape. "This box is going to be a ${thing.noun}," {they} said.`,
  ],
  doings: thing.make,
  troubles: [...(thing.trouble ? [thing.trouble] : []), ...BOX_TROUBLES],
  doingsAfter: thing.paint,
  high: thing.play,
  evening: thing.evening,
  help: 'came to help, and held the box steady.',
  along: [
    '{Friend} held the tape and passed {hero} the pieces.',
    '{Friend} drew stars on the side with a felt-tip pen.',
    '{Friend} held the card steady while {hero} taped it.',
  ],
  upset: [`"Oh no!" said {hero}. "My ${thing.noun}!"`, '{Hero} sat back on {their} heels with a big sigh.'],
  cheered: ['{Hero} grinned. "That is even better!"', '{Hero} got straight back to work, humming.'],
  thought: [`{Hero} could not wait to play in the ${thing.noun}.`],
  thoughtAfter: [`It was the best ${thing.noun} in the whole street.`],
  // (Title-cased where the title is made: 'Yara's Cardboard Pirate Ship'.)
  titles: [`{name}'s Cardboard ${thing.noun}`, `{name} and the Box ${thing.noun}`],
});

export const BOX_DAYS: readonly HomeDay[] = BOX_THINGS.map(boxDay);
