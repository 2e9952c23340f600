/**
 * Things made by hand that are not food, each by its own real steps: a horse is drawn as an oval body and long legs, a
 * rainbow painted stripe by stripe, a birdhouse sawn and nailed, a scarf cast on and knitted row by row, a paper plane
 * folded to a point. Each has the ways its first try goes wrong true to the craft (the horse looks like a dog, the wet
 * colours run brown, a nail bends over, a dropped stitch, the plane nose-dives) and how it is put right. A wish to learn
 * to make one ('learn to draw a horse', 'learns to knit a scarf') is told by these steps like a dish (dishes.ts); a wish
 * to make one ('build a birdhouse') takes its things, a step and a trouble for its making (slots-extra.ts).
 * Slots as in dishes.ts: {Hero}, {hero}, {they}, {their}, {them}, {themselves}, {heroS}; {dish} is the idea's word for
 * what is made ('horse', 'scarf'); {hands} the hero's hands or paws.
 */
import { withArticleIfOne, type Kind, type SettingId } from '../../language/index.js';
import type { Activity } from './activities.js';
import { lessonOf, makingOf, type Dish, type Making } from './dishes.js';

interface Craft extends Dish {
  /** The verbs of a wish that make it: 'draw', 'build', 'make'. The first is said ('draw the horse'). */
  verbs: readonly string[];
  /** Where it is made, the most usual first. */
  settings: readonly SettingId[];
  /** What is made when the wish says nothing ('learn to sew': a cushion). */
  bare?: string;
}

/** Two ways of telling a drawing come out right, of what was drawn. */
const DRAWN = ['{Hero} held up the drawing. There was the {dish}, just right!', '"It really looks like a {dish}!" said {hero}.'];

