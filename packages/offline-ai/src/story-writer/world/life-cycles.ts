/**
 * Creatures and plants that change as they grow, told from the inside: the hero IS the one that changes (an egg on a
 * leaf, then a caterpillar that eats and sheds its skin, hangs in a chrysalis, and comes out with crumpled wings that
 * dry). Six stages, one a paragraph, in the order they really happen, in the hero's own world (a garden leaf, a pond),
 * with how the hero feels and a friend of that world who comes by and says something. A stage may carry one fact of
 * the topic (its index in the topic's facts, knowledge/nature.ts), woven in after the stage's first lines.
 * Slots: {Hero}, {hero}, {HeroS} ('Sprout’s'), {they}, {They}, {their}, {Their}, {them}, {guide} and {gkind} (the
 * friend), {guideIntro} (the friend met: 'a kind ladybird called Dot').
 */
import type { SettingId } from '../../language/index.js';

export interface Stage {
  /** What the hero is in this stage ('caterpillar', 'froglet'): each paragraph says '{Hero} the froglet' once, so a page
   * pictured on its own shows what the hero is by then. */
  is: string;
  /** Lines before the fact, part by part; each part's lines are alternatives ('' says nothing). */
  before: readonly (readonly string[])[];
  /** Lines after it. */
  after: readonly (readonly string[])[];
  /** The topic fact that belongs to this stage (its index among the topic's facts), or two said one after the other. */
  fact?: number | readonly [number, number];
}

export interface LifeCycle {
  id: string;
  /** What the hero is at first, as an idea says it: 'caterpillar', 'tadpole'. */
  starts: readonly string[];
  /** What the hero becomes: 'butterfly'. */
  grown: string;
  /** An idea with no hero of its own that asks about it ('Life cycle of a frog', 'A little acorn'). */
  about: RegExp;
  /** An idea with a hero of the kind that says the change ('Pip the chick hatches'); else any idea of the kind does. */
  change?: RegExp;
  /** The wish, as the plan's goal. */
  wish: string;
  /** The knowledge topic whose facts it tells (knowledge/nature.ts). */
  topic: string;
  /** Where it grows when the idea names nowhere. */
  setting: SettingId;
  /** Who lives there and comes by (kind words). */
  friends: readonly string[];
  /** Six stages, one a paragraph. */
  stages: readonly Stage[];
  /** Titles, with {name}. */
  titles: readonly string[];
  /** Words a paragraph of it keeps to. */
  words: readonly string[];
  /** The story's tag, when not 'growing'. */
  tag?: string;
  /** What asks for it, in place of the words of growing: 'make rain', 'how does rain happen', 'journey' (world/journeys.ts). */
  asks?: RegExp;
  /** A thing of nature, not a creature (a raindrop, a leaf): 'it', unless the idea calls it she or he. */
  thing?: true;
  /** Its name when the idea gives none: 'Moon' (world/sky-feelings.ts). */
  called?: string;
  /** Told only when the idea asks for it ('The moon is lonely'), never for the thing alone ('The moon'). */
  asked?: true;
  /** A wish of the young one that growing up makes come true: a caterpillar who wants to fly flies as a butterfly. */
  comesTrue?: RegExp;
}

