/**
 * Classes a child goes to that need only a few lines of their own ('Leo's first tennis lesson', 'Sam's first judo
 * class', 'first street dance class'): each is both a doing (world/activities.ts) and its first class
 * (world/first-classes.ts), built here from one short row, since the rest (the door, the hello, the warm-up, home
 * again) is the same for them all. A class nobody wrote a row for ('first fencing lesson') is still a plain first class
 * in the hall (`plainClassOf`), never a school day of desks and the class guinea pig.
 * Slots: as world/first-classes.ts.
 */
import type { Kind } from '../../language/index.js';
import type { Activity } from './activities.js';
import type { FirstClass } from './first-classes.js';

/** One class's own lines: how it is named, where a shy child stops, its kit, first moves, tricky bit and proud moment. */
interface SportClass {
  id: string;
  words: RegExp;
  classWord: string;
  doing: string;
  wish: string;
  door: string;
  coach?: true;
  /** What there is for it in the hall or on the court, with an article; at least three. */
  things: readonly string[];
  tools: readonly string[];
  lessons: readonly string[];
  kit: readonly string[];
  warmUp: string;
  moves: readonly { shown: string; tried: string }[];
  oops: { event: string; teacher: string; friend: string; again: string };
  proud: readonly string[];
  next: string;
}

