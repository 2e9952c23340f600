/**
 * The other worlds a magic way (world/magic-ways.ts) goes to: a land of dinosaurs, under the sea, a snowy land, a
 * jungle, a castle long ago, the moon. Each has how the hero lands there and a wonder of it, one who lives there (met
 * by name, a little one of the world), a small trouble of theirs put right together, something fun done together, a
 * keepsake given at goodbye, and the keepsake at bedtime. Every line told there names the world in words the pictures
 * know ('jungle', 'under the sea', 'snow', 'castle', 'moon'), so its page is drawn there; the goodbye and the keepsake at
 * home name none, so those pages are drawn at home. The seed picks among the lines.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {met} (the name of the one met).
 */
import type { SettingId } from '../../language/index.js';

export interface OtherWorld {
  id: string;
  /** The idea names it: 'to the jungle', 'under the sea', 'to the moon'. */
  said: RegExp;
  /** The places an idea may name it by ('a magic carpet ride to the moon'): never where the story starts. */
  settings: readonly SettingId[];
  /** Said of it whole, in words the pictures know: 'the world under the sea', 'the North Pole'. */
  place: string;
  /** In a title, after the way: 'The Magic Door to the Jungle'. */
  title: string;
  /** Words of it a paragraph there keeps to. */
  words: readonly string[];
  /** Landed there. */
  arrive: readonly string[];
  /** A wonder of it. */
  wonder: readonly string[];
  /**
   * The one met: who they are when first met ('little monkey'), the word they are called by with their name ('Kiki the
   * monkey', so each page draws them as that), their names, and how they are spoken of.
   */
  met: { kind: string; word: string; names: readonly string[]; pronoun: 'she' | 'he' };
  /** The one met comes by, said with their kind: 'a baby dinosaur called {met}'. */
  hello: readonly string[];
  /** A small trouble of theirs, and how it is put right together. */
  trouble: readonly (readonly [string, string])[];
  /** Fun together once it is right. */
  play: readonly string[];
  /** A keepsake given at goodbye ({MetCalled}: 'Kiki the monkey'), and the keepsake at bedtime (naming no world, so drawn at home). */
  keepsake: readonly (readonly [string, string])[];
}