const CRAFTS: readonly Craft[] = [
  {
    id: 'draw-horse',
    verbs: ['draw'],
    words: /\b(?:horses?|pon(?:y|ies))\b/,
    doing: 'drawing',
    settings: ['home'],
    guides: ['grandma', 'grandpa', 'teacher', 'mum'],
    things: ['a table with a big sheet of white paper', 'a box of coloured pencils', 'a picture book of horses', 'a lamp'],
    tools: ['pencil', 'pencils', 'paper', 'drew', 'drawing', 'rubber', 'horse', 'horses', 'legs', 'mane'],
    materials: ['paper, pencils and a rubber', 'a big sheet of paper and a box of pencils'],
    lessons: ['start with big, light shapes', 'draw the body as a long oval'],
    steps: [
      [
        '{Hero} drew a long oval for the body and a smaller one for the head.',
        '{Hero} drew the body first, a big oval, light and soft.',
      ],
      ['{Hero} joined the head to the body with a long, strong neck.', '{Hero} drew a long neck up from the body to the head.'],
      [
        'This time, {hero} drew four long legs with knobbly knees, and a flowing mane and tail.',
        'This time, {hero} gave the horse long legs, a long face and a swishy mane.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} drew the legs and the face all by {themselves}.',
        went: 'the horse had short legs and a round face. It looked just like a dog',
        fix: 'They laughed and looked at a picture of a real horse. A horse has long legs and a long face!',
      },
      {
        tried: '{Hero} pressed the pencil down hard.',
        went: 'the lines were so dark that the rubber only smudged them',
        fix: 'They turned the paper over. Then {hero} drew soft, light lines first.',
      },
    ],
    done: [
      '{Hero} held up the drawing. It was a horse, a real galloping horse!',
      '"It looks just like a horse!" said {hero}, and it did.',
    ],
  },
  {
    id: 'paint-rainbow',
    verbs: ['paint'],
    words: /\brainbows?\b/,
    doing: 'painting',
    settings: ['home'],
    guides: ['grandma', 'teacher', 'mum', 'grandpa'],
    things: ['a table with a big sheet of thick paper', 'a box of paints', 'a jar of water for the brushes', 'an easel'],
    tools: ['paint', 'paints', 'brush', 'paper', 'stripe', 'stripes', 'rainbow', 'colours', 'colour'],
    materials: ['paints, a brush, a jar of water and thick paper', 'a box of paints, a fat brush and a big sheet of paper'],
    lessons: ['paint one stripe at a time', 'start with a red arch at the top'],
    steps: [
      [
        '{Hero} dipped the brush in red paint and swept a big arch across the paper.',
        '{Hero} painted a long red arch at the top of the paper.',
      ],
      [
        'Under the red went an orange stripe, then a yellow one.',
        '{Hero} washed the brush in the jar, then painted orange under the red and yellow under the orange.',
      ],
      [
        'This time, {hero} let each stripe dry before the next one: green, blue, then purple.',
        'This time, {hero} waited for each colour to dry: green, then blue, then purple.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} painted the green stripe right away, while the yellow was still wet.',
        went: 'the wet colours ran into each other and turned a muddy brown',
        fix: 'They started again on a clean sheet of paper, and blew on each stripe to help it dry.',
      },
      {
        tried: '{Hero} dipped the brush deep in the water jar, then in the paint.',
        went: 'the paint was so runny that it ran down the paper in drips',
        fix: 'They dabbed the drips with a tissue. Then {hero} wiped the brush on the edge of the jar first.',
      },
    ],
    done: [
      'There it was: a rainbow, red, orange, yellow, green, blue and purple!',
      '{Hero} held up a bright rainbow with every colour in its place!',
    ],
  },
  {
    id: 'birdhouse',
    verbs: ['build', 'make'],
    words: /\bbird ?houses?\b|\bbird ?box(?:es)?\b|\bnest ?box(?:es)?\b/,
    doing: 'building',
    settings: ['garden'],
    guides: ['grandpa', 'dad', 'grandma', 'builder'],
    things: ['a workbench by the shed', 'a pile of short wooden planks', 'a red toolbox', 'a tall tree with a strong branch'],
    tools: ['planks', 'plank', 'nails', 'nail', 'hammer', 'saw', 'roof', 'birdhouse', 'wood'],
    materials: ['wooden planks, nails and a hammer', 'six short planks, a box of nails, a little saw and a hammer'],
    lessons: ['measure the planks', 'hold the hammer near the end'],
    steps: [
      [
        '{Hero} measured the planks and drew a line across each one.',
        '{Hero} sawed along the pencil lines, back and forth, slow and steady.',
      ],
      [
        '{Hero} nailed the sides to the floor of the birdhouse. Tap, tap, bang!',
        '{Hero} held the planks tight with {their} {hands} and nailed them together.',
      ],
      [
        'This time, {hero} tapped each nail in slowly and fixed the roof on tight.',
        'This time, {hero} nailed on the roof and made a round hole for a door.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} hit the first nail as hard as {they} could.',
        went: 'the nail bent right over, flat against the wood',
        fix: 'They pulled the bent nail out with the claw of the hammer. Then {hero} tapped the next one in gently.',
      },
      {
        tried: '{Hero} sawed the first roof piece in a hurry.',
        went: 'the roof was too short to keep the rain out',
        fix: 'They measured twice and cut a new piece. Now it fitted just right.',
      },
    ],
    done: [
      'They hung the birdhouse in a tree. Soon a little bird peeped in at the door!',
      'The birdhouse was finished, with a roof, a little door and a perch. A bird came to look at once!',
    ],
  },
  {
    id: 'knit',
    verbs: ['knit'],
    words: /\bscar(?:f|ves)\b/,
    bare: 'scarf',
    doing: 'knitting',
    settings: ['home'],
    guides: ['grandma', 'grandpa', 'mum'],
    things: ['a big basket of soft wool', 'a cosy armchair by the fire', 'a rocking chair', 'a tall lamp'],
    tools: ['wool', 'needles', 'needle', 'stitch', 'stitches', 'row', 'rows', 'scarf', 'knitted'],
    materials: ['soft wool and two long needles', 'a ball of red wool and two knitting needles'],
    lessons: ['cast on the stitches', 'make the first loops on the needle'],
    steps: [
      [
        '{Hero} made a row of loops on one needle. That was called casting on.',
        '{Hero} looped the wool onto the needle: one stitch, two stitches, twenty stitches.',
      ],
      [
        'In, round, through and off! {Hero} knitted the first row, stitch by stitch.',
        '{Hero} knitted slowly: in, round, through and off, again and again.',
      ],
      [
        'This time, {hero} counted the stitches at the end of every row.',
        'Row by row, the {dish} grew longer, and this time {hero} counted every stitch.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} knitted faster and faster.',
        went: 'a stitch dropped off the needle and left a hole in the {dish}',
        fix: 'They picked up the dropped stitch with the needle and knitted the row again, slowly.',
      },
      {
        tried: '{Hero} pulled every stitch as tight as {they} could.',
        went: 'the stitches were so tight that the needle would not go in',
        fix: 'They undid the row. Then {hero} knitted loose and soft, the way {they} had been shown.',
      },
    ],
    done: [
      'At last the {dish} was long enough to wrap round twice. So soft and warm!',
      '{Hero} knitted the last row and held up the {dish}. It was long and soft, with not one hole!',
    ],
  },
  {
    id: 'paper-plane',
    verbs: ['make', 'fold'],
    words: /\bpaper (?:aero|air)?planes?\b/,
    doing: 'folding',
    settings: ['garden', 'home'],
    guides: ['dad', 'grandpa', 'mum', 'grandma'],
    things: ['a table with a pile of paper', 'a long, flat lawn', 'a tall hedge'],
    tools: ['paper', 'fold', 'folded', 'wings', 'nose', 'plane', 'point'],
    materials: ['a sheet of paper and a flat table', 'a pile of paper and a table to fold on'],
    lessons: ['fold the paper in half, long side to long side', 'press every fold flat'],
    steps: [
      [
        '{Hero} folded the paper in half and pressed the fold flat.',
        '{Hero} folded the paper in half and opened it up again, so there was a line down the middle.',
      ],
      [
        '{Hero} folded the top corners down to make a sharp point.',
        '{Hero} folded the two top corners into the middle. Now it had a pointy nose.',
      ],
      [
        'This time, {hero} checked that both wings matched and threw the plane gently.',
        'This time, {hero} folded the wings down evenly and let the plane go with a soft push.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} threw the first plane as hard as {they} could.',
        went: 'the plane nose-dived straight into the ground, thump',
        fix: 'They bent the back edges of the wings up a tiny bit. Then {hero} threw it gently, not hard.',
      },
      {
        tried: '{Hero} folded one wing big and one wing small.',
        went: 'the plane flipped over and spun to the ground',
        fix: 'They unfolded the wings and folded them again, both the same size.',
      },
    ],
    done: [
      'Whoosh! The paper plane glided on and on, smooth and straight!',
      'The plane sailed through the air and landed far, far away!',
    ],
  },
  {
    id: 'kite',
    verbs: ['make', 'build'],
    words: /\bkites?\b/,
    doing: 'kite making',
    settings: ['garden', 'park'],
    guides: ['grandpa', 'dad', 'mum', 'grandma'],
    things: ['a table with paper, sticks and string', 'a windy stretch of grass', 'a tall tree'],
    tools: ['kite', 'sticks', 'string', 'tail', 'paper', 'wind', 'ribbons'],
    materials: ['two thin sticks, a big sheet of paper, string and ribbons', 'sticks, string, paper and a roll of sticky tape'],
    lessons: ['tie the two sticks in a cross', 'make a cross of two sticks'],
    steps: [
      ['{Hero} tied two thin sticks together in a cross.', '{Hero} crossed a long stick and a short stick and tied them tight.'],
      [
        '{Hero} stretched the paper over the sticks and taped it down at each corner.',
        '{Hero} cut a big diamond of paper and stuck it over the cross of sticks.',
      ],
      [
        'This time, the kite had a long ribbon tail, and {hero} ran into the wind.',
        'This time, {hero} let the string out slowly, bit by bit.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} ran with the kite before it had a tail.',
        went: 'the kite spun round and round and crashed into the grass',
        fix: 'They tied a long tail of ribbons to the bottom. A tail keeps a kite steady.',
      },
      {
        tried: '{Hero} pulled the string tight and ran as fast as {they} could.',
        went: 'the kite dived down into a tree',
        fix: 'They got the kite down with a long stick, and tied on a tail of ribbons to keep it steady.',
      },
    ],
    done: [
      'Up, up went the kite, high into the sky, its tail dancing in the wind!',
      'The kite rose high over the trees and danced in the wind!',
    ],
  },
  {
    id: 'sock-puppet',
    verbs: ['make', 'sew'],
    words: /\b(?:sock )?puppets?\b/,
    doing: 'making',
    settings: ['home'],
    guides: ['grandma', 'mum', 'grandpa', 'teacher'],
    things: ['a basket of odd socks', 'a big box of buttons', 'a table covered in bits of felt'],
    tools: ['sock', 'buttons', 'button', 'eyes', 'felt', 'mouth', 'tongue', 'glue', 'puppet'],
    materials: ['an old sock, two buttons, red felt and glue', 'a stripy sock, two buttons, a needle and thread'],
    lessons: ['tuck in the toe of the sock to make a mouth', 'find where the mouth goes'],
    steps: [
      [
        '{Hero} slipped the sock on and tucked the toe in to make a mouth.',
        '{Hero} pushed the toe of the sock in. Now it could open and shut its mouth.',
      ],
      ['{Hero} cut a red felt tongue and glued it inside the mouth.', '{Hero} glued a floppy red tongue inside the mouth.'],
      [
        'This time, {hero} put the sock on first and marked where the eyes should go.',
        'This time, {hero} sewed the button eyes on just above the mouth.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} glued the buttons on with the sock lying flat.',
        went: 'the buttons ended up on the heel, far from the mouth',
        fix: 'They laughed and pulled the buttons off. Then {hero} put the sock on first, to see where they should go.',
      },
      {
        tried: '{Hero} squeezed out lots and lots of glue.',
        went: 'the tongue slid off in a sticky puddle',
        fix: 'They wiped up the glue. Then {hero} used just one little dot.',
      },
    ],
    done: [
      '"Hello!" said the sock puppet, opening and shutting its mouth. Everyone laughed!',
      'The puppet blinked its button eyes and waggled its red tongue. It looked almost alive!',
    ],
  },
  {
    id: 'sew',
    verbs: ['sew'],
    words: /\b(?:cushions?|pillows?)\b/,
    bare: 'cushion',
    doing: 'sewing',
    settings: ['home'],
    guides: ['grandma', 'mum', 'grandpa'],
    things: ['a sewing basket full of thread', 'a cosy armchair by the window', 'a table with pieces of bright cloth'],
    tools: ['needle', 'thread', 'stitch', 'stitches', 'cloth', 'cushion', 'knot', 'sewed', 'stuffing'],
    materials: ['two squares of cloth, a needle and thread', 'bright cloth, a needle, thread and some soft stuffing'],
    lessons: ['thread the needle', 'tie a knot at the end of the thread'],
    steps: [
      [
        '{Hero} pushed the thread through the eye of the needle and tied a knot.',
        '{Hero} threaded the needle and tied a big knot at the end.',
      ],
      [
        'In and out, in and out! {Hero} sewed along the edge with small stitches.',
        '{Hero} sewed two squares of cloth together, in and out, along three sides.',
      ],
      [
        'This time, {hero} filled the {dish} with soft stuffing and sewed up the last side.',
        'This time, {hero} sewed the last side shut with tiny, even stitches.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} sewed the first stitches fast, with no knot in the thread.',
        went: 'the thread slid right out of the cloth',
        fix: 'They tied a big knot at the end of the thread. Then {hero} sewed again, slow and careful.',
      },
      {
        tried: '{Hero} sewed the first side with big, long stitches.',
        went: 'the stuffing poked out through the gaps',
        fix: 'They pulled the long stitches out. Then {hero} sewed small ones, close together.',
      },
    ],
    done: [
      'The {dish} was finished, soft and plump, with not one gap!',
      '{Hero} gave the new {dish} a squeeze. Every stitch held!',
    ],
  },
  {
    // Anything else drawn ('a cat', 'a castle'): big shapes first, then the small parts.
    id: 'draw',
    verbs: ['draw'],
    words: /\b[a-z]+$/,
    bare: 'picture',
    doing: 'drawing',
    settings: ['home'],
    guides: ['grandma', 'teacher', 'grandpa', 'mum'],
    things: ['a table with a big sheet of white paper', 'a box of coloured pencils', 'a lamp'],
    tools: ['pencil', 'pencils', 'paper', 'drew', 'drawing', 'rubber', 'shapes', 'lines'],
    materials: ['paper, pencils and a rubber', 'a big sheet of paper and a box of pencils'],
    lessons: ['start with big, light shapes', 'look closely before you draw'],
    steps: [
      ['{Hero} looked closely, then drew the big shapes first, light and soft.', '{Hero} drew a few light lines to start.'],
      ['{Hero} added the smaller parts, one by one.', 'Line by line, the {dish} took shape on the paper.'],
      [
        'This time, {hero} started in the middle of the paper and drew slowly.',
        'This time, {hero} drew soft lines first, then dark ones.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} started drawing right at the edge of the paper.',
        went: 'there was no room left, and the {dish} ran off the page',
        fix: 'They turned the paper over and started again in the middle.',
      },
      {
        tried: '{Hero} pressed the pencil down hard.',
        went: 'the lines were so dark that the rubber only smudged them',
        fix: 'They turned the paper over. Then {hero} drew soft, light lines first.',
      },
    ],
    done: DRAWN,
  },
  {
    // Anything else painted ('a picture', 'a sunset'): colours mixed, a wet brush, one colour dry before the next.
    id: 'paint',
    verbs: ['paint'],
    words: /\b[a-z]+$/,
    bare: 'picture',
    doing: 'painting',
    settings: ['home'],
    guides: ['grandma', 'teacher', 'mum', 'grandpa'],
    things: ['a table with a big sheet of thick paper', 'a box of paints', 'a jar of water for the brushes', 'an easel'],
    tools: ['paint', 'paints', 'brush', 'paper', 'colours', 'colour'],
    materials: ['paints, a brush, a jar of water and thick paper', 'a box of paints, a fat brush and a big sheet of paper'],
    lessons: ['wipe the brush on the edge of the jar', 'paint the big parts first'],
    steps: [
      ['{Hero} painted the sky first, in long, soft strokes.', '{Hero} filled in the big parts with a fat brush.'],
      ['{Hero} mixed blue and yellow to make green.', '{Hero} washed the brush in the jar before each new colour.'],
      [
        'This time, {hero} let each colour dry before painting the next.',
        'This time, {hero} used a thin brush for the little parts.',
      ],
    ],
    troubles: [
      {
        tried: '{Hero} painted one colour right on top of another wet one.',
        went: 'the colours ran together and turned a muddy brown',
        fix: 'They let the paint dry, and started again on a clean sheet of paper.',
      },
      {
        tried: '{Hero} dipped the brush deep in the water jar, then in the paint.',
        went: 'the paint was so runny that it ran down the paper in drips',
        fix: 'They dabbed the drips with a tissue. Then {hero} wiped the brush on the edge of the jar first.',
      },
    ],
    done: [
      '{Hero} held up the painting. There was the {dish}, bright and bold!',
      '"I painted a {dish}!" said {hero}, and it was lovely.',
    ],
  },
];