const ROWS: readonly SportClass[] = [
  {
    id: 'tennis',
    words: /\btennis\b/,
    classWord: 'tennis lesson',
    doing: 'playing tennis',
    wish: 'play tennis',
    door: 'the gate of the tennis court',
    coach: true,
    things: ['a low net across the court', 'a basket of yellow balls', 'a row of little cones'],
    tools: ['racket', 'ball', 'net'],
    lessons: ['hold the racket', 'hit the ball over the net'],
    kit: ['{Hero} had a new racket with a soft green grip.', '{Hero} wore new white trainers and a cap.'],
    warmUp: 'First they warmed up, running to the net and back, then balancing a ball on their rackets.',
    moves: [
      {
        shown: '"Watch the ball, and swing low to high," said {teacher}.',
        tried: '{Hero} swung {their} racket. Pock! The ball flew over the net!',
      },
      {
        shown: '{Teacher} showed them how to bounce the ball on the racket.',
        tried: '{Hero} bounced the ball on {their} racket, one, two, three!',
      },
    ],
    oops: {
      event: 'Then {hero} swung as hard as {they} could, and missed the ball. The racket spun out of {their} hand!',
      teacher: '{Teacher} picked it up. "Gentle swing, eyes on the ball," {tthey} said.',
      friend: '{NewFriend} fetched the racket. "I miss loads too," {nfthey} said.',
      again: '{Hero} watched the ball all the way and swung gently. Pock! Over the net it went.',
    },
    proud: ['At the end, {hero} hit the ball over the net three times in a row! {Teacher} cheered.'],
    next: '{Hero} swung a pretend racket all the way home.',
  },
  {
    id: 'judo',
    words: /\bjudo\b/,
    classWord: 'judo class',
    doing: 'doing judo',
    wish: 'do judo',
    door: 'the edge of the big green mat',
    things: ['a big green mat', 'a bench by the wall', 'a row of shoes by the door'],
    tools: ['judo', 'mat', 'belt', 'bow', 'roll'],
    lessons: ['bow on the mat', 'fall softly'],
    kit: ['{Hero} had a crisp white judo suit, and {grownUp} helped tie the belt.'],
    warmUp: 'First they warmed up, crawling like bears and rolling like logs across the mat.',
    moves: [
      {
        shown: '"In judo, we learn to fall softly first," said {teacher}, and rolled over.',
        tried: '{Hero} tucked {their} chin in and rolled over on the soft mat. Flump!',
      },
      {
        shown: '{Teacher} showed them how to bow on the mat, feet together.',
        tried: '{Hero} stood with {their} feet together and bowed, slow and proud.',
      },
    ],
    oops: {
      event: 'Then they tried to hold a partner. {Hero} pulled too hard, and both of them tumbled over!',
      teacher: '"Gently does it," said {teacher}, and helped them up. "Judo is soft and strong."',
      friend: '{NewFriend} giggled on the mat. "I did that last week," {nfthey} said.',
      again: '{Hero} held on gently this time, and stood strong.',
    },
    proud: ['At the end, everyone bowed to {teacher}. {Hero} got a little badge for trying!'],
    next: '{Hero} bowed to {grownUp} at the door. "Judo is my best thing now!"',
  },
  {
    id: 'dance',
    words: /\bstreet[- ]?danc(?:e|es|ing|er)\b|\bhip[- ]?hop\b|\bbreak[- ]?danc(?:e|es|ing)\b/,
    classWord: 'dance class',
    doing: 'dancing',
    wish: 'dance',
    door: 'the door of the dance studio',
    things: ['a long mirror', 'a big speaker by the wall', 'a shiny wooden floor'],
    tools: ['dance', 'danced', 'music', 'beat'],
    lessons: ['move to the beat', 'spin on the spot'],
    kit: ['{Hero} wore new trainers and a baggy T-shirt.', '{Hero} had a cap on backwards, just like a real dancer.'],
    warmUp: 'The music went boom, boom, and they warmed up, bouncing their knees and rolling their shoulders.',
    moves: [
      {
        shown: '"Step, clap, step, clap," said {teacher}, moving to the beat.',
        tried: '{Hero} stepped and clapped, right on the beat!',
      },
      {
        shown: '{Teacher} showed them how to freeze like a statue when the music stopped.',
        tried: 'The music stopped, and {hero} froze with one arm up high.',
      },
    ],
    oops: {
      event: 'Then they tried a spin. {Hero} spun the wrong way and bumped into {newFriend}!',
      teacher: '"Dancers bump all the time," said {teacher} with a grin. "Let’s go slowly."',
      friend: '{NewFriend} laughed. "Let’s spin the same way together," {nfthey} said.',
      again: '{Hero} spun slowly, then faster, and landed on the beat.',
    },
    proud: ['At the end, they danced for the grown-ups. {Hero} did the best freeze of all!'],
    next: '{Hero} danced all the way to the car, step, clap, step, clap.',
  },
  {
    id: 'trampolining',
    words: /\btrampolin(?:e|es|ing)\b/,
    classWord: 'trampolining class',
    doing: 'bouncing',
    wish: 'bounce on the trampoline',
    door: 'the door of the sports hall',
    things: ['a big trampoline', 'soft blue mats all round', 'a bench by the wall'],
    tools: ['trampoline', 'bounce', 'jump'],
    lessons: ['bounce in the middle', 'stop with bent knees'],
    kit: ['{Hero} wore new shorts and a T-shirt, and took {their} socks off to bounce.'],
    warmUp: 'First they warmed up, jogging round the sports hall and doing star jumps.',
    moves: [
      {
        shown: '"Bounce in the middle, arms up high," said {teacher}.',
        tried: '{Hero} bounced in the middle, higher and higher. Boing, boing!',
      },
      {
        shown: '{Teacher} showed them how to stop: bend your knees, and still.',
        tried: '{Hero} bent {their} knees and stopped, still as a stone.',
      },
    ],
    oops: {
      event: 'Then {hero} bounced too near the edge, wobbled, and sat down with a bump!',
      teacher: '"Back to the middle," said {teacher}. "The cross on the trampoline is your spot."',
      friend: '"Look at the cross in the middle," called {newFriend}. "It helps!"',
      again: '{Hero} bounced on the cross, right in the middle, and did not wobble once.',
    },
    proud: ['At the end, {hero} did a seat drop and bounced back up. Everyone clapped!'],
    next: '"Can we get a trampoline?" asked {hero}, all the way home.',
  },
  {
    id: 'climbing',
    words: /\b(?:rock[- ])?climbing (?:wall|class|lesson|club)\b|\bclimbing wall\b/,
    classWord: 'climbing lesson',
    doing: 'climbing',
    wish: 'climb the climbing wall',
    door: 'the foot of the climbing wall',
    things: ['a tall climbing wall with bright holds', 'a pile of soft mats', 'a row of helmets on pegs'],
    tools: ['wall', 'rope', 'helmet', 'holds', 'climb'],
    lessons: ['hold on tight', 'push up with {their} legs'],
    kit: ['{Hero} had a helmet on and a harness that clicked shut.'],
    warmUp: 'First they warmed up, stretching their fingers and climbing along the bottom of the wall.',
    moves: [
      {
        shown: '"Push with your legs, not just your arms," said {teacher}.',
        tried: '{Hero} pushed up with {their} legs and reached the next hold.',
      },
      {
        shown: '{Teacher} showed them the red holds, all the way up.',
        tried: '{Hero} climbed from red hold to red hold, up and up.',
      },
    ],
    oops: {
      event: 'Then {heroS} foot slipped off a hold, and {they} hung there, holding on tight!',
      teacher: '"The rope has you," said {teacher} from below. "Find the next foot hold."',
      friend: '"The big red one, by your knee!" called {newFriend}.',
      again: '{Hero} found the foot hold and pushed up again.',
    },
    proud: ['At the end, {hero} climbed right to the top and rang the bell. Ding!'],
    next: '{Hero} climbed up the stairs at home like a climbing wall.',
  },
  {
    id: 'cricket',
    words: /\bcricket (?:lessons?|class(?:es)?|practice|match|bat|club)\b|\bplay(?:s|ing|ed)? cricket\b/,
    classWord: 'cricket practice',
    doing: 'playing cricket',
    wish: 'play cricket',
    door: 'the edge of the cricket field',
    coach: true,
    things: ['a set of wooden stumps', 'a bag of bats', 'a long green field'],
    tools: ['bat', 'ball', 'stumps'],
    lessons: ['hold the bat', 'bowl the ball'],
    kit: ['{Hero} wore new white trousers and carried a bat almost as big as {them}.'],
    warmUp: 'First they warmed up, running between the stumps and throwing a ball round the circle.',
    moves: [
      {
        shown: '"Bat down, eyes on the ball," said {teacher}.',
        tried: '{Hero} swung the bat. Clock! The ball rolled away across the grass!',
      },
      {
        shown: '{Teacher} showed them how to bowl, arm up and over.',
        tried: '{Hero} swung {their} arm up and over, and the ball bounced towards the stumps.',
      },
    ],
    oops: {
      event: 'Then {hero} threw the ball to catch, and it flew the wrong way, right into a puddle!',
      teacher: '"Good arm!" said {teacher}. "Now throw it to me, nice and low."',
      friend: '{NewFriend} fished the ball out. "Let’s throw it to each other," {nfthey} said.',
      again: '{Hero} threw it low, and {newFriend} caught it!',
    },
    proud: ['At the end, {hero} bowled the ball. It hit the stumps. Out!'],
    next: '"When is the next practice?" asked {hero}.',
  },
  {
    id: 'rugby',
    words: /\brugby\b/,
    classWord: 'rugby practice',
    doing: 'playing rugby',
    wish: 'play rugby',
    door: 'the edge of the rugby pitch',
    coach: true,
    things: ['a bag of oval balls', 'a row of orange cones', 'a tall white goal'],
    tools: ['ball', 'pass', 'tag'],
    lessons: ['pass the ball backwards', 'run with the ball'],
    kit: ['{Hero} wore a new striped shirt and boots with studs.'],
    warmUp: 'First they warmed up, running round the cones and jumping like kangaroos.',
    moves: [
      {
        shown: '"Hold the ball in two hands, and pass it back," said {teacher}.',
        tried: '{Hero} passed the funny oval ball back to {newFriend}. Caught!',
      },
      {
        shown: '{Teacher} showed them how to run with the ball tucked under one arm.',
        tried: '{Hero} ran with the ball tucked tight, past all the cones.',
      },
    ],
    oops: {
      event: 'Then the oval ball bounced the wrong way, and {hero} chased it round and round!',
      teacher: '"Rugby balls are funny like that," laughed {teacher}. "Scoop it up with two hands."',
      friend: '"It does that to me too!" called {newFriend}, and they chased it together.',
      again: '{Hero} scooped the ball up with two hands and ran on.',
    },
    proud: ['At the end, {hero} ran all the way to the line. {They} put the ball down. A try!'],
    next: '{Hero} ran home with a pretend ball tucked under {their} arm.',
  },
  {
    id: 'basketball',
    words: /\bbasketball\b/,
    classWord: 'basketball practice',
    doing: 'playing basketball',
    wish: 'play basketball',
    door: 'the door of the sports hall',
    coach: true,
    things: ['a tall basketball hoop', 'a trolley of orange balls', 'lines painted on the floor'],
    tools: ['ball', 'hoop', 'bounce'],
    lessons: ['bounce the ball', 'throw the ball into the hoop'],
    kit: ['{Hero} wore new trainers that squeaked on the shiny floor.'],
    warmUp: 'First they warmed up, running from line to line and back again.',
    moves: [
      {
        shown: '"Bounce it with your fingers, not your hand," said {teacher}.',
        tried: '{Hero} bounced the ball, bounce, bounce, bounce, all the way down the hall!',
      },
      {
        shown: '{Teacher} showed them how to pass the ball with a bounce.',
        tried: '{Hero} bounced the ball to {newFriend}, and {newFriend} bounced it back.',
      },
    ],
    oops: {
      event: 'Then {hero} threw the ball at the hoop. It missed and bounced right back onto {their} head! Boing!',
      teacher: '"That happens to everyone," said {teacher}, trying not to laugh. "Bend your knees and push up."',
      friend: '"It got me last week too!" said {newFriend}.',
      again: '{Hero} bent {their} knees and pushed up. The ball went round the ring and in!',
    },
    proud: ['At the end, {hero} scored a basket! {Teacher} gave {them} a high five.'],
    next: '{Hero} bounced a pretend ball all the way home.',
  },
  {
    id: 'recorder',
    words: /\brecorders?\b/,
    classWord: 'recorder lesson',
    doing: 'playing the recorder',
    wish: 'play the recorder',
    door: 'the door of the music room',
    things: ['a row of music stands', 'a piano by the wall', 'a box of recorders'],
    tools: ['recorder', 'note', 'tune'],
    lessons: ['blow gently', 'cover the holes'],
    kit: ['{Hero} had a new recorder in a little bag with a zip.'],
    warmUp: 'First they clapped a rhythm together, then blew a long soft note, like a sigh.',
    moves: [
      {
        shown: '"Cover the top hole with your thumb and blow gently," said {teacher}.',
        tried: '{Hero} blew gently. A soft, round note came out! "That’s B," said {teacher}.',
      },
      {
        shown: '{Teacher} showed them how to play three notes, one after the other.',
        tried: '{Hero} played B, A, G, slowly, one after the other.',
      },
    ],
    oops: {
      event: 'Then {hero} blew too hard. Squeeeak! Everyone covered their ears!',
      teacher: '"Blow like you are cooling your soup," said {teacher} kindly.',
      friend: '"Mine squeaked all of last week," whispered {newFriend}.',
      again: '{Hero} blew softly, like cooling soup, and the note came out sweet.',
    },
    proud: ['At the end, they played Hot Cross Buns for the grown-ups. {Hero} did not squeak once!'],
    next: '{Hero} played Hot Cross Buns for the cat that night.',
  },
  {
    id: 'yoga',
    words: /\byoga\b/,
    classWord: 'yoga class',
    doing: 'doing yoga',
    wish: 'do yoga',
    door: 'the door of the quiet room',
    things: ['a row of bright yoga mats', 'a little bell on a cushion', 'soft lights on the wall'],
    tools: ['mat', 'stretch', 'breathe'],
    lessons: ['breathe in slowly', 'stand like a tree'],
    kit: ['{Hero} had a new purple yoga mat, rolled up under {their} arm.'],
    warmUp: 'First they sat on their mats and took three big breaths, in like smelling a flower, out like blowing a candle.',
    moves: [
      {
        shown: '"Stand on one leg, hands together, like a tree," said {teacher}.',
        tried: '{Hero} stood like a tree, tall and still.',
      },
      {
        shown: '{Teacher} showed them the cat: a round back, then a flat one.',
        tried: '{Hero} made a round back like a cross cat, then a flat one. "Meow!"',
      },
    ],
    oops: {
      event: 'Then they tried the tree for a long time. {Hero} wobbled, wobbled, and toppled onto the mat!',
      teacher: '"Trees sway in the wind too," said {teacher}. "Look at one spot."',
      friend: '{NewFriend} toppled over too. "Timber!" {nfthey} giggled.',
      again: '{Hero} looked at one spot and stood like a tree again, swaying just a little.',
    },
    proud: ['At the end, they lay still and listened to the bell. {Hero} felt calm all over.'],
    next: '{Hero} showed {grownUp} the tree at bedtime.',
  },
];

