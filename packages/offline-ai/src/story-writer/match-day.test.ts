import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('a football match', () => {
  it.each(['Sam scores a goal', 'Mia plays in her first football match', "Leo's football match", 'The big match'])(
    '%s: a match day with the team, its kit, a trouble of the game and a goal or a save, with the coach',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        const at = `${prompt} (seed ${seed}): ${text}`;
        expect(story.plan.setting, at).toBe('park');
        expect(story.plan.guide.kind.word, at).toBe('football coach');
        expect(text, at).toMatch(/\b(?:team shirt|shin pads|football boots|kit)\b/);
        expect(text, at).toMatch(/\b(?:GOAL|save)\b/);
        expect(text, at).toMatch(/\bteam\b/);
        // No talking creature of the park, no duck pond, no exploring.
        expect(text, at).not.toMatch(/\b(?:dog|squirrel|duck|ducks|hedgehog|explore)\b/);
      }
    },
  );

  it('a match day is no quest: no "at last, Sam scored a goal" after a walk in the forest', () => {
    const text = writeStoryDetailed({ prompt: 'Sam scores a goal', seed: 1, paragraphs: 6 }).paragraphs.join(' ');
    expect(text).not.toMatch(/forest|by the goal\b|At last, Sam scored a goal/);
  });
});
