import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

describe('a ballerina', () => {
  it.each(['Bella the ballerina loses her shoe', "The ballerina's lost shoe", 'Rosa the ballerina cannot find her shoe'])(
    '%s: a ballerina (she) looks for her ballet shoe at her dance class, never in a forest',
    (prompt) => {
      const idea = understandIdea(prompt);
      expect(idea.hero?.kind.word).toBe('ballerina');
      expect(idea.hero?.kind.pronoun).toBe('she');
      for (const seed of [1, 2]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        expect(story.plan.placeName).toBe('the dance class');
        expect(text, text).toMatch(/ballet shoe/);
        expect(text, text).not.toMatch(/forest|desks|whiteboard|\bhe\b/);
      }
    },
  );

  it.each(['A little ballerina', 'Bella the ballerina'])(
    '%s, with no wish: her dance show and the butterflies before it, at her dance class, never exploring school',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        const at = `${prompt} (seed ${seed})`;
        expect(story.plan.placeName, at).toBe('the dance class');
        expect(story.plan.shape, at).toBe('fear');
        expect(text, at).toMatch(/dance show/);
        expect(text, at).toMatch(/\b(?:toes|barre|twirl|swan|bow)\b/);
        expect(text, at).not.toMatch(/explor/);
      }
    },
  );

  it('keeps a school the idea names', () => {
    expect(writeStoryDetailed({ prompt: 'Mia loses her shoe at school', seed: 1, paragraphs: 6 }).plan.placeName).not.toBe(
      'the dance class',
    );
  });
});
