/**
 * A child's teddy bear made better ('Teddy goes to hospital', 'My teddy has a poorly paw'): the teddy is a toy of the
 * child's own, 'it' or as the idea says; its paw has split and the stuffing pokes out; the child and a grown-up set up
 * a pretend teddy bear hospital at home, with a shoebox bed; the grown-up sews tiny stitches, the child holds the teddy
 * and wraps a bandage; and the teddy is back in bed, better. Never a boy called Teddy brave about hospital.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {friend} and {Friend} (the teddy), {ftheir}, {fthem}.
 */
import type { HomeDay } from './home-days.js';

export const TEDDY_HOSPITAL: HomeDay = {
  id: 'teddy',
  goal: /^make (?:\{their\} teddy(?: bear)?|Teddy) feel better$/,
  ordered: true,
  family: true,
  words: ['teddy', 'paw', 'hospital', 'bandage', 'stitches', 'better'],
  sights: ['a soft cushion', 'a toy stethoscope', 'a sewing box', 'a roll of bandage', 'a pile of cushions'],
  start: [
    'In the kitchen at breakfast, {hero} looked at {their} teddy called {Friend}. A seam on {friendS} paw had split. Stuffing was poking out!',
    'In the kitchen at breakfast, {hero} gave {their} teddy bear, {Friend}, a hug. Oh no! There was a hole in {friendS} paw.',
  ],
  wish: [
    '"Poor {friend}!" said {hero}. "{Fthey} needs to go to the teddy bear hospital."',
    '"Don’t worry, {friend}," said {hero}. "We will make your paw better."',
  ],
  // The hospital set up first, then the mending: told in this order.
  doings: [
    'In the kitchen, {GuideFull} and {hero} made a teddy bear hospital on the table.',
    '{GuideFull} threaded a needle. In and out went the tiny stitches, until the hole was closed. Then {hero} wrapped a bandage round the paw.',
  ],
  troubles: [
    {
      event: '{Hero} listened to {friendS} tummy with a toy stethoscope. "Oh dear," said {hero}. "A poorly paw!"',
      fix: '"Hold {fthem} very still, please," said {GuideFull} with a smile.',
    },
    {
      event: 'But {friend} kept flopping off the table, onto the floor!',
      fix: '{Hero} sat {fthem} up on a soft cushion. "Stay still, {friend}," {hero} whispered.',
    },
  ],
  high: [
    '"All better!" said {GuideFull}. {Friend} had neat new stitches and a smart white bandage. {Hero} gave {fthem} a sticker for being brave.',
    '{Hero} looked at the paw. No more stuffing poked out! {Hero} gave {friend} a big, gentle hug. "You were so brave," {they} said.',
  ],
  evening: [
    'That night, {friend} was back in {heroS} bed, with a bandage on {ftheir} paw. {Hero} cuddled {fthem} close and fell asleep.',
    'At bedtime, {hero} tucked {friend} in. "You are as good as new," {they} whispered, and gave the mended paw a kiss.',
  ],
  help: 'found the sewing box.',
  upset: ['{Hero} stroked {friendS} soft ears.'],
  cheered: ['{Hero} held {friend} gently, as still as still.'],
  thought: ['{Hero} wanted {friend} to be better soon.'],
  thoughtAfter: ['{Friend} was mended, bit by bit.'],
  titles: ['{name} and the Teddy Bear Hospital', 'Get Well Soon, {friend}'],
};
