import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a counting story', () => {
  it.each([
    ['Counting to ten with ducks', 'pond', 'duck', 'ducks', 'TEN'],
    ['Learning to count to five', 'garden', 'ladybird', 'ladybirds', 'FIVE'],
    ['Counting stars', 'night-sky', 'star', 'stars', 'TEN'],
    ['A bear who learns to count', 'garden', 'ladybird', 'ladybirds', 'TEN'],
  ])('%s: counts real things there aloud, one number for each, all the way', (prompt, setting, one, many, top) => {
    for (const seed of [1, 2, 3]) {
      const s = story(prompt, seed);
      const text = s.paragraphs.join('\n');
      expect(s.plan.setting, text).toBe(setting);
      expect(s.paragraphs[2], text).toContain(`"One ${one}, two ${many}, three ${many}!"`);
      expect(s.paragraphs[3], text).toMatch(new RegExp(`\\b${many}\\b`));
      expect(s.paragraphs[4], text).toContain(`${top}!" There were ${top.toLowerCase()} ${many}!`);
      // What is counted is the story's own: no shells on the beach for a story at the pond.
      if (one !== 'shell') expect(text).not.toMatch(/\b(?:shells?|beach)\b/);
      // It teaches counting: three facts in three paragraphs.
      expect(new Set(s.factParagraphs).size, text).toBeGreaterThanOrEqual(3);
      expect(s.title).toMatch(/Count|Little/);
      // The wish is said once in the first paragraph.
      expect(s.paragraphs[0]!.match(/\bcount(?: them,)? (?:all the way )?to\b/g)?.length, text).toBe(1);
    }
  });

  it('the ducks counted are not a duck come along', () => {
    for (const seed of [1, 2, 3, 4]) expect(story('Counting to ten with ducks', seed).plan.friend?.kind.word).not.toBe('duck');
  });

  it('a countdown or a country is no counting lesson', () => {
    expect(story('A countdown to the rocket launch', 1).plan.counting).toBeUndefined();
    expect(story('The country mouse visits the city', 1).plan.counting).toBeUndefined();
  });
});
