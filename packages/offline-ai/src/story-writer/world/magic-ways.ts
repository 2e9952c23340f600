/**
 * Magic ways to somewhere else ('The magic door', 'A magic tree house', 'A magic carpet ride', 'Lily finds a magic
 * wardrobe', 'A magic book that takes you inside the story', a magic mirror), way by way: where it is found at home,
 * what it looks like, the first step through or the take-off, the way home again, and how it waits for next time. Where
 * it goes is an other world of world/other-worlds.ts. The seed picks among the lines.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {magicWay} ('the magic door'), {aMagicWay} ('a magic door'),
 * {helper} (one of the family), {foundAt} ('in the library': where the idea found it, when that is not the way's own place).
 */
import type { SettingId } from '../../language/index.js';

export interface MagicWay {
  id: string;
  /** The idea names it: 'a magic door', 'a secret door', 'a flying carpet', 'a book that takes you inside the story'. */
  said: RegExp;
  /** How it is called when the idea says it with no word of magic ('a book that takes you inside' is a magic book). */
  called: string;
  /** Words of it a wish may say ('go through the door', 'take you inside the story'). */
  words: readonly string[];
  /** How the hero came, said to the one met: 'through the magic door', 'on the magic carpet'. */
  came: string;
  /** The wish, said before the way: 'go through' (the magic door). */
  wish: string;
  /** Where it is at home, when the idea names nowhere. */
  home: SettingId;
  /** Found at home. */
  found: readonly string[];
  /** Found where the idea says ({foundAt}). */
  foundAt: readonly string[];
  /** What is magic about it, a first glimpse. */
  look: readonly string[];
  /** The first step through, or the take-off: ends before the other world is named. */
  go: readonly string[];
  /** Back through it, home. */
  back: readonly string[];
  /** It waits for next time. */
  waits: readonly string[];
}

