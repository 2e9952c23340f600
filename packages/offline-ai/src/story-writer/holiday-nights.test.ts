import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('the night of one whom children wait for, told as their own', () => {
  it('is Santa’s Christmas Eve: the presents delivered over the rooftops, never a park day or a sleigh hugged', () => {
    for (const prompt of [
      "Santa's busy night",
      'Santa gets stuck in the chimney',
      'Santa loses a present',
      'Santa delivers presents on Christmas Eve',
    ])
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        const text = story.paragraphs.join(' ');
        expect(story.plan.homeDay?.id, `${prompt} [${seed}]`).toBe('santa-night');
        expect(text, `${prompt} [${seed}]`).toMatch(/\bChristmas Eve\b/);
        expect(text, `${prompt} [${seed}]`).toMatch(/\b(?:rooftops|chimney)\b/);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(?:park|swings|hugging|the kind Santa)\b/);
        expect(story.paragraphs.every((p) => p.length > 0)).toBe(true);
      }
  });

  it('reads Christmas Eve as the night, no friend called Eve', () => {
    const story = told('Santa delivers presents on Christmas Eve', 1);
    expect(story.idea.companions.map((c) => c.name)).not.toContain('Eve');
    expect(story.paragraphs.join(' ')).not.toMatch(/\bEve (?:waved|cheered)|said the (?:deer|bird)\b/);
  });

  it('keeps a child’s Christmas a Christmas, no den to build', () => {
    for (const seed of [1, 2]) {
      const story = told("Leo's Christmas", seed);
      expect(story.plan.goal.phrase).toBe('celebrate Christmas');
      expect(story.title).toMatch(/Christmas/);
      expect(story.paragraphs.join(' ')).not.toMatch(/\bdens?\b/);
    }
  });

  it('tells the trouble the idea names', () => {
    for (const seed of [1, 2, 3]) {
      expect(told('Santa gets stuck in the chimney', seed).paragraphs[2]).toMatch(/\bgot stuck\b/);
      expect(told('Santa loses a present', seed).paragraphs[2]).toMatch(/\bpresent tumbled off\b/);
      expect(told('The Easter bunny loses his eggs', seed).paragraphs[2]).toMatch(/\beggs were lost\b/);
    }
  });

  it('is the Easter bunny’s morning: eggs hidden in the garden before the children wake', () => {
    for (const prompt of ['The Easter bunny loses his eggs', 'The Easter bunny'])
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        expect(story.plan.homeDay?.id, `${prompt} [${seed}]`).toBe('easter-morning');
        expect(story.plan.setting).toBe('garden');
        expect(story.plan.hero.kind.word).toBe('rabbit');
        expect(story.paragraphs[4], `${prompt} [${seed}]`).toMatch(/\bchildren\b/);
        expect(story.paragraphs.join(' ')).not.toMatch(/\b(?:farm|hugging|loved his eggs)\b/);
      }
  });

  it('leaves a child waiting for Santa the child’s own Christmas Eve', () => {
    const story = told('Jack waits for Santa', 1);
    expect(story.plan.hero.name).toBe('Jack');
    expect(story.plan.homeDay?.id).not.toBe('santa-night');
  });

  it('is the tooth fairy’s own night when the idea says it is hers', () => {
    for (const prompt of ["The tooth fairy's busy night", "The tooth fairy's first night"])
      for (const seed of [1, 2]) {
        const story = told(prompt, seed);
        expect(story.plan.homeDay?.id, prompt).toBe('tooth-night');
        expect(story.paragraphs.join(' '), prompt).not.toMatch(/\b(?:her wobbly tooth|explore the garden)\b/);
      }
  });
});

describe('the littlest reindeer’s Christmas Eve', () => {
  const ideas = ["A little reindeer who wants to pull Santa's sleigh", 'Rudolph saves Christmas', 'The smallest reindeer'];
  it('is too small, practises in the snow, gets the chance on Christmas Eve and pulls the sleigh', () => {
    for (const prompt of [...ideas, 'Rudolph and the foggy night'])
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        const text = story.paragraphs.join(' ');
        expect(story.plan.homeDay?.id, `${prompt} [${seed}]`).toBe('reindeer-night');
        expect(story.plan.hero.kind.word).toBe('reindeer');
        expect(story.paragraphs[0], `${prompt} [${seed}]`).toMatch(/\b(?:littlest|smallest)\b/);
        expect(story.paragraphs[1], `${prompt} [${seed}]`).toMatch(/\bpractised take-offs\b/);
        expect(story.paragraphs[2], `${prompt} [${seed}]`).toMatch(/\bChristmas Eve\b/);
        expect(story.paragraphs[5], `${prompt} [${seed}]`).toMatch(/\bSanta\b/);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(?:penguin|park|beach|boy|went all wrong)\b/);
      }
  });

  it('keeps Rudolph’s name and lights the fog with his red nose', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('Rudolph and the foggy night', seed);
      expect(story.plan.hero.name).toBe('Rudolph');
      expect(story.paragraphs[2]).toMatch(/\bfog\b/);
      expect(story.paragraphs[3]).toMatch(/\bred nose glowed\b/);
    }
  });
});

describe('an elf’s Christmas in Santa’s workshop', () => {
  it('makes the toys, puts a muddle right, wraps them and loads the sleigh', () => {
    for (const prompt of ['An elf who wants to help Santa', "The elf's first Christmas", "Santa's elves make toys"])
      for (const seed of [1, 2, 3]) {
        const story = told(prompt, seed);
        const text = story.paragraphs.join(' ');
        expect(story.plan.homeDay?.id, `${prompt} [${seed}]`).toBe('elf-workshop');
        expect(story.plan.hero.kind.word, `${prompt} [${seed}]`).toBe('elf');
        expect(story.plan.setting).toBe('workshop');
        expect(story.paragraphs[1], `${prompt} [${seed}]`).toMatch(/\bhammered and painted\b/);
        expect(text, `${prompt} [${seed}]`).toMatch(/\bwrapped every toy\b/);
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(?:forest|Grandpa|badger|help their elves|went all wrong)\b/);
      }
  });
});

describe('a child’s Christmas Eve', () => {
  it.each(['Christmas Eve', 'The night before Christmas'])(
    '%s: the stocking hung, bells in the night and a full stocking, no lesson on day and night',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { title, paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.educational).toBe(false);
        expect(plan.topic).toBeNull();
        expect(title).toMatch(/Christmas Eve/);
        expect(text).toMatch(/\b(?:stocking|mince pie|carrot for the reindeer)\b/);
        expect(paragraphs[4]).toMatch(/\bjingle\b/);
        expect(text).not.toMatch(/\b(?:globe|Earth spins|pulled crackers)\b/);
        expect(text).not.toMatch(/\. (?:And|Then) (?:put|found)\b/);
      }
    },
  );
});
