/**
 * A minibeast hunt in the garden ('Minibeast hunt in the garden', 'Leo goes on a bug hunt'): a magnifying glass and a
 * jar with air holes, woodlice under a stone, a ladybird on a leaf, a worm in the soil, a snail's silver trail, a
 * spider that makes the child jump, and every minibeast put back where it was found. Never a quest to 'explore the
 * garden', nor a child called Minibeast.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const MINIBEAST_HUNT: HomeDay = {
  id: 'minibeasts',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^go on a minibeast hunt$/,
  family: true,
  taught: true,
  tag: 'minibeasts',
  words: ['minibeast', 'minibeasts', 'bug', 'bugs', 'magnifying glass', 'woodlice', 'ladybird', 'worm', 'snail', 'spider'],
  sights: ['a flat grey stone', 'a magnifying glass', 'a jar with air holes', 'a damp flower bed', 'a leafy hedge'],
  start: [
    'It was a warm, sunny morning. {Hero} had a magnifying glass and a little jar with air holes in the lid.',
    '{Hero} pulled on {their} wellies and grabbed a magnifying glass. Today was bug hunt day!',
  ],
  wish: [
    '"Let’s find as many minibeasts as we can!" said {hero}.',
    '"I am a minibeast explorer," said {hero}, peering through the magnifying glass.',
  ],
  doings: [
    '{Hero} lifted a flat stone, very gently. Underneath, three grey woodlice curled up into little balls!',
    '{Hero} peered at a leaf through the magnifying glass. A spotty red ladybird crawled along it.',
    'In the damp soil, {hero} found a long pink worm. It wriggled slowly.',
    'On the wall, a snail left a shiny, silvery trail. {Hero} watched it go.',
  ],
  doingsAfter: [
    '{Hero} drew each minibeast in {their} notebook, with all its legs.',
    '{Hero} counted them all up. Four kinds of minibeast, in one little garden!',
  ],
  troubles: [
    {
      event: 'Then a big spider scuttled out from under a pot, right by {heroS} hand! {Hero} jumped back.',
      fix: '"It is more scared of you than you are of it," said {GuideFull}. They watched it spin a silky thread.',
    },
    {
      event: 'Then {hero} dug up a worm, but it wriggled off the trowel and away. "Come back!"',
      fix: '{GuideFull} showed {hero} how to dig very gently, with fingers. Soon there was another worm!',
    },
    {
      event: 'Then big raindrops began to fall, pitter-patter, on the leaves.',
      fix: '{Hero} and {GuideFull} sheltered under the apple tree. After the rain, out came the snails!',
    },
  ],
  high: [
    'At the end, {hero} put every minibeast back where it was found. "Bye, little bugs!" {they} said.',
    'Then {hero} let every minibeast go, back under its stone or leaf.',
  ],
  evening: [
    'That night in bed, {hero} looked at {their} minibeast drawings. "Tomorrow I will find a centipede," {they} whispered.',
    'At bedtime, {hero} thought of the woodlice under their stone, all snug in the dark.',
  ],
  help: 'came out to help, and held the jar.',
  upset: ['"Oh!" gasped {hero}, and held {their} breath.', '{Hero} frowned at the empty soil.'],
  cheered: ['{Hero} smiled. Minibeasts were not so scary after all.', '"This is the best bug hunt ever!" said {hero}.'],
  thought: ['There were tiny creatures everywhere, if you looked closely.'],
  thoughtAfter: ['The garden was full of little lives.'],
  titles: ["{name}'s Minibeast Hunt", '{name} and the Tiny Creatures'],
};
