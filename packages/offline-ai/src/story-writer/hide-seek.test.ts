import { describe, expect, it } from 'vitest';
import { readability } from './readability.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a game of hide and seek', () => {
  it.each([
    ['Oscar the octopus plays hide and seek', 'octopus', 'underwater'],
    ['Playing hide and seek with Grandpa', null, 'home'],
    ['Hide and seek in the garden', null, 'garden'],
    ["Mia's game of hide and seek", null, 'garden'],
    ['A bunny wants to play hide and seek', 'rabbit', 'meadow'],
    ['An elephant plays hide and seek', 'elephant', 'savanna'],
    ['A little mouse plays hide and seek with a big cat', 'mouse', null],
    ['Tom plays hide-and-seek in the park with his sister', null, 'park'],
  ])('%s: the count, the hero hidden and found, the hero seeks, the other found at last', (prompt, kind, setting) => {
    for (const seed of [1, 2, 3]) {
      const { plan, paragraphs, title } = told(prompt, seed);
      const at = `${prompt} [${seed}]`;
      expect(plan.hideSeek, at).toBeDefined();
      if (kind) expect(plan.hero.kind.word, at).toBe(kind);
      else expect(plan.hero.kind.human, at).toBe(true);
      if (setting) expect(plan.setting, at).toBe(setting);
      const friend = plan.friend!;
      expect(friend, at).not.toBeNull();
      const text = paragraphs.join(' ');
      expect(paragraphs[0], at).toMatch(/hide and seek|Ready or not/i);
      expect(paragraphs[0], at).toMatch(new RegExp(`${friend.name} shut \\w+ eyes and counted`));
      expect(paragraphs[1], at).toMatch(/\bhid (?:behind|under|in|inside|among|beside)\b/);
      expect(paragraphs[2], at).toMatch(/"Found you!" laughed/);
      expect(paragraphs[3], at).toMatch(/counted all the way to twenty/);
      expect(paragraphs[3], at).toMatch(/Not there either!/);
      expect(paragraphs[4], at).toContain(friend.name);
      expect(title, at).toMatch(/Hide and Seek|Found You/);
      // Never a wish 'to play hide', a place called the hide, a child called Playing, or a helper met on the way.
      expect(text, at).not.toMatch(/\bthe hide\b|\bplay hide\b(?! and)|\bPlaying\b|Hi there|big dream|\bknew (?:the|every)\b/);
      expect(readability(paragraphs).grade, at).toBeLessThanOrEqual(3.5);
    }
  });

  it('Grandpa plays with the child at home, and the other player of a named pair is the one named', () => {
    expect(told('Playing hide and seek with Grandpa', 1).plan.friend?.name).toBe('Grandpa');
    expect(told('Mia and Leo play hide and seek', 1).plan.friend?.name).toBe('Leo');
    expect(told('A little mouse plays hide and seek with a big cat', 1).plan.friend?.kind.word).toBe('cat');
  });

  it('gives away a hero far too big to hide by its size, never by a giggle', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs } = told('An elephant plays hide and seek', seed);
      expect(paragraphs[2]).toMatch(/far too big to hide/);
    }
    for (const seed of [1, 2, 3]) expect(told('A bunny wants to play hide and seek', seed).paragraphs[2]).not.toMatch(/too big/);
  });

  it('a hero who hides from something, not in a game, keeps its own telling', () => {
    expect(told('A shy tortoise hides in its shell', 1).plan.hideSeek).toBeUndefined();
  });
});