/** A wish to make one of the crafts ('draw a horse', 'knit', 'make a paper plane'): the craft and the idea's word for what is made. */
function craftOf(verb: string, said: string): { craft: Craft; word: string } | null {
  const text = said.replace(/^(?:a|an|the|some|my|\{their\}) /, '').trim();
  for (const craft of CRAFTS) {
    if (!craft.verbs.includes(verb)) continue;
    const word = text ? craft.words.exec(text)?.[0] : craft.bare;
    if (word) return { craft, word };
  }
  return null;
}

/**
 * A wish to learn to make something by hand ('learn to draw a horse', 'learns to knit a scarf', 'learn to sew'), told
 * like a dish: shown how, its steps, a first try gone wrong its own way, and done right, where it is made.
 */
export function craftLesson(phrase: string, kind: Kind): Activity | null {
  const wish = /\blearn(?:s|ing)? (?:how )?to (draw|paint|build|make|knit|sew|fold)\b ?(.*)$/.exec(phrase);
  const found = wish ? craftOf(wish[1]!, wish[2]!) : null;
  if (!found) return null;
  const { craft, word } = found;
  const verb = craft.verbs[0]!;
  return lessonOf(craft, word, kind, {
    wish: `${verb} ${withArticleIfOne(word)}`,
    settings: craft.settings,
    makeIt: `${verb} the ${word}`,
  });
}

/** How a craft is made when the wish is to make it ('build a birdhouse', 'knit a scarf'); none for what is not one. */
export function craftMaking(verb: string, text: string, kind: Kind): Making | null {
  const found = craftOf(verb, text);
  // (A thing drawn or painted with no steps of its own keeps the making of its verb.)
  return found && !/^(?:draw|paint)$/.test(found.craft.id) ? makingOf(found.craft, found.word, kind) : null;
}