export const OTHER_WORLDS: readonly OtherWorld[] = [
  {
    id: 'dinosaurs',
    said: /\bdinosaurs?\b|\bdinos?\b/i,
    settings: ['volcano'],
    place: 'the dinosaur jungle',
    title: 'to the Land of Dinosaurs',
    words: ['jungle', 'dinosaur'],
    arrive: [
      '{Hero} landed in a steamy jungle, long, long ago. Giant ferns waved overhead.',
      '{Hero} landed with a bump in a jungle long ago. The trees were as tall as towers.',
      '{Hero} landed in a misty jungle long ago. Tall ferns dripped with rain.',
    ],
    wonder: [
      'Stomp, stomp! A long-necked dinosaur was munching the treetops.',
      'Big dinosaurs stomped past, and the ground went boom, boom, boom.',
      'A flying dinosaur swooped low over the jungle with a loud squawk.',
    ],
    met: { kind: 'baby dinosaur', word: 'dinosaur', names: ['Dot', 'Bumble', 'Rosie'], pronoun: 'she' },
    hello: [
      'A baby dinosaur called {met} peeped out from a giant jungle fern.',
      'A baby dinosaur called {met} came stomping through the jungle to say hello.',
      'Crack! A baby dinosaur called {met} hatched from a big egg in the jungle.',
    ],
    trouble: [
      [
        '{Met} was stuck in sticky mud by the jungle river.',
        '{Hero} found a long, strong branch. {Met} held on, and out she came with a squelch!',
      ],
      [
        '{Met} could not reach the juicy leaves on a tall jungle tree.',
        '{Hero} climbed onto a rock and shook the branch. Down came the leaves for {met}!',
      ],
      [
        '{Met} had lost her mummy among the tall jungle ferns.',
        '{Hero} and {met} followed the giant footprints. There was her mummy, munching leaves!',
      ],
    ],
    play: [
      '{Hero} rode on {met}’s back all round the jungle.',
      'They played hide-and-seek among the jungle ferns.',
      'They splashed in a warm jungle pool with the baby dinosaurs.',
    ],
    keepsake: [
      ['{MetCalled} gave {hero} a big dinosaur hug and a shiny fern leaf.', 'By {their} bed lay the fern leaf from long ago.'],
      ['{MetCalled} gave {hero} a smooth, speckled stone to keep.', '{Hero} held the speckled stone and smiled.'],
      ['{MetCalled} gave {hero} a little piece of eggshell to keep.', 'The little piece of eggshell sat on {their} shelf.'],
    ],
  },
  {
    id: 'sea',
    said: /\bunder (?:the )?(?:sea|ocean|water|waves)\b|\bunderwater\b|\bbottom of the (?:sea|ocean)\b|\bmermaids?\b/i,
    settings: ['underwater', 'sea'],
    place: 'the world under the sea',
    title: 'Under the Sea',
    words: ['sea', 'turtle'],
    arrive: [
      'Splash! {Hero} landed deep under the sea. A magic bubble round {their} head let {them} breathe.',
      '{Hero} floated down, down, under the sea. A shiny bubble round {their} head let {them} breathe.',
      '{Hero} dived down under the sea. {They} could breathe, just like a fish!',
    ],
    wonder: [
      'Fish of every colour swam past, and the coral glowed pink.',
      'Seaweed swayed, and a little crab waved its claws at {them}.',
      'Far away under the sea, a big whale sang a slow, deep song.',
    ],
    met: { kind: 'little turtle', word: 'turtle', names: ['Shelly', 'Pearl', 'Squirt'], pronoun: 'she' },
    hello: [
      'Under the sea, a little turtle called {met} swam up to say hello.',
      'A little turtle called {met} peeped out from the seaweed under the sea.',
      'A little turtle called {met} was napping on a rock under the sea.',
    ],
    trouble: [
      [
        '{Met} was all tangled up in an old fishing net.',
        '{Hero} pulled the net gently, bit by bit. At last, {met} swam free under the sea!',
      ],
      [
        '{Met} had lost her way home to the coral reef.',
        '{Hero} and {met} followed a line of silver fish under the sea. There was the reef!',
      ],
      [
        'A big, grumpy crab would not let {met} past its rock.',
        '{Hero} gave the crab a shiny shell. Off it scuttled, and {met} swam by under the sea.',
      ],
    ],
    play: [
      'They raced the dolphins under the sea.',
      'They played tag round the coral under the sea.',
      'They rode on the back of a big, kind whale under the sea.',
    ],
    keepsake: [
      ['{MetCalled} gave {hero} a tiny pink shell to keep.', 'Under {their} pillow was the tiny pink shell.'],
      ['{MetCalled} gave {hero} a shiny pearl to keep.', '{Hero} held the shiny pearl tight and smiled.'],
      ['{MetCalled} gave {hero} a smooth blue stone from the sand.', 'The smooth blue stone shone on {their} windowsill.'],
    ],
  },
  {
    id: 'snow',
    said: /\bsnow(?:y)?\b|\bice\b|\bicy\b|\barctic\b|\bnorth pole\b|\bpolar\b|\bfrozen\b/i,
    settings: ['snow'],
    place: 'the North Pole',
    title: 'to the North Pole',
    words: ['snow', 'bear'],
    arrive: [
      '{Hero} landed in the snow at the North Pole. A warm coat was suddenly on {them}!',
      '{Hero} landed by a tall iceberg at the North Pole. The snow sparkled white.',
      '{Hero} landed with a flump in a big snowdrift at the North Pole.',
    ],
    wonder: [
      'Icicles glittered, and {their} breath made little clouds.',
      'Snowflakes floated down, and the snow crunched under {their} boots.',
      'Up in the sky, green and pink lights danced over the snow.',
    ],
    met: { kind: 'little polar bear', word: 'polar bear', names: ['Snowy', 'Frost', 'Nanook'], pronoun: 'he' },
    hello: [
      'A friendly little polar bear called {met} slid across the snow.',
      'Out of the deep snow popped a friendly little polar bear called {met}.',
      'Whee! A little polar bear called {met} slid down a snowy hill.',
    ],
    trouble: [
      [
        '{Met} wanted to build a snowman, but it kept falling over.',
        '{Hero} showed {met} how to pat the snow down hard. The snowman stood tall at last!',
      ],
      [
        '{Met}’s sledge was stuck in a deep pile of snow.',
        '{Hero} and {met} pushed and pulled. Out came the sledge, and down the snowy hill they whizzed!',
      ],
      [
        '{Met} could not find his mum. All the snow looked the same!',
        '{Hero} spotted big paw prints in the snow. They followed them, and there was his mum!',
      ],
      [
        '{Met} was hungry, but the ice on his fishing hole was too thick.',
        '{Hero} and {met} tapped the ice with a stone. Crack! Now {met} could catch a fish.',
      ],
    ],
    play: [
      'They made snow angels by the icebergs.',
      'They slid down an iceberg on their tummies.',
      'They had a snowball fight in the snow, and {met} won.',
    ],
    keepsake: [
      ['{MetCalled} gave {hero} a big, soft, furry hug.', '{Hero} could still feel that warm, fluffy hug.'],
      ['{MetCalled} gave {hero} a little snowball to keep.', 'The snowball had melted, but {hero} did not mind one bit.'],
      ['{MetCalled} gave {hero} a shiny icicle that would never melt.', 'The magic icicle sparkled on {their} windowsill.'],
    ],
  },
  {
    id: 'jungle',
    said: /\bjungle\b|\brain ?forest\b/i,
    settings: ['jungle'],
    place: 'the jungle',
    title: 'to the Jungle',
    words: ['jungle', 'monkey'],
    arrive: [
      '{Hero} landed in a green jungle. Parrots squawked, and vines hung from the trees.',
      '{Hero} landed on a giant leaf in the jungle. It was hot and green and busy.',
      '{Hero} landed in the jungle, bump, on a soft pile of leaves.',
    ],
    wonder: [
      'A toucan flapped past, and a sloth waved very slowly.',
      'Huge flowers bloomed, and frogs as bright as sweets hopped by.',
      'Butterflies as big as plates fluttered between the jungle trees.',
    ],
    met: { kind: 'little monkey', word: 'monkey', names: ['Mango', 'Coco', 'Kiki'], pronoun: 'he' },
    hello: [
      'A little monkey called {met} swung down from a jungle tree.',
      'In the jungle, a little monkey called {met} dropped down on a vine.',
      'A little monkey called {met} hung upside down from a jungle branch.',
    ],
    trouble: [
      ['{Met} could not get across the wide jungle river.', '{Hero} laid a fallen log over the river. Across they ran together!'],
      ['{Met}’s best banana had fallen into a deep hole.', '{Hero} lay on {their} tummy and reached down. Up came the banana!'],
      [
        'A big wind had blown down {met}’s leafy house in the jungle.',
        '{Hero} and {met} wove big leaves together. The new house was even better!',
      ],
    ],
    play: [
      'They swung from vine to vine through the jungle.',
      'They sang with the parrots at the top of the jungle trees.',
      'They played catch with a coconut in the jungle.',
    ],
    keepsake: [
      ['{MetCalled} gave {hero} a bright red parrot feather to keep.', 'The red feather sat by {their} bed, bright as ever.'],
      ['{MetCalled} gave {hero} a big hug with his long, furry arms.', '{Hero} could still feel that long, furry hug.'],
      ['{MetCalled} gave {hero} a shiny green seed, as big as a plum.', 'By {their} bed, the big green seed shone like a jewel.'],
    ],
  },
  {
    id: 'castle',
    said: /\bcastles?\b|\bkingdom\b|\bknights?\b|\blong ago\b|\bfairyland\b/i,
    settings: ['castle'],
    place: 'the castle',
    title: 'to the Castle',
    words: ['castle', 'knight'],
    arrive: [
      '{Hero} landed in the yard of a castle, long ago. Flags flew from every tower.',
      '{Hero} landed by the moat of a big stone castle, long, long ago.',
      '{Hero} landed on top of a castle tower, long, long ago.',
    ],
    wonder: [
      'Knights clanked past in shiny armour. A trumpet went ta-ra!',
      'Horses clip-clopped over the drawbridge. A king waved from a window.',
      'A jester juggled in the castle yard, and everyone clapped.',
    ],
    met: { kind: 'young knight', word: 'knight', names: ['Sir Pip', 'Sir Bertie', 'Sir Finn'], pronoun: 'he' },
    hello: [
      'A young knight called {met} came running down the castle steps.',
      'In the castle yard, a young knight called {met} bowed low.',
      'A young knight called {met} came clanking across the castle yard.',
    ],
    trouble: [
      [
        '{Met} had lost the big key to the castle gate.',
        '{Hero} and {met} looked high and low in the castle. The key was in the cat’s basket!',
      ],
      [
        'The castle drawbridge was stuck. The king’s feast could not start!',
        '{Hero} and {met} turned the big wheel together. Creak! Down came the castle drawbridge.',
      ],
      [
        'The princess’s kitten was stuck at the top of the castle tower.',
        '{Hero} and {met} climbed the winding castle stairs and carried the kitten down.',
      ],
    ],
    play: [
      'They climbed to the top of the castle tower to see the view.',
      'The king let them sit at the castle feast, right by the cake.',
      'They rode two little ponies round and round the castle yard.',
    ],
    keepsake: [
      ['{MetCalled} bowed and gave {hero} a tiny silver shield.', 'On {their} shelf stood the tiny silver shield.'],
      ['{MetCalled} gave {hero} a little wooden sword to keep.', 'The little wooden sword lay by {their} bed.'],
      ['{MetCalled} gave {hero} a little golden crown to keep.', 'The little golden crown sat on {their} teddy’s head.'],
    ],
  },
  {
    id: 'moon',
    said: /\bmoon\b|\bspace\b|\bthe stars\b/i,
    settings: ['moon', 'space', 'night-sky'],
    place: 'the moon',
    title: 'to the Moon',
    words: ['moon', 'alien'],
    arrive: [
      '{Hero} landed on the moon with a soft bump! Grey dust puffed up round {their} feet.',
      '{Hero} landed on the moon. A space suit was suddenly on {them}, just the right size!',
      '{Hero} landed on the moon, right next to a big round crater.',
    ],
    wonder: [
      '{Hero} took a step and bounced up high. Things are very light on the moon!',
      'Far away, the Earth shone like a big blue marble.',
      'From the moon, the stars looked bigger and brighter than ever.',
    ],
    met: { kind: 'little alien', word: 'alien', names: ['Zib', 'Blip', 'Zoop'], pronoun: 'he' },
    hello: [
      'On the moon, a little green alien called {met} bounced over.',
      'From behind a rock on the moon, a little alien called {met} waved.',
      'A little alien called {met} peeped out of a moon crater, giggling.',
    ],
    trouble: [
      [
        '{Met}’s little rocket was stuck in a deep moon crater.',
        '{Hero} and {met} pushed, one, two, three. Out of the moon crater bounced the rocket!',
      ],
      [
        '{Met} had lost his shiny moon rock, his very best one.',
        '{Hero} spotted it shining in the dust on the moon. {Met} did a happy flip!',
      ],
      [
        '{Met}’s pet moon bug had bounced away across the moon.',
        '{Hero} and {met} hopped after it, boing, boing! They caught it by a moon crater.',
      ],
    ],
    play: [
      'They bounced over the craters on the moon, high as houses.',
      'They drew funny faces in the dust on the moon.',
      'They raced across the moon in giant, floaty jumps.',
    ],
    keepsake: [
      ['{MetCalled} gave {hero} a little moon rock that glowed.', 'The glowing rock sat by {their} bed like a night light.'],
      ['{MetCalled} waved goodbye, and his antennae wiggled.', '{Hero} giggled, remembering those wiggly antennae.'],
      ['{MetCalled} gave {hero} a little silver button from his space suit.', 'The little silver button shone by {their} bed.'],
    ],
  },
];

/** The world the idea names ('a magic carpet ride to the moon'), if any. */
export const otherWorldIn = (text: string) => OTHER_WORLDS.find((w) => w.said.test(text));