/** The doing, as the activity table has it: told step by step when no class is named. */
function doingOf(row: SportClass): Activity {
  return {
    id: row.id,
    classWord: row.classWord,
    words: row.words,
    doing: row.doing,
    wish: row.wish,
    settings: ['school'],
    guides: ['teacher'],
    things: row.things,
    tools: row.tools,
    lessons: row.lessons,
    steps: [[row.moves[0]!.tried], [row.moves[1]!.tried], [row.oops.again]],
    troubles: [{ event: row.oops.event, fix: row.oops.again, doing: true }],
    done: row.proud,
  };
}

/** Its first class, with the lines all classes share. */
function firstClassOf(row: SportClass): FirstClass {
  return {
    id: row.id,
    door: row.door,
    ...(row.coach ? { coach: true as const } : {}),
    kit: row.kit,
    warmUp: [row.warmUp],
    moves: row.moves,
    oops: [row.oops],
    proud: row.proud,
    next: [row.next, '"Can I go again next week?" asked {hero}.'],
  };
}

export const SPORT_ACTIVITIES: readonly Activity[] = ROWS.map(doingOf);
export const SPORT_FIRST_CLASSES: readonly FirstClass[] = ROWS.map(firstClassOf);

/** Words before 'lesson' or 'class' that are no doing of a class of its own: a school lesson, or no word at all. */
const NOT_A_DOING =
  /^(?:first|a|an|the|my|his|her|their|our|new|next|last|big|school|maths?|english|reading|writing|spelling|phonics|science|history|geography|french|spanish|german|computing|pe|swimming|world|middle|whole|own)$/;

