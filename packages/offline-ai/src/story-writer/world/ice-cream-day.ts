/**
 * A child's ice cream ('Amy loves ice cream', 'Ice cream day', 'Leo wants an ice cream'): the ice cream van's jingle in
 * the park, a flavour chosen, a trouble of ice cream (the scoop plops off the cone, it melts and drips, the van drives
 * off), put right, and the last lick on a bench. Never a quest to the forest to 'enjoy ice cream'.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

export const ICE_CREAM_DAY: HomeDay = {
  id: 'ice-cream',
  at: { setting: 'park', name: 'the park' },
  goal: /^get an ice cream$/,
  family: true,
  noLesson: true,
  tag: 'icecream',
  words: ['ice cream', 'cone', 'van', 'scoop', 'flavour', 'lick'],
  sights: ['the ice cream van', 'a tall cone', 'a row of flavours', 'a park bench', 'a sunny path'],
  start: [
    'It was a hot, sunny day in the park. Then {hero} heard a jingle. The ice cream van!',
    'Ding-a-ling! The ice cream van drove into the park, playing its tune.',
  ],
  wish: ['"Please can I have an ice cream?" begged {hero}.', '"Ice cream!" shouted {hero}, and ran to the van.'],
  doings: [
    '{Hero} looked at all the flavours. Strawberry? Chocolate? Mint?',
    '{Hero} stood on tiptoe to see the row of flavours in the ice cream van.',
  ],
  doingsAfter: [
    '{Hero} licked round and round the cone, very fast.',
    '{Hero} sat on a bench with {their} ice cream. Lick, lick, lick!',
  ],
  troubles: [
    {
      event: 'Plop! The scoop of ice cream fell off the cone, onto the grass.',
      fix: 'The ice cream man smiled, and gave {hero} a new scoop for free.',
    },
    {
      event: 'But the sun was so hot that the ice cream melted. It dripped down {heroS} arm!',
      fix: '{GuideFull} wrapped a napkin round the cone. {Hero} licked the drips, quick as a cat.',
      named: /\b(?:melt|melts|melted|melting|drip|drips|dripped|hot)\b/i,
    },
    {
      event: 'But while {hero} ran for {their} coins, the ice cream van started to drive away!',
      fix: '{Hero} and {GuideFull} waved and called. The van stopped, just in time.',
    },
  ],
  high: [
    '{Hero} chose strawberry, with sprinkles on top. It was the best ice cream ever!',
    '{Hero} had a chocolate ice cream, with a flake stuck in the top!',
  ],
  evening: [
    'That night, {hero} dreamed of ice cream as tall as a house.',
    'At bedtime, {hero} could still taste the ice cream. "Yum," {they} whispered.',
  ],
  help: 'came too, with a purse full of coins.',
  upset: ['"Oh no!" cried {hero}.', '{HeroS} lip wobbled.'],
  cheered: ['{Hero} grinned from ear to ear.', '"Thank you!" said {hero}.'],
  thought: ['{Hero} could not wait for the first lick.', 'Which flavour would {hero} choose?'],
  thoughtAfter: ['{Hero} licked every last drop.'],
  titles: ["{name}'s Ice Cream", 'Ding-a-ling! Ice Cream!', '{name} and the Ice Cream Van'],
};
