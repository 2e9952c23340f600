import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { readPrompt } from '../illustrator/hero/prompt-look.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a minibeast hunt', () => {
  it.each(['Minibeast hunt in the garden', 'Leo goes on a bug hunt with Grandpa', 'Looking for creepy crawlies'])(
    '%s: a child in the garden with a magnifying glass, minibeasts found and put back',
    (prompt) => {
      const texts = new Set<string>();
      for (const seed of [1, 2, 3, 4]) {
        const s = story(prompt, seed);
        expect(s.plan.homeDay?.id).toBe('minibeasts');
        expect(s.plan.setting).toBe('garden');
        expect(s.plan.hero.kind.human).toBe(true);
        expect(s.plan.hero.name).not.toMatch(/minibeast|bug/i);
        const text = s.paragraphs.join(' ');
        expect(text).toMatch(/magnifying glass/);
        expect(text).toMatch(/woodlice|ladybird|worm|snail/);
        expect(text).toMatch(/back where it was found|let every minibeast go/);
        expect(text).not.toMatch(/explore the garden/);
        expect(s.tags).toContain('minibeasts');
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(1);
    },
  );

  it('draws no child called Minibeast: the page says whose hunt it is', () => {
    expect(readPrompt('Minibeast hunt in the garden').kind).toBeNull();
  });

  it('keeps the idea’s own child and helper', () => {
    const s = story('Leo goes on a bug hunt with Grandpa', 1);
    expect(s.plan.hero.name).toBe('Leo');
    expect(s.paragraphs.join(' ')).toMatch(/\bGrandpa\b/);
  });
});
