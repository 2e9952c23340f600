import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const write = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** A parent who lost its little one, the little one's word, and where it is snug again at the end. */
const IDEAS: readonly (readonly [string, string, RegExp])[] = [
  ['A kangaroo who lost her joey', 'joey', /\bpouch\b/],
  ['A mother duck who lost her duckling', 'duckling', /\bwing\b/],
  ['A hen who lost her chick', 'chick', /\b(?:wing|feathers)\b/],
];

describe('a parent who lost its little one', () => {
  for (const [prompt, young, snug] of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): searches with a friend, finds the ${young} hiding, and cuddles at bedtime`, () => {
        const { paragraphs, plan } = write(prompt, seed);
        expect(plan.lifeCycle?.id).toBe(`lost-${young}`);
        const text = paragraphs.join(' ');
        // The little one is never 'it', and never a thing found on a quest.
        expect(text).not.toMatch(/\b(?:find|found|finding) it\b|\bit at last\b|big dream/i);
        expect(paragraphs[0]).toMatch(new RegExp(`\\b${young}\\b`));
        // A friend of the place helps, little prints lead to where it hides, and what it followed away.
        expect(paragraphs.slice(1, 3).join(' ')).toContain(`said ${plan.guide.name}`);
        expect(paragraphs[2]).toMatch(/\bprints\b|footprints/);
        expect(paragraphs[3]).toMatch(/"I followed /);
        expect(paragraphs[4]).toMatch(/\bhugged\b|\bhug\b/);
        expect(paragraphs[5]).toMatch(snug);
        expect(paragraphs[5]).toMatch(/\bcuddle\b/);
        // ('Mother Duck the duck' says the kind twice.)
        expect(text).not.toMatch(/Mother Duck the duck/);
      });

  it('a kangaroo’s story teaches about the pouch', () => {
    const { paragraphs, plan } = write('A kangaroo who lost her joey', 1);
    expect(plan.topic?.id).toBe('kangaroos');
    expect(paragraphs.join(' ')).toContain('pouch');
  });

  it('is no telling for a kangaroo or a bee with nothing lost or made', () => {
    for (const prompt of ['A kangaroo who loves to jump', 'A little bee', 'A duck at the pond'])
      expect(write(prompt, 1).plan.lifeCycle, prompt).toBeUndefined();
  });
});
