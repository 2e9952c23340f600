/**
 * A tree planted ('Sami plants a tree with his grandma', 'Planting an apple tree'): a little tree in a pot, a sunny spot
 * chosen, a hole dug, the roots set in and the soil patted firm, a trouble of planting (the hole too small, the wind
 * leaning it over, a squirrel digging in the fresh soil), and the tree grown on in the spring or a year later. Never
 * seeds watered every morning until 'a little tree shoot peeked out', nor planted in a forest with a badger.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const TREE_PLANTING: HomeDay = {
  id: 'tree',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^plant a little tree$/,
  family: true,
  noLesson: true,
  tag: 'tree',
  words: ['tree', 'roots', 'soil', 'hole', 'spade', 'leaves'],
  sights: ['a little tree in a pot', 'a spade', 'a watering can', 'a sunny spot on the grass', 'a heap of soil'],
  start: [
    'A little tree in a pot stood in the garden. It was planting day!',
    'Out in the garden, {hero} had a baby tree, no taller than {their} knees.',
  ],
  wish: [
    '"I will plant you in the garden," said {hero}. "You will grow so tall!"',
    '"Let’s find you a home, little tree," {hero} whispered.',
  ],
  doings: [
    // (Each ends with the tree in the ground: every trouble comes to a tree planted.)
    '{Hero} dug a hole in a sunny spot, and set the little tree in it.',
    '{Hero} tipped the little tree out of its pot, and planted it in the garden.',
  ],
  doingsAfter: [
    '{Hero} patted the soil down round the roots, firm and snug.',
    '{Hero} gave the little tree a big drink from the watering can.',
  ],
  troubles: [
    {
      event: 'But the hole was too small! The roots of the tree poked out at the top.',
      fix: '{Hero} and {GuideFull} dug it wider and deeper, and planted the tree again.',
    },
    {
      event: 'Then the wind blew, and the little tree leaned right over.',
      fix: '{GuideFull} pushed in a stick, and {hero} tied the tree to it. Up it stood!',
      named: /\b(?:wind|windy|storm)\b/i,
    },
    {
      event: 'Then a cheeky squirrel ran up and dug in the soil by the tree!',
      fix: '{Hero} patted the soil back. "This is a tree, not a nut!" {they} laughed.',
    },
  ],
  high: [
    'In the spring, the little tree grew new green leaves. {Hero} counted every one.',
    'A year later, the tree was taller than {hero}! A robin sat in its branches.',
  ],
  evening: [
    'That night, {hero} looked out at the little tree. "Goodnight, tree," {they} whispered.',
    'At bedtime, {hero} dreamed of climbing the tree, when it was big.',
  ],
  help: 'came out with the watering can.',
  upset: ['"Oh no!" cried {hero}.', '{Hero} frowned at the poor little tree.'],
  cheered: ['"There you go, little tree," said {hero}.', '{Hero} smiled. The tree looked happy in its new home.'],
  thought: ['One day, the tree would be taller than the house.', '{Hero} wondered how tall the tree would grow.'],
  thoughtAfter: ['{Hero} would look after {their} tree every day.'],
  titles: ["{name}'s Little Tree", '{name} Plants a Tree', 'A Home for a Little Tree'],
};
