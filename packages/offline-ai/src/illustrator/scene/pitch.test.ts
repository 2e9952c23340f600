import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from '../../story-writer/story-writer.js';
import { readScene, type HeroCue } from './read-scene.js';

const leo: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };

describe('football on the pitch', () => {
  it.each(['Leo wants to be a footballer', 'Leo plays in his first football match'])(
    '%s: every page on the field is drawn on the football pitch, not a meadow, a beach or a classroom',
    (prompt) => {
      const story = writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 });
      const onField = story.paragraphs.filter((p) => !/\b(?:home|garden|bed)\b/.test(p));
      expect(onField.length).toBeGreaterThanOrEqual(3);
      for (const paragraph of onField) expect(readScene(paragraph, leo, prompt).setting, paragraph).toBe('pitch');
    },
  );

  it('draws the football coach as a coach, and no second footballer for "A footballer must be quick"', () => {
    const plan = readScene(
      '"Hi!" called a cheerful football coach named Zac. Leo told Zac his big wish to be a footballer. "A footballer must be quick," said Zac.',
      leo,
      'Leo wants to be a footballer',
    );
    expect(plan.characters.map((c) => c.kind).sort()).toEqual(['boy', 'football-coach']);
  });
});
