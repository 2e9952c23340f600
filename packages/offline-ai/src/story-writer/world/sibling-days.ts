/**
 * A brother or sister who keeps taking the hero's things ('My sister keeps taking my toys'): a trouble at home between
 * the two of them. Things taken, a cross moment, the child saying it in words instead of grabbing back, a fair turn or
 * a swap, a sorry, and playing together kindly after. Never a wish to keep taking toys, never a grown-up's punishment.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {heroS}, {friend} and {Friend} (the brother or sister),
 * {fkind} (brother, sister), {fthey}, {fthem}, {ftheir}, {guide} and {Guide} (Mum or Dad).
 */
import type { HomeDay } from './home-days.js';

export const SIBLING_TAKES: HomeDay = {
  id: 'sibling',
  noLesson: true,
  kin: true,
  tag: 'family',
  goal: /^take turns with .+$/,
  helpers: ['mum', 'dad'],
  words: ['toys', 'turn', 'turns', 'share', 'swap', 'mine', 'sorry'],
  sights: ['a basket of toys', 'a big red bus', 'a box of building blocks', 'a cosy rug', 'a toy farm with little animals'],
  start: [
    '{Hero} had all {their} toys out on the rug, even the big red bus.',
    'It was a rainy morning. {Hero} was playing with {their} toys on the rug.',
  ],
  wish: [
    'But {their} {fkind} {Friend} kept taking {their} toys! "I was playing with that!" said {hero}.',
    'But every time {hero} picked up a toy, {their} {fkind} {Friend} took it away.',
  ],
  doings: [
    '{Hero} built a tall tower. {Friend} grabbed the top block and ran off!',
    '{Hero} was doing a jigsaw. {Friend} took the very last piece!',
    '{Hero} set out the toy farm. {Friend} took all the little sheep.',
  ],
  // Playing together comes once it is put right, never before.
  doingsAfter: [
    'Then {hero} and {friend} built a tower together, one block each, turn by turn.',
    'Then {hero} and {friend} played shops together. "Your turn to buy," said {hero}.',
  ],
  troubles: [
    {
      event: 'Then {friend} took {heroS} favourite car, right out of {their} hand. "Give it back!" {hero} shouted.',
      fix: '{Hero} took a big breath. "I don’t like it when you take my things. Let’s take turns." {Friend} nodded. "You first," {fthey} said.',
    },
    {
      event: 'Then {friend} grabbed the red bus, and they both pulled. "Mine!" "No, mine!"',
      fix: '"Let’s swap," said {hero}. "You have the bus, and I will have the train." {Friend} smiled. "Deal!"',
    },
    {
      event: 'Then {friend} took all the crayons. {Hero} had none left to draw with.',
      fix: '"Can we share them?" asked {hero}. They counted them out, five for {friend} and five for {hero}.',
    },
  ],
  high: [
    '"Sorry I took your toys," said {friend}, and gave {hero} a big hug.',
    '{Friend} brought over {ftheir} own best toy. "You can have a turn of mine," said {friend}.',
  ],
  evening: [
    'At bedtime, {hero} and {friend} tucked their teddies in, side by side.',
    'That night, {hero} whispered, "Night night, {friend}." "Night night," {friend} whispered back.',
  ],
  help: 'heard the fuss from the kitchen. "Use your words," {gthey} called.',
  upset: ['{Hero} felt hot and cross. {They} wanted to grab it back.', '"It’s not fair!" said {hero}, red in the face.'],
  cheered: ['{Hero} felt much better. Saying it in words had helped.', 'The cross feeling went away. Being fair felt good.'],
  thought: ['"Why does {friend} always take my things?" {hero} wondered.', '{Hero} held on tight to {their} toys.'],
  thoughtAfter: ['Playing together was more fun than playing alone.', 'Taking turns was fair, and fun too.'],
  titles: ['{name} and {friend} Take Turns', '{name}, {friend} and the Toys'],
};
