/**
 * A little boat that sails away ('The little boat that sailed away', 'A little boat who wants to see the world'): the
 * smallest boat in the harbour, tied up by the wall, wonders what is out past it; one windy morning it sails out to
 * sea, meets the fog or a flat calm far from home, is shown the way by a seagull (or the lighthouse), and comes home at
 * sunset to tell the big ships. Never a wish to 'sail away' while already out at sea, nor 'it watched the world'.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the seagull).
 */
import type { HomeDay } from './home-days.js';

export const BOAT_VOYAGE: HomeDay = {
  id: 'voyage',
  creature: true,
  at: { setting: 'sea', name: 'the sea' },
  goal: /^sail out to sea$/,
  helpers: ['seagull'],
  noLesson: true,
  tag: 'sea',
  words: ['sea', 'waves', 'harbour', 'sail', 'boat'],
  sights: ['the harbour wall', 'a tall lighthouse', 'big ships with tall funnels', 'a little island', 'seals on the rocks'],
  start: [
    '{Hero} was the smallest boat in the harbour, with a little red sail. Every day, {they} bobbed by the harbour wall.',
    'In the busy harbour, big ships came and went. {Hero}, the smallest boat of all, stayed tied up by the wall.',
  ],
  wish: [
    '"What is out past the harbour wall?" wondered {hero}. "I want to sail out to sea!"',
    '{Hero} watched the big ships sail off. "One day, I will sail away too," {they} whispered.',
  ],
  doings: [
    'One windy morning, the wind tugged {heroS} rope loose. Out sailed {hero}, past the harbour wall!',
    'One bright morning, a puff of wind filled {heroS} sail. Off {they} went, out to sea past the lighthouse!',
    'At last, one sunny morning, {hero} sailed out of the harbour. The waves lifted {them} up and down.',
  ],
  doingsAfter: [
    '{Hero} sailed on past a little island. Seals on the rocks barked hello!',
    'Dolphins leapt beside {hero}, one, two, three! The sea was full of surprises.',
  ],
  troubles: [
    {
      event: 'Then thick grey fog rolled in. {Hero} could not see the harbour, or the way home!',
      fix: '{GuideFull} swooped down through the fog. "Follow me!" the seagull called. {Hero} followed, close behind.',
    },
    {
      event: 'Then the wind dropped, and {heroS} sail hung flat. {Hero} bobbed far out at sea, going nowhere.',
      fix: '{GuideFull} flew off squawking, and came back with a fishing boat. It towed {hero} along on a rope.',
    },
  ],
  high: [
    'At sunset, {hero} sailed back into the harbour. The big ships tooted their horns. Toot, toot!',
    'Back in the harbour, {hero} bobbed by the wall. "I sailed out to sea!" {they} told the big ships.',
  ],
  evening: [
    'That night, {hero} rocked gently in the harbour. {They} dreamed of the big blue sea.',
    'The stars came out over the harbour. Tied up safe, {hero} fell asleep to the lap, lap of the waves.',
  ],
  help: 'flew along beside {them}, calling to the waves.',
  upset: ['"Oh no, I am lost!" cried {hero}.', '{Hero} bobbed alone on the grey sea, feeling very small.'],
  cheered: ['"Thank you!" called {hero}, and {their} sail puffed out.', '{Hero} felt brave again.'],
  thought: ['The sea was so much bigger than the harbour.', 'The waves went slap, slap against {heroS} sides.'],
  thoughtAfter: ['The big sea did not feel so scary now.', 'What a brave little boat {hero} was!'],
  titles: ['{name} Sails Out to Sea', 'The Little Boat That Sailed Away'],
};
