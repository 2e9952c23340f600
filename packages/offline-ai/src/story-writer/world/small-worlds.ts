/**
 * A tiny garden creature who wants to see the world ('A worm who wants to see the world'): its world is small, so the
 * garden is big. It climbs the flower pot and the garden wall, each a little higher, falls back, and a bird carries it
 * up on its back to see the garden, the houses and the hills far away; home again, its own patch feels part of it all.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {GuideFull} (the bird).
 */
import type { HomeDay } from './home-days.js';

export const SMALL_WORLD: HomeDay = {
  id: 'small-world',
  creature: true,
  at: { setting: 'garden', name: 'the garden' },
  goal: /^see the big wide world$/,
  helpers: ['robin'],
  noLesson: true,
  words: ['world', 'garden', 'high', 'wall', 'flower pot', 'up', 'below'],
  sights: ['a tall flower pot', 'the old garden wall', 'a flat grey stone', 'a green watering can', 'a row of tall sunflowers'],
  start: [
    '{Hero} lived under a flat grey stone at the bottom of the garden. All {they} ever saw was soil.',
    'Every day, {hero} saw the same damp soil and the same old stones. The world felt very small.',
  ],
  wish: [
    '"What is out there?" wondered {hero}. "I want to see the big wide world!"',
    'One morning, {hero} peeped out from under the stone. "I want to see the world," {they} said.',
  ],
  doings: [
    'First, {hero} climbed all the way up the flower pot. The lawn looked as big as a field!',
    'First, {hero} climbed up the watering can, slowly, slowly. From the top, the flowers looked like trees!',
    'First, {hero} climbed a tall sunflower stalk. The garden path looked as long as a road!',
  ],
  doingsAfter: ['Up, up they flew, over the garden wall! Below, the houses looked like little boxes.'],
  troubles: [
    {
      event: 'Next, {hero} tried to climb the garden wall. But it was too high, and {they} slid down. Bump!',
      fix: '{GuideFull} fluttered down beside {hero}. "Climb on my back," the bird chirped. "Hold on tight!"',
    },
    {
      event: 'Next, {hero} set off up the garden wall. Then a raindrop splashed down, and {they} tumbled into the grass!',
      fix: '{GuideFull} hopped over and shook the rain off. "Climb on my back," the bird said. "I will show you."',
    },
  ],
  high: [
    '{Hero} rode high in the sky on the bird’s back. Far below were rooftops, a river and green hills.',
    'Up in the sky on the bird’s back, {hero} saw the whole wide world! It was so big.',
  ],
  evening: [
    'That night, {hero} curled up under {their} stone. "The world is big," {they} whispered, "and my garden is in it."',
    'Back home under the stone, {hero} smiled a sleepy smile. The garden was part of the big wide world.',
  ],
  help: 'hopped along beside {them}, chirping.',
  upset: ['"I will never see the world," sighed {hero}.', '{Hero} lay in the grass, wet and sad.'],
  cheered: ['"Thank you!" said {hero}, and held on tight.', '{Hero} felt brave and happy again.'],
  thought: ['The garden was much bigger than {hero} had thought.', 'Everything looked so tall from down below.'],
  thoughtAfter: ['Everything looked tiny from up high.', 'What a big, wonderful world it was!'],
  titles: ['{name} Sees the World', 'The Big Wide World'],
};
