/**
 * A visit to one of the family in hospital ('Noor visits Grandma in hospital', 'Sam visits his mum in hospital'), told
 * as a day out is (day-out.ts) with {family} the one who takes the hero and {visited} the one in bed: a card made, the
 * ward found, the fun that cheers them (a joke, the bed that goes up and down), a small worry put right, the best
 * news, and a goodbye. Never a quest through the waiting room 'to visit Grandma'.
 */
import type { DayOut } from './days-out.js';

export const POORLY_VISIT: DayOut = {
  words: ['hospital', 'bed', 'card', 'nurse', 'ward', 'flowers', 'better', 'hug', 'kiss', 'well'],
  setOff: [
    '{Time}, {hero} and {family} went to the hospital to see {visited}.',
    '{Time}, {hero} made a get-well card for {visited}. It had a big yellow sun on it.',
  ],
  loved: 'making {visited} smile',
  hopes: [
    ['give {visited} the get-well card', 0],
    ['make {visited} laugh', 1],
    ['take {visited} some flowers', 2],
  ],
  arrive: [
    'The hospital was big and quiet. A kind nurse showed them the way to the ward.',
    'They went up in a lift, to a ward with big windows. There was {visited}, sitting up in bed!',
  ],
  fun: [
    '{Hero} gave {visited} the card. "It’s a sunshine card, to make you better!"',
    '{Hero} told {visited} a funny joke. {Visited} laughed so much that the bed shook!',
    '{Hero} put the flowers in a jug by the bed. They made the whole ward look bright.',
    '{Hero} and {visited} did a jigsaw on the little table over the bed.',
    'The nurse let {hero} press the button that made the bed go up and down. Whirr!',
  ],
  troubles: [
    {
      event: 'Then {hero} felt shy. {Visited} looked very small in the big hospital bed.',
      fix: '{Visited} held out a hand. "Come and sit with me, {hero}." Soon {hero} felt better.',
    },
    {
      event: 'Then {hero} knocked the jug by the bed. Water splashed all over the floor!',
      fix: 'The kind nurse mopped it up. "No harm done," she said with a smile.',
    },
  ],
  best: [
    'Best of all, the doctor said that {visited} could come home very soon!',
    'Best of all, {visited} gave {hero} a big hug. "I feel better already," {visited} said.',
  ],
  leave: [
    '{Time}, {hero} gave {visited} a gentle goodbye hug. "Get well soon!"',
    '{Time}, {hero} waved from the door, and {visited} blew a kiss.',
  ],
  dreams: ['the sunshine card', 'the bed that went up and down', 'the flowers by the bed', 'the funny joke'],
  titles: ['Get Well Soon, {visited}', '{name} Visits {visited}'],
};