/**
 * A first class nobody wrote lines for ('Leo's first fencing lesson', 'Mia's first pottery class'): a doing named by
 * the idea's own word, told as a plain first class in the hall (a teacher, a new friend, a first try, a wobble, and
 * showing a grown-up), never as a school day.
 */
export function plainClassOf(text: string, kind: Kind): Activity | null {
  if (!kind.human) return null;
  const said = /\bfirst ([a-z]+) (?:lesson|class)\b/i.exec(text);
  const word = said?.[1]!.toLowerCase();
  if (!word || NOT_A_DOING.test(word)) return null;
  return {
    id: word,
    classWord: `${word} ${/lesson/i.test(said![0]) ? 'lesson' : 'class'}`,
    words: new RegExp(`\\b${word}\\b`),
    doing: word,
    wish: `try ${word}`,
    settings: ['school'],
    guides: ['teacher'],
    things: ['a shiny wooden floor', 'a bench by the wall', 'a pile of soft mats'],
    tools: [word],
    lessons: ['watch carefully', 'have a go'],
    steps: [
      ['{Hero} watched the teacher carefully.'],
      ['{Hero} had a first go, slowly.'],
      ['{Hero} tried again, a little better.'],
    ],
    troubles: [
      { event: 'Then {hero} got in a muddle and had to stop.', fix: '{Hero} took a breath and tried again.', doing: true },
    ],
    done: ['{Hero} did it, all the way through!'],
    plain: true,
  };
}

