/**
 * A grandparent's memories ('Grandad tells me about when he was little'): an afternoon of listening at home. No TV
 * then, a tin toy that winds up with a key, the long walk to school, the old sweet shop with its big glass jars; the
 * child compares then and now, and finds some things just the same. Never the grandparent's wish to be little, never
 * a quest.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {friend} and {Friend} (the grandparent), {ftheir},
 * {guide} and {Guide} (Mum or Dad).
 */
import type { HomeDay } from './home-days.js';

export const LONG_AGO: HomeDay = {
  id: 'long-ago',
  noLesson: true,
  kin: true,
  tag: 'family',
  goal: /^hear about when .+ was little$/,
  helpers: ['mum', 'dad'],
  words: ['little', 'long ago', 'old', 'then', 'now', 'remember'],
  sights: ['an old photo album', 'a little tin car', 'a big armchair', 'a jar of sweets', 'a clock on the wall'],
  start: [
    'It was a rainy afternoon. {Hero} snuggled up next to {friend} in the big armchair.',
    '{Friend} was staying for the weekend. {Hero} sat on the rug by {ftheir} feet.',
  ],
  wish: ['"Tell me about when you were little," said {hero}.', '"What was it like when you were little?" asked {hero}.'],
  // Then and now, one memory at a time, each said by the grandparent and answered by the child.
  doings: [
    '"When I was little, there was no TV," said {friend}. {Hero} gasped. "No TV at all?"',
    '"I walked a long way to school, even in the snow," said {friend}. "We go on the bus," said {hero}.',
    '"The old sweet shop had sweets in big glass jars," said {friend}. {Hero} licked {their} lips.',
    '{Friend} showed {hero} an old photo. There was {friend}, small, with short socks and a big grin.',
  ],
  troubles: [
    {
      event: 'Then {friend} found {ftheir} old tin car in a box. But it would not go.',
      fix: '"It needs winding up," said {friend}. {Hero} turned the little key, click, click, and off it went!',
    },
    {
      event: '{Hero} dropped the old photo album, and the photos spilled everywhere.',
      fix: '{Hero} and {friend} picked them up together, one by one. "That’s me at your age!" said {friend}.',
    },
  ],
  high: [
    '"Things were different then," said {hero}. "But you loved playing, just like me!" {Friend} laughed.',
    '"One day, I will tell my own children about today," said {hero}. {Friend} smiled.',
  ],
  evening: [
    'At bedtime, {hero} thought of {friend}, small, long ago. "Night night, {friend}," {they} whispered.',
    'That night, {hero} asked for one more story about long ago. {Friend} told {them} three.',
  ],
  help: 'brought in two cups of cocoa, and sat down to listen too.',
  upset: ['{Hero} looked up at {friend}, worried.', '"Oh no!" said {hero}.'],
  cheered: ['{Hero} smiled. Old things could still be fun.', '"Thank you, {friend}," said {hero}.'],
  thought: ['{Hero} tried to picture {friend} as a little child.', 'It was hard to think that {friend} was ever little!'],
  thoughtAfter: ['Long ago was different, but some things were just the same.', '{Hero} loved hearing about long ago.'],
  titles: ['When {friend} Was Little', '{name} and {friend}, Then and Now'],
};
