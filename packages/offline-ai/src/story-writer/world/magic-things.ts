/**
 * Magic things of a child's story ('Leo and the magic paintbrush', "Sam's magic hat", 'Mia finds a magic umbrella'),
 * thing by thing: where it is found, the first magic it does, more fun with it, how the magic gets out of hand and how
 * that is put right, the good it does for someone, and how it is put away. The seed picks among the lines.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {magic} ('the magic paintbrush'), {helper} (one of the
 * family). Its moves say {magicIt}, {magicIs}, {magicWas}, {magicHas} as the thing is one or a pair ('the magic boots').
 */

export interface MagicThing {
  id: string;
  /** The idea names it: 'a magic paintbrush', 'magical boots'. */
  said: RegExp;
  /** Where it is found, or who gives it. */
  found: readonly string[];
  /** The first magic, a surprise. */
  first: readonly string[];
  /** More fun with it, two steps. */
  fun: readonly (readonly [string, string])[];
  /** The magic gets out of hand, and how it is put right. */
  muddle: readonly (readonly [string, string])[];
  /** The good it does for someone. */
  good: readonly string[];
  /** Put away safely at the end. */
  away: readonly string[];
}

export const MAGIC_THINGS: readonly MagicThing[] = [
  {
    id: 'paintbrush',
    said: /\bmagic(?:al)? (?:paint ?brush|brush|pencils?|crayons?|chalks?|pens?)\b/i,
    found: [
      'In a dusty box in the attic, {hero} found {magic}. Its tip glowed gold.',
      'Under the old oak tree lay {magic}. It shone like a star.',
    ],
    first: [
      '{Hero} painted a little red ball. Boing! The ball bounced right off the paper!',
      '{Hero} painted a yellow butterfly. It fluttered its wings and flew off the page!',
    ],
    fun: [
      ['{Hero} painted a kite, and it tugged {them} round the garden.', 'Then {hero} painted an apple and took a crunchy bite.'],
      ['{Hero} painted a tiny boat, and it sailed across the bath.', 'Then {hero} painted a hat and put it on.'],
    ],
    muddle: [
      [
        'Then {hero} painted a cat. It chased a painted mouse all round the house!',
        'Quick as a flash, {hero} painted a door in the wall. Out ran the cat and the mouse, to play outside.',
      ],
      [
        'Then {hero} painted a puddle. It spread all over the kitchen floor!',
        '{Hero} painted a big sponge. It soaked the puddle right up.',
      ],
    ],
    good: [
      'The ducks could not cross the stream. So {hero} painted them a bridge.',
      'Old Mr Lee had no flowers. So {hero} painted him a rose garden.',
    ],
    away: ['At bedtime, {hero} washed {magic} and put it away.', 'That night, {hero} put {magic} safely under {their} pillow.'],
  },
  {
    id: 'hat',
    said: /\bmagic(?:al)? (?:top )?hat\b/i,
    found: [
      'On a hook in the hall hung {magic}. It had a silver star.',
      'Grandpa gave {hero} {magic} for {their} birthday. "Tap it twice," he winked.',
    ],
    first: [
      '{Hero} tapped the hat twice. Out hopped a little white rabbit!',
      '{Hero} tapped the hat twice. Out popped a bunch of bright flowers!',
    ],
    fun: [
      ['Next came a string of coloured scarves, on and on and on.', 'Then a flock of paper birds flew out and around the room.'],
      ['Next came a shower of shiny bubbles.', 'Then out rolled a red ball that bounced all by itself.'],
    ],
    muddle: [
      [
        'Then {hero} tapped it too many times. Rabbits hopped out, ten, twenty, thirty!',
        '{Hero} tapped the hat backwards. One by one, the rabbits hopped back in.',
      ],
      [
        'Then the hat sneezed, and out poured a mountain of popcorn!',
        '{Hero} held the hat upside down. Whoosh! In went the popcorn.',
      ],
    ],
    good: [
      'Little Amy had lost her balloon. {Hero} tapped the hat, and out floated a new one.',
      'It began to rain on the picnic. {Hero} tapped the hat, and out came umbrellas!',
    ],
    away: [
      'At bedtime, {hero} hung {magic} back on its hook. It gave a tiny, sleepy wink.',
      'That night, {hero} put {magic} on the shelf. The rabbit curled up inside.',
    ],
  },
  {
    id: 'wand',
    said: /\bmagic(?:al)? wand\b|\bwand\b/i,
    found: [
      'In the garden, under a toadstool, {hero} found {magic}. It sparkled pink and silver.',
      'Inside a birthday present was {magic}. It had a glittery star.',
    ],
    first: [
      '{Hero} gave it a swish. The grey stone turned into a shiny red strawberry!',
      '{Hero} gave it a swish. The old boot turned into a flower pot full of daisies!',
    ],
    fun: [
      ['Swish! The puddle turned to lemonade.', 'Swish! The leaves on the path turned gold and glittery.'],
      ['Swish! The cardboard box turned into a little car.', 'Swish! The garden hose turned into a long, friendly snake.'],
    ],
    muddle: [
      [
        'Then {hero} sneezed, and the wand turned {helper} into a frog!',
        '"Oh no!" {Hero} swished the wand the other way. There was {helper} again, laughing.',
      ],
      [
        'Then the wand went wild. Everything in the kitchen turned into jelly!',
        '{Hero} said "Stop!" and swished slowly. Back came the chairs, the table and the cups.',
      ],
    ],
    good: [
      'A little bird had a sore wing. {Hero} gave a gentle swish, and it was well again.',
      'The old tree in the park looked sad. Swish! It was covered in blossom.',
    ],
    away: [
      'At bedtime, {hero} laid {magic} by the bed. Its star twinkled softly all night.',
      'That night, {hero} wrapped {magic} in a soft cloth.',
    ],
  },
  {
    id: 'shoes',
    said: /\bmagic(?:al)? (?:shoes|boots|trainers|slippers|wellies|wellington boots)\b/i,
    found: [
      'At the back of the cupboard, {hero} found {magic}. They were red and shiny.',
      'Grandma gave {hero} {magic}. "Be careful, they are very bouncy," she said.',
    ],
    first: [
      '{Hero} put them on and took one step. Boing! {They} jumped as high as the fence!',
      '{Hero} put them on and took one step. Whoosh! {They} zoomed to the end of the garden!',
    ],
    fun: [
      ['{Hero} hopped over the garden hedge in one jump.', 'Then {they} bounced up to wave at a bird on the roof.'],
      ['{Hero} ran to the park and back before the kettle boiled.', 'Then {they} skipped over every puddle on the street.'],
    ],
    muddle: [
      [
        'Then {hero} jumped so high that {they} landed in a tree!',
        '{Hero} kicked off {magic}. {Helper} caught {them}, and they both laughed.',
      ],
      [
        'Then {magic} would not stop. {Hero} danced round and round and round!',
        '{Hero} shouted "Whoa there!" and they stopped, just like that.',
      ],
    ],
    good: [
      'A kitten was stuck on the shed roof. {Hero} bounced up and brought it down.',
      "Mrs Green's letter blew away. {Hero} zoomed after it and caught it.",
    ],
    away: [
      'At bedtime, {hero} put {magic} by the door. They gave a little tap.',
      'That night, {hero} tucked {magic} under the bed.',
    ],
  },
  {
    id: 'umbrella',
    said: /\bmagic(?:al)? umbrella\b/i,
    found: [
      'In the stand by the door was {magic}. It had rainbow stripes.',
      'A gust of wind blew {magic} right into {heroS} hands.',
    ],
    first: [
      '{Hero} opened it. A little breeze lifted {them} off the ground!',
      '{Hero} opened it. The rain stopped, and out came the sun!',
    ],
    fun: [
      ['{Hero} floated over the garden, past the washing line.', 'Then {they} drifted down as soft as a feather.'],
      ['{Hero} floated up to say hello to the birds on the roof.', 'Then {they} sailed gently over the pond.'],
    ],
    muddle: [
      [
        'Then a big wind came. {Hero} floated higher and higher, up to the clouds!',
        '{Hero} closed the umbrella a tiny bit at a time. Slowly, {they} floated down to {helper}.',
      ],
      [
        'Then the umbrella spun round and round like a top!',
        '{Hero} held on tight and sang to it softly. The umbrella slowed down.',
      ],
    ],
    good: [
      'The flowers in the park were thirsty. {Hero} turned the umbrella over, and it rained on them.',
      'The ducklings were cold and wet. {Hero} held the umbrella over them.',
    ],
    away: ['At bedtime, {hero} shook {magic} dry.', 'That night, {hero} folded {magic} up. It gave a little sigh.'],
  },
  {
    id: 'snow-globe',
    said: /\bmagic(?:al)? snow ?globe\b/i,
    found: [
      'On Grandma’s shelf sat {magic}. Inside was a tiny snowy village.',
      'Under the tree was a parcel. Inside was {magic}, full of tiny snowflakes.',
    ],
    first: [
      '{Hero} gave it a shake. Swish! Snow began to fall outside the window!',
      '{Hero} shook it gently. Soon, real snowflakes drifted down in the garden!',
    ],
    fun: [
      [
        '{Hero} built a snowman with a carrot nose and a woolly hat.',
        'Then {they} made snow angels in the soft snow, swish, swish.',
      ],
      ['{Hero} whizzed down the hill on a sledge, faster and faster.', 'Then {they} caught snowflakes on {their} tongue.'],
    ],
    muddle: [
      [
        'Then {hero} shook it too hard. The snow piled up to the windows!',
        '{Hero} turned the globe upside down, very slowly. The snow began to melt away.',
      ],
      [
        'Then the snow would not stop. It covered the garden, then the street, then the whole town!',
        '{Hero} held the globe very still and whispered, "Enough now." The snow stopped at once.',
      ],
    ],
    good: [
      'The little ones next door had never seen snow. {Hero} gave them a snowy morning to play in.',
      'It was the hottest day of the year, and everyone was too hot. A tiny shake, and cool snow fell.',
    ],
    away: [
      'At bedtime, {hero} put {magic} safely back on the shelf.',
      'That night, the snowflakes in {magic} settled, and so did {hero}.',
    ],
  },
];

export const magicThingOf = (text: string) => MAGIC_THINGS.find((m) => m.said.test(text));
