import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('toys that come alive at night', () => {
  it.each([
    ['A teddy bear who comes alive at night', 'teddy bear'],
    ['The toys come alive when everyone is asleep', 'teddy bear'],
    ['A toy soldier who comes to life', 'toy soldier'],
    ["Rosie's doll wakes up at midnight", 'doll'],
    ['What do my toys do at night?', 'teddy bear'],
    ['A rag doll who wants to be real', 'doll'],
  ])('%s: the child sleeps, the toys play and are back in place by morning', (prompt, toy) => {
    for (const seed of [1, 2, 3]) {
      const story = told(prompt, seed);
      expect(story.plan.homeDay?.id).toBe('toys');
      expect(story.plan.hero.kind.word).toBe(toy);
      expect(story.plan.setting).toBe('bedroom');
      const [first, , , , high, last] = story.paragraphs;
      expect(first).toMatch(/asleep/);
      expect(first).toMatch(/stretch/);
      expect(high).toMatch(/morning/i);
      expect(last).toMatch(/smiled|secret/);
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/race of toy cars|tea party|a dance|tower of blocks/);
      expect(text).not.toMatch(/come alive|came alive|coming alive|to life|be real|got everything ready/i);
    }
  });

  it('has another toy join the teddy at play, never one of the family', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('A teddy bear who comes alive at night', seed);
      expect(story.plan.guide.kind.group).toBe('toy');
      expect(story.paragraphs[1]).toMatch(/climbed out of the toy box to join in/);
    }
  });

  it('keeps the child the idea names as the one asleep', () => {
    expect(told("Rosie's doll wakes up at midnight").paragraphs[0]).toMatch(/Rosie/);
    expect(told('Mia and the toys that come alive', 2).paragraphs[0]).toMatch(/Mia was fast asleep/);
  });

  it('leaves a toy wished for, or a child awake at night, as said', () => {
    expect(understandIdea('Sam wants a new toy car').goal?.phrase).not.toMatch(/midnight/);
    expect(understandIdea('A girl who cannot sleep at night').goal?.phrase ?? '').not.toMatch(/toys/);
  });
});
