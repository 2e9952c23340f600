import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const IDEAS = [
  "Lily's lost balloon",
  'The balloon that floated away',
  'Sam lets go of his balloon',
  'Ella chases a runaway balloon',
];

describe('a balloon let go of', () => {
  for (const idea of IDEAS)
    for (const seed of [1, 2, 3])
      it(`floats away over the houses and ends kindly: ${idea} (seed ${seed})`, () => {
        const text = writeStoryDetailed({ prompt: idea, seed, paragraphs: 6 }).paragraphs.join('\n');
        expect(text).toMatch(/string slipped/);
        expect(text).toMatch(/over the trees and the houses|smaller and smaller/);
        expect(text).toMatch(/weathervane|surprised bird/);
        expect(text).not.toMatch(/dragon|paw prints|rainbow|up in the sky/i);
      });

  it("keeps the idea's own child", () => {
    expect(writeStoryDetailed({ prompt: 'Sam lets go of his balloon', seed: 1, paragraphs: 6 }).paragraphs[0]).toMatch(/\bSam\b/);
  });
});

describe('a balloon let go of at the fair', () => {
  it('is had at the fair the idea names', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A red balloon floats away at the fair', seed, paragraphs: 6 });
      expect(story.plan.setting).toBe('fair');
      expect(story.paragraphs.join(' ')).not.toMatch(/\bpark\b/);
    }
  });
});

describe('a child’s balloon with no more said', () => {
  it.each(['My red balloon', "Ava's balloon", 'The red balloon'])('%s: the same day, never a trip round the sky', (idea) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: idea, seed, paragraphs: 6 });
      expect(story.plan.homeDay?.id).toBe('balloon');
      expect(story.plan.hero.kind.human).toBe(true);
      expect(story.paragraphs.join(' ')).not.toMatch(/explore the sky|hot air balloon|rainbow/i);
    }
  });

  it('leaves a balloon with a wish of its own, and a hot air balloon, to their own tellings', () => {
    expect(
      writeStoryDetailed({ prompt: 'A balloon who wanted to see the world', seed: 1, paragraphs: 6 }).plan.homeDay?.id,
    ).not.toBe('balloon');
    expect(writeStoryDetailed({ prompt: 'Ruby flies in a hot air balloon', seed: 1, paragraphs: 6 }).plan.homeDay?.id).not.toBe(
      'balloon',
    );
  });
});