/** The first class of a doing with no lines of its own: the first try, the wobble and the show, said of the doing. */
export function plainFirstClass(activity: Activity): FirstClass {
  const doing = activity.doing;
  return {
    id: activity.id,
    door: 'the door of the hall',
    kit: ['{GrownUp} had packed {their} bag with a drink and a towel.', '{Hero} wore comfy clothes and new trainers.'],
    warmUp: ['First they warmed up, stretching up tall and shaking out their arms and legs.'],
    moves: [
      {
        shown: `{Teacher} showed them the very first thing you learn in ${doing}, slowly, twice.`,
        tried: `{Hero} had a go, slowly and carefully. {Their} very first bit of ${doing}!`,
      },
      {
        shown: '"Watch me first, then copy," said {teacher}, and showed them how.',
        tried: '{Hero} watched, then copied, one step at a time.',
      },
    ],
    oops: [
      {
        event: 'Then they tried it a little faster. {Hero} got in a muddle, wobbled, and stopped.',
        teacher: '{Teacher} came over. "Slowly first," {tthey} said. "Fast comes later."',
        friend: '"I muddled it up too," whispered {newFriend}. "Let’s do it together."',
        again: '{Hero} tried again, slowly, and this time {they} got it right!',
      },
    ],
    proud: ['At the end, {hero} showed {grownUp} all {they} had learned in {their} first {classWord}.'],
    next: ['"Can I go again next week?" asked {hero}.'],
  };
}
