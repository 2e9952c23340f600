/**
 * A friend's birthday party gone to ('Mia goes to Leo's birthday party', 'Tom is invited to a birthday party'), told as
 * a day out is (day-out.ts) with {family} the friend whose birthday it is: the present wrapped, the door opened by the
 * birthday child, the party's games, a small trouble of a party put right, the cake and the candles blown out by the
 * friend, and home with a party bag. Never the hero's own birthday, never a quest 'to go to Leo's birthday party'.
 */
import type { DayOut } from './days-out.js';

export const PARTY_GONE: DayOut = {
  words: [
    'party',
    'birthday',
    'present',
    'cake',
    'balloon',
    'games',
    'candles',
    'music',
    'musical',
    'parcel',
    'jelly',
    'statues',
  ],
  setOff: [
    '{Time}, {hero} wrapped a present for {family}, with lots and lots of tape.',
    '{Time}, {hero} put on {their} party clothes. It was {familyS} birthday party!',
    '{Time}, {hero} carried a present all the way to {familyS} house.',
  ],
  loved: 'your party',
  hopes: [
    ['play pass the parcel', 0],
    ['win at musical statues', 1],
    ['see the birthday cake', 4],
    ['eat a party sandwich', 3],
  ],
  arrive: [
    '{Family} opened the door in a shiny party hat. "You came!" {family} cried.',
    'Balloons were tied to {familyS} gate. {Family} ran out to say hello.',
  ],
  // (In the party's order: the games before tea, the cake last of all.)
  inOrder: true,
  fun: [
    'They played pass the parcel. When the music stopped, {hero} tore off a layer. A sticker!',
    'Then came musical statues. When the music stopped, {hero} froze like a statue.',
    '{Family} opened the presents. "I love it!" {family} said, holding up {heroS} present.',
    'At teatime, {hero} ate tiny sandwiches, crisps and jelly that wobbled on the plate.',
    'Then the lights went down, and in came the cake. Everyone sang Happy Birthday to {family}!',
  ],
  troubles: [
    {
      event: 'Then a big balloon went POP! Everyone jumped, and {hero} nearly cried.',
      fix: '"It’s only a balloon!" laughed {family}, and gave {hero} a new one to hold.',
    },
    {
      event: 'Then {hero} felt shy. There were so many children, and nobody {they} knew but {family}.',
      fix: '{Family} took {heroS} hand. "Come and play with us!" Soon {hero} was giggling with everyone.',
    },
    {
      event: 'Then {hero} wobbled at musical statues and was out! {Hero} felt {their} lip wobble too.',
      fix: '"You can help with the music!" said {family}. So {hero} pressed stop and play, giggling.',
      needs: 1,
    },
  ],
  best: [
    'Best of all, {family} blew out all the candles in one big puff, and {hero} cheered the loudest.',
    'Best of all, {family} gave {hero} the first slice of cake, with the most icing!',
  ],
  leave: [
    '{Time}, {hero} went home with a party bag, a balloon and a slice of cake in a napkin.',
    '{Time}, {hero} waved goodbye to {family}, holding {their} party bag tight.',
  ],
  dreams: ['pass the parcel', 'musical statues', 'the wobbly jelly', 'the birthday cake', 'the party bag'],
  titles: ['{owner} Party Invitation', '{name} Goes to {familyS} Party', '{familyS} Birthday Party'],
};
