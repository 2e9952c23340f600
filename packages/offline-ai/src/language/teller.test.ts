import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from '../story-writer/story-writer.js';
import { understandIdea } from './idea.js';
import { tellerLeads } from './teller.js';

describe('a story told by someone', () => {
  it.each([
    ['how a caterpillar becomes a butterfly, told by Arjun', 'Arjun', 'caterpillar'],
    ['Arjun explains how rain is made', 'Arjun', null],
    ['Mia tells the story of the first moon landing', 'Mia', null],
    ['the water cycle, as told by Lily', 'Lily', null],
    ['how bees make honey, narrated by Zara', 'Zara', 'bee'],
    ['Sam tells us why the sky is blue', 'Sam', null],
  ])('%s: %s leads and learns it', (idea, teller, along) => {
    const read = understandIdea(idea);
    expect(read.hero?.name).toBe(teller);
    expect(read.goal?.type).toBe('learn');
    expect(read.educational).toBe(true);
    if (along) expect(read.companions.map((c) => c.kind.word)).toContain(along);
  });

  it.each([
    ['how a caterpillar becomes a butterfly, told by Arjun', 'Arjun'],
    ['Arjun explains how rain is made', 'Arjun'],
    ['Mia tells the story of the first moon landing', 'Mia'],
    ['how bees make honey, narrated by Zara', 'Zara'],
  ])('%s: the teller is named in the title and leads every seed', (prompt, teller) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      expect(story.title).toContain(teller);
      expect(story.plan.hero.name).toBe(teller);
      expect(story.paragraphs[0]).toContain(teller);
    }
  });

  it.each([
    ['the water cycle, told by Grandpa Joe', 'grandpa', 'Joe'],
    ['why the sky is blue, as told by my grandma', 'grandma', null],
    ['Aunt May explains how plants grow', 'aunt', 'May'],
  ])('%s: a grown-up teller tells it to a child who learns it', (prompt, kind, name) => {
    for (const seed of [1, 2]) {
      const { plan, idea } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      expect(plan.hero.kind.human && plan.hero.kind.size).toBe('small');
      expect(idea.educational).toBe(true);
      expect(plan.friend?.kind.word).toBe(kind);
      if (name) expect(plan.friend?.name).toBe(name);
    }
  });

  it.each([
    'Grandma tells a story about a dragon',
    'Mia tells a lie',
    'Tom shows his dog a trick',
    'Arjun explains the rules to his sister',
    'the owl explains how stars shine',
    'a dragon who was told by the king to leave',
  ])('%s: no teller, the idea as it was', (idea) => {
    expect(tellerLeads(idea)).toEqual({ text: idea, teller: null });
  });
});
