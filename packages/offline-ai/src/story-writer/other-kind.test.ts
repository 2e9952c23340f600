import { describe, expect, it } from 'vitest';
import { differenceOf } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';
import { KIND_LIVES } from './world/other-lives.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });
const SEEDS = [1, 2, 3];

describe('an animal who wishes it were another kind', () => {
  it.each([
    ['The cat who wanted to be a dog', 'dog'],
    ['A pig who wants to be a horse', 'horse'],
    ['A duck who wished he was a swan', 'swan'],
    ['Mittens the kitten wishes she was a puppy', 'puppy'],
  ])('%s: the idea says the kind it wishes it were', (idea, kind) => {
    expect(differenceOf(idea)).toEqual({ way: 'other', kind });
  });

  it.each(['A pumpkin who wants to be carved', 'A mouse who wants to be a knight'])('%s: no other animal', (idea) => {
    expect(differenceOf(idea)?.way).not.toBe('other');
  });

  it.each([
    ['The cat who wanted to be a dog', 'cat', 'dog', /"Mi-woof\?"/],
    ['A pig who wants to be a horse', 'pig', 'horse', /"Oi-neigh\?"/],
    ['A duck who wished he was a swan', 'duck', 'swan', /"Qua-hiss\?"/],
    ['A mouse who wants to be a lion', 'mouse', 'lion', /"Squ-ROAR\?"/],
  ])('%s: tries the other life, which does not suit, and is happy as it is', (prompt, own, other, mix) => {
    for (const seed of SEEDS) {
      const story = told(prompt, seed);
      const text = story.paragraphs.join(' ');
      const where = `${prompt} (seed ${seed})`;
      expect(story.plan.different?.way, where).toBe('other');
      // The one it wishes to be is in the story, by name, and watched at the start.
      expect(story.paragraphs[0], where).toMatch(new RegExp(`the ${other}\\b`));
      // Its call tried, mixed with its own.
      expect(text, where).toMatch(mix);
      // It does not suit; what is good about its own kind is said; it ends glad to be what it is.
      expect(text, where).toMatch(/doesn’t suit me|no good at being/);
      expect(text, where).toMatch(/things no \w+ can|things an? \w+ never could/);
      expect(story.paragraphs[5], where).toMatch(new RegExp(`(?:happy|glad) to be an? ${own}\\b`));
      // Never cheered as become the other kind.
      expect(text, where).not.toMatch(new RegExp(`You were an? ${other}|was an? ${other}!`));
      expect(story.title, where).not.toMatch(new RegExp(`Is an? ${other}`, 'i'));
    }
  });

  it('a mermaid who wants legs tries life on land with a girl, and is glad of her tail', () => {
    expect(differenceOf('A mermaid who wants legs')).toEqual({ way: 'other', kind: 'girl' });
    // (Walking on land is the same wish: never walked on land at last, nor a quest past a sunken ship.)
    for (const said of ['A mermaid who wants to walk on land', 'A mermaid who wishes she could walk on land'])
      expect(differenceOf(said), said).toEqual({ way: 'other', kind: 'girl' });
    for (const seed of SEEDS) {
      const story = told('A mermaid who wants legs', seed);
      const text = story.paragraphs.join(' ');
      const where = `seed ${seed}`;
      expect(story.plan.different?.way, where).toBe('other');
      expect(story.plan.setting, where).toBe('beach');
      expect(text, where).toMatch(/\b(?:sand|rock pool|rocks|waves?)\b/);
      expect(text, where).toMatch(/\btail\b/);
      expect(story.paragraphs[5], where).toMatch(/(?:happy|glad) to be a mermaid\b/);
      expect(text, where).not.toMatch(/got to get legs|getting legs at last/);
    }
    // A child who wishes it were an animal keeps its own telling.
    expect(told('A girl who wants to be a cat', 1).plan.different).toBeUndefined();
  });

  it('a mouse who wants to be a lion goes to the savanna, and frees the lion from a net, never a button under a cupboard', () => {
    for (const seed of SEEDS) {
      const story = told('A mouse who wants to be a lion', seed);
      expect(story.plan.setting).toBe('savanna');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/\bnet\b/);
      expect(text).not.toMatch(/\b(?:cupboard|crack in the floor|skirting)\b/);
    }
  });

  it('a pig goes to the farm, a duck to the pond, a cat stays home', () => {
    expect(told('A pig who wants to be a horse', 1).plan.setting).toBe('farm');
    expect(told('A duck who wished he was a swan', 1).plan.setting).toBe('pond');
    expect(told('The cat who wanted to be a dog', 1).plan.setting).toBe('home');
  });

  it('every kind has three tries of its life and lines short enough to keep', () => {
    for (const life of KIND_LIVES) {
      expect(life.tries.length, life.kinds[0]).toBeGreaterThanOrEqual(3);
      const lines = [...life.life, ...life.tries.flat(), ...life.good, ...life.shine.flat(), life.fact];
      for (const line of lines)
        for (const sentence of line.replace(/\{\w+\}/g, 'Sunny').split(/(?<=[.!?]["”]?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(15);
    }
  });
});
