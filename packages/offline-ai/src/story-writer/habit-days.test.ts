import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('a child who is always late', () => {
  const ideas = ['Sam is always late for school', 'A boy who is always late', 'The girl who was always late'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: late through the morning, a day it costs, a grown-up’s trick, on time the next morning (seed %i)',
    (prompt, seed) => {
      const { plan, paragraphs, title } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('home');
      expect(paragraphs[0]).toMatch(/\blate\b|last one ready|still in/);
      expect(paragraphs[2]).toMatch(/\bso late\b/);
      expect(paragraphs.slice(3).join(' ')).toMatch(/\bnext morning\b/);
      // Never a quest to the station or a lesson on the clock's hands.
      expect(text).not.toMatch(/\bstation\b|long hand|short hand|forest|wish to/);
      expect(title).not.toMatch(/Telling the Time|Station/);
    },
  );
});

describe('a child who never listens', () => {
  const ideas = ['Ben never listens', "Mia doesn't listen", 'A boy who never listened'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: busy ears, the thing missed, a listening game, heard the first time (seed %i)',
    (prompt, seed) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(plan.setting).toBe('home');
      expect(paragraphs[0]).toMatch(/\bnever listened\b|did not hear/);
      expect(paragraphs[2]).toMatch(/\bdid not hear\b/);
      expect(paragraphs.slice(4).join(' ')).toMatch(/\bheard\b|\blistened\b|\bListening\b/);
      expect(paragraphs.join(' ')).not.toMatch(/forest|wish to listen|learn to listen/);
    },
  );
});