export const MAGIC_WAYS: readonly MagicWay[] = [
  {
    id: 'door',
    said: /\b(?:magic(?:al)?|secret|hidden|enchanted) (?:little |tiny |green |garden )?door\b/i,
    called: 'magic door',
    words: ['door'],
    came: 'through {magicWay}',
    wish: 'go through',
    home: 'garden',
    found: [
      'Behind the ivy on the garden wall, {hero} found {aMagicWay}.',
      'At the bottom of the garden, {hero} pulled back some ivy. There was {aMagicWay}!',
      'Behind the garden shed, {hero} found {aMagicWay} in the old wall.',
    ],
    foundAt: ['{FoundAt}, {hero} found {aMagicWay} that nobody had seen before.'],
    look: [
      'It was small and green, with a round brass handle.',
      'Golden light glowed all round it, and it hummed softly.',
      'It was painted blue, with a tiny keyhole shaped like a star.',
    ],
    go: [
      '{Hero} turned the handle and stepped through. Whoosh!',
      '{Hero} pushed the little door open and ducked inside. Whoosh!',
      '{Hero} knocked three times. The door creaked open all by itself. Whoosh!',
    ],
    back: [
      '{Hero} stepped back through the little door, home again.',
      'Whoosh! {Hero} ducked back through the little door, and there was home.',
      'Back through the little door tumbled {hero}, onto the soft garden grass.',
    ],
    waits: [
      'Behind the ivy, the little door waited for next time.',
      'The little door in the wall closed with a soft click. It would be there next time.',
      'The little door shut tight. It would open again, next time.',
    ],
  },
  {
    id: 'tree house',
    said: /\bmagic(?:al)? tree ?house\b/i,
    called: 'magic tree house',
    words: ['tree house', 'treehouse'],
    came: 'in {magicWay}',
    wish: 'ride in',
    home: 'garden',
    found: [
      'High up in the garden oak tree, {hero} spotted {aMagicWay}.',
      'A rope ladder hung down from the old oak tree in the garden. At the top was {aMagicWay}!',
      'At the end of the garden, a little house sat in a tree. It was {aMagicWay}!',
    ],
    foundAt: ['{FoundAt}, {hero} spotted {aMagicWay} high up in a tree.'],
    look: [
      '{Hero} climbed up. Inside were piles of books and a round window.',
      '{Hero} climbed the ladder. Inside, a map on the wall twinkled.',
      '{Hero} climbed up. On the floor lay a glowing book, open at a picture.',
    ],
    go: [
      '{Hero} made a wish. The tree house began to spin, faster and faster. Whoosh!',
      '{Hero} pointed at a picture in a book. The tree house shook and spun. Whoosh!',
      '{Hero} rang a little bell. The tree house wobbled, then whirled round. Whoosh!',
    ],
    back: [
      '{Hero} climbed into the tree house and wished for home. Whoosh! Back it spun.',
      'Up the rope ladder went {hero}. Whoosh! The tree house landed back home.',
      'The tree house spun and spun. Whoosh! There was the garden again.',
    ],
    waits: [
      'High in the old oak, the tree house waited for next time.',
      'Outside, the tree house creaked in the breeze. It would be there next time.',
      'The rope ladder swung gently in the garden, ready for next time.',
    ],
  },
  {
    id: 'carpet',
    said: /\b(?:magic(?:al)?|flying) (?:carpet|rug)\b/i,
    called: 'magic carpet',
    words: ['carpet', 'rug'],
    came: 'on {magicWay}',
    wish: 'ride on',
    home: 'home',
    found: [
      'Up in the attic at home, {hero} found an old carpet, rolled up. It was {aMagicWay}!',
      'Under the stairs at home, {hero} found a dusty carpet with gold tassels. It was {aMagicWay}!',
    ],
    foundAt: ['{FoundAt}, {hero} found a rolled-up carpet with gold tassels. It was {aMagicWay}!'],
    look: [
      '{Hero} unrolled it. The carpet wiggled its tassels and floated up!',
      '{Hero} sat on it. The carpet gave a little wriggle and rose up!',
    ],
    go: [
      '{Hero} held on tight. Up, up went the carpet, higher than the birds. Whoosh!',
      '"Hold on!" the wind seemed to say. Up flew the carpet, high over the town. Whoosh!',
    ],
    back: [
      '{Hero} sat on the carpet and held on tight. Whoosh! Home it flew.',
      'Up rose the carpet with {hero} on it. It flew all the way home, through the open window.',
    ],
    waits: [
      'The carpet rolled itself up in the corner, ready for next time.',
      'The carpet gave its tassels a sleepy wiggle. It would fly again next time.',
    ],
  },
  {
    id: 'wardrobe',
    said: /\bmagic(?:al)? (?:wardrobe|cupboard|closet)\b|\bwardrobe (?:that leads|to another|into another)\b/i,
    called: 'magic wardrobe',
    words: ['wardrobe'],
    came: 'through {magicWay}',
    wish: 'go through',
    home: 'bedroom',
    found: [
      'In the spare room stood a big old wardrobe. It was {aMagicWay}, but {hero} did not know that yet.',
      '{Hero} was playing hide-and-seek. {They} hid in the big wardrobe in the spare room. It was {aMagicWay}!',
      '{Hero} went to hang up {their} coat in the tall, creaky wardrobe. It was {aMagicWay}!',
    ],
    foundAt: ['{FoundAt} stood a big old wardrobe. It was {aMagicWay}!'],
    look: [
      'Behind the coats, the wardrobe went on and on.',
      'Behind the coats, something glowed, and a cool breeze blew.',
      'Far behind the coats shone a little light, like a lamp.',
    ],
    go: [
      '{Hero} pushed past the fur coats, further and further. Whoosh!',
      '{Hero} squeezed between the coats, deeper and deeper. Whoosh!',
      '{Hero} stepped inside and felt cold air on {their} cheeks. Whoosh!',
    ],
    back: [
      '{Hero} pushed back through the coats and tumbled out, home again.',
      'Past the coats went {hero}, and out of the wardrobe with a bump.',
      '{Hero} followed the little light back, and out of the wardrobe {they} came.',
    ],
    waits: [
      'The wardrobe door stayed open just a crack, ready for next time.',
      'The old wardrobe creaked softly. It would be there next time.',
      'The wardrobe door clicked shut. But it would open again next time.',
    ],
  },
  {
    id: 'book',
    said: /\bmagic(?:al)? (?:story ?)?book\b|\b(?:story ?)?book (?:that|which) (?:takes|pulls|sucks)\b|\b(?:inside|into) (?:a|the) (?:story ?)?book\b/i,
    called: 'magic book',
    words: ['book', 'story', 'page'],
    came: 'from {magicWay}',
    wish: 'go inside',
    home: 'bedroom',
    found: [
      'In {their} bedroom, {hero} found an old book with a golden cover. It was {aMagicWay}!',
      'At bedtime, {helper} gave {hero} a dusty old book. "It is {aMagicWay}," said {helper}, with a wink.',
    ],
    foundAt: ['{FoundAt}, {hero} found an old book with a golden cover. It was {aMagicWay}!'],
    look: ['When {hero} opened it, the pictures began to move.', 'The pictures inside it wiggled, and one of them waved!'],
    go: [
      '{Hero} touched a picture. It pulled {them} right into the page! Whoosh!',
      '{Hero} leaned close to a picture. Whoosh! In {they} tumbled, right inside the story!',
    ],
    back: [
      '{Hero} closed {their} eyes and said, "The end." Whoosh! {They} tumbled out of the book, onto the floor.',
      'The pages fluttered. Whoosh! {Hero} landed back on the floor, with the book on {their} lap.',
    ],
    waits: [
      'The book sat on the shelf, waiting for the next story.',
      'The golden book stayed shut on the shelf. It would be there next time.',
    ],
  },
  {
    id: 'mirror',
    said: /\bmagic(?:al)? mirror\b|\b(?:through|into) (?:a|the) (?:mirror|looking[- ]glass)\b/i,
    called: 'magic mirror',
    words: ['mirror', 'glass'],
    came: 'through {magicWay}',
    wish: 'go through',
    home: 'home',
    found: [
      'In the hall at home hung an old mirror with a golden frame. It was {aMagicWay}!',
      'On the landing at home hung an old mirror with a golden frame. It was {aMagicWay}!',
    ],
    foundAt: ['{FoundAt} hung a tall mirror with a golden frame. It was {aMagicWay}!'],
    look: [
      '{Hero} touched the glass. It was soft and wobbly, like water!',
      'In the mirror, {hero} saw a faraway place instead of {their} face.',
    ],
    go: ['{Hero} stepped right through the mirror. Whoosh!', '{Hero} took a deep breath and jumped into the mirror. Whoosh!'],
    back: ['{Hero} stepped back through the mirror, home again.', 'Whoosh! {Hero} jumped back out of the mirror, home again.'],
    waits: [
      'The mirror went still and shiny again, waiting for next time.',
      'In the mirror, only {hero} smiled back. But it would be magic again next time.',
    ],
  },
];

export const magicWayIn = (text: string) => MAGIC_WAYS.find((w) => w.said.test(text));
