/**
 * The moon gone from the sky ('The moon is missing', 'Where did the moon go?'): a child at bedtime sees no moon, looks
 * for it (behind the trees, over the roofs, a cloud?), and a grown-up explains truly: it is a new moon, still up there,
 * with its sunny side turned away from us; night by night it comes back, a thin sliver first. The child spots the thin
 * crescent at the end. Told from home, in the garden, never a trip to the moon.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const MOON_NIGHTS: HomeDay = {
  id: 'moon',
  at: { setting: 'garden', name: 'the garden' },
  goal: /^(?:look for|find) the moon$/,
  ordered: true,
  family: true,
  words: ['moon', 'sky', 'stars', 'night'],
  sights: ['twinkling stars', 'the rooftops', 'a tall tree', 'the garden gate', 'a warm yellow window'],
  start: [
    'At bedtime, {hero} went out into the garden to say goodnight to the moon. But the moon was not there!',
    'Every night, {hero} said goodnight to the moon from the garden. But tonight, there was no moon at all.',
  ],
  wish: ['"Where has the moon gone?" {hero} asked.', '"The moon is missing!" {hero} cried.'],
  // The looking first, then the nights of waiting: told in this order.
  doings: [
    '{Hero} looked behind the tall tree, and over the rooftops. {They} looked all round the garden. Only the stars twinkled.',
    'The next night, {hero} looked again. Still no moon. "Be patient," said {GuideFull}. "It takes a night or two."',
  ],
  troubles: [
    {
      event: '"Is a big cloud hiding the moon?" asked {hero}. But there was not one cloud, only stars.',
      fix: '"The moon is still up there," said {GuideFull}. "Tonight it is a new moon. Its sunny side is turned away from us."',
    },
    {
      event: '{Hero} looked up at the stars. "Did the moon fall down?" {they} asked in a worried voice.',
      fix: '"No, it is still up there," said {GuideFull}. "It is a new moon. The moon has no light of its own. It shines with sunlight, and tonight its sunny side faces away."',
    },
  ],
  high: [
    'Then, just after sunset, {hero} spotted it, over the rooftops. A thin silver crescent, like a smile! "There you are, moon!" {they} cried.',
    'On the third night, {hero} looked up and gasped. There was a thin, curved sliver of moon, just over the trees. "The moon came back!" {they} cried.',
  ],
  evening: [
    '"Each night it will grow a little bigger," said {GuideFull}. "Soon it will be a round full moon again." {Hero} waved goodnight to the tiny crescent.',
    'Night by night, the moon grew fatter, until it was full and round. {Hero} never worried about a missing moon again.',
  ],
  help: 'came out too, and held {heroS} hand in the dark.',
  upset: ['{Hero} felt a little bit sad without the moon.'],
  cheered: ['"So it will come back?" asked {hero}. "Bit by bit," said {GuideFull}, "a thin sliver first."'],
  thought: ['{Hero} looked up at the stars again.'],
  thoughtAfter: ['{Hero} could not wait to see the moon again.'],
  titles: ['Where Did the Moon Go?', '{name} and the Missing Moon'],
};
