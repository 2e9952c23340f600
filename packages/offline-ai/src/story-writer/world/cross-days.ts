/**
 * A child's big cross feeling ('Maya feels angry', 'When Leo gets cross'): told as a day at home, never a fear to be
 * brave about. What made them cross (a tower knocked down, crayons taken, time to stop playing), the feeling in the
 * body (a hot face, stamping feet), a grown-up's calm trick (smell the flower and blow out the candle, count to ten,
 * squeeze a cushion) and what was wrong put right, the child saying it in words, a hug, and a calm evening.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {guide} and {Guide} (Mum or Dad), {gthey}.
 */
import type { HomeDay } from './home-days.js';

export const CROSS: HomeDay = {
  id: 'cross',
  feeling: true,
  noLesson: true,
  tag: 'feelings',
  goal: /^feel calm again$/,
  helpers: ['mum', 'dad'],
  words: ['cross', 'calm', 'angry', 'feelings', 'hug', 'breathe', 'breathed'],
  sights: ['a box of crayons', 'a pile of building blocks', 'a squashy cushion', 'a cosy rug', 'a basket of toys'],
  start: [
    'It was a busy morning at home. {Hero} was playing on the rug.',
    '{Hero} was having a lovely morning, playing with {their} toys.',
  ],
  wish: ['"Today will be a happy day," said {hero}.', '{Hero} hummed a little song. Everything felt just right.'],
  doings: [
    '{Hero} drew a big red bus with {their} crayons.',
    '{Hero} played shops with Teddy and a basket of toys.',
    '{Hero} made a long train out of chairs and cushions.',
  ],
  // What was wrong is said in words once the child is calm, never before.
  doingsAfter: [
    'Then {hero} used {their} words. "I felt cross, and a bit sad too," {they} said.',
    '"I was so cross," said {hero}. "Thank you for telling me in words," said {guide}.',
  ],
  troubles: [
    {
      event: 'Then {hero} built a tall tower of blocks. But the cat ran past, and CRASH! Down it went.',
      fix: '"Smell the flower," said {guide}, and {hero} breathed in. "Blow out the candle." {Hero} breathed out. Then they built the tower again, together.',
    },
    {
      event: "Then {hero}'s big sister took the crayons without asking.",
      fix: '"Let\'s count to ten, slowly," said {guide}. One, two, three... all the way to ten. Then the crayons came back, and they took turns.',
    },
    {
      event: '"Time to stop playing," said {guide}. "It\'s bath time." But {hero} did not want to stop!',
      fix: '{Guide} gave {hero} a squashy cushion. "Squeeze it tight," {gthey} said. Squeeze, squeeze! Then {gthey} said, "Five more minutes, then bath."',
    },
  ],
  high: [
    '{Hero} gave {guide} a great big hug. "Everyone feels cross sometimes," said {guide}.',
    '{Guide} gave {hero} a big warm hug. "Big feelings are all right," {gthey} said.',
  ],
  evening: [
    'At bedtime, {hero} showed Teddy how to calm down. Breathe in, breathe out.',
    'That night, {hero} snuggled down, calm and cosy. Even cross days end with a hug.',
  ],
  help: 'was busy nearby, folding the washing.',
  upset: [
    '{Hero} felt hot and cross all over. {They} stamped {their} feet. Stamp, stamp!',
    '{Hero} went red in the face, and {their} hands made tight fists. "It\'s not fair!" {they} shouted.',
  ],
  cheered: ['Bit by bit, the hot, cross feeling went away.', '{Hero} felt calm again inside, soft and still.'],
  thought: ['{Hero} smiled. It was a good game.', '"This is the best game ever," said {hero}.'],
  thoughtAfter: ['{Hero} felt calm, all the way down to {their} toes.', 'The cross feeling had gone, like a cloud blown away.'],
  titles: ['{name} Feels Cross', '{name} and the Big Cross Feeling'],
};
