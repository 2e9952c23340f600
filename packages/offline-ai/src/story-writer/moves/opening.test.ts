import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from '../story-writer.js';

// A hero known by everyone at a place lives there, so a story that then sets off for that place
// contradicts itself ('Everyone on the farm knew Sparky' ... 'she set off for the farm').
describe('a hero on the way to a place is not already known there', () => {
  const ideas = [
    'A bee who helps on the farm',
    'A little robot who wants to visit the seaside',
    'A baby dragon who wants to see the castle',
    'Pip the puppy wants to go to the park',
    'A hedgehog who wants to visit the zoo',
    'A tractor called Tug goes to the market',
    'A kitten called Mochi wants to see the beach',
  ];
  it.each(ideas)('%s', (prompt) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { paragraphs } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = paragraphs.join(' ');
      const known = /\b(?:Everyone|who lived|not a very fierce one, who lived) (?:on|in|at|by|near) (the [a-z ]+?)[,. ]/.exec(
        paragraphs[0]!,
      );
      if (!known) continue;
      const place = known[1]!.replace(/^the /, '');
      expect(text, `seed ${seed}: ${paragraphs[0]}`).not.toMatch(
        new RegExp(`\\b(?:set off for|reached|went to|made (?:his|her|its|their) way to) the ${place}\\b`),
      );
    }
  });
});
