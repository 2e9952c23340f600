import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe("a naughty pet's day ('The naughty puppy')", () => {
  it.each([
    [
      'The naughty puppy',
      'puppy',
      /\b(?:slipper|washing|bin|postman|sausage|flowers|muddy paws)\b/,
      /\b(?:Sit|chew toy|sit and wait)\b/,
    ],
    [
      'Biscuit the cheeky puppy',
      'puppy',
      /\b(?:slipper|washing|bin|postman|sausage|flowers|muddy paws)\b/,
      /\b(?:Sit|chew toy|sit and wait)\b/,
    ],
    [
      'A cheeky little dog called Max',
      'dog',
      /\b(?:slipper|washing|bin|postman|sausage|flowers|muddy paws)\b/,
      /\b(?:Sit|chew toy|sit and wait)\b/,
    ],
    [
      'A naughty kitten',
      'kitten',
      /\b(?:toilet roll|cup|plant pot|curtains|sofa|fish|paint)\b/,
      /\b(?:scratching post|toy mouse|treat tin)\b/,
    ],
    [
      'The mischievous kitten',
      'kitten',
      /\b(?:toilet roll|cup|plant pot|curtains|sofa|fish|paint)\b/,
      /\b(?:scratching post|toy mouse|treat tin)\b/,
    ],
    [
      'A naughty hamster',
      'hamster',
      /\b(?:cheeks|cardboard tube|wheel|food|cage door|cereal box|charger)\b/,
      /\b(?:chew block|maze|cage door|seed)\b/,
    ],
    [
      'Benny the rabbit is very naughty',
      'rabbit',
      /\b(?:cardboard box|rug|hole in the lawn|lettuces|lamp wire|run|tunnel)\b/,
      /\b(?:willow stick|soil|food bowl|carrot|rug)\b/,
    ],
    [
      'A cheeky guinea pig',
      'guinea pig',
      /\b(?:cardboard box|rug|lettuces|lamp wire|run)\b/,
      /\b(?:willow stick|food bowl|carrot|rug)\b/,
    ],
  ])('%s: its mischief, the family patient, what it learns, loved just the same', (prompt, kind, mischief, learns) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      // The pet is its own hero, at home with Mum or Dad: no den built, no lesson on dogs.
      expect(plan.hero.kind.word, at).toBe(kind);
      expect(plan.homeDay?.id, at).toBe('mischief');
      expect(plan.setting, at).toBe('home');
      expect(['mum', 'dad'], at).toContain(plan.guide.kind.word);
      expect(plan.educational, at).toBe(false);
      expect(paragraphs.slice(1, 3).join(' '), at).toMatch(mischief);
      expect(paragraphs.slice(3, 5).join(' '), at).toMatch(learns);
      expect(paragraphs[5], at).toMatch(/\blove you\b/);
      expect(text, at).not.toMatch(/\b(?:den|You did it)\b/);
      expect(tags, at).not.toContain('adventure');
    }
  });

  it('a guinea pig never digs; a hamster is never put in a basket', () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(told('A naughty guinea pig', seed).paragraphs.join(' ')).not.toMatch(/\b(?:dig|dug)\b/);
      expect(told('A naughty hamster', seed).paragraphs.join(' ')).not.toMatch(/\bbasket\b/);
    }
  });

  it('a naughty dragon, with no pet day of its own, is told as before', () => {
    expect(told('The naughty dragon', 1).plan.homeDay).toBeUndefined();
  });
});
