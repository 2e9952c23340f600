import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

// A topic's tool ('a bucket' for the salty sea, 'a calendar' for the days of the week) is what the hero finds out with.
describe('a learning story with a tool of its topic', () => {
  it.each([
    ['Why is the sea salty?', 'bucket'],
    ['Learning the days of the week', 'calendar'],
    ['How do we keep germs away?', 'soap'],
  ])('%s: the %s is used, never loved, gazed at, cheered by or the title', (prompt, tool) => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(story.plan.thing?.noun, prompt).toBe(tool);
      const text = story.paragraphs.join(' ');
      expect(text, `${prompt} (${seed})`).not.toMatch(
        new RegExp(
          `\\bloved ${tool}s?\\b|\\bat the ${tool} for a long|\\b(?:by|near|past|at|study) the ${tool}\\b|thinking of the ${tool}|the ${tool} (?:was|were) never far|Look at the ${tool}`,
        ),
      );
      expect(story.title.toLowerCase(), prompt).not.toContain(tool);
    }
  });
});