export const LIFE_CYCLES: readonly LifeCycle[] = [
  {
    id: 'butterfly',
    starts: ['caterpillar', 'caterpillars'],
    grown: 'butterfly',
    about: /\b(?:caterpillars?|chrysalis|butterfl(?:y|ies))\b/i,
    comesTrue: /^(?:fly|have wings|touch the sky|fly (?:like|with) (?:a |the )?(?:birds?|butterfl(?:y|ies)))$/i,
    wish: 'turn into a butterfly',
    topic: 'butterflies',
    setting: 'garden',
    friends: ['ladybird', 'snail', 'bee', 'worm'],
    words: ['caterpillar', 'butterfly', 'chrysalis', 'leaf', 'leaves', 'wings'],
    titles: ['{name} Becomes a Butterfly', 'How {name} Became a Butterfly', '{name} Grows Wings'],
    stages: [
      {
        is: 'caterpillar',
        fact: 0,
        before: [
          ['One sunny morning, a tiny egg sat on a big green leaf.', 'On a big green leaf in the garden sat a tiny round egg.'],
        ],
        after: [
          ['Pop! {Hero} the caterpillar came out of the egg.', 'Then the egg cracked, and {Hero} the caterpillar crept out.'],
          ['{Hero} was very small, and very hungry.', '{They} looked all around. {They} felt so hungry!'],
          ['"What will I be when I grow up?" {Hero} wondered.', ''],
        ],
      },
      {
        is: 'caterpillar',
        fact: 1,
        before: [
          ['Munch, munch! {Hero} the caterpillar ate a hole in the leaf.', '{Hero} the caterpillar began to munch the leaf.'],
          ['Then {they} ate another leaf, and another.', '{They} ate leaves all day long.'],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to watch.'],
          ['"You eat so much!" said the {gkind} with a laugh.', '"Look at you munch!" said the {gkind}.'],
          ['"I can’t stop," said {Hero}. "I am growing!"', '"I am so hungry," said {Hero}.'],
        ],
      },
      {
        is: 'caterpillar',
        before: [
          ['{Hero} the caterpillar grew bigger and bigger.', 'Soon {Hero} the caterpillar was big and fat.'],
          [
            '{Their} skin got too tight, so {they} wriggled out of it!',
            'Then {their} skin felt too tight, and {they} wriggled out of it.',
          ],
        ],
        after: [
          ['"Oh! I have new skin!" said {Hero}.', '{Hero} looked at {their} shiny new skin and smiled.'],
          ['"You are growing up fast," said {guide}.', '"What a big caterpillar you are now!" said {guide}.'],
        ],
      },
      {
        is: 'caterpillar',
        fact: 2,
        before: [
          ['One day, {Hero} the caterpillar felt very sleepy.', 'One day, {Hero} the caterpillar stopped eating.'],
          ['{They} hung upside down from a twig.', '{They} climbed up a stem and hung down from a twig.'],
        ],
        after: [
          ['Inside the chrysalis, {Hero} was still for days and days.', '{Hero} was snug in the chrysalis, still and quiet.'],
          ['"I will wait for you," said {guide}.', '{Guide} waited by the twig. "Sleep well, {Hero}," said the {gkind}.'],
        ],
      },
      {
        is: 'butterfly',
        fact: 3,
        before: [
          ['Then, one morning, the chrysalis began to crack.', 'Then, one sunny morning, the chrysalis split open.'],
          [
            '{Hero} the butterfly crept out, with wet, crumpled wings.',
            '{Hero} the butterfly crept out. {Their} wings were wet and crumpled.',
          ],
        ],
        after: [
          ['{Hero} sat still in the sun while {their} wings dried.', 'In the warm sun, {HeroS} wings got flat and dry.'],
          ['{Hero} felt a bit wobbly, but very excited.', '"What has happened to me?" {Hero} wondered.'],
        ],
      },
      {
        is: 'butterfly',
        fact: 4,
        before: [
          [
            'Flap, flap! {Hero} the butterfly flew up into the sky.',
            '{Hero} the butterfly opened {their} bright wings and flew up high.',
          ],
        ],
        after: [
          ['{Hero} danced from flower to flower.', '{Hero} sipped sweet nectar from a flower.'],
          ['{They} felt so happy and free.', '"I am a butterfly at last!" said {Hero}.'],
        ],
      },
    ],
  },
  {
    // A hedgehog's year turns too: it eats up in autumn, makes a nest of leaves and sleeps the winter through.
    id: 'hibernation',
    starts: ['hedgehog', 'hedgehogs'],
    grown: 'hedgehog',
    about: /\b(?:hibernat\w*|winter sleep)\b/i,
    change: /\b(?:hibernat\w*|sleep(?:s|ing)? (?:all|for|through) (?:the )?winter|winter sleep)\b/i,
    wish: 'sleep all winter',
    topic: 'hibernation',
    setting: 'garden',
    friends: ['robin', 'squirrel', 'mouse'],
    words: ['winter', 'sleep', 'slept', 'leaves', 'nest', 'autumn', 'spring', 'hibernate'],
    titles: ['{name} Sleeps Through Winter', 'Good Night, {name}', '{name} and the Long Winter Sleep'],
    tag: 'winter',
    stages: [
      {
        is: 'hedgehog',
        fact: 0,
        before: [
          [
            'One chilly autumn day, the leaves in the garden turned gold and red.',
            'In autumn, the leaves in the garden began to fall.',
          ],
        ],
        after: [
          [
            '{Hero} the hedgehog shivered. Winter was coming.',
            '{Hero} the hedgehog sniffed the cold air. Winter was on its way.',
          ],
          [
            '"It is time to get ready for my long sleep," {they} said.',
            '"Soon it will be time for my winter sleep," {they} said.',
          ],
        ],
      },
      {
        is: 'hedgehog',
        fact: 2,
        before: [
          [
            'First, {Hero} the hedgehog needed lots and lots to eat.',
            'Snuffle, snuffle! {Hero} the hedgehog hunted under the leaves.',
          ],
          ['{They} found beetles, worms and slugs.', '{They} crunched beetles and munched worms.'],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to watch.'],
          ['"You are getting nice and round!" said the {gkind}.', '"What a big supper!" said the {gkind} with a laugh.'],
          ['"I need to be fat for winter," said {Hero}.', ''],
        ],
      },
      {
        is: 'hedgehog',
        before: [
          ['Then {Hero} the hedgehog looked for a place to sleep.', 'Next, {Hero} the hedgehog needed a safe place to sleep.'],
          [
            'The gap by the fence was too small. The ditch was too wet.',
            'The log pile was too draughty. The flower bed was too open.',
          ],
        ],
        after: [
          [
            'At last, {they} found a quiet spot deep under the hedge.',
            'At last, {they} found a dry spot under the hedge, hidden and quiet.',
          ],
          ['"This is just right," said {Hero}.', '"Here is a good place," said {guide}.'],
        ],
      },
      {
        is: 'hedgehog',
        fact: 1,
        before: [
          [
            '{Hero} the hedgehog carried leaves and dry grass, one mouthful at a time.',
            '{Hero} the hedgehog gathered dry leaves and moss.',
          ],
          ['{They} made a round, snug nest under the hedge.', 'Soon there was a cosy nest under the hedge.'],
        ],
        after: [['{Guide} brought more leaves to help.', '"One more leaf for the roof," said the {gkind}.']],
      },
      {
        is: 'hedgehog',
        fact: 3,
        before: [
          ['Then the first snow began to fall on the garden.', 'The nights grew long and frosty, and snow fell on the garden.'],
          [
            '{Hero} the hedgehog curled up tight in {their} nest, prickles out.',
            '{Hero} the hedgehog tucked {their} nose in and curled up tight.',
          ],
        ],
        after: [
          ['"Good night, {Hero}. See you in spring," whispered the {gkind}.', '"Sleep well," said {guide} softly.'],
          [
            'All winter long, {Hero} slept and slept, warm and safe.',
            'Snow covered the hedge, but {Hero} slept on, snug and warm.',
          ],
        ],
      },
      {
        is: 'hedgehog',
        before: [
          [
            'At last, the sun grew warm again. Spring had come!',
            'One morning, the snow was gone, and the first flowers peeped up.',
          ],
          ['{Hero} the hedgehog poked out {their} nose and gave a big yawn.', '{Hero} the hedgehog uncurled and stretched.'],
        ],
        after: [
          ['"Hello, spring!" said {Hero}. "I am so hungry!"', '"What a long sleep!" said {Hero}. "Is it spring?"'],
          [
            '"Welcome back!" said the {gkind}, and they went to find breakfast together.',
            '{Guide} was waiting by the hedge with a big smile.',
          ],
        ],
      },
    ],
  },
  {
    // A bee's day makes honey: the waggle dance, nectar sipped, pollen carried, nectar put in wax cells, fanned dry, capped.
    id: 'honey',
    starts: ['bee', 'bees', 'honeybee', 'bumblebee'],
    grown: 'bee',
    about: /\b(?:(?:honey|bumble)?bees?|honey)\b/i,
    asks: /\b(?:(?:make|makes|making|made) (?:the |their |some )?honey|honey (?:is |gets )?made|where (?:does )?honey)\b/i,
    change: /\b(?:(?:make|makes|making|made) (?:the |their |some )?honey|honey (?:is |gets )?made|where (?:does )?honey)\b/i,
    wish: 'make golden honey for the hive',
    topic: 'pollination',
    setting: 'garden',
    friends: ['butterfly', 'ladybird', 'bird'],
    words: ['bee', 'hive', 'honey', 'nectar', 'pollen', 'wax', 'flower', 'flowers', 'wings'],
    titles: ['{name} Makes Honey', 'How {name} the Bee Made Honey', '{name} and the Golden Honey'],
    tag: 'honey',
    stages: [
      {
        is: 'bee',
        fact: 4,
        before: [
          ['Early one morning, the hive hummed with busy bees.', 'Deep in the hive, the bees woke up and began to buzz.'],
          ['{Hero} the bee crawled out of {their} little wax cell.', '{Hero} the bee stretched {their} wings by the honeycomb.'],
          ['By the door, an old bee did a wiggly dance.', 'By the door, an old bee wiggled round and round.'],
        ],
        after: [
          ['"The flowers are that way!" buzzed {Hero}, and off {they} flew.', '"I know where to go!" said {Hero}, and flew out.'],
        ],
      },
      {
        is: 'bee',
        fact: 0,
        before: [
          ['With a buzz, {Hero} the bee landed on a big pink flower.', '{Hero} the bee flew over the garden to a pink flower.'],
          ['{They} poked {their} long tongue deep inside and sipped.', '{They} sipped and slurped from deep inside the flower.'],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'],
          ['"What are you doing, little bee?" asked the {gkind}.', '"Is that flower tasty?" asked the {gkind}.'],
          ['"I am taking nectar home to the hive," said {Hero}.', '"I need lots of nectar to make honey," said {Hero}.'],
        ],
      },
      {
        is: 'bee',
        fact: [2, 3],
        before: [
          [
            '{Hero} the bee flew from flower to flower, sip by sip.',
            'Off went {Hero} the bee to a yellow flower, then a blue one.',
          ],
          ['Soon {their} fuzzy legs were yellow with dust.', 'Soon {Hero} was dusty and yellow all over.'],
        ],
        after: [
          ['"You are all yellow!" said {guide} with a laugh.', '"What a dusty bee you are!" said {guide}.'],
          ['"The flowers help me, and I help the flowers," said {Hero}.', ''],
        ],
      },
      {
        is: 'bee',
        fact: 1,
        before: [
          [
            'Full of nectar, {Hero} the bee flew home to the hive.',
            'With a tummy full of nectar, {Hero} the bee flew back to the hive.',
          ],
          [
            'Inside were rows and rows of little wax cells, each with six sides.',
            'Inside, the honeycomb was made of little wax cells with six sides.',
          ],
        ],
        after: [
          ['{Hero} put the nectar into an empty wax cell, drop by drop.', 'Drop by drop, {Hero} filled a wax cell with nectar.'],
          ['"So that is where it goes!" said {guide}, peeping in at the door.', '"What a lot of little rooms!" said {guide}.'],
        ],
      },
      {
        is: 'bee',
        before: [
          ['But the nectar was thin and runny, like water.', 'But the nectar in the cells was still too runny.'],
          [
            'So {Hero} the bee and the other bees fanned their wings, whirr, whirr.',
            '{Hero} the bee and the other bees fanned the cells with their wings.',
          ],
        ],
        after: [
          [
            'The wind from their wings dried the nectar, and it got thick.',
            'Day by day, the nectar dried and turned thick and golden.',
          ],
          ['"Look, it is turning into honey!" said {Hero}.', '"It is getting sticky!" said {Hero} happily.'],
        ],
      },
      {
        is: 'bee',
        before: [
          ['At last, the cells were full of thick, golden honey!', 'At last, the runny nectar was sweet, golden honey!'],
          ['{Hero} the bee put a tiny lid of wax on each cell.', '{Hero} the bee closed each cell with a little wax lid.'],
        ],
        after: [
          ['"Now the hive has honey for the winter," said {Hero}.', '"Our honey will keep us fed all winter," said {Hero}.'],
          ['"Good night, busy bee!" said {guide} at the door.', '"Well done, {Hero}!" said {guide}, and flew home.'],
          [
            'Tired and happy, {Hero} curled up in the warm, sweet hive.',
            '{Hero} snuggled down in the hive and fell asleep, humming.',
          ],
        ],
      },
    ],
  },
  {
    id: 'frog',
    starts: ['tadpole', 'tadpoles', 'frogspawn'],
    grown: 'frog',
    about: /\b(?:tadpoles?|frogs?|frogspawn)\b/i,
    wish: 'grow into a frog',
    topic: 'frogs',
    setting: 'pond',
    friends: ['duck', 'dragonfly', 'fish', 'snail'],
    words: ['tadpole', 'frog', 'froglet', 'pond', 'legs', 'tail'],
    titles: ['{name} Becomes a Frog', 'How {name} Became a Frog', '{name} Grows Legs'],
    stages: [
      {
        is: 'tadpole',
        fact: 0,
        before: [
          [
            'In a quiet pond, a big clump of jelly eggs floated by the reeds.',
            'By the reeds in the pond, lots of tiny eggs floated in soft jelly.',
          ],
        ],
        after: [
          ['Inside one little egg was {Hero}.', 'One of the little black dots was {Hero}.'],
          ['Wiggle, wiggle! {Hero} the tadpole swam out.', 'One day, {Hero} the tadpole wriggled out of the jelly.'],
          ['{They} felt so tiny in the big pond.', '"Hello, pond!" said {Hero}.'],
        ],
      },
      {
        is: 'tadpole',
        fact: 1,
        before: [
          ['{Hero} the tadpole swished {their} tail and swam about.', '{Hero} the tadpole swam round and round with the others.'],
          ['{They} nibbled green bits on the pond weed.', '{They} ate tiny green plants in the water.'],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to watch.'],
          ['"Hello, little tadpole!" said the {gkind}.', '"What a fast swimmer you are!" said the {gkind}.'],
          ['"I want to be a frog one day," said {Hero}.', '"Will I always be this small?" asked {Hero}.'],
        ],
      },
      {
        is: 'tadpole',
        fact: 2,
        before: [
          ['Days went by, and {Hero} the tadpole grew bigger.', 'As the days got warmer, {Hero} the tadpole grew and grew.'],
          ['One morning, {Hero} had two little back legs!', 'Then one day, two tiny back legs came out!'],
        ],
        after: [
          ['"Look, I can kick!" said {Hero}.', '{Hero} kicked {their} new legs and felt proud.'],
          ['"You are changing!" said {guide}.', '"Look at your legs!" said {guide}.'],
        ],
      },
      {
        is: 'froglet',
        fact: 3,
        before: [
          ['{HeroS} long tail got shorter and shorter.', 'Bit by bit, {HeroS} tail got smaller.'],
          ['{They} swam up to the top and took a big gulp of air.', '{They} poked {their} nose up out of the water.'],
        ],
        after: [
          ['{Hero} the froglet felt a bit scared to leave the water.', '{Hero} the froglet felt wobbly, but brave.'],
          ['"You can do it," said {guide}.', '"One little hop," said {guide}.'],
        ],
      },
      {
        is: 'frog',
        fact: 4,
        before: [
          ['At last, the little tail was all gone.', 'Then one day, {HeroS} tail was gone.'],
          ['Hop! {Hero} the frog jumped out onto a big lily pad.', '{Hero} the frog climbed up onto a big lily pad.'],
        ],
        after: [['{Hero} sat in the sun with {their} wet, shiny skin.', '{Hero} blinked {their} big eyes in the sun.']],
      },
      {
        is: 'frog',
        before: [
          [
            '{Hero} the frog sat on a lily pad and gave a big, happy croak.',
            '{Hero} the frog took a big hop and croaked, "Ribbit!"',
          ],
          ['"You are a frog now!" said {guide}.', '"Look at you, {Hero}! You are a real frog!" said {guide}.'],
        ],
        after: [
          ['{Hero} hopped from lily pad to lily pad.', '{Hero} swam and hopped all day long.'],
          ['{They} felt so happy to be a frog at last.', '"I did it! I grew into a frog!" said {Hero}.'],
        ],
      },
    ],
  },
  {
    id: 'chick',
    starts: ['chick', 'chicks'],
    grown: 'chick',
    about: /\bchicks?\b.*\bhatch|\bhatch\w*\b.*\bchicks?\b/i,
    change: /\b(?:hatch\w*|eggs?)\b/i,
    wish: 'hatch out of the egg',
    topic: 'birds',
    setting: 'farm',
    friends: ['duck', 'goose', 'cat', 'lamb'],
    words: ['egg', 'chick', 'shell', 'hatch'],
    titles: ['{name} Hatches', 'Hello, {name}!', '{name} Comes Out of the Egg'],
    stages: [
      {
        is: 'chick',
        fact: 1,
        before: [
          [
            'In the warm hen house, Mother Hen sat on her nest of eggs.',
            'In a cosy nest in the hen house, Mother Hen sat on her eggs.',
          ],
        ],
        after: [
          ['Inside one egg, {Hero} the chick was curled up tight.', 'Inside the smallest egg was {Hero} the chick.'],
          ['It was warm and dark in there.', '{Hero} could hear Mother Hen cluck softly.'],
        ],
      },
      {
        is: 'chick',
        before: [
          ['Day after day, {Hero} the chick grew inside the egg.', '{Hero} the chick grew bigger and bigger inside the egg.'],
          ['Soon, the egg felt very small.', 'Soon, there was no room left to wiggle.'],
        ],
        after: [
          ['Just then, {guideIntro} came by the nest.', 'One morning, {guideIntro} stopped by the nest.'],
          ['"I can hear a little cheep!" said the {gkind}.', '"Something is moving in that egg!" said the {gkind}.'],
        ],
      },
      {
        is: 'chick',
        fact: 2,
        before: [
          [
            'Tap, tap, tap! {Hero} the chick pecked at the shell with {their} tiny beak.',
            '{Hero} the chick pecked at the shell. Tap, tap, tap!',
          ],
          ['A little crack came, then a hole.', 'Crack! A tiny hole came in the shell.'],
        ],
        after: [
          ['{Hero} was tired, so {they} had a rest.', '{Hero} pushed and pushed. It was hard work!'],
          ['"Keep going, little one," said {guide}.', '"You can do it, {Hero}!" said {guide}.'],
        ],
      },
      {
        is: 'chick',
        before: [
          ['At last, the shell broke in two.', 'Then, with one big push, the shell split open.'],
          ['{Hero} the chick tumbled out, wet and wobbly.', '{Hero} the chick came out, all wet and sticky.'],
        ],
        after: [
          ['"Cheep!" said {Hero}. The world was so big and bright!', '{Hero} blinked. Everything was so big and bright!'],
          ['Mother Hen tucked {Hero} under her warm wing.', '"Welcome, {Hero}!" said {guide}.'],
        ],
      },
      {
        is: 'chick',
        fact: 0,
        before: [
          ['Under the warm wing, {HeroS} feathers dried.', 'Soon, {HeroS} wet feathers were dry.'],
          ['{Hero} the chick was fluffy and yellow now.', '{Hero} the chick was soft and fluffy now.'],
        ],
        after: [['{Hero} stood up on {their} two little legs.', '{Hero} took a wobbly step, then another.']],
      },
      {
        is: 'chick',
        before: [
          ['{Hero} the chick ran after Mother Hen into the yard.', '{Hero} the chick ran out into the sunny yard.'],
          ['{They} pecked at tiny seeds in the grass.', '{They} pecked at seeds and said, "Cheep, cheep!"'],
        ],
        after: [
          ['"Look at you go, {Hero}!" said {guide}.', '"You hatched!" said {guide}.'],
          ['{Hero} felt so happy to be out of the egg at last.', '"Hello, big world!" said {Hero}.'],
        ],
      },
    ],
  },
  {
    id: 'oak',
    starts: ['acorn', 'acorns', 'seed', 'seeds'],
    grown: 'oak tree',
    // ('How does a seed become a tree?', 'A seed that grows into a tree': a tree grows from an acorn, never into a
    // sunflower; a seed of no tree is the sunflower's.)
    about: /\bacorns?\b|\bseeds?\b.*\btrees?\b|\btrees?\b.*\bseeds?\b/i,
    change: /\b(?:acorns?|oaks?|trees?)\b/i,
    wish: 'grow into an oak tree',
    topic: 'seeds',
    setting: 'forest',
    friends: ['squirrel', 'hedgehog', 'robin'],
    words: ['acorn', 'oak', 'tree', 'root', 'shoot'],
    titles: ['{name} Becomes an Oak Tree', 'How {name} Became an Oak Tree', '{name} the Little Acorn'],
    stages: [
      {
        is: 'acorn',
        fact: 3,
        before: [
          ['One windy day, a little acorn fell from a big oak tree.', 'Plop! A little acorn fell from a tall oak tree.'],
          ['This little acorn was {Hero}.', 'The acorn was called {Hero}.'],
        ],
        after: [
          ['{Hero} the acorn rolled into a soft pile of leaves.', '{Hero} the acorn landed on the mossy ground.'],
          ['"I am so small, and the oak is so big!" said {Hero}.', ''],
        ],
      },
      {
        is: 'acorn',
        fact: 0,
        before: [
          [
            'Soon, leaves and soft soil covered {Hero} the acorn.',
            'Soon, {Hero} the acorn was tucked under the leaves and soil.',
          ],
          ['All winter, {Hero} slept in the cold ground.', '{Hero} stayed there all winter, snug and still.'],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'One day, {guideIntro} sniffed at the ground.'],
          ['"Sleep well, little acorn," said the {gkind}.', '"There is an acorn under here!" said the {gkind}.'],
        ],
      },
      {
        is: 'acorn',
        fact: 1,
        before: [
          ['Then spring came, with warm sun and soft rain.', 'At last, the spring rain came, and the sun got warm.'],
          ['{Hero} the acorn began to swell.', 'The water soaked into {Hero} the acorn.'],
        ],
        after: [
          ['Crack! {HeroS} shell split open.'],
          ['"Something is happening!" said {Hero}.', '{Hero} felt a bit scared, but excited too.'],
        ],
      },
      {
        is: 'little oak',
        fact: 2,
        before: [
          ['A thin root went down from {Hero} into the soil.', '{Hero} sent a thin root down into the soil.'],
          ['Then a tiny shoot pushed up into the light.', 'Then a little red shoot poked up out of the ground.'],
        ],
        after: [
          [
            '{Hero} the little oak felt the sun on {their} first leaves.',
            '{Hero} the little oak opened {their} first green leaves.',
          ],
          ['"Look at you grow!" said {guide}.', '"You have leaves!" said {guide}.'],
        ],
      },
      {
        is: 'young oak',
        before: [
          [
            'Year after year, {Hero} the young oak grew taller and taller.',
            'Summers and winters came and went, and {Hero} the young oak grew and grew.',
          ],
          ['{HeroS} thin stem turned into a strong brown trunk.', '{They} grew a thick trunk and long, strong branches.'],
        ],
        after: [['"You grow so slowly, but so well!" said {guide}.', '"How tall you are now!" said {guide}.']],
      },
      {
        is: 'oak tree',
        before: [
          ['At last, {Hero} the oak tree stood tall in the wood.', 'Now {Hero} the oak tree was big and strong.'],
          ['Birds built nests in {their} branches.', 'Birds sang in {their} branches, and squirrels played in them.'],
        ],
        after: [
          [
            'One windy day, a little acorn fell from {HeroS} branches. Plop!',
            'In autumn, little acorns grew on {their} branches.',
          ],
          ['"You were an acorn once too," said {guide}.', '{Hero} felt so happy and so proud.'],
        ],
      },
    ],
  },
  {
    // A little sunflower that wants to grow tall: rain for its roots, sun for its leaves, a stem that grows up and up.
    id: 'tall-sunflower',
    starts: ['sunflower', 'sunflowers'],
    grown: 'sunflower',
    about: /\bsunflowers?\b/i,
    // (Only the wish to grow tall asks for it: 'The tallest sunflower ever' is one a child grows.)
    asks: /\bgrow(?:s|ing)?(?: up)? tall(?:er)?\b|\b(?:be|get) tall(?:er)?\b/i,
    asked: true,
    wish: 'grow tall',
    topic: 'plants',
    setting: 'garden',
    friends: ['bee', 'ladybird', 'snail', 'worm'],
    words: ['sunflower', 'tall', 'sun', 'rain', 'roots', 'stem', 'grow'],
    titles: ['{name} Grows Tall', 'How {name} Grew Tall', '{name} the Tall Sunflower'],
    tag: 'plants',
    stages: [
      {
        is: 'sunflower',
        before: [
          ['In the garden stood a row of sunflowers, tall and golden.', 'Sunflowers grew in a row along the garden fence.'],
          ['The smallest of them all was {Hero}.', 'At the very end of the row stood little {Hero}.'],
        ],
        after: [
          [
            '{Hero} the sunflower looked up at the others. "I want to grow tall too!"',
            '{Hero} the sunflower gave a little sigh. "I wish I could grow tall."',
          ],
        ],
      },
      {
        is: 'sunflower',
        fact: 0,
        before: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to rest on a leaf.'],
          ['"How can I grow tall?" asked {Hero} the sunflower.', '"How do sunflowers grow so tall?" asked {Hero} the sunflower.'],
        ],
        after: [['"Sun and rain will help you," said the {gkind}.', '"Drink the rain and soak up the sun," said the {gkind}.']],
      },
      {
        is: 'sunflower',
        fact: 1,
        before: [
          ['That night, soft rain fell, pitter-patter.', 'Then the rain came, pitter-patter, all night long.'],
          ['Down in the soil, {HeroS} roots reached deeper.', '{HeroS} roots stretched down, down, down into the wet soil.'],
        ],
        after: [['{Hero} the sunflower drank and drank.', 'Slurp! {Hero} the sunflower had a long, cool drink.']],
      },
      {
        is: 'sunflower',
        fact: 3,
        before: [
          ['In the morning, the sun came out, warm and bright.', 'Next day, the sun shone on the garden.'],
          [
            '{Hero} the sunflower turned {their} face to follow the sun.',
            '{Hero} the sunflower spread {their} big green leaves wide.',
          ],
        ],
        after: [['Every day, {their} stem grew a little taller.', 'Day by day, {Hero} grew up and up.']],
      },
      {
        is: 'sunflower',
        fact: 2,
        before: [['Weeks went by. {HeroS} stem grew thick and strong.', 'Summer came. {HeroS} stem grew strong and tall.']],
        after: [
          ['{Hero} the sunflower was as tall as the fence now!', 'Now {Hero} the sunflower could peep over the fence!'],
          ['{They} stood proud and straight.', '"I am still growing!" {they} laughed.'],
        ],
      },
      {
        is: 'sunflower',
        before: [
          ['One sunny morning, {HeroS} big bud opened.', 'At the top of {HeroS} stem, a big golden flower opened.'],
          ['{Hero} the sunflower was the tallest in the row!', 'Now {Hero} the sunflower was the tallest in the garden!'],
        ],
        after: [
          ['Bees came to visit {their} bright yellow petals.', 'Bees buzzed round {their} big golden face.'],
          ['"You grew so tall!" said {guide}.', '"What a tall sunflower you are!" said {guide}.'],
        ],
      },
    ],
  },
  {
    id: 'sunflower',
    starts: ['seed', 'seeds'],
    grown: 'sunflower',
    about: /\bseeds?\b/i,
    wish: 'grow into a sunflower',
    topic: 'seeds',
    setting: 'garden',
    friends: ['worm', 'ladybird', 'snail', 'bee'],
    words: ['seed', 'sunflower', 'root', 'shoot', 'soil', 'sun'],
    titles: ['{name} Becomes a Sunflower', 'How {name} Became a Sunflower', '{name} the Little Seed'],
    stages: [
      {
        is: 'seed',
        fact: 0,
        before: [
          ['In the garden, a little striped seed lay in the soft brown soil.', 'A tiny seed lay in the soil of the garden.'],
          ['This little seed was {Hero}.', 'The seed was called {Hero}.'],
        ],
        after: [
          ['{Hero} the seed waited in the cool, dark soil.', 'It was dark and quiet down there for {Hero} the seed.'],
          ['"What will I be?" {Hero} wondered.', ''],
        ],
      },
      {
        is: 'seed',
        fact: 1,
        before: [
          ['Then the rain came, pitter-patter, and the sun came out.', 'Soon soft rain fell, and the sun warmed the soil.'],
        ],
        after: [
          ['{Hero} the seed began to swell up.', '{Hero} the seed felt the water soak in.'],
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'],
          ['"Something is happening to you!" said the {gkind}.', '"You are waking up, little seed!" said the {gkind}.'],
        ],
      },
      {
        is: 'sprout',
        fact: 2,
        before: [
          ['Crack! {HeroS} shell split open.', 'Pop! {HeroS} seed coat split open.'],
          ['A thin white root went down, down, down.', 'A little root poked out and went down into the soil.'],
        ],
        after: [
          ['Up, up, up went the shoot, into the light.', 'The little shoot pushed up through the soil into the sun.'],
          ['{Hero} the sprout looked up. "Hello, sun!"', '{Hero} the sprout felt the warm sun at last.'],
        ],
      },
      {
        is: 'sprout',
        before: [
          ['Every day, {Hero} the sprout grew a little taller.', 'Day by day, {Hero} the sprout grew up and up.'],
          ['Big green leaves opened on {their} stem.', '{They} grew a strong green stem and big leaves.'],
        ],
        after: [
          ['"You are taller than me now!" said {guide}.', '"Look how tall you are!" said {guide}.'],
          ['{Hero} felt proud and strong.', '"I am still growing!" said {Hero}.'],
        ],
      },
      {
        is: 'sunflower',
        before: [
          ['At the top of {HeroS} stem, a big bud grew.', 'One day, a fat green bud grew at the top of {HeroS} stem.'],
          ['Then, one sunny morning, the bud opened.', 'Slowly, slowly, the bud began to open.'],
        ],
        after: [
          ['Bright yellow petals came out, like a little sun.', 'Bright yellow petals opened all around.'],
          ['{Hero} the sunflower was in bloom at last!', 'Now {Hero} the sunflower was open to the sun.'],
          ['"Oh! You are a sunflower!" said {guide}.', ''],
        ],
      },
      {
        is: 'sunflower',
        before: [
          ['{Hero} the sunflower stood tall in the garden.', '{Hero} the sunflower turned {their} big face to the sun.'],
          ['Bees came to visit {their} big yellow flower.', 'Bees buzzed round {their} bright petals.'],
        ],
        after: [
          ['"You grew from a tiny seed," said {guide}.', '"What a tall sunflower you are!" said {guide}.'],
          ['{Hero} felt so happy to be a sunflower at last.', 'Soon {Hero} had lots of new seeds of {their} own.'],
        ],
      },
    ],
  },
  {
    // A bird builds its nest: twigs carried in its beak, woven into a cup, lined soft, eggs kept warm, chicks fed.
    id: 'nest',
    starts: ['bird', 'birds', 'robin', 'robins', 'blackbird', 'sparrow'],
    grown: 'bird',
    about: /\b(?:birds?|nests?)\b/i,
    asks: /\b(?:(?:build|builds|building|built|make|makes|making|made) (?:a |their |its |her |his )?nests?|nests? (?:is |are )?(?:made|built))\b/i,
    change:
      /\b(?:(?:build|builds|building|built|make|makes|making|made) (?:a |their |its |her |his )?nests?|nests? (?:is |are )?(?:made|built))\b/i,
    wish: 'build a cosy nest',
    topic: 'birds',
    setting: 'garden',
    friends: ['squirrel', 'mouse', 'rabbit'],
    words: ['bird', 'nest', 'twigs', 'twig', 'moss', 'beak', 'eggs', 'chicks', 'feather', 'branch'],
    titles: ['{name} Builds a Nest', 'How {name} the Bird Built a Nest', '{name} and the Cosy Nest'],
    tag: 'birds',
    stages: [
      {
        is: 'bird',
        fact: 0,
        before: [
          [
            'One spring morning, {Hero} the bird sang in the old apple tree.',
            'In spring, {Hero} the bird sat on a branch of the big hedge.',
          ],
          ['"It is time to build a nest," {they} chirped.', '"I need a safe home for my eggs," said {Hero}.'],
        ],
        after: [
          [
            '{They} picked a fork in the branches, high and hidden.',
            '{They} found a good spot, high up where cats could not reach.',
          ],
        ],
      },
      {
        is: 'bird',
        fact: 1,
        before: [
          ['First, {Hero} the bird flew down to find twigs.', 'Off flew {Hero} the bird to look for twigs.'],
          [
            '{They} carried them back, one by one, in {their} beak.',
            'One twig, two twigs, three! {They} carried each in {their} beak.',
          ],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'],
          ['"What are all those twigs for?" asked the {gkind}.', '"You are so busy!" said the {gkind}.'],
          ['"I am building a nest," said {Hero}.', ''],
        ],
      },
      {
        is: 'bird',
        before: [
          ['{Hero} the bird wove the twigs round and round.', '{Hero} the bird pushed and tucked the twigs into a ring.'],
          ['Soon there was a little round cup in the tree.', 'Bit by bit, a round cup took shape.'],
        ],
        after: [
          [
            '{They} sat in the middle and wiggled, to make it round.',
            '{They} turned round and round inside, pressing with {their} tummy.',
          ],
          ['"It fits me just right!" said {Hero}.', '"Look, a cup of twigs!" said {guide}.'],
        ],
      },
      {
        is: 'bird',
        before: [
          [
            'Next, {Hero} the bird needed something soft.',
            'But the twigs were scratchy, so {Hero} the bird looked for soft things.',
          ],
          [
            '{They} found moss, dry grass and a wisp of sheep’s wool.',
            '{They} gathered moss and a tuft of dog hair from the fence.',
          ],
        ],
        after: [
          ['"Here, have this soft feather," said {guide}.', '{Guide} found a feather too. "For your nest!" said the {gkind}.'],
          ['{Hero} lined the nest until it was soft and warm.', 'Soon the nest was lined, soft and snug.'],
        ],
      },
      {
        is: 'bird',
        fact: 2,
        before: [
          ['At last, the nest was ready.', 'At last, the cosy nest was done.'],
          [
            'Soon there were little blue eggs in it, for {Hero} the bird to keep warm.',
            'Soon {Hero} the bird sat on little speckled eggs in the nest.',
          ],
        ],
        after: [
          ['Day and night, {Hero} kept the eggs warm.', '{Hero} sat very still, snug on the eggs.'],
          ['"I will keep watch too," said {guide}.', ''],
        ],
      },
      {
        is: 'bird',
        before: [
          ['Then one morning: crack, crack, crack!', 'Then one morning, the eggs began to crack.'],
          ['Out came fluffy little chicks, cheeping for food.', 'Tiny chicks popped out, beaks wide open.'],
        ],
        after: [
          ['{Hero} the bird fed them, and they grew and grew.', '"Welcome home, little ones," said {Hero} the bird.'],
          ['"What a fine nest you built!" said {guide}.', '"Your nest is the best home of all," said {guide}.'],
        ],
      },
    ],
  },
  {
    // A spider spins its web: a bridge thread on the breeze, a frame, spokes, a sticky spiral, dew, and a fly caught.
    id: 'web',
    starts: ['spider', 'spiders'],
    grown: 'spider',
    about: /\b(?:spiders?|webs?|cobwebs?)\b/i,
    asks: /\b(?:(?:spin|spins|spinning|spun|make|makes|making|made|build|builds|weave|weaves) (?:a |their |its |her |his )?(?:webs?|cobwebs?)|webs? (?:is |are )?made)\b/i,
    change:
      /\b(?:(?:spin|spins|spinning|spun|make|makes|making|made|build|builds|weave|weaves) (?:a |their |its |her |his )?(?:webs?|cobwebs?)|webs? (?:is |are )?made)\b/i,
    wish: 'spin a web',
    topic: 'spiders',
    setting: 'garden',
    friends: ['ladybird', 'snail', 'bee'],
    words: ['spider', 'web', 'silk', 'thread', 'spiral', 'dew', 'legs', 'sticky'],
    titles: ['{name} Spins a Web', 'How {name} the Spider Made a Web', '{name} and the Silver Web'],
    tag: 'spiders',
    stages: [
      {
        is: 'spider',
        fact: 0,
        before: [
          [
            'Early one morning, {Hero} the spider sat on a rose bush.',
            'In a quiet corner of the garden, {Hero} the spider woke up.',
          ],
          ['"Time to spin a web," said {Hero}, and stretched.', '"Today I will spin a new web," said {Hero}.'],
        ],
        after: [['{They} climbed up high, between two branches.', '{They} crept up to a twig, high between two branches.']],
      },
      {
        is: 'spider',
        fact: 1,
        before: [
          ['First, {Hero} the spider let out a long, thin thread.', '{Hero} the spider let a thin thread float on the breeze.'],
          [
            'The wind carried the thread to the next branch, where it stuck.',
            'The breeze blew the thread over to the next twig. Stuck!',
          ],
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'],
          ['"What are you making?" asked the {gkind}.', '"Is that a bridge?" asked the {gkind}.'],
          ['"A bridge first," said {Hero}. "Then a web."', ''],
        ],
      },
      {
        is: 'spider',
        before: [
          [
            '{Hero} the spider ran along the bridge and spun a frame.',
            'Across and down went {Hero} the spider, spinning a frame.',
          ],
          [
            'Then {they} spun lines from the middle, like spokes of a wheel.',
            'Then lines went out from the middle, like the spokes of a wheel.',
          ],
        ],
        after: [['"It looks like a bicycle wheel!" said {guide}.', '"It looks like a star!" said {guide}.']],
      },
      {
        is: 'spider',
        before: [
          ['Next came the sticky part.', 'Now the web needed something sticky.'],
          [
            'Round and round went {Hero} the spider, spinning a sticky spiral.',
            '{Hero} the spider spun a sticky thread, round and round.',
          ],
        ],
        after: [
          ['At last, the web was done, right to the middle.', 'Round and round, until the web was done.'],
          ['"Careful, do not touch the sticky bits!" said {Hero}.', '"Mind your feet!" {Hero} told {guide}.'],
        ],
      },
      {
        is: 'spider',
        fact: 3,
        before: [
          ['In the night, tiny drops of dew landed on the web.', 'That night, cold dew fell on the garden.'],
          [
            'In the morning, {Hero} the spider’s web sparkled like a necklace.',
            'In the morning sun, {Hero} the spider’s web shone silver.',
          ],
        ],
        after: [['"How beautiful!" said {guide}.', '"It sparkles like jewels!" said {guide}.']],
      },
      {
        is: 'spider',
        fact: 2,
        before: [
          ['Then, buzz! A fly flew into the web and stuck fast.', 'Bzzz! A fly zoomed into the web and could not get out.'],
          ['{Hero} the spider felt the threads wobble.', '{Hero} the spider felt a tug on the silk.'],
        ],
        after: [
          ['"My web works!" said {Hero}.', '"Lunch time!" said {Hero} happily.'],
          ['"What a clever spider you are," said {guide}.', '"Well done, {Hero}!" said {guide}.'],
        ],
      },
    ],
  },
];
