import { describe, expect, it } from 'vitest';
import { encodeBookLook } from '../book-look.js';
import { readPrompt } from '../hero/prompt-look.js';
import { pageLook } from '../hero/book.js';
import { readScene } from './read-scene.js';

describe('a ladybird with no spots', () => {
  it('has none on the first page nor on the pages after it', () => {
    const prompt = readPrompt('A ladybird with no spots');
    expect(prompt.parts.spots).toBe('none');
    expect(readPrompt('A zebra without stripes').parts.stripes).toBe('none');
    expect(readPrompt('A ladybird with purple spots').parts.spots).toMatch(/^#/);
    const book = { paragraph: 'Clover was a little ladybird.', visualPrompt: 'A ladybird with no spots', seed: 1 };
    const first = pageLook({ ...book, style: 'pixar', avatar: null, prompt });
    expect(first.look.hero.parts?.spots).toBe('none');
    const token = encodeBookLook(first.look);
    const later = pageLook({ ...book, styleReference: { token, image: null }, avatar: null, prompt });
    expect(later.first).toBe(false);
    expect(later.look.hero.parts?.spots).toBe('none');
  });
  it('draws no icon for the spots or stripes a page talks of (no giraffe)', () => {
    for (const paragraph of [
      'All the other ladybirds had round black spots.',
      '"Where are your spots?" giggled the other ladybirds.',
      'The leopard had lots of spots and a spot on his nose.',
    ])
      expect(readScene(paragraph, { kind: 'child', name: null, fixed: false }).things.map((t) => t.icon)).toEqual([]);
  });
});
