/**
 * Things a child goes and does ('go fishing', 'join the school choir', 'learn ballet', 'go sledging'): where it is
 * done, what there is for it, its steps in order, a trouble of the doing itself put right, and the moment it goes
 * right. Fishing is done by a river with a rod and a float; a choir sings in the school hall with a song sheet.
 * Slots: {hero}, {Hero}, {they}, {They}, {their}, {them}, {actWater} (the river, the pond, the sea off a beach: said in a
 * step, the picture of that page is drawn there, not at a swimming pool for the float).
 */
import type { SettingId } from '../../language/index.js';
import type { Kind } from '../../language/index.js';
import { craftLesson } from './crafts.js';
import { dishLesson } from './dishes.js';
import { SPORT_ACTIVITIES } from './sport-classes.js';
import type { PlaceTrouble } from './types.js';

export interface Activity {
  id: string;
  /** How an idea names it: 'go fishing', 'the school choir', 'ballet'. */
  words: RegExp;
  /** The word that names the doing in a story ('fishing', 'singing'): said when it is done. */
  doing: string;
  /** The wish of one who goes to where it is done ('go to ballet class': 'dance at ballet'), a bare infinitive. */
  wish: string;
  /** Where it is done (the first is the most usual); a place the idea names among them is kept. */
  settings: readonly SettingId[];
  /** Kind words (language/kinds.ts) of who may show how there. */
  guides?: readonly string[];
  /**
   * What there is for it, seen there, with an article: 'a bucket of bait'. At least three. Each is big enough to stand
   * by or walk past (the rod in the hand and the goggles on the face are told in the steps).
   */
  things: readonly string[];
  /** Words for what it is done with, held or used (the rod, the float), said in its steps: they keep a paragraph on it. */
  tools: readonly string[];
  /** What is shown, after 'how to': 'cast the line'. At least two. */
  lessons: readonly string[];
  /** The doing, step by step: three steps in order, each a list of ways to tell it, a sentence each. */
  steps: readonly [readonly string[], readonly string[], readonly string[]];
  /** A trouble of the doing itself, and how it is put right. */
  troubles: readonly PlaceTrouble[];
  /** The moment it goes right, a sentence or two. */
  done: readonly string[];
  /** Something made as it is learned (a dish): what it is ('cookies') and what is set out for it. Told by its own beats (shapes.ts). */
  made?: { word: string; materials: readonly string[]; makeIt: string };
  /**
   * Its class or lesson as it is usually called ('drum lesson', 'karate class'): said for a first class the idea names
   * only by going ('Ollie goes to karate') or by 'first lesson' alone.
   */
  classWord?: string;
  /** Not a thing to go and do for a kind that does it by nature: a duckling swims, it has no swimming lesson. */
  natural?: (kind: Kind) => boolean;
  /** Told only of such a kind: a duckling that cannot swim yet learns on its own pond, never at the pool. */
  only?: (kind: Kind) => boolean;
  /** Done where the hero lives, when that is one of its settings: the duckling's pond, the little fish's sea. */
  atHome?: true;
  /** How the hero never gets about before it is learned: a duckling that cannot swim yet waddles, it never 'swam on'. */
  notYet?: readonly string[];
  /** A class nobody wrote lines for, named by the idea's own word ('fencing'): told as a plain first class. */
  plain?: true;
}

/** Of the water ('a fish', 'a dolphin'): a tail or fins to swim with, no feet to paddle. */
/** Creatures that catch fish themselves, diving or swimming after them. */
const FISHERS = new Set([
  'penguin',
  'otter',
  'seal',
  'polar bear',
  'bear',
  'puffin',
  'kingfisher',
  'pelican',
  'heron',
  'dolphin',
]);

const ofWater = (kind: Kind) =>
  (kind.group === 'sea' || kind.habitat === 'underwater') && kind.parts.some((p) => /\b(?:tail|fins?)$/.test(p));

