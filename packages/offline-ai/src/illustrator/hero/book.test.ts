import { describe, expect, it } from 'vitest';
import { HAIR_COLOURS } from '../figures/person-look.js';
import { bookLookFor } from './book.js';

const look = (paragraph: string, visualPrompt = '') =>
  bookLookFor({ paragraph, visualPrompt, style: 'ghibli', avatar: null, seed: 1 }).hero.person!;

describe('a hero whose name says how she looks', () => {
  it('gives Goldilocks golden hair unless the visual prompt names another', () => {
    expect(look('Not far away lived a girl called Goldilocks.').hair).toBe(HAIR_COLOURS.blonde);
    expect(look('Goldilocks ran into the woods.', 'a girl with black hair').hair).toBe(HAIR_COLOURS.black);
  });

  it('puts Little Red Riding Hood in a red cape', () => {
    const red = look('Everyone called her Little Red Riding Hood.');
    expect(red.extras).toContain('cape');
    expect(red.extraColour).toBe('#c62828');
  });
});
