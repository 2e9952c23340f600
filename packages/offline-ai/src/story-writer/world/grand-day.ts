/**
 * A day at a grandparent's house ('Noor visits Grandma', 'A day at Grandpa's', 'Sam loves his grandma'), told as a
 * day out is (day-out.ts) with {family} the grandparent: arriving to a hug, the house's own fun (biscuits baked, old
 * photos, the dressing-up box, the garden), a small trouble of the house put right (the glasses on top of the head),
 * the best bit, and going home. Never a quest through the woods 'to visit Grandma'.
 * Lines say no pronoun for the grandparent: 'Grandma' or 'Grandpa' is said by name, and two together
 * ('Grandma and Grandpa') as one.
 */
import type { DayOut } from './days-out.js';

export const GRAND_DAY: DayOut = {
  words: ['house', 'garden', 'kitchen', 'biscuits', 'hug', 'photos', 'story', 'home'],
  setOff: [
    '{Time}, {hero} was off to {familyS} house for the whole day!',
    '{Time}, {hero} rang the bell at {familyS} house. Ding-dong!',
    '{Time}, {hero} knocked on {familyS} front door. Knock, knock!',
  ],
  loved: 'days with you',
  hopes: [
    ['bake biscuits with {family}', 0],
    ['pick strawberries with {family}', 1],
    ['look at {familyS} old photos', 2],
    ['dress up in {familyS} old hats', 3],
    ['hear one of {familyS} stories', 4],
  ],
  arrive: [
    '{Family} opened the door with a great big hug. The house smelled of warm toast.',
    '{Family} came to the door, waving. "There’s my favourite visitor!"',
    '{Family} flung open the door. "Come in, come in!" The kettle was already singing.',
  ],
  fun: [
    '{Hero} and {family} baked biscuits in the warm kitchen. {Hero} got to lick the spoon!',
    'In the garden, {hero} and {family} picked fat red strawberries. One for the bowl, one for {hero}!',
    '{Family} got out a box of old photos. "Is that really you?" {hero} giggled.',
    '{Hero} tried on a big floppy hat from the dressing-up box. {Family} laughed and laughed.',
    '{Family} told {hero} a story in the big squashy chair, all about long ago.',
    '{Hero} and {family} fed the birds. A robin hopped right up to the window!',
  ],
  troubles: [
    {
      event: 'Then {family} could not find the glasses anywhere. "Can you help me look, {hero}?"',
      fix: '{Hero} looked and looked. There they were, on top of {familyS} head! Everyone laughed.',
      alone: true,
    },
    {
      event: 'Then it began to pour with rain. "We can’t go in the garden now, {family}!" said {hero}.',
      fix: 'So {hero} and {family} built a den under the table, with blankets and a torch.',
    },
    {
      event: 'Then a smell of burning came from the kitchen. "The biscuits, {hero}!" cried {family}.',
      fix: 'They were only a little brown at the edges. "Extra crunchy!" laughed {hero}.',
      needs: 0,
    },
    {
      event: 'Then {familyS} cat knocked the wool off a chair. It rolled all over the floor, past {hero}!',
      fix: '{Hero} and {family} wound the wool back up again, round and round and round.',
    },
  ],
  best: [
    'Best of all, {family} taught {hero} a song from long ago. They sang it together, twice!',
    'Best of all, {family} let {hero} choose a treat from the old biscuit tin.',
    'Best of all, {hero} and {family} had a cuddle in the big squashy chair.',
  ],
  leave: [
    '{Time}, it was time to go home. {Hero} gave {family} one last, extra-big hug.',
    '{Time}, {hero} waved and waved goodbye to {family}.',
  ],
  dreams: [
    'the warm biscuits',
    'the fat red strawberries',
    'the old photos',
    'the big floppy hat',
    'the story in the squashy chair',
    'the robin at the window',
    'the song from long ago',
    'the den under the table',
  ],
  titles: ['{owner} Day with {family}', '{name} Visits {family}', 'A Day at {familyS} House'],
};
