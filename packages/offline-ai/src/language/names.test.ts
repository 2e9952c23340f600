import { describe, expect, it } from 'vitest';
import { pronounOfName } from './names.js';
import { understandIdea } from './idea.js';

describe('a name says she or he', () => {
  it.each([
    ['Amira', 'she'],
    ['Nadia', 'she'],
    ['Maryam', 'she'],
    ['Siobhan', 'she'],
    ['Rhys', 'he'],
    ['Dylan', 'he'],
    ['Bilal', 'he'],
    ['Oisin', 'he'],
  ] as const)('%s is %s', (name, pronoun) => {
    expect(pronounOfName(name)).toBe(pronoun);
  });

  it('a hero named as parents type it is told with that pronoun, never "they"', () => {
    expect(understandIdea('Amira wants to be a singer').hero?.pronoun).toBe('she');
    expect(understandIdea('Rhys builds a den').hero?.pronoun).toBe('he');
  });
});

describe('a capitalised word that is no name', () => {
  it.each(['Minibeast hunt in the garden', 'Minibeasts in the garden'])('%s has no hero called Minibeast', (idea) => {
    expect(understandIdea(idea).hero?.name ?? null).toBeNull();
  });
});
