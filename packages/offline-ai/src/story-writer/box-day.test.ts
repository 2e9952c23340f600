import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a thing made of a big cardboard box', () => {
  it.each([
    ['Sam builds a rocket out of cardboard boxes', 'rocket', /blast off|to the moon/],
    ['The cardboard box that became a pirate ship', 'pirate ship', /living room sea|Treasure Island/],
    ['Mia turns a big box into a castle', 'castle', /paper crown|drawbridge/],
    ['Leo makes a car from a cardboard box', 'car', /drove|Beep, beep/],
    ['A trip to the moon in a cardboard rocket', 'rocket', /blast off|to the moon|take-off/i],
  ])('%s: cut and taped at home, a trouble of card and tape put right, then played in', (prompt, noun, play) => {
    const texts = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const s = story(prompt, seed);
      expect(s.plan.homeDay?.id).toBe('box');
      expect(s.plan.setting).toBe('home');
      expect(s.plan.hero.kind.human).toBe(true);
      const text = s.paragraphs.join(' ');
      expect(s.paragraphs[0]).toMatch(/cardboard box|empty box/);
      expect(s.paragraphs[0]).toMatch(new RegExp(`(?:make|going to be) a ${noun}[!,]"`));
      expect(text).toMatch(/\b(?:cut|taped|tied|stuck|rolled|lined up|folded|drew|made|painted)\b/);
      expect(text).toMatch(play);
      // (Never planks and nails, nor a stick to prop it up; never a wish to build it once it is built.)
      expect(text).not.toMatch(/\b(?:planks?|nails?|hammer|strong stick|propped)\b/i);
      expect(s.paragraphs.slice(4).join(' ')).not.toMatch(/\bwant(?:ed)? to (?:build|make)\b/);
      expect(s.title).toMatch(new RegExp(`(?:Cardboard|Box) ${noun.replace(/\b\w/g, (c) => c.toUpperCase())}$`));
      expect(s.tags).toContain(noun.replace(/\s+/g, ''));
      texts.add(text);
    }
    expect(texts.size).toBeGreaterThan(1);
  });

  it('keeps the idea’s own child, and makes a box with nothing named into something by seed', () => {
    expect(story('Sam builds a rocket out of cardboard boxes', 1).paragraphs[0]).toMatch(/\bSam\b/);
    const made = new Set([1, 2, 3, 4, 5, 6].map((seed) => story('A big empty box', seed).plan.goal.phrase));
    expect(made.size).toBeGreaterThan(1);
    for (const goal of made) expect(goal).toMatch(/^build a box /);
  });

  it('has a grown-up help, a brother who came along make it too, and Grandpa help the child he helps', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = story('Mia and her brother build a train out of boxes', seed);
      expect(s.plan.hero.name).toBe('Mia');
      expect(['mum', 'dad', 'grandma', 'grandpa']).toContain(s.plan.guide.kind.word);
      // (What the brother does is done while it is made: never holding the tape at bedtime.)
      expect(s.paragraphs.slice(4).join(' ')).not.toMatch(/held the (?:tape|card)|drew stars/);
    }
    const omar = story('Grandpa helps Omar make a cardboard house', 1);
    expect(omar.plan.hero.name).toBe('Omar');
    expect(omar.plan.guide.kind.word).toBe('grandpa');
  });

  it('leaves a cat that loves boxes, a lunch box and moving house to their own tellings', () => {
    expect(story('A cat who loves cardboard boxes', 1).plan.hero.kind.word).toBe('cat');
    expect(story('Ella forgets her lunch box', 1).plan.homeDay?.id).not.toBe('box');
    expect(story('Moving house: boxes everywhere', 1).plan.homeDay?.id).not.toBe('box');
  });
});