const ACTIVITIES: readonly Activity[] = [
  // (A penguin, an otter or a seal goes fishing by diving in after a fish, never with a rod on a jetty.)
  {
    id: 'fish-catching',
    words: /\bfishing\b|\bcatch(?:es|ing)? (?:a |some )?fish\b|\bto fish\b(?! (?:for|in|at|and)\b)/,
    doing: 'fishing',
    wish: 'catch a fish',
    settings: ['snow', 'sea', 'river', 'lake'],
    atHome: true,
    things: ['a rocky ledge by the water', 'a patch of rippling water', 'a big flat rock', 'a clump of floating weed'],
    tools: ['fish', 'dived', 'dive', 'splash', 'swam'],
    lessons: ['dive in fast', 'keep {their} eyes open under the water', 'wait for a fish to come close'],
    steps: [
      ['{Hero} stood at the edge and looked down into the water.', '{Hero} peered into the water. Silver fish flashed below!'],
      ['{Hero} took a big breath and dived in. Splash!', '{Hero} slid into the water, quick and smooth.'],
      ['Under the water, {hero} darted after a little silver fish.', '{Hero} swam fast, twisting and turning after a fish.'],
    ],
    troubles: [
      {
        event: 'But the fish was too quick for {hero}, and it slipped away!',
        fix: '{Hero} kept very still and waited, until a fish swam close.',
        doing: true,
      },
      {
        event: 'Then a big wave rolled in and tumbled {hero} over and over.',
        fix: '{Hero} waited for the water to calm, then dived in again.',
        doing: true,
      },
    ],
    done: [
      'Snap! {Hero} caught a shiny fish, and swam up with it, proud as can be.',
      'Gulp! {Hero} caught a fish at last, all by {themselves}.',
    ],
    only: (kind) => FISHERS.has(kind.word),
  },
  {
    id: 'fishing',
    words: /\bfishing\b|\bcatch(?:es|ing)? (?:a |some )?fish\b|\bto fish\b(?! (?:for|in|at|and)\b)/,
    doing: 'fishing',
    wish: 'go fishing',
    settings: ['river', 'lake', 'pond'],
    guides: ['fisherman'],
    things: ['a little wooden jetty', 'tall reeds by the water', 'a bucket of bait', 'a folding stool by the water'],
    natural: (kind) => FISHERS.has(kind.word),
    tools: ['rod', 'line', 'float', 'net', 'fish'],
    lessons: ['cast the line', 'hold the rod still', 'put the bait on the hook'],
    steps: [
      ['{Hero} cast the line out over {actWater}. Plop!', '{Hero} swung the fishing rod, and the line flew out over {actWater}.'],
      [
        '{Hero} sat very still and watched the red float on {actWater}.',
        '{Hero} held the fishing rod and waited, as still as a stone.',
      ],
      ['Then the float bobbed on {actWater}, once, twice!', 'Then the fishing line gave a little tug!'],
    ],
    troubles: [
      {
        event: 'Then the fishing line got tangled in the reeds.',
        fix: '{Hero} wiggled the rod gently, and the line came free.',
        doing: true,
      },
      {
        event: 'Then a cheeky duck paddled across {actWater} to the float.',
        fix: '{Hero} waited quietly until the duck paddled away.',
        doing: true,
      },
    ],
    done: [
      '{Hero} reeled in the line, and up came a silver fish! Splash!',
      '{Hero} pulled, and a shiny fish flipped into the net!',
    ],
  },
  {
    id: 'choir',
    classWord: 'choir practice',
    words: /\bchoir\b|\bsing(?:s|ing)? (?:a song|songs|in (?:a|the) (?:\w+ )?(?:show|concert|band))\b|\bsinging\b/,
    doing: 'singing',
    wish: 'sing with the choir',
    settings: ['school'],
    guides: ['teacher'],
    things: ['a row of singers', 'a piano in the hall', 'a pile of song sheets', 'a little stage'],
    tools: ['choir', 'song', 'sang', 'singers', 'tune'],
    lessons: ['breathe in deep before a song', 'sing soft and then loud', 'follow the song sheet'],
    steps: [
      ['The music teacher gave {hero} a song sheet.', '{Hero} stood in the row of singers with a song sheet.'],
      ['The piano played, and the choir began the first song.', '{Hero} hummed the tune with the choir, soft and low.'],
      ['Then {hero} sang the words out loud with the others.', 'Then {hero} sang the chorus, a little louder each time.'],
    ],
    troubles: [
      {
        event: 'Then {heroS} high note came out as a squeak!',
        fix: '{Hero} took a deep breath and sang it again, nice and slow.',
        doing: true,
      },
      {
        event: 'Then {hero} lost {their} place on the song sheet.',
        fix: 'The singer next to {them} pointed to the right line.',
        doing: true,
      },
    ],
    done: [
      'The whole choir sang together, and the hall clapped and clapped.',
      '{Hero} sang the last note with the choir, loud and clear. Everyone clapped!',
    ],
  },
  {
    id: 'ballet',
    classWord: 'ballet class',
    words:
      /\bballet\b|\bballerina\b|\bdanc(?:e|es|ing) (?:class|classes|lesson|lessons|show)\b|\b(?:go|goes|going) dancing\b|\blearn(?:s)? to dance\b/,
    doing: 'dancing',
    wish: 'dance ballet',
    settings: ['school'],
    guides: ['teacher'],
    things: ['a long mirror', 'a wooden barre', 'a pair of pink ballet shoes', 'a soft mat'],
    tools: ['ballet', 'barre', 'twirl', 'danced', 'dance'],
    lessons: ['point {their} toes', 'hold the barre lightly', 'spin on one spot'],
    steps: [
      ['{Hero} put on {their} soft ballet shoes.', '{Hero} stood at the barre and pointed {their} toes.'],
      ['The music began, and {hero} stepped and swayed.', '{Hero} lifted {their} arms up high like a swan.'],
      ['Then {hero} tried a twirl on one spot.', 'Then {hero} did a little jump and landed softly.'],
    ],
    troubles: [
      {
        event: 'Then {hero} spun too fast and wobbled over.',
        fix: '{Hero} fixed {their} eyes on one spot and spun slowly.',
        doing: true,
      },
      {
        event: 'Then {heroS} shoe ribbon came undone.',
        fix: '{Hero} tied the ribbon in a neat bow and danced on.',
        doing: true,
      },
    ],
    done: [
      '{Hero} twirled round and round and finished with a bow. Everyone clapped!',
      '{Hero} danced the whole dance without one wobble!',
    ],
  },
  {
    id: 'football',
    classWord: 'football practice',
    words: /\bfootball\b|\bsoccer\b/,
    doing: 'playing football',
    wish: 'play football',
    settings: ['park', 'playground'],
    things: ['a black and white ball', 'two goal posts', 'a big green pitch', 'a line of cones'],
    tools: ['ball', 'goal', 'pitch', 'team'],
    lessons: ['kick with the side of {their} foot', 'pass the ball', 'dribble round the cones'],
    steps: [
      ['{Hero} dribbled the ball round the cones.', '{Hero} kicked the ball gently with the side of {their} foot.'],
      ['The game began, and {hero} ran up and down the pitch.', '{Hero} passed the ball to a friend on the team.'],
      ['Then the ball came back to {hero}, near the goal.', 'Then {hero} ran with the ball towards the goal.'],
    ],
    troubles: [
      {
        event: 'Then the ball rolled into a muddy puddle.',
        fix: '{Hero} wiped the ball on the grass. The game went on.',
        doing: true,
      },
      {
        event: 'Then {hero} kicked the ball, and it went the wrong way.',
        fix: '{Hero} tried again with the side of {their} foot. This time it went straight.',
        doing: true,
      },
    ],
    done: ['{Hero} kicked the ball hard. It flew into the net. Goal!', '{Hero} scored a goal! The whole team cheered.'],
  },
  {
    id: 'swimming',
    classWord: 'swimming lesson',
    words: /\bswim(?:s|ming)?\b/,
    doing: 'swimming',
    wish: 'swim',
    settings: ['pool'],
    guides: ['lifeguard'],
    things: ['a stack of kickboards', 'a pile of blue floats', 'the steps into the shallow end', 'a row of lanes'],
    tools: ['float', 'water', 'armbands', 'goggles', 'swam'],
    lessons: ['kick {their} legs', 'blow bubbles in the water', 'float on {their} back'],
    steps: [
      ['{Hero} put on {their} armbands and goggles.', '{Hero} climbed down the steps into the water.'],
      ['{Hero} held the float and kicked {their} legs. Splash, splash!', '{Hero} blew bubbles in the water.'],
      ['Then {hero} let go of the side.', 'Then {hero} pushed off from the wall.'],
    ],
    troubles: [
      {
        event: 'Then water splashed into {heroS} nose, and {they} coughed.',
        fix: '{Hero} blew out through {their} nose, and it did not happen again.',
        doing: true,
      },
      {
        event: 'Then {heroS} goggles filled up with water.',
        fix: '{Hero} pulled the strap tight, and the goggles stayed dry.',
        doing: true,
      },
    ],
    done: ['{Hero} swam all the way across, kicking hard. {They} did it!', '{Hero} swam five strokes all by {themselves}!'],
    natural: (kind) => kind.canSwim,
  },
  {
    // ('A little duck who can't swim': its first wobbly paddle on its own pond, no swimming pool.)
    id: 'first-paddle',
    words: /\blearn to swim\b/,
    doing: 'swimming',
    wish: 'swim',
    settings: ['pond', 'lake', 'river', 'beach', 'snow'],
    atHome: true,
    things: ['a flat rock by the water', 'a floating log', 'a quiet, shallow bit of water', 'ripples on the water'],
    tools: ['water', 'paddle', 'paddled', 'float', 'floated', 'swam', 'splash'],
    lessons: ['paddle {their} feet, slow and steady', 'float first, and then paddle', 'keep {their} head up high'],
    steps: [
      [
        '{Hero} stepped into the shallow water. It felt cold and wobbly!',
        '{Hero} tried to float, but {they} tipped over. Splash!',
      ],
      ['{Hero} paddled {their} feet, slow and steady.', '{Hero} lay still and floated, just for a moment.'],
      ['Then {hero} pushed off into the deeper water.', 'Then {hero} paddled away from the bank, all on {their} own.'],
    ],
    troubles: [
      {
        event: 'Then {hero} paddled too fast, and sank down a little. Glug!',
        fix: '{Hero} kept {their} head up and paddled slowly. Up {they} bobbed!',
        doing: true,
      },
      {
        event: 'Then a ripple came, and {hero} tipped right over. Splash!',
        fix: '{Hero} took a deep breath and floated still until the water was calm.',
        doing: true,
      },
    ],
    done: ['{Hero} swam all the way across, all by {themselves}!', 'Round and round {hero} swam. {They} could swim!'],
    only: (kind) => kind.canSwim && !kind.human && !ofWater(kind),
    notYet: ['swim', 'paddle', 'dive', 'float'],
  },
  {
    // ('A fish who cannot swim': a little fish's first swim, its tail wiggled the right way at last.)
    id: 'first-swim',
    words: /\blearn to swim\b/,
    doing: 'swimming',
    wish: 'swim',
    settings: ['underwater'],
    atHome: true,
    things: ['a big smooth rock', 'a patch of soft sand', 'a clump of waving seaweed', 'a little cave in the rocks'],
    tools: ['tail', 'fins', 'swam', 'swish', 'wiggle', 'wiggled'],
    lessons: ['wiggle {their} tail from side to side', 'steer with {their} fins', 'swim slowly first, then faster'],
    steps: [
      [
        '{Hero} wiggled {their} tail, but only spun round and round.',
        '{Hero} flapped {their} fins, but drifted down to the sand. Bump!',
      ],
      ['Wiggle, wiggle went {heroS} tail, slow and steady.', '{Hero} kept {their} fins still, and wiggled just {their} tail.'],
      ['Then {hero} swam up off the sand, all on {their} own.', 'Then {hero} swam out of the seaweed, all by {themselves}.'],
    ],
    troubles: [
      {
        event: 'Then the current pushed {hero} backwards, tail first!',
        fix: '{Hero} hid behind a rock until the current passed.',
        doing: true,
      },
      {
        event: 'Then {hero} wiggled too fast and bumped into a rock. Bonk!',
        fix: '{Hero} slowed down and steered with {their} fins.',
        doing: true,
      },
    ],
    done: [
      'Swish! {Hero} swam a big loop, all by {themselves}!',
      '{Hero} swam up, up, up, and round the rocks. {They} could swim!',
    ],
    only: ofWater,
    notYet: ['swim', 'dart', 'dive', 'paddle'],
  },
  {
    id: 'bike',
    words: /\bride (?:a|the|{their}|his|her|their|my) (?:new |red |blue |first )?(?:bike|bicycle)\b|\bbike ride\b|\bcycling\b/,
    doing: 'riding',
    wish: 'ride a bike',
    settings: ['park', 'playground'],
    // (A child learns to ride with a grown-up of the family running alongside, never a dog of the park.)
    guides: ['dad', 'mum', 'grandpa'],
    things: ['a long flat path', 'a bike rack', 'a gentle slope', 'a row of cones'],
    tools: ['bike', 'pedals', 'pedal', 'pedalled', 'handlebars', 'helmet'],
    lessons: ['push the pedals round', 'hold the handlebars straight', 'use the brakes'],
    steps: [
      ['{Hero} put on {their} helmet and got on the bike.', '{Hero} held the handlebars tight and sat on the seat.'],
      ['{Hero} pushed the pedals round, slowly at first.', 'The bike wobbled as {hero} began to pedal.'],
      ['Then {hero} pedalled faster, and the bike stopped wobbling.', 'Then {hero} looked ahead and kept pedalling.'],
    ],
    troubles: [
      {
        event: 'Then the bike wobbled, and {hero} tipped onto the grass.',
        fix: '{Hero} got back on and looked ahead, not down.',
        doing: true,
      },
      {
        event: 'Then the chain came off the bike.',
        fix: '{Hero} helped put the chain back on, with oily fingers.',
        doing: true,
      },
    ],
    done: [
      '{Hero} rode all the way along the path by {themselves}! Ring, ring!',
      '{Hero} whizzed along the path and rang the bell. {They} could ride!',
    ],
  },
  {
    id: 'skating',
    classWord: 'skating lesson',
    words: /\b(?:ice[- ])?skat(?:e|es|ing)\b/,
    doing: 'skating',
    wish: 'go ice skating',
    settings: ['snow'],
    things: ['a frozen pond', 'a wooden bench by the ice', 'smooth, shiny ice', 'a row of ice skates'],
    tools: ['skates', 'ice', 'glide', 'glided', 'skated'],
    lessons: ['glide one foot at a time', 'bend {their} knees', 'stop without falling'],
    steps: [
      ['{Hero} laced up {their} ice skates.', '{Hero} stepped onto the ice, very carefully.'],
      ['{Hero} bent {their} knees and pushed with one foot.', '{Hero} held on at first and took tiny steps.'],
      ['Then {hero} let go and began to glide.', 'Then {hero} pushed with one foot, then the other.'],
    ],
    troubles: [
      {
        event: 'Then {heroS} feet slid apart. Bump! Down {they} sat on the ice.',
        fix: '{Hero} got up on {their} knees first, then stood up slowly.',
        doing: true,
      },
    ],
    done: ['{Hero} glided all the way round the pond. Swish, swish!', '{Hero} skated round in a big circle, smooth as a swan!'],
  },
  {
    id: 'sledging',
    words: /\bsledg(?:e|es|ing)\b|\bsled(?:s|ding)?\b|\btoboggan(?:ing)?\b/,
    doing: 'sledging',
    wish: 'go sledging',
    settings: ['snow'],
    things: ['a long snowy hill', 'a red wooden sledge', 'deep white snow', 'sledge tracks in the snow'],
    tools: ['sledge', 'hill', 'snow'],
    lessons: ['sit at the back of the sledge', 'steer with {their} feet', 'hold the rope tight'],
    steps: [
      ['{Hero} pulled the sledge up the snowy hill.', '{Hero} dragged the sledge to the top of the hill.'],
      ['{Hero} sat on the sledge and held the rope tight.', 'At the top, {hero} climbed on and tucked in {their} feet.'],
      ['Then {hero} pushed off, and the sledge began to slide.', 'Then the sledge tipped over the top and began to go.'],
    ],
    troubles: [
      {
        event: 'Then the sledge turned sideways and tipped {hero} into the snow.',
        fix: '{Hero} brushed off the snow and steered with {their} feet.',
        doing: true,
      },
    ],
    done: ['Whoosh! The sledge flew all the way down the hill!', 'Down, down, down zoomed the sledge, faster and faster! Whee!'],
  },
  {
    id: 'camping',
    words: /\bcamping\b|\bcamp(?:s|ed)? out\b|\bpitch(?:es)? a tent\b|\bsleep in a tent\b/,
    doing: 'camping',
    wish: 'go camping',
    settings: ['campsite'],
    things: ['a green tent', 'a pile of tent pegs', 'a warm sleeping bag', 'a crackling campfire'],
    tools: ['tent', 'campfire', 'pegs', 'sleeping bag'],
    lessons: ['put up a tent', 'tap in the tent pegs', 'light a lantern'],
    steps: [
      ['{Hero} helped put up the tent.', '{Hero} held the tent poles while the tent went up.'],
      ['{Hero} tapped in the tent pegs, one by one.', '{Hero} rolled out a sleeping bag inside the tent.'],
      ['Then they sat round the campfire and toasted marshmallows.', 'Then they cooked supper on the little stove.'],
    ],
    troubles: [
      {
        event: 'Then the wind flapped the tent, and a peg popped out.',
        fix: '{Hero} tapped the peg back in, deep and firm.',
        doing: true,
      },
    ],
    done: [
      'That night, {hero} snuggled in the tent and looked up at the stars.',
      '{Hero} lay in the tent and listened to the owls. Camping was the best!',
    ],
  },
  {
    id: 'painting',
    classWord: 'art class',
    words: /\bpainting\b|^paint(?! (?:a|an|the|some|my|his|her|their|\{their\})\b)|\bart class\b/,
    doing: 'painting',
    wish: 'paint a picture',
    settings: ['school', 'garden'],
    guides: ['teacher'],
    things: ['a big easel', 'a table of paint pots', 'a drying rack of pictures', 'a jar of water'],
    tools: ['brush', 'paint', 'paper', 'painted'],
    lessons: ['dip the brush in water', 'mix two colours', 'paint big, round shapes'],
    steps: [
      ['{Hero} pinned a big sheet of paper to the easel.', '{Hero} dipped {their} brush in the jar of water.'],
      ['{Hero} mixed blue and yellow, and it made green!', '{Hero} painted a big yellow sun in the corner.'],
      ['Then {hero} painted the grass and the sky.', 'Then {hero} added a red house and a tall tree.'],
    ],
    troubles: [
      {
        event: 'Then a big blob of paint dripped down the paper.',
        fix: '{Hero} turned the blob into a little bird.',
        doing: true,
      },
    ],
    done: ['{Hero} stepped back. The painting was bright and happy!', '{Hero} hung up the painting, and everyone said, "Wow!"'],
  },
  {
    id: 'piano',
    classWord: 'piano lesson',
    words: /\bpiano\b/,
    doing: 'playing the piano',
    wish: 'play the piano',
    settings: ['home', 'school'],
    guides: ['teacher'],
    things: ['a shiny piano', 'a music stand', 'a little stool', 'a pile of music books'],
    tools: ['piano', 'keys', 'tune', 'stool'],
    lessons: ['sit up straight', 'press one key at a time', 'play with both hands'],
    steps: [
      ['{Hero} sat on the stool and opened the music book.', '{Hero} put {their} hands on the black and white keys.'],
      ['{Hero} pressed the keys one by one. Plink, plonk!', '{Hero} played the first line, slowly.'],
      ['Then {hero} played it again, a little faster.', 'Then {hero} played the tune with both hands.'],
    ],
    troubles: [
      {
        event: 'Then {hero} pressed the wrong key, and it went CLONK!',
        fix: '{Hero} played it very slowly, one key at a time.',
        doing: true,
      },
    ],
    done: ['{Hero} played the whole tune, and it sounded lovely!', '{Hero} played the last note, and everyone clapped.'],
  },
  {
    id: 'drums',
    classWord: 'drum lesson',
    words: /\bdrums?\b|\bdrumming\b/,
    doing: 'drumming',
    wish: 'play the drums',
    settings: ['school', 'home'],
    guides: ['teacher'],
    things: ['a big round drum', 'a shiny cymbal', 'a music stand', 'a row of chairs for the band'],
    tools: ['drum', 'drumsticks', 'cymbal', 'beat'],
    lessons: ['hold the sticks loosely', 'keep the beat', 'tap soft, then loud'],
    steps: [
      ['{Hero} picked up the drumsticks.', '{Hero} sat down at the drum.'],
      ['{Hero} tapped the drum. Boom, boom!', '{Hero} counted, "One, two, three, four," and tapped the beat.'],
      ['Then {hero} played a little faster and hit the cymbal. Crash!', 'Then {hero} kept the beat, tap, tap, boom!'],
    ],
    troubles: [
      {
        event: 'Then {hero} dropped a drumstick, and it rolled away.',
        fix: '{Hero} picked it up and kept the beat going.',
        doing: true,
      },
    ],
    done: [
      '{Hero} played the whole beat, boom, boom, crash!',
      '{Hero} finished with a big CRASH on the cymbal. Everyone cheered!',
    ],
  },
  {
    id: 'violin',
    classWord: 'violin lesson',
    words: /\bviolins?\b/,
    doing: 'playing the violin',
    wish: 'play the violin',
    settings: ['school', 'home'],
    guides: ['teacher'],
    things: ['a music stand', 'a little violin case', 'a row of chairs for the band', 'a pile of music books'],
    tools: ['violin', 'bow', 'strings', 'tune'],
    lessons: ['hold the bow gently', 'tuck the violin under {their} chin', 'pluck the strings'],
    steps: [
      ['{Hero} opened the case and lifted out the violin.', '{Hero} tucked the violin under {their} chin.'],
      ['{Hero} plucked the strings, one by one. Ping, ping!', '{Hero} pulled the bow slowly across a string.'],
      ['Then {hero} played two notes, up and down.', 'Then {hero} played a little tune, slow and careful.'],
    ],
    troubles: [
      {
        event: 'Then the bow slipped, and the violin went SCREECH!',
        fix: '{Hero} held the bow gently and pulled it slowly. The note came out sweet.',
        doing: true,
      },
    ],
    done: [
      '{Hero} played the whole little tune on the violin. It sounded lovely!',
      '{Hero} played the last long note, and everyone clapped.',
    ],
  },
  {
    id: 'guitar',
    classWord: 'guitar lesson',
    words: /\bguitars?\b/,
    doing: 'playing the guitar',
    wish: 'play the guitar',
    settings: ['school', 'home'],
    guides: ['teacher'],
    things: ['a music stand', 'a guitar case', 'a little stool', 'a pile of song books'],
    tools: ['guitar', 'strings', 'strum', 'chord', 'tune'],
    lessons: ['strum the strings', 'press a string down', 'keep the beat'],
    steps: [
      ['{Hero} sat on the stool with the guitar on {their} knee.', '{Hero} put the guitar strap over {their} shoulder.'],
      ['{Hero} strummed all the strings. Twang!', '{Hero} pressed one string down and plucked it. Ping!'],
      ['Then {hero} strummed down, down, down, in time.', 'Then {hero} played a chord and strummed it slowly.'],
    ],
    troubles: [
      {
        event: 'Then {heroS} fingers slipped, and the guitar went buzz, buzz!',
        fix: '{Hero} pressed the string down hard, close to the bump. The buzz stopped.',
        doing: true,
      },
    ],
    done: ['{Hero} strummed a whole song on the guitar!', '{Hero} strummed the last chord, and everyone clapped.'],
  },
  {
    id: 'cooking',
    classWord: 'cooking class',
    words: /\b(?:cooking|cookery|baking) (?:class|lesson|club)(?:es|s)?\b/,
    doing: 'cooking',
    wish: 'cook something yummy',
    settings: ['kitchen'],
    guides: ['teacher'],
    things: ['a row of aprons on hooks', 'a big mixing bowl', 'a tray of little cakes', 'a shelf of cookery books'],
    tools: ['bowl', 'spoon', 'apron', 'dough', 'mixed', 'stirred'],
    lessons: ['wash {their} hands first', 'crack an egg', 'stir slowly'],
    steps: [
      ['{Hero} put on an apron and washed {their} hands.', '{Hero} tipped the flour into the big bowl.'],
      ['{Hero} cracked an egg into the bowl. Crack!', '{Hero} stirred and stirred with a wooden spoon.'],
      ['Then {hero} spooned the mixture into little cases.', 'Then {hero} rolled the dough into little balls.'],
    ],
    troubles: [
      {
        event: 'Then the flour went puff, all over {heroS} nose!',
        fix: '{Hero} laughed, wiped {their} nose and tipped the flour in slowly.',
        doing: true,
      },
    ],
    done: ['The little cakes came out of the oven, golden and warm. Yum!', '{Hero} tasted one. It was the yummiest cake ever!'],
  },
  {
    id: 'fruit-picking',
    words:
      /\bpick(?:s|ing)? (?:some )?(?:apples|strawberries|berries|blackberries|cherries|plums|raspberries)\b|\b(?:apple|strawberry|berry|fruit)[- ]picking\b/,
    doing: 'picking',
    wish: 'pick fruit',
    settings: ['farm'],
    guides: ['farmer'],
    things: ['rows of green plants', 'a stack of baskets', 'a tall ladder', 'a pile of red fruit'],
    tools: ['basket', 'fruit', 'ripe'],
    lessons: ['pick only the ripe ones', 'twist the fruit gently', 'fill the basket carefully'],
    steps: [
      ['{Hero} took a little basket from the barn.', '{Hero} walked along the rows with a basket.'],
      ['{Hero} found the ripest, reddest fruit.', '{Hero} twisted the fruit off gently, one by one.'],
      ['Then {hero} put the fruit in the basket.', 'Then {hero} tasted one. Yum!'],
    ],
    troubles: [
      {
        event: 'Then the basket tipped, and the fruit rolled everywhere.',
        fix: '{Hero} picked them all up and held the basket with both hands.',
        doing: true,
      },
      {
        event: 'Then a wasp buzzed round the basket.',
        fix: '{Hero} stood very still, and the wasp flew away.',
        doing: true,
      },
    ],
    done: ['{Hero} held up a full basket of fruit. What a lot!', 'The basket was full to the top, red and shiny!'],
  },
  {
    id: 'pony',
    classWord: 'riding lesson',
    words:
      /\bride (?:a|the|{their}|his|her|their) (?:\w+ )?(?:pony|horse)\b|\b(?:pony|horse)[- ]rid(?:e|es|ing)\b|\briding (?:lesson|class|school)s?\b/,
    doing: 'riding',
    wish: 'ride a pony',
    settings: ['farm'],
    guides: ['farmer'],
    things: ['a saddle on the fence', 'a paddock with a gate', 'a stable door', 'a bale of hay'],
    tools: ['pony', 'saddle', 'reins'],
    lessons: ['sit up tall in the saddle', 'hold the reins softly', 'say "walk on"'],
    steps: [
      ['{Hero} put on a riding hat and patted the pony.', '{Hero} brushed the pony until its coat shone.'],
      ['{Hero} climbed into the saddle and held the reins.', '{Hero} sat up tall and said, "Walk on!"'],
      ['Then the pony walked round the field.', 'Then the pony began to trot, bump, bump, bump.'],
    ],
    troubles: [
      {
        event: 'Then the pony stopped to munch the grass.',
        fix: '{Hero} gave the reins a little pull. The pony walked on.',
        doing: true,
      },
    ],
    done: ['{Hero} rode the pony all the way round the field!', 'The pony trotted, and {hero} bounced along, smiling.'],
  },
  {
    id: 'gymnastics',
    classWord: 'gymnastics class',
    words: /\bgymnastics\b|\bgymnast\b|\bcartwheels?\b|\bhandstands?\b|\bsomersaults?\b|\bforward rolls?\b/,
    doing: 'tumbling',
    wish: 'do gymnastics',
    settings: ['school'],
    guides: ['teacher'],
    things: ['a soft blue mat', 'a low wooden beam', 'a springy board', 'a climbing frame'],
    tools: ['mat', 'beam', 'cartwheel', 'handstand', 'roll'],
    lessons: ['roll forward on the mat', 'walk along the beam', 'stretch {their} arms up'],
    steps: [
      ['{Hero} stretched {their} arms up high.', '{Hero} did a forward roll on the soft mat.'],
      ['{Hero} walked along the low beam, one foot after the other.', '{Hero} jumped off the springy board.'],
      ['Then {hero} put {their} hands on the mat for a cartwheel.', 'Then {hero} tried a handstand against the wall.'],
    ],
    troubles: [
      {
        event: 'Then {hero} wobbled on the beam and hopped off.',
        fix: '{Hero} held {their} arms out wide and walked it again.',
        doing: true,
      },
    ],
    done: [
      '{Hero} did a cartwheel, right over, and landed on {their} feet!',
      '{Hero} did a perfect forward roll and stood up tall. Ta-da!',
    ],
  },
  {
    id: 'karate',
    classWord: 'karate class',
    words: /\bkarate\b/,
    doing: 'doing karate',
    wish: 'do karate',
    settings: ['school'],
    guides: ['teacher'],
    things: ['a soft red mat', 'a row of kick pads', 'a long mirror', 'a bench by the wall'],
    tools: ['karate', 'kick', 'punch', 'belt', 'bow', 'mat'],
    lessons: ['bow to the teacher', 'make a strong fist', 'do a front kick'],
    steps: [
      ['{Hero} tied {their} white belt and bowed.', '{Hero} stood on the mat and bowed to the teacher.'],
      ['{Hero} made a strong fist and punched the air. "Hi-ya!"', '{Hero} lifted {their} knee for a front kick.'],
      ['Then {hero} kicked the big kick pad.', 'Then {hero} did a punch and a kick together.'],
    ],
    troubles: [
      {
        event: 'Then {hero} kicked too high and sat down on the mat.',
        fix: '{Hero} stood strong on both feet and kicked again.',
        doing: true,
      },
    ],
    done: ['{Hero} kicked the pad hard. "Hi-ya!" Everyone cheered!', '{Hero} bowed at the end, proud and strong.'],
  },
  {
    id: 'rock-pooling',
    words: /\brock ?pool(?:s|ing)?\b/,
    doing: 'rock pooling',
    wish: 'go rock pooling',
    settings: ['beach'],
    things: ['a row of rock pools', 'slippery green seaweed', 'a big flat rock', 'a pool full of tiny shells'],
    tools: ['pool', 'net', 'seaweed', 'rocks', 'crab', 'starfish'],
    lessons: ['step on the dry rocks', 'look under the seaweed', 'put things back gently'],
    steps: [
      ['{Hero} climbed over the rocks to a pool.', '{Hero} knelt by a rock pool with a bucket.'],
      ['{Hero} looked under the seaweed.', '{Hero} dipped the little net into the water.'],
      ['Then something moved near a stone.', 'Then a shell began to walk!'],
    ],
    troubles: [
      {
        event: 'Then {hero} slipped on the seaweed.',
        fix: '{Hero} stepped only on the dry rocks after that.',
        doing: true,
      },
    ],
    done: [
      'A little crab scuttled into the net! {Hero} looked, then let it go.',
      'There was a starfish in the pool! {Hero} gasped with joy.',
    ],
  },
  {
    id: 'kite',
    words: /\bfl(?:y|ies|ying|ew) (?:a|the|{their}|his|her|their) (?:\w+ )?kite\b|\bkite[- ]flying\b/,
    doing: 'flying the kite',
    wish: 'fly a kite',
    settings: ['meadow', 'park', 'beach'],
    things: ['a windy hill', 'a bright red kite', 'kites dancing in the sky', 'a wide, open field'],
    tools: ['kite', 'string', 'wind'],
    lessons: ['hold the string tight', 'run into the wind', 'let the string out slowly'],
    steps: [
      ['{Hero} held the kite up high.', '{Hero} unrolled the long kite string.'],
      ['{Hero} ran into the wind, pulling the string.', 'A gust of wind lifted the kite a little.'],
      ['Then {hero} let out the string, bit by bit.', 'Then the kite tugged, and {hero} held on.'],
    ],
    troubles: [
      {
        event: 'Then the wind dropped, and the kite fell flat on the grass.',
        fix: '{Hero} waited for a gust, then ran again.',
        doing: true,
      },
      {
        event: 'Then the kite string got all tangled.',
        fix: '{Hero} untangled it slowly, one loop at a time.',
        doing: true,
      },
    ],
    done: ['Up, up went the kite, high into the sky!', 'The kite soared high above, dancing in the wind!'],
  },
  {
    id: 'skiing',
    words: /\bski(?:s|ing)?\b/,
    doing: 'skiing',
    wish: 'go skiing',
    settings: ['snow', 'mountain'],
    things: ['a snowy slope', 'a ski lift', 'a row of skis in the snow', 'a little wooden hut'],
    tools: ['skis', 'slope', 'poles'],
    lessons: ['make a pizza shape with the skis', 'bend {their} knees', 'stop slowly'],
    steps: [
      ['{Hero} clicked {their} boots into the skis.', '{Hero} held the poles and shuffled forward.'],
      ['{Hero} made a pizza shape with the skis.', '{Hero} bent {their} knees and leaned forward.'],
      ['Then {hero} began to slide down the slope.', 'Then {hero} turned one way, then the other.'],
    ],
    troubles: [
      {
        event: 'Then {heroS} skis crossed, and {they} fell in the snow.',
        fix: '{Hero} got up and made the pizza shape again.',
        doing: true,
      },
    ],
    done: ['{Hero} skied all the way down the slope! Swoosh!', '{Hero} skied to the bottom and stopped without falling!'],
  },
];

