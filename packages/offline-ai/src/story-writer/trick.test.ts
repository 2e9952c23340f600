import { describe, expect, it } from 'vitest';
import { sentencesOf } from './readability.js';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS } from './template.js';
import { KINDER, THREATS, TRICKS } from './world/tricks.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a trickster tale ("Anansi tricks the tiger")', () => {
  it.each([
    ['Anansi tricks the tiger', 'spider', 'tiger', 'Anansi'],
    ['A clever mouse tricks the fox', 'mouse', 'fox', null],
    ['The monkey and the crocodile', 'monkey', 'crocodile', null],
    ['Brer Rabbit tricks the fox', 'rabbit', 'fox', 'Brer Rabbit'],
    ['A little mouse outwits a hungry lion', 'mouse', 'lion', null],
  ])('%s: the threat, the trick set and fallen for, safe and laughing, the big one kinder', (prompt, small, big, name) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.trick?.big.word, at).toBe(big);
      expect(plan.hero.kind.word, at).toBe(small);
      if (name) expect(plan.hero.name, at).toBe(name);
      expect(title.toLowerCase(), at).toContain(big);
      expect(paragraphs[0], at).toMatch(new RegExp(`the ${big}`, 'i'));
      expect(paragraphs[4], at).toMatch(/laugh|giggle/);
      expect(paragraphs[5], at).toMatch(/sorry|kinder/);
      // Never a friend who shares a rock, nor 'a smart child' for Anansi, nor 'Brer Rabbit the rabbit'.
      expect(text, at).not.toMatch(/sunny rock|smart child|Maybe we can|Rabbit the rabbit|wanted to trick/);
    }
  });

  it('the monkey rides the crocodile, and is safe up the tree', () => {
    for (const seed of [1, 2]) {
      const text = told('The monkey and the crocodile', seed).paragraphs.join(' ');
      expect(text).toMatch(/Hop on my back/);
      expect(text).toMatch(/climb/);
    }
  });

  it.each([
    'A little mouse saves a lion',
    'A giraffe who wants to make friends with a tiny mouse',
    'Tom rescues a kitten stuck in a tree',
  ])('%s keeps its own telling', (prompt) => {
    for (const seed of [1, 2]) expect(told(prompt, seed).plan.trick).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    const lines = [
      ...TRICKS.flatMap((t) => [t.think, t.set, t.fall, t.safe, ...(t.threat ? [t.threat] : [])]),
      ...THREATS,
      ...KINDER,
    ];
    for (const line of lines)
      for (const sentence of sentencesOf(line.replace(/\{(?:big|Big|bigS)\}/g, 'Crocodile').replace(/\{\w+\}/g, 'Anansi')))
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(MAX_WORDS);
  });
});
