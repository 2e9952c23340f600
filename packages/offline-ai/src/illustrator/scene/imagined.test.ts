import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const mochi: HeroCue = { kind: 'frog', name: 'Mochi', fixed: true };
const drawn = (paragraph: string) => readScene(paragraph, mochi).characters.map((c) => c.kind);

describe('one only imagined is not drawn', () => {
  it.each([
    'So Mochi tried to be a prince. He bowed and waved, just like a prince.',
    '"A true prince is kind and brave," said the knight.',
    'Mochi waded in and pulled the duckling free, as brave as any prince!',
  ])('%s', (paragraph) => {
    expect(drawn(paragraph)).not.toContain('prince');
    expect(drawn(paragraph)[0]).toBe('frog');
  });

  it('nor one cried for, who is not there', () => {
    expect(drawn('Then a little duckling got stuck in the reeds, crying for its mother.')).toEqual(['frog', 'duck']);
  });

  it('while one who is there with the hero is', () => {
    expect(drawn('Mochi bowed to the prince, and the prince bowed back.')).toContain('prince');
  });
});
