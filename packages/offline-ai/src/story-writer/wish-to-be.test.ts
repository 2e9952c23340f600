import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a creature that wishes it were what it is not ("A mouse who wants to be tall")', () => {
  it.each([
    ['A mouse who wants to be tall', 'tall', /small/i],
    ['A penguin who wants to be warm', 'warm', /huddle/],
    ['A little dragon who wants to be scary', 'scary', /kind|hug|laughed/],
    ['A tiger who wants to be quiet', 'quiet', /loud|shout/],
    ['An elephant who wants to be small', 'small', /big|carried|reached/],
    ['A bunny who wished she was bigger', 'big', /small|size/i],
    ['A tiny ant who wants to be strong', 'strong', /together|clever|way round|lift/],
    ['A shy owl who wants to be loud', 'loud', /quiet|soft|bell|whistle/],
    ['A frog who wants to be a prince', 'a prince', /kind|brave|crown/],
    ['A mouse who wants to be a princess', 'a princess', /kind|brave|crown/],
  ])('%s: tries that go wrong, a friend, and how it comes right', (prompt, word, right) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const text = paragraphs.join('\n');
      const at = `${prompt} (seed ${seed}): ${text}`;
      expect(plan.wishToBe?.word, at).toBe(word);
      expect(title, at).toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      expect(paragraphs[0], at).toMatch(new RegExp(`"(?:I wish I were|If only I were) ${word}`));
      // Never the stock quest: no wish 'being warm' while the ice cracks, no cheering that it 'was tall'.
      expect(text, at).not.toMatch(/\bwhile \w+ (?:the \w+ )?was being\b|\bYou were \w+!|full of hope|\bbeing \w+ at last\b/);
      expect(paragraphs[2], at).toContain(plan.guide.name);
      expect(paragraphs.slice(3).join(' '), at).toMatch(right);
      expect(paragraphs[5], at).toMatch(/asleep|curled up|slept|goodnight|dreamed/);
    }
  });

  it('one who wishes to be a prince is he, a princess she, as the old tales tell them', () => {
    for (const seed of [1, 2, 3]) {
      expect(told('A frog who wants to be a prince', seed).plan.hero.pronoun).toBe('he');
      expect(told('A mouse who wants to be a princess', seed).plan.hero.pronoun).toBe('she');
    }
  });

  it('a creature that is so already, a child, or a wish to be fast or brave keeps its own telling', () => {
    expect(told('A giraffe who wants to be tall', 1).plan.wishToBe).toBeUndefined();
    expect(told('A snowman who wants to be warm', 1).plan.wishToBe).toBeUndefined();
    expect(told('Ava wants to be tall', 1).plan.wishToBe).toBeUndefined();
    expect(told('A snail who wants to be fast', 1).plan.wishToBe).toBeUndefined();
    expect(told('A shy turtle who wants to be brave', 1).plan.wishToBe).toBeUndefined();
    expect(told("A dragon who doesn't want to be scary", 1).plan.wishToBe).toBeUndefined();
  });
});