/** A skill that is one of the table's doings ('learn to fish', 'learn to ride a bike'): done, not a topic to learn about. */
export function doneNotLearned(phrase: string): boolean {
  return ACTIVITIES.some((a) => a.words.test(phrase) && !a.made);
}

/**
 * The activity a wish names ('go fishing', 'feel brave about joining the choir'), if it is one of the table's; a dish
 * to learn to make ('learn to bake cookies') is learned in the kitchen by its own steps (dishes.ts).
 */
export function activityOf(phrase: string, kind: Kind): Activity | null {
  return (
    dishLesson(phrase, kind) ??
    craftLesson(phrase, kind) ??
    // (Before the table: 'street dance class' is no ballet.)
    SPORT_ACTIVITIES.find((a) => a.words.test(phrase)) ??
    ACTIVITIES.find((a) => a.words.test(phrase) && !a.natural?.(kind) && (a.only?.(kind) ?? true)) ??
    null
  );
}

/**
 * A class or lesson of a doing as the idea calls it ('Bella's first ballet class': 'ballet class'; 'Leo's first
 * football practice': 'football practice'), or null when the idea names none.
 */
export function firstClassWord(text: string, activity: Activity): string | null {
  // ('first day at swimming lessons': one lesson, the first. 'first ice skating lesson': both words of the doing.)
  const said = /\b((?:ice |horse |pony |street )?[a-z]+) (class|lesson|practice|training)(?:es|s)?\b/i.exec(text);
  const usual = activity.classWord?.split(' ') ?? [activity.id, 'class'];
  if (said) {
    const [, before, word] = said as unknown as [string, string, string];
    return /^(?:first|a|the|her|his|their|my|new)$/i.test(before)
      ? `${usual.slice(0, -1).join(' ')} ${word}`
      : `${before.toLowerCase()} ${word}`;
  }
  // ('Ollie goes to karate', 'Mia goes to ballet': going to a doing that is a class is going to its class.)
  const going = /\b(?:go|goes|going|went) to (?:(?:her|his|my|their) )?(.+)$/i.exec(text);
  return going && activity.classWord && activity.words.exec(going[1]!.toLowerCase())?.index === 0 ? activity.classWord : null;
}
