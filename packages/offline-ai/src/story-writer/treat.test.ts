import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS, render } from './template.js';
import { TREATS } from './world/treats.js';

const IDEAS: readonly (readonly [string, string, string])[] = [
  // [idea, the treat, where it is]
  ['The little mouse who wanted cheese', 'cheese', 'kitchen'],
  ['Pip the mouse wants some cheese', 'cheese', 'kitchen'],
  ['The bear who wanted honey', 'honey', 'forest'],
  ['A rabbit who wanted carrots', 'carrots', 'garden'],
  ['A squirrel who wants some nuts', 'nuts', 'forest'],
  ['A monkey who wanted a banana', 'bananas', 'jungle'],
  ['A hungry bear looking for berries', 'berries', 'forest'],
  // ('loves honey' was read as a wish to 'enjoy honey', once told as a quest 'much harder than it looked'.)
  ['A bear who loves honey', 'honey', 'forest'],
  ['A mouse who loves cheese', 'cheese', 'kitchen'],
  ['A cat who loves fish', 'fish', 'lake'],
  // (Hungry and wanting nothing named: its own kind's treat. 'A hungry little bear' had been a walk to see an oak tree.)
  ['A hungry little bear', 'honey', 'forest'],
  ['The very hungry mouse', 'cheese', 'kitchen'],
  ['A squirrel who is hungry', 'nuts', 'forest'],
];

describe("a hungry creature's treat", () => {
  it.each(IDEAS)('%s: where the %s is, in the way, got and shared', (prompt, food, setting) => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(story.plan.treat?.treat.food).toBe(food);
      expect(story.plan.setting).toBe(setting);
      const text = story.paragraphs.join(' ');
      // The treat is the story in every paragraph, never a stock quest with the words pasted in.
      expect(
        story.paragraphs.filter((p) => p.includes(food) || p.includes(food.replace(/s$/, ''))).length,
      ).toBeGreaterThanOrEqual(5);
      expect(text).not.toMatch(/\b(?:big dream|explore|You did it|the wind blew hard|first try at)\b/);
      expect(text).toContain(story.plan.guide.name);
      expect(story.title).toMatch(new RegExp(food, 'i'));
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('reads "who wanted cheese" as a wish for cheese', () => {
    const story = writeStoryDetailed({ prompt: 'The little mouse who wanted cheese', paragraphs: 6, seed: 1 });
    expect(story.paragraphs[0]).toMatch(/cheese/);
    expect(story.paragraphs.join(' ')).not.toMatch(/sunflower/);
  });

  it('says the treat in its number', () => {
    const text = [1, 2, 3, 4, 5, 6]
      .map((seed) => writeStoryDetailed({ prompt: 'A hungry rabbit', paragraphs: 6, seed }).paragraphs.join(' '))
      .join(' ');
    expect(text).not.toMatch(/carrots tastes/);
  });

  it('leaves a lost treat to be looked for, and a child who wants one to other stories', () => {
    expect(writeStoryDetailed({ prompt: 'A squirrel who lost his nuts', paragraphs: 6, seed: 1 }).plan.treat).toBeUndefined();
    expect(writeStoryDetailed({ prompt: 'Mia wants an ice cream', paragraphs: 6, seed: 1 }).plan.treat).toBeUndefined();
  });

  it('says every wording in sentences a young listener can follow', () => {
    const slots = {
      hero: 'Pip',
      Hero: 'Pip',
      they: 'he',
      They: 'He',
      them: 'him',
      their: 'his',
      Their: 'His',
      guide: 'Dot',
      Guide: 'Dot',
      gtheir: 'her',
    };
    for (const treat of TREATS)
      for (const line of [
        ...treat.where,
        ...treat.obstacles.flatMap((o) => [o.guard, o.try, o.way]),
        ...treat.got,
        ...treat.fact,
        ...treat.share,
      ])
        expect(render(line, slots, {}, MAX_WORDS), line).not.toBeNull();
  });
});

describe('a treat that is a creature too', () => {
  it('is the treat, never a friend who swims along', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A cat who loves fish', paragraphs: 6, seed });
      expect(story.plan.friend).toBeNull();
      expect(story.paragraphs.join(' ')).not.toMatch(/\bswam\b/);
    }
  });
});
