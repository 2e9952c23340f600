/**
 * A treasure hunt ('Digging for treasure', 'A treasure hunt in the garden', 'Max digs for treasure on the beach'): a
 * treasure map with a big red X, its steps counted out from a tree or a rock, a trouble of the hunt (the wind takes the
 * map, the hole is dug in the wrong place, a wave fills it), then the spade hits something hard: a tin box of chocolate
 * coins. Never a climb to the top of a hill on an island with a turtle, nor 'some treasure' found under a leaf.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

/** What a hunt for buried treasure goes through, wherever it is dug for. */
const treasureHunt = (
  at: HomeDay['at'],
  sights: readonly string[],
  start: readonly string[],
  doings: readonly string[],
  troubles: HomeDay['troubles'],
  high: readonly string[],
): HomeDay => ({
  id: 'treasure',
  at,
  goal: /^go on a treasure hunt$/,
  family: true,
  noLesson: true,
  tag: 'treasure',
  words: ['treasure', 'map', 'spade', 'dig', 'dug', 'pirate', 'chest', 'box', 'coins'],
  sights,
  start,
  wish: ['"X marks the spot!" said {hero}. "Let’s dig!"', '"I will find the treasure!" said {hero}.'],
  doings,
  doingsAfter: ['{Hero} dug and dug. The hole got deeper and deeper.', '{Hero} dug, and dug, and dug. Soon {their} arms ached.'],
  troubles,
  high,
  evening: [
    'That night, {hero} hid the treasure box under {their} bed. "My treasure," {they} whispered.',
    'At bedtime, {hero} drew a new treasure map, for {GuideFull} to find. X marks the spot!',
  ],
  help: 'came too, with a second spade.',
  along: ['{Friend} carried the bucket, and read out the steps.', '{Friend} helped to dig, and found a wiggly worm.'],
  upset: ['"Oh no!" cried {hero}.', '{Hero} stamped {their} foot. "Pirates never give up!"'],
  cheered: ['"Treasure hunting is fun!" laughed {hero}.', '{Hero} grinned and held the map up high.'],
  thought: ['What could the treasure be? Gold? Jewels?', '{Hero} held the map tight.'],
  thoughtAfter: ['{Hero} was a real treasure hunter now.'],
  titles: ["{name}'s Treasure Hunt", 'X Marks the Spot', '{name} Digs for Treasure'],
});

/** The map blown away, wherever the hunt is: the idea's own wind first. */
const BLOWN = {
  event: 'Then a gust of wind snatched the map away!',
  fix: '{Hero} ran after it, and caught it. Phew!',
  named: /\b(?:wind|windy|blew|blown|lost)\b/i,
};

export const TREASURE_HUNTS: readonly HomeDay[] = [
  treasureHunt(
    { setting: 'garden', name: 'the garden' },
    ['a crinkly treasure map', 'an old tree stump', 'the apple tree', 'a big red X', 'a little spade'],
    [
      'After breakfast, {hero} found an old map in the garden. It was a treasure map!',
      'On the garden bench lay a map with a big red X. "Treasure!" gasped {hero}.',
    ],
    ['The map said: ten steps from the apple tree. {Hero} counted them.', '{Hero} crept past the flower beds like a pirate.'],
    [
      BLOWN,
      {
        event: '{Hero} dug by the apple tree. But there was only a worm!',
        fix: '{GuideFull} laughed. The map was upside down! The X was by the old stump.',
      },
      {
        event: 'Then it began to rain. The map got wet and smudgy.',
        fix: '{Hero} could still just see the red X. On went the wellies!',
      },
    ],
    [
      'Clunk! {HeroS} spade hit something hard. It was an old tin box! Inside were gold chocolate coins.',
      'Clunk! {Hero} pulled out a little wooden chest. Inside were shiny beads and chocolate coins!',
    ],
  ),
  treasureHunt(
    { setting: 'beach', name: 'the beach' },
    ['a crinkly treasure map', 'the big rock', 'a wooden post', 'a big red X', 'a bucket and spade'],
    [
      'On the beach, {hero} found a bottle. Inside was a treasure map!',
      '{Hero} ran onto the beach with a spade and a treasure map.',
    ],
    ['The map said: twenty steps from the big rock. {Hero} counted them.', '{Hero} marched past the rock pools like a pirate.'],
    [
      BLOWN,
      {
        event: 'Then a big wave rushed up and filled the hole with water!',
        fix: 'So they dug again, higher up, where the sand was dry.',
      },
      {
        event: '{Hero} dug by the rock pools. But there was only a crab!',
        fix: '{GuideFull} laughed. The map was upside down! The X was by the post.',
      },
    ],
    [
      'Clunk! {HeroS} spade hit something hard. It was a little tin box! Inside were gold chocolate coins.',
      'Clunk! {Hero} pulled out a little wooden chest. Inside were sea glass and chocolate coins!',
    ],
  ),
];
