import { describe, expect, it } from 'vitest';
import { writeStory } from './story-writer.js';

const IDEAS = [
  'A kitten gets lost in the big city',
  'A puppy finds the way home',
  'A little bear is lost in the forest',
  'A duckling loses its way at the pond',
  'A boy gets lost at the zoo',
  'A girl wanders off at the market',
  'A little penguin gets lost on the beach',
];

const story = (prompt: string, seed: number) => writeStory({ prompt, paragraphs: 6, seed }).paragraphs;
const count = (text: string, phrase: RegExp) => text.match(phrase)?.length ?? 0;

describe('a hero who gets lost', () => {
  for (const prompt of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): wanders off, is helped, and is brought back to the family`, () => {
        const paragraphs = story(prompt, seed);
        const text = paragraphs.join('\n');
        // Lost early on, never packing for a trip to find the way home.
        expect(text).not.toMatch(/packed for the trip/);
        expect(paragraphs.slice(0, 2).join(' ')).toMatch(/\b(?:nowhere to be seen|was gone|Where (?:is|was) (?:Mum|Dad))\b/);
        // Someone of the place helps.
        expect(paragraphs.slice(2, 5).join(' ')).toMatch(/\bare you lost\b/i);
        // The one missed, or home, is reached near the end.
        expect(paragraphs.slice(4).join(' ')).toMatch(/\bThere you are\b/);
        // The wish is said as a child would, not pasted in full again and again.
        expect(count(text, /\bfind(?:ing)? the way home\b/gi)).toBeLessThanOrEqual(2);
      });

  it('a child tells the grown-up’s name and stays put, as a parent would want told', () => {
    const text = story('A girl wanders off at the market', 1).join(' ');
    expect(text).toMatch(/my (?:mum|dad) is called \w+/);
    expect(text).toMatch(/stay put and ask for help/);
  });

  it('a creature lost where it lives is brought home to its den or nest', () => {
    expect(story('A little bear is lost in the forest', 1).at(-1)).toMatch(/\bden\b/);
    expect(story('A duckling loses its way at the pond', 1).at(-1)).toMatch(/\bnest\b/);
  });

  it('a puppy lost from home wanders out into the park, and is home again at the end', () => {
    const paragraphs = story('A puppy finds the way home', 1);
    expect(paragraphs.slice(0, 2).join(' ')).toMatch(/\bpark\b/);
    expect(paragraphs.join(' ')).not.toMatch(/top shelf/);
    expect(paragraphs.at(-1)).toMatch(/\bhome\b/);
  });
});
