import { describe, expect, it } from 'vitest';
import { TOPICS } from './knowledge/index.js';
import { isTool } from './objects.js';
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

// The tool is done with as it is for (the lunchbox filled with colours, the bottles sorted into the bin), and the facts'
// scenes fit the story: no race nobody ran, no bedtime thought of a word that is no thing.
describe('a learning story tells what is done with its tool', () => {
  it.each([
    ['Healthy eating', /filled the lunchbox with food of every colour|put peas and grapes in the lunchbox for a rainbow lunch/],
    ['Why we recycle', /in the recycling bin to keep everything clean|sorted the bottles and paper into the recycling bin/],
  ])('%s: the tool is used for its job, never "used to find out more" or "had a go with"', (prompt, use) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = story.paragraphs.join(' ');
      const at = `${prompt} (${seed})`;
      if (story.plan.shape === 'learning') expect(text, at).toMatch(use);
      expect(text, at).not.toMatch(/to find out more about|had a go with the|tried it out with the|before the race|weekend with/);
      expect(text, at).not.toMatch(/thought of reuses|(?:Plastic|Healthy) is a good word/);
    }
  });

  it('every topic with a tool says two ways it is used', () => {
    for (const topic of TOPICS.filter((t) => isTool(t.object))) {
      expect(topic.uses, topic.id).toHaveLength(2);
      for (const use of topic.uses!) expect(use, topic.id).toContain('{thing}');
    }
  });
});
