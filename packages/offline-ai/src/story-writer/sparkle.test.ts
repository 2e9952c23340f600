import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a sparkle lost is a feeling', () => {
  it.each([
    'A unicorn who lost her sparkle',
    'A unicorn called Stardust who lost her sparkle',
    'A girl who lost her sparkle',
    'The dragon who lost his sparkle',
  ])('%s: dull and sad, tries that do not work, and back with friends or a kind deed', (prompt) => {
    for (const seed of [1, 2]) {
      const story = told(prompt, seed);
      expect(story.plan.bodyTrouble?.trouble.id).toBe('sparkle');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/dull|grey|flat/);
      expect(text).toMatch(/laughed and laughed|helped the baby bird/);
      expect(text).toMatch(/sparkle came back|began to sparkle/);
      // (Never looked for as a thing behind a wall, or found lying somewhere.)
      expect(text).not.toMatch(/behind the|stone wall|looked for|found (?:her|his|their) sparkle|where it should be/);
    }
  });

  it('keeps a lost thing lost and looked for', () => {
    const story = told('Sam lost his teddy');
    expect(story.plan.bodyTrouble).toBeUndefined();
    expect(story.paragraphs.join(' ')).toMatch(/find (?:his|the) teddy/);
  });
});
