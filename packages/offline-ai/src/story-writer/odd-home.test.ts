import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { ODD_HOMES } from './world/odd-homes.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a creature that lives in a thing ("A mouse who lives in a shoe")', () => {
  it.each([
    ['A mouse who lives in a shoe', 'shoe', 'garden'],
    ['A frog who lives in a teapot', 'teapot', 'garden'],
    ['The beetle who made a home in a boot', 'boot', 'garden'],
    ['A little snail who lives in an old welly boot', 'boot', 'garden'],
    ['The mouse who lived in a grandfather clock', 'clock', 'home'],
    ['A spider who lives in a hat', 'hat', 'home'],
    ['A ladybird living in a teacup', 'teacup', 'garden'],
    ['A hedgehog who lives in an old kettle', 'kettle', 'garden'],
  ])('%s: the home made cosy, a trouble of that home put right, the night in it', (prompt, noun, setting) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const home = ODD_HOMES.find((h) => h.noun === noun)!;
      expect(plan.oddHome?.noun, at).toBe(noun);
      expect(plan.setting, at).toBe(setting);
      expect(title.toLowerCase(), at).toContain(noun);
      // The home is in every paragraph, never pasted in as a thing thought of on the way up a hill.
      for (const paragraph of paragraphs) expect(paragraph, at).toContain(noun);
      const text = paragraphs.join(' ');
      expect(text, at).not.toMatch(/reach the top|biggest sunflower|thought of the \w+ again|never far from|explore/);
      // One of the home's own troubles is told, and put right.
      const trouble = home.troubles.find((t) => text.includes(t.worry.split('"')[1]!));
      expect(trouble, text).toBeDefined();
      expect(paragraphs[4], at).toMatch(/safe in|saving/);
      expect(paragraphs[5], at).toMatch(/asleep|snug/);
    }
  });

  it('a wish of its own is that wish, and a person or a shoe box is no such home', () => {
    expect(told('A mouse who lives in a shoe wants to see the sea', 1).plan.oddHome).toBeUndefined();
    expect(told('A girl who lives in a castle', 1).plan.oddHome).toBeUndefined();
    expect(told('A mouse who lives in a shoe box', 1).plan.oddHome).toBeUndefined();
    expect(told('A fox who lives in the forest', 1).plan.oddHome).toBeUndefined();
  });

  it('a home the idea puts somewhere else is told there: no garden, no rain through the roof indoors', () => {
    for (const [prompt, place] of [
      ['A mouse who lives in a teapot in the kitchen', 'kitchen'],
      ['A spider who lives in a boot in the bedroom', 'bedroom'],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.setting, text).toBe(place);
        expect(paragraphs[0], text).toContain(`in the ${place}`);
        expect(text).not.toMatch(/\b(?:garden|gardener|hedge|rose bush|rain)\b/i);
      }
  });
});
