/**
 * A balloon let go of ('Lily's lost balloon', 'The balloon that floated away', 'Sam lets go of his balloon'): a day in
 * the park with a balloon on a string, the string slips and it floats up over the houses, a grown-up of the family is
 * kind about it (a hug, a new balloon tied to the wrist), the balloon's own journey is imagined (past a bird, over the
 * school, caught on a weathervane) and someone far away finds it. Never a search in the sky, never found again.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {theHero}, {GuideFull} (the grown-up).
 */
import type { HomeDay } from './home-days.js';

/** The day told where the balloon is had: its place, what there is to see, how it begins and what is done there. */
const balloonDay = (
  at: HomeDay['at'],
  sights: readonly string[],
  start: readonly string[],
  doings: readonly string[],
): HomeDay => ({
  id: 'balloon',
  at,
  goal: /^hold on to \{their\} balloon$/,
  family: true,
  noLesson: true,
  tag: 'balloon',
  words: ['balloon', 'string', 'floated', 'float', 'sky'],
  sights,
  start,
  wish: ['"I will hold it tight all day," said {hero}.', '"It is the best balloon in the world," {hero} said proudly.'],
  doings,
  doingsAfter: ['Then {GuideFull} tied the new string round {heroS} wrist, in a snug little bow.'],
  troubles: [
    {
      event: '{Hero} reached out for a treat. The string slipped out of {their} hand!',
      fix: '{GuideFull} gave {hero} a big hug. Then {GuideFull} bought a new balloon, a yellow one.',
    },
    {
      event: 'Then the wind gave a big tug. The string slipped through {heroS} fingers!',
      fix: '{GuideFull} gave {hero} a big hug. "Shall we get a new one?" Soon {hero} had a yellow balloon.',
    },
  ],
  high: [
    'That evening, by the window, {hero} pictured the red balloon far away. It floated past a surprised bird.',
    'That evening, by the window, {hero} pictured it drifting over the houses. Its string caught on a weathervane.',
  ],
  evening: [
    'At bedtime, {hero} tied the yellow balloon to {their} bed. "You stay right here," {they} said, smiling.',
    'That night, in bed, {hero} looked out at the stars. "Goodnight, balloon, wherever you are," {they} whispered.',
  ],
  help: 'walked beside {them}, holding {their} other hand.',
  upset: [
    '"Come back!" cried {hero}, as the balloon sailed over the trees and the houses.',
    '{Hero} watched it go, smaller and smaller. A big tear rolled down {their} cheek.',
  ],
  cheered: ['{Hero} sniffed, then waved up at the sky. "Bye-bye, balloon!"', '{Hero} wiped {their} eyes and smiled a little.'],
  thought: ['The balloon bobbed and tugged on its string.', 'It shone red against the blue sky.'],
  thoughtAfter: ['{Hero} wondered where the red balloon would land.', 'Maybe a bird was saying hello to it now.'],
  titles: ['The Red Balloon', "{name}'s Runaway Balloon"],
});

export const BALLOON_DAYS: readonly HomeDay[] = [
  balloonDay(
    { setting: 'park', name: 'the park' },
    ['a red balloon on a string', 'the ice cream van', 'the duck pond', 'the swings', 'tall trees', 'the bandstand'],
    [
      'It was a sunny day in the park. {Hero} had a shiny red balloon on a string.',
      '{Hero} skipped into the park, holding a big red balloon. It bobbed above {their} head like a little moon.',
    ],
    [
      '{Hero} showed the balloon to the ducks on the pond. "Quack!" said the ducks.',
      '{Hero} skipped past the ice cream van. The balloon bobbed along behind {them}.',
      '{Hero} ran round the bandstand. The red balloon danced on its string.',
    ],
  ),
  balloonDay(
    { setting: 'fair', name: 'the fair' },
    [
      'a red balloon on a string',
      'a twinkling carousel',
      'a big wheel lit with lights',
      'a stall of candyfloss',
      'strings of coloured bunting',
    ],
    [
      'Music tinkled at the fair. {Hero} had a shiny red balloon on a string.',
      '{Hero} skipped into the fair, holding a big red balloon. It bobbed above {their} head like a little moon.',
    ],
    [
      '{Hero} watched the carousel go round and round. The balloon bobbed above {them}.',
      '{Hero} skipped past the candyfloss stall. The balloon bobbed along behind {them}.',
      '{Hero} waved up at the big wheel. The red balloon danced on its string.',
    ],
  ),
];
