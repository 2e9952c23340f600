import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a picture of a place', () => {
  it('is a picture that is drawn, its pencil snapping on the picture, never on the mountains', () => {
    for (const seed of [1, 2, 3]) {
      const s = story('Leo draws the mountains', seed);
      expect(s.plan.thing?.noun).toBe('picture');
      const text = s.paragraphs.join(' ');
      expect(text).not.toMatch(
        /\b(?:by|of|on) the mountains looked|the mountains (?:looked better|were nearly done)|in the middle of the mountains/,
      );
      expect(text).toMatch(/\bpicture\b/);
    }
  });

  it('paints the sea from the beach, with no pirate out at sea', () => {
    for (const seed of [1, 2, 3]) {
      const s = story('Priya paints a picture of the sea', seed);
      expect(s.plan.setting).toBe('beach');
      expect(s.paragraphs.join(' ')).not.toMatch(/\bpirate\b/);
    }
  });

  it('leaves a horse drawn as a horse, and a card as a card', () => {
    expect(story('Leo learns to draw a horse').paragraphs.join(' ')).toMatch(/\bhorse\b/);
    expect(story('Zoe makes a birthday card for Mum').plan.thing?.noun).toBe('birthday card');
  });
});
